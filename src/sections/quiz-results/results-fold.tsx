import type { ReactNode } from 'react'
import { ChevronDownIcon } from '@/components/ui/icons'
import type { TitledBlock } from '@/content/quiz'

/**
 * A block of the results folded under its own heading, as a row of an accordion: the h2 is the
 * summary, and the block's lede and list open under it. What it folds is in the HTML from the
 * start (find-in-page, reading tools and the claims check see it) and opens without script; the
 * region keeps the heading's name. The masterclass's details, for a visitor who wants them,
 * without making every phone scroll through them.
 */
export function ResultsFold({
  headingId,
  copy,
  children,
}: {
  headingId: string
  copy: TitledBlock
  children: ReactNode
}) {
  return (
    <section aria-labelledby={headingId} data-slot="results-fold">
      <details className="group/fold border-b border-sand-200">
        <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 py-3 marker:hidden [&::-webkit-details-marker]:hidden">
          <h2
            id={headingId}
            className="font-display text-xl leading-tight font-semibold tracking-tight text-brand-950 sm:text-2xl"
          >
            {copy.heading}
          </h2>
          <ChevronDownIcon className="size-5 shrink-0 text-brand-800 transition-transform group-open/fold:rotate-180" />
        </summary>
        <div className="pb-4">
          {copy.lede ? <p className="text-muted">{copy.lede}</p> : null}
          {children}
        </div>
      </details>
    </section>
  )
}
