import { LabLine } from '@/components/sales/lab-line'
import { ReviewScore } from '@/components/sales/review-score'
import { SalesImage } from '@/components/sales/sales-image'
import { Container, SalesSection, SectionTitle } from '@/components/sales/sales-section'
import { StoryLink } from '@/components/sales/story-link'
import { BadgeCheckIcon } from '@/components/ui/icons'
import { Line } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import { labLine, reviewLine } from '@/content/proof'
import { formatDay } from '@/lib/format'

/** An ISO date (YYYY-MM-DD) in US English words, the same wherever the page is built. */
/**
 * The article's opening, as an editorial sets it: the headline, the standfirst with its way down
 * to the offer ("how to check ... for $97") and, when the brand set them, the review score and the
 * laboratory under it, so something independent comes before any order button; then the byline
 * with the author's face (on phones the byline first: the reviewer's line on a 320x667 screen). All of it on a laptop's first 650 px, the offer's line on a phone's first screen
 * (e2e/first-screen.spec.ts). Then the lead picture: the story's photograph (`photo`, the brand's,
 * landscape) or the story's drawing.
 */
export function Byline({
  copy,
  advertisement,
  photo,
  offerHref,
}: {
  copy: AdvertorialContent['byline']
  advertisement: AdvertorialContent['advertisement']
  photo: AdvertorialContent['story']['photo']
  offerHref: string
}) {
  // From sm the opening's gaps are tight (issue 72: the proof box ended at 780 px of a laptop's
  // 800; it ends by 750).
  // At its own landscape shape: the brand's photograph is made 3:2 (src/content/photos.ts), the
  // drawing is 2:1; neither is cut to the other's.
  const lead = 'h-auto rounded-xl bg-brand-50 ring-1 ring-brand-100'
  return (
    <SalesSection
      id={copy.id}
      tone="white"
      space="none"
      firstScreen
      className="pt-4 pb-3 sm:pt-6 sm:pb-8"
    >
      <Container size="narrow">
        {/* By the headline, in words, as an ad formatted like an article must say (FTC 2015). */}
        {/* One line at 320 (round 10: the sponsor wrapped under the label, 16 px more before the
            first order). From 352 px the label 2 px more room each side: its letter-spacing
            trails after its last letter, and WebKit set the 'T' nearly on the border (adv45);
            at 320 that room wrapped the sponsor under it again. */}
        <p className="mb-2 flex flex-wrap items-center gap-x-1.5 text-xs text-muted sm:mb-3 sm:gap-x-2 sm:text-sm">
          <span className="rounded border border-muted/40 px-1 text-[0.6875rem] font-bold tracking-[0.04em] text-ink uppercase min-[22rem]:px-1.5 sm:px-2 sm:text-sm sm:tracking-wide">
            {advertisement.label}
          </span>{' '}
          {advertisement.sponsor}
        </p>
        <SectionTitle
          as="h1"
          copy={copy}
          eyebrowClassName="text-[0.6875rem] font-bold tracking-[0.08em] text-brand-700 uppercase sm:text-sm sm:tracking-[0.12em]"
          className="mt-1.5 font-display text-fit-[1.375] min-[22rem]:text-fit-[1.5] leading-[1.15] font-semibold tracking-tight text-brand-950 sm:mt-2 sm:text-[2.25rem] sm:leading-[1.12]"
        />
        {/* 15 px under 352 px, as `/`'s lede there (round 13: the first order 3.16 screens down
            at 320x568). */}
        <p className="mt-2.5 text-[0.9375rem] leading-[1.45] text-balance text-ink sm:text-pretty min-[22rem]:text-base sm:mt-3 sm:text-xl sm:leading-normal">
          {/* Its last phrase held (round 13: 'how to check / from home.' in Gecko, 'how to /
              check from home.' in WebKit; round 9: 'home.' alone); on phones the lines balanced
              (radv20: filled, WebKit ended 'Here is what to look for, and' at 60 % over the held
              phrase at 375), from sm filled `pretty`. */}
          <Line text={copy.lede ?? ''} phrase={copy.ledeHeld} />
        </p>
        {/* Not on paper: a link down the page goes nowhere there (review 25). */}
        <p className="mt-2 text-balance sm:text-lg print:hidden">
          <StoryLink href={offerHref}>{copy.offerLink}</StoryLink>
        </p>
        {/* On phones the byline first, the score and the lab under it (review 43: at 320x667 in
            the brand's build they pushed the byline down to its name, the reviewer's line below
            the fold); the same order in the page's text, so a reader and a keyboard meet the
            score before any order button either way. */}
        <div className="flex flex-col">
          {labLine || reviewLine ? (
            <div className="mt-2 space-y-0.5 max-sm:order-1 sm:mt-3">
              {/* Unboxed at every width, as on a phone, the byline's rule under it its one rule
                (review 32: from sm a boxed card 12 px over that rule read as two rules stacked).
                One compact block under the offer's line, before the byline, 14 px at every width,
                the lab's line right under the score and its number left to the kit's steps
                further down (issue 72: under the byline and its disclosure the box started at
                610-632 px and was cut at a 1366x768 laptop's 650, and pushed the first Claim to
                2.99 screens at 375). Its lines filled (not evened out): the platform's words on
                one line at 1280, not "1,234 / reviews" over 200 px of the box left empty. */}
              <ReviewScore align="start" small className="text-wrap" />
              <LabLine small className="font-medium" />
            </div>
          ) : null}
          <div data-slot="byline" className="mt-3 border-t border-sand-200 pt-2.5 sm:mt-4 sm:pt-3">
            {/* The face and the lines beside it centred on each other, the reviewer's line in the
              text column at every width (issue 72: on phones flush left under the face, it read
              as the next paragraph's); at 200 % text every line goes under the face. */}
            <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 text-sm leading-snug large-text:grid-cols-1 sm:gap-x-4 sm:gap-y-0.5 sm:text-base">
              {copy.authorPhoto ? (
                <SalesImage
                  image={copy.authorPhoto}
                  priority="low"
                  sizes="4rem"
                  // Loading, the initials' filled circle, its alt text transparent (Gecko drew it cut in
                  // the frame, round 15); readers still get it.
                  className="row-span-2 size-11 shrink-0 rounded-full bg-brand-800 object-cover text-transparent large-text:row-span-1 min-[22rem]:size-12 sm:size-16"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="row-span-2 grid size-11 shrink-0 place-items-center rounded-full bg-brand-800 font-display text-lg font-semibold text-white large-text:row-span-1 min-[22rem]:size-12 sm:size-16 sm:text-xl"
                >
                  {copy.authorInitials}
                </span>
              )}
              <p className="self-end">
                {/* Filled, not the page's `pretty`: WebKit ended 'Health writer / for CellWise
                  Health' at 375 where the others ended '… for / CellWise Health' (review 23).
                  The role whole where it fits a line, balanced where it cannot (review 31:
                  'Health / writer for CellWise Health' at 320): the face 44 px under 352 px,
                  so the line has its 229 px there. */}
                <span className="block font-semibold text-wrap text-ink">
                  {copy.author}
                  <span className="font-normal text-muted">
                    {/* Below sm the role on a line of its own, no dot (radv35: 'By Laura
                      Bennett ·' ended its line on the dot at 320 and 375, the role under it). */}
                    <span className="max-sm:hidden">{' · '}</span>
                    <span className="inline-block text-balance max-sm:block">
                      {copy.authorRole}
                    </span>
                  </span>
                </span>
                <span className="block text-muted">
                  {copy.publishedLabel}{' '}
                  <time dateTime={copy.published}>{formatDay(copy.published)}</time>
                </span>
              </p>
              <p className="col-start-2 flex items-start gap-1 self-start print:gap-2 font-medium text-balance text-brand-700 large-text:col-start-1">
                <BadgeCheckIcon className="mt-0.5 size-4 shrink-0" />
                {copy.reviewer}
              </p>
              {/* Balanced: filled, 'founder, Daniel Brooks.' (Gecko: 'Daniel Brooks.') alone at 1280 (rsales18).
                From sm in the text column beside the face, under the reviewer's line (review 22: across
                the 704 px column its two balanced 370 px lines read as a box cut short; it needs 740 px
                for one line at 14 px); on phones across, under the face. */}
              <p className="col-span-full leading-snug text-balance text-muted sm:col-span-1 sm:col-start-2 sm:mt-1 sm:text-sm">
                {copy.connection}
              </p>
            </div>
          </div>
        </div>
        {photo ? (
          // Across the column at every width (issue 72: a 151 px inset beside its caption on
          // phones): 2:1 from the middle of the 3:2 set on phones, whose crop is around her face
          // (ops/photo.ts), so the first order comes sooner (round 10: 3.5 screens at 320x568
          // with 16:9); under 352 px 5:2 (round 12: the first order at 3.3 screens of a 320x568
          // phone, 9:4 16 px sooner; round 13, 5:2, 13 px more); 3:2 from sm. On paper
          // 2.25 in tall at its own 3:2, centred (review 43: held to the sheet's 1.75 in picture height
          // across the column, it printed small in a box a quarter blank).
          <figure className="mt-3 sm:mt-8">
            <SalesImage
              image={photo}
              priority="low"
              sizes="(min-width: 48rem) 44rem, calc(100vw - 2rem)"
              className={`${lead} aspect-[5/2] w-full object-cover min-[22rem]:aspect-[2/1] sm:aspect-[3/2] print:mx-auto print:h-[2.25in] print:max-h-none print:w-auto`}
            />
            <figcaption className="mt-1.5 text-sm leading-snug text-balance text-muted sm:mt-2">
              {copy.leadPhotoCaption}
            </figcaption>
          </figure>
        ) : (
          <figure className="mt-4 sm:mt-8">
            {/* Under 352 px 9:4, as the photograph, its edges of plain ground cut (round 13: the
                first order 3.16 screens down at 320x568), from its top: cut from the middle,
                the cellular report's top touched the frame (round 14); from the top it has the
                ground above it and the papers run off the frame's foot, as on a desk. From 352 px
                its own 2:1, named: `aspect-auto` undid the ratio its width and height give the
                box, so it drew 0 px tall until the file came, then pushed the page down 352 px
                at 1280 (a layout shift sales.spec caught on a cold cache). */}
            <SalesImage
              image={copy.leadImage}
              priority="low"
              className={`${lead} aspect-[9/4] w-full object-cover object-top min-[22rem]:aspect-[2/1]`}
            />
            <figcaption className="mt-2 text-sm leading-snug text-balance text-muted">
              {copy.leadCaption}
            </figcaption>
          </figure>
        )}
      </Container>
    </SalesSection>
  )
}
