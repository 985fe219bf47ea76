import type { ComponentProps } from 'react'
import { asOfCopy, asOfDay, type DatedFigureName } from '@/content/as-of'
import { cn } from '@/lib/cn'

/**
 * Beside a scarcity or social-proof figure, the day it was true when the brand dated it
 * (src/config/urgency.ts): ' (as of 24 Nov 2026)'. Nothing when it did not: the spec's copy as
 * it is. On one line from the sm breakpoint (a phone's narrow column, or text at 200 %, may wrap
 * it), in the figure's own colour and a little smaller.
 */
export function AsOf({
  figure,
  className,
  ...props
}: ComponentProps<'span'> & { figure: DatedFigureName }) {
  const day = asOfDay(figure)
  if (!day) return null
  return (
    <>
      {' '}
      <span
        data-slot="as-of"
        className={cn('text-[0.85em] font-normal sm:whitespace-nowrap', className)}
        {...props}
      >
        ({asOfCopy.label} <time dateTime={day}>{asOfCopy.day(day)}</time>)
      </span>
    </>
  )
}
