import type { ReactNode } from 'react'
import { filledLines, keptLast } from '@/components/ui/kept-words'
import type { TitledBlock } from '@/content/quiz'
import { cn } from '@/lib/cn'

/**
 * A block of what the masterclass is about, open: its h2, the lede and the list. A visitor asked
 * to reserve a seat reads what the seat is for without a tap. Side by side at desktop width, their
 * headings level and each list right under its heading and lede: kept level by a shared row (a
 * subgrid), a list under no lede sat 45-70 px under its heading.
 */
export function ResultsListBlock({
  headingId,
  copy,
  children,
}: {
  headingId: string
  copy: TitledBlock
  children: ReactNode
}) {
  return (
    <section aria-labelledby={headingId} data-slot="results-list-block">
      <h2
        id={headingId}
        className="font-display text-xl leading-tight font-semibold tracking-tight text-brand-950 sm:text-2xl"
      >
        {copy.heading}
      </h2>
      {copy.lede ? (
        <p className={cn('mt-1 text-sm text-muted sm:text-base', filledLines)}>
          {keptLast(copy.lede)}
        </p>
      ) : null}
      {children}
    </section>
  )
}
