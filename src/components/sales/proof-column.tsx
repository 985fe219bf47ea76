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
 * star, the laboratory after its check (`lab`), then, unless the block's scarcity note says it
 * (`dated` false), the day as a muted caption, with the days of the block's other dated `figures`
 * (rsales17: the score centred, the laboratory left, the day centred again, in one box; rsales18:
 * the score, the day and the urgency lines from three edges). Where it follows urgency lines, it
 * goes inside their column (ScarcityList's `children`), parted from them by a rule. On a phone the score's one star, its figure in the words: the line
 * whole from 360 px. Linked to the platform wherever the brand gave its page, as every sales
 * page's score is (rsales20: a link in the hero and last offer, plain text in the price card); on the
 * advertorial's dark ground, `night`. Nothing until the brand sets its proof.
 */
export function ProofColumn({
  dated = true,
  linked = true,
  lab = true,
  tone = 'light',
  figures = [],
  className,
}: {
  dated?: boolean
  linked?: boolean
  lab?: boolean
  tone?: 'light' | 'night'
  figures?: readonly DatedFigureName[]
  className?: string
}) {
  if (!reviewLine && !(lab && labLine) && (!dated || asOfDays(figures).length === 0)) return null
  return (
    <div
      data-slot="proof"
      className={cn(
        'mx-auto flex w-fit max-w-full min-w-[min(15rem,100%)] flex-col items-start gap-1 text-left',
        className,
      )}
    >
      <ReviewScore
        align="start"
        tone={tone}
        unlinked={!linked}
        dated={false}
        className="max-sm:text-[0.8125rem] max-sm:[&_[data-slot=star-rating]>span:nth-child(n+2)]:hidden"
      />
      {lab ? <LabLine align="column" /> : null}
      {dated ? (
        <AsOfNote
          figures={figures}
          also={[reviewLine?.asOf]}
          className={cn(asOfStyle, tone === 'night' ? 'text-brand-200' : 'text-muted')}
        />
      ) : null}
    </div>
  )
}
