import type { ComponentProps } from 'react'
import { asOfStyle, Days } from '@/components/ui/as-of'
import { keptPhrases } from '@/components/ui/kept-words'
import { newTabNoteId } from '@/components/ui/outbound-link'
import { asOfCopy } from '@/content/as-of'
import { heroStars, reviewLine } from '@/content/proof'
import { cn } from '@/lib/cn'
import { StarRating } from './star-rating'

/**
 * The score's colours on a light ground, on the quiz's dark one (always unlinked there) and on a
 * sales page's dark one (`night`: the advertorial's last offer); its day in the sales pages' one
 * look of a dated label (asOfStyle), the quiz's as it was: full size. Centred, from sm the day on
 * a line of its own (`dayOwnLine`), but on the sales pages' dark ground, whose line is wide enough
 * for the words and their day (round 13: two lines at 1280, the day full size).
 */
const tones = {
  light: { text: 'text-ink', day: `${asOfStyle} text-muted`, dayOwnLine: true },
  dark: {
    text: 'text-white',
    day: 'font-normal whitespace-nowrap large-text:whitespace-normal text-brand-200',
    dayOwnLine: true,
  },
  night: { text: 'text-white', day: `${asOfStyle} text-brand-200`, dayOwnLine: false },
} as const
type Tone = keyof typeof tones

/** Which of the score's wordings (src/content/proof.ts): the sales pages' one, or the quiz's. */
type Words = 'short' | 'kit'

/**
 * The platform's score in the register's words (`words`: short, as every sales page says it, or
 * naming the kit on the quiz), a link to the platform's page when the brand gave one
 * (VITE_REVIEWS_URL; a new tab) unless `unlinked`, with the day it was read. The quiz keeps it
 * plain text: the page that promises nothing leaves puts no exit beside its Start and Reserve; the
 * sales pages link it once, in the hero (the advertorial's byline), and say the same words,
 * unlinked and unstyled as a link, beside the prices, over the stories and by the last order
 * (sales49: one link, three tab stops; adv44: the advertorial's second, by its Claim).
 */
export function ReviewText({
  words: wording = 'short',
  tone = 'light',
  unlinked = false,
  dated = true,
  dayOwnLine = false,
  className,
}: {
  words?: Words
  tone?: Tone
  unlinked?: boolean
  /** False where its block dates its figures once in a 'Figures as of …' line (AsOfNote). */
  dated?: boolean
  /** From sm its day on a line of its own under the words (a centred score: ReviewScore). */
  dayOwnLine?: boolean
  className?: string
}) {
  if (!reviewLine) return null
  // The score with its platform and the count with its noun each on one line (issue 72: '1,234 /
  // reviews'; round 11: '4.7 on / Trustpilot'), but at a phone's 200 % text, where whole they may
  // be wider than the line.
  const words = keptPhrases(reviewLine[wording], reviewLine.held)
  const text =
    reviewLine.href && !unlinked ? (
      <a
        href={reviewLine.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={newTabNoteId}
        // Inline padding: a 24 px target (WCAG 2.5.8; round 8: 16 px tall) with no line moved.
        className="py-1 underline decoration-1 underline-offset-2 hover:text-brand-800"
      >
        {words}
      </a>
    ) : (
      words
    )
  return (
    <span data-slot="review-text" className={className}>
      {text}
      {dated ? (
        <>
          {' '}
          {/* On the sales pages, light or dark, its block's one dated label (the as-of slot: one a
              block), in the one style of every block's date, 'Score as of …' on a line of its
              own (rsales20/radv20: '(as of …)' here, 'Figures as of …' in the next box); the
              quiz's, beside the words as it was. */}
          {tone === 'dark' ? (
            <span className={cn(tones.dark.day, dayOwnLine && 'sm:block')}>
              (<Days label={asOfCopy.aside} days={[reviewLine.asOf]} />)
            </span>
          ) : (
            <span data-slot="as-of" className={cn(tones[tone].day, 'block')}>
              <Days label={asOfCopy.score} days={[reviewLine.asOf]} />
            </span>
          )}
        </>
      ) : null}
    </span>
  )
}

/**
 * A review platform's score for the kit, its count and the day the brand read it, in the heroes'
 * short words after the stars they draw (the stars named 'Rated 4.7 out of 5' for readers): above
 * the customers' stories (`center`: the stars in the line, the lines centred), beside each price
 * (ProofColumn: `start`, `unlinked`), above the advertorial's byline (`start`, `small`) and on the
 * quiz's dark ground (naming the kit, `dark`, `unlinked`: under the intro's counters, beside the
 * results' last Reserve);
 * nothing until the brand sets it (VITE_REVIEWS). The same score on every page.
 */
export function ReviewScore({
  align = 'center',
  words = 'short',
  tone = 'light',
  unlinked = false,
  small = false,
  dated = true,
  className,
  ...props
}: ComponentProps<'p'> & {
  align?: 'center' | 'start'
  words?: Words
  tone?: Tone
  /** The words as plain text, not a link out (all but the heroes': one link a page). */
  unlinked?: boolean
  /** 14 px at every width (the advertorial's compact proof box), not 16 from sm. */
  small?: boolean
  /** False where its block dates its figures once (AsOfNote), the score's day among them. */
  dated?: boolean
}) {
  if (!reviewLine) return null
  const centred = align === 'center'
  return (
    <p
      data-slot="review-score"
      className={cn(
        'text-sm leading-snug font-semibold',
        !small && 'sm:text-base',
        tones[tone].text,
        centred
          ? // In the line, so a wrapped score stays centred under the price (issue 72: a box of
            // left-aligned lines under centred ones); filled, not balanced, so where the words
            // fit beside the stars they stay one line.
            'text-center text-wrap'
          : // At 200 % text (a phone's `large-text`) the stars over the words, which beside
            // them had 94 px at 320 and broke mid-word. Small (the advertorial's opening), on a
            // phone the stars in the line and the words run on under them: two lines at 320, not
            // three in the 200 px beside them (round 13: the first order at 3.31 screens).
            // Its day then from the words' edge past the star (16 px and its 8 px margin), as the
            // laboratory's line under it is (review 29: 'Score as of …' under the star at 320).
            cn(
              'flex items-start gap-2 large-text:flex-col',
              // Small, its day 13 px, not 0.85 of 14 (review 32: ~12 px small for a dated claim).
              small &&
                'max-sm:block max-sm:**:data-[slot=as-of]:pl-6 **:data-[slot=as-of]:text-[0.8125rem]',
            ),
        className,
      )}
      {...props}
    >
      {heroStars ? (
        <StarRating
          {...heroStars}
          className={
            centred
              ? 'mr-2 align-[-0.125em] sm:align-[-0.0625em]'
              : cn(
                  // Centred on the words' first line at any size, as the clocks above the
                  // last offer's score are (radv35: 'sm:mt-1' set it 2-3 px low beside 14 px
                  // words in WebKit and Gecko).
                  'mt-[calc((1lh-1rem)/2)] shrink-0',
                  small && 'max-sm:mt-0 max-sm:mr-2 max-sm:align-[-0.125em]',
                )
          }
        />
      ) : null}
      {/* Centred, from sm its day on a line of its own: beside the words where they fit
          and under them where not read as two rules for one box (round 12: inline on
          /google's price box, under the words on the advertorial's narrower line). On a
          phone, where every box is the screen's width, it follows the words (a line less). */}
      <ReviewText
        words={words}
        tone={tone}
        unlinked={unlinked}
        dated={dated}
        dayOwnLine={centred && tones[tone].dayOwnLine}
      />
    </p>
  )
}
