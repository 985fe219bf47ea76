import type { ComponentProps, ReactNode } from 'react'
import { Paragraphs } from '@/components/sales/paragraphs'
import { ChevronDownIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

/**
 * A native disclosure that keeps a phone's page short: what it folds is in the HTML from the
 * start (find-in-page, reading tools and search engines see it) and opens without script. The
 * summary is a plain underlined control, not a button: the page's buttons are its calls to action.
 */
export function Fold({
  summary,
  inverted = false,
  className,
  summaryClassName,
  children,
  ...props
}: Omit<ComponentProps<'details'>, 'children'> & {
  summary: ReactNode
  /** Light text, on the dark tones. */
  inverted?: boolean
  summaryClassName?: string
  children: ReactNode
}) {
  return (
    <details data-slot="fold" className={cn('group/fold', className)} {...props}>
      <summary
        className={cn(
          'inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 font-semibold underline decoration-2 underline-offset-4 marker:hidden [&::-webkit-details-marker]:hidden',
          inverted ? 'text-brand-100' : 'text-brand-800',
          summaryClassName,
        )}
      >
        {summary}
        <ChevronDownIcon className="size-4 shrink-0 transition-transform group-open/fold:rotate-180" />
      </summary>
      {children}
    </details>
  )
}

/**
 * The copy's paragraphs, the first in view and the rest folded behind its `more` (a `Fold`): how a
 * long page tells a story without making a phone scroll through all of it. On paper, where every
 * fold is open, the text runs on without its `more` ('Read the rest of the story' between two
 * paragraphs read as an instruction, review 26).
 */
export function FoldedParagraphs({
  copy,
  className,
  leadClassName,
  foldClassName,
  summaryClassName,
  restClassName = 'sm:space-y-5',
}: {
  copy: { paragraphs: readonly string[]; more: string }
  className: string
  leadClassName?: string
  foldClassName: string
  summaryClassName?: string
  restClassName?: string
}) {
  const [lead, ...rest] = copy.paragraphs
  return (
    <div className={className}>
      <p className={leadClassName}>{lead}</p>
      <Fold
        summary={copy.more}
        className={foldClassName}
        summaryClassName={cn(summaryClassName, 'print:hidden')}
      >
        <Paragraphs paragraphs={rest} className={cn('space-y-3', restClassName)} />
      </Fold>
    </div>
  )
}
