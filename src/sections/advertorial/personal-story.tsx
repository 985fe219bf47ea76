import { OrderButton } from '@/components/sales/order-button'
import { Paragraphs } from '@/components/sales/paragraphs'
import { SampleReport } from '@/components/sales/sample-report'
import { StoryLink } from '@/components/sales/story-link'
import { keptLast, Line } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import type { CountedLink } from '@/lib/counting'
import { ArticleSection } from './article-section'

/** The story's Claim card, an offer in plain sight: the slim bar steps aside for it (its `until`). */
export const storyOfferId = 'story-offer'

/**
 * Carol's story, under a line that says whose it is, with a sample report of findings where her report comes up (a sample, said so
 * on it and in its caption; beside the text from sm), which ends with the test she took: an order button for a reader already
 * convinced (the store, in a new tab), the brand's score by its price when set, and a way down to what is included and the price.
 */
export function PersonalStory({
  copy,
  offerHref,
  orderLink,
}: {
  copy: AdvertorialContent['story']
  offerHref: string
  orderLink: CountedLink
}) {
  // The quote's first sentence a line of its own from lg (balanced, should it ever wrap).
  const cut = copy.pullQuote.indexOf('. ') + 1
  const firstSentence = cut > 0 ? copy.pullQuote.slice(0, cut) : ''
  const rest = copy.pullQuote.slice(cut).trim()
  const paragraphs =
    'mt-4 space-y-4 text-[1.0625rem] leading-relaxed text-ink sm:mt-6 sm:space-y-5 sm:text-xl sm:leading-relaxed'
  return (
    <ArticleSection copy={copy} tone="white" standIn="longest">
      {/* Balanced: filled, at 414 it ended 'told it to us.' alone, 84 of 367 px (review 29). */}
      <p className="mt-2 text-sm leading-snug text-balance text-muted sm:text-base">
        {keptLast(copy.note)}
      </p>
      {/* Every paragraph's lines fill the column (pretty where the engine has it): balanced, the
          third read five lines of 510-600 px in a 704 px column at 1280 (round 27). Its copy
          ends 'what those results meant and which changes to make first.': a last line of
          224 px at 1280 in Chromium and Gecko, 107 at 375 ('what to / change first.' alone
          before, review 25). */}
      <Paragraphs
        kept
        running
        paragraphs={copy.paragraphs.slice(0, copy.reportAfter + 1)}
        className={paragraphs}
      />
      {/* On paper the card and its caption on one sheet (review 25: its heading and first bar on
          one, the rest and the caption on the next); print.css keeps no figure whole that holds a
          list. There closer to the story and 8 px tighter inside: at the screen's spacing it
          missed the foot of A4's sheet 3 by ~20 px and left that sheet 38 % blank (round 28). */}
      <figure
        data-slot="sample-report"
        className="mx-auto mt-5 w-full max-w-sm min-w-0 sm:mt-7 print:mt-2 print:break-inside-avoid print:*:data-[slot=sample-report-card]:p-3"
      >
        <SampleReport report={copy.report} />
        <figcaption className="mt-2 print:mt-1 text-center text-xs leading-snug text-balance text-muted sm:text-sm">
          {/* Its last pair held (round 13, Gecko at 320: 'call.' alone). */}
          <Line text={copy.report.caption} />
        </figcaption>
      </figure>
      {copy.paragraphs.length > copy.reportAfter + 1 ? (
        <Paragraphs
          kept
          running
          paragraphs={copy.paragraphs.slice(copy.reportAfter + 1)}
          className={paragraphs}
        />
      ) : null}
      {/* From sm balanced, as a quote set large: filled, from 768 to 1440 it ended 'and a plan.”'
          alone, 159 of 636 px (review 29). On phones filled: Gecko balanced its four lines at
          360-375 to a first line of 168 of 311 px ('“For the first time'). Its one-letter words
          held: free, Gecko and WebKit balanced it to three lines 53-74 % full at 1280 (two of
          93 and 99 % held; Chromium balances the held words to three, 55-73 %: review 34). From
          lg its first sentence a line of its own at 22 px, the rest under it (radv43: at 28 px
          WebKit's stand-in face ended the second of three lines on 'Not'); 649 and 390 of 680 px
          in Chromium at 1024 and 1280, 641 and 382 in Gecko. */}
      <blockquote className="mt-6 border-l-4 border-cta-600 py-1 pl-5 font-display text-xl leading-snug text-brand-900 sm:mt-8 sm:text-fit-[1.75] lg:text-[1.375rem]">
        <p className="max-sm:[text-wrap-style:auto] sm:text-balance">
          {firstSentence ? <span className="lg:block">{keptLast(firstSentence)} </span> : null}
          {keptLast(rest)}
        </p>
      </blockquote>
      {/* The link under the button on phones and tablets; from lg beside it, the pair centred
          in the card, the link at 16 px in two lines broken after 'took,' (`offerLinkBreak`), the
          button's 48 px (radv35: stacked at the left of the 704 px card at 1280, its right half
          empty; at 18 px the link wrapped in two lines beside the button. radv36: balanced, its
          box kept one line's 382 px for lines of 214/178 px, the pair 188 px left of centre in
          Chromium and Gecko; one line in WebKit). */}
      <div
        id={storyOfferId}
        className="mt-6 flex flex-col gap-3 rounded-2xl bg-sand-50 p-fit-4 ring-1 ring-sand-200 sm:mt-8 sm:items-start sm:gap-4 sm:p-5 lg:flex-row lg:items-center lg:justify-center lg:gap-5"
      >
        <OrderButton {...orderLink} size="md" className="sm:shrink-0">
          {copy.orderButton}
        </OrderButton>
        {/* Not on paper: a link down the page goes nowhere there (review 25). */}
        <p className="text-base text-balance sm:text-lg lg:text-base print:hidden">
          <StoryLink href={offerHref} breakAfter={copy.offerLinkBreak}>
            {copy.offerLink}
          </StoryLink>
        </p>
      </div>
    </ArticleSection>
  )
}
