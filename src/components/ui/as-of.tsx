import type { ComponentProps } from 'react'
import { asOfCopy, asOfDays, type DatedFigureName, formatDays } from '@/content/as-of'
import { cn } from '@/lib/cn'
import { formatDay } from '@/lib/format'

/** 'as of 24 Nov 2026', the day in a <time>; several days as words ('19 and 20 Nov 2026'). */
export function Days({ label, days }: { label: string; days: readonly string[] }) {
  const [only] = days
  return (
    <>
      {label}{' '}
      {days.length === 1 && only ? (
        <time dateTime={only}>{formatDay(only)}</time>
      ) : (
        formatDays(days)
      )}
    </>
  )
}

/**
 * Beside the figures of a sentence or a small block, the day they were true when the brand dated
 * them (src/config/settings.ts): ' (as of 24 Nov 2026)', once however many figures it dates.
 * Nothing when none is dated: the spec's copy as it is. On one line from the sm breakpoint (a
 * phone's narrow column, or text at 200 %, may wrap it), in the figures' own colour and a little
 * smaller.
 */
export function AsOf({
  figures,
  className,
  ...props
}: ComponentProps<'span'> & { figures: readonly DatedFigureName[] }) {
  const days = asOfDays(figures)
  if (days.length === 0) return null
  return (
    <>
      {' '}
      <span
        data-slot="as-of"
        className={cn('text-[0.85em] font-normal sm:whitespace-nowrap', className)}
        {...props}
      >
        (<Days label={asOfCopy.aside} days={days} />)
      </span>
    </>
  )
}
