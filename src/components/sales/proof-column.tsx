import { LabLine } from '@/components/sales/lab-line'
import { ReviewScore } from '@/components/sales/review-score'
import { asOfStyle } from '@/components/ui/as-of'
import { AsOfNote } from '@/components/ui/as-of-note'
import { asOfDays, type DatedFigureName } from '@/content/as-of'
import { labLine, reviewLine } from '@/content/proof'
import { cn } from '@/lib/cn'

/**
 * The brand's proof beside a price (decisions.md), one column of lines centred as a unit (its
 * width its widest line's: the laboratory's sizes itself from sm, LabLine), every line from one
 * left edge, as the urgency lines under an order button are (ScarcityList): the score after its
 * star, the laboratory after its check (`lab`), then the day as a muted caption naming what it
 * dates (AsOfNote `named`), from the words' edge past the marks: 'Score as of …' right under the
 * score (the VSL's last offer too: review 29, under its red urgency lines it read as their day),
 * or after the laboratory 'Counts and score as of …' with the days of the block's other dated
 * `figures`
 * (rsales17: the score centred, the laboratory left, the day centred again, in one box; rsales18:
 * the score, the day and the urgency lines from three edges). Where it follows urgency lines, it
 * goes inside their column (ScarcityList's `children`), parted from them by a rule. The score's words 13 px on a phone: whole on one line
 * after its star at 320. Never a link: beside every price the same words as plain text, in the
 * laboratory's weight, the heroes' (the advertorial's byline's) the one link to the platform
 * (sales49; adv44: beside the advertorial's Claim it was a second tab stop to an outside site at
 * the point of purchase); on the advertorial's dark ground, `night`. Nothing until the brand sets
 * its proof.
 */
export function ProofColumn({
  lab = true,
  tone = 'light',
  figures = [],
  scoreClassName,
  wide = false,
  className,
}: {
  lab?: boolean
  tone?: 'light' | 'night'
  figures?: readonly DatedFigureName[]
  /** The score's size where it is not its own (the advertorial's last offer: its clock lines'). */
  scoreClassName?: string
  /** As wide as its column (the last offers'), not as its longest line. */
  wide?: boolean
  className?: string
}) {
  if (!reviewLine && !(lab && labLine) && asOfDays(figures).length === 0) return null
  // Its caption names what it dates, after the last of it: the score alone right under the score,
  // not under the laboratory it does not date (rsales21); with the block's counts, last.
  const note = (
    <AsOfNote
      figures={figures}
      also={[reviewLine?.asOf]}
      named
      // From the score's words, past its star and the laboratory's check (16 px and an 8 px gap):
      // from the column's edge it sat under the star (review 26).
      className={cn(
        // Centred, the block's one size: 14 px, not 0.85 of it.
        asOfStyle,
        'pl-6',
        tone === 'night' ? 'text-brand-200' : 'text-muted',
      )}
    />
  )
  const scoreOnly = asOfDays(figures).length === 0
  return (
    <div
      data-slot="proof"
      className={cn(
        'mx-auto flex max-w-full min-w-[min(15rem,100%)] flex-col items-start gap-1 text-left',
        wide ? 'w-full' : 'w-fit',
        className,
      )}
    >
      <ReviewScore
        align="start"
        tone={tone}
        unlinked
        dated={false}
        // 13 px on a phone, 12.5 under 22rem: the words whole on one line after the star in a
        // 320 px phone's 256 px card (at 13 px 232.5 px of words in 232: '4.7 on Trustpilot,' then
        // '1,234 reviews' under it, the comma left at the line's end; rsales21).
        // Its words in the laboratory's weight, plain text: bold and in the link's ink they read as
        // a link that does nothing (review 24). Over the score's own semibold (no class merging
        // here: src/lib/cn.ts), unless its size and weight are given (the last offer's).
        className={
          scoreClassName ?? 'font-normal! max-sm:text-[0.8125rem] max-[22rem]:text-[0.78125rem]'
        }
      />
      {scoreOnly ? note : null}
      {lab ? <LabLine align="column" /> : null}
      {scoreOnly ? null : note}
    </div>
  )
}
