import type { ComponentProps } from 'react'
import { asOfCopy, asOfDays, type DatedFigureName } from '@/content/as-of'
import { cn } from '@/lib/cn'
import { formatDay } from '@/lib/format'

/** The days, in a <time> when there is one. */
function Days({ days, words }: { days: string[]; words: string }) {
  const [only] = days
  if (days.length !== 1 || !only) return words
  const day = formatDay(only)
  const [before, after] = words.split(day)
  return (
    <>
      {before}
      <time dateTime={only}>{day}</time>
      {after}
    </>
  )
}

/**
 * Beside the figures of a sentence or a small block, the day they were true when the brand dated
 * them (src/config/urgency.ts): ' (as of 24 Nov 2026)', once however many figures it dates.
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
        (<Days days={days} words={asOfCopy.aside(days)} />)
      </span>
    </>
  )
}

/** Under a block of dated figures, the one line that dates them: 'Figures as of 24 Nov 2026'. */
export function AsOfNote({
  figures,
  className,
  ...props
}: ComponentProps<'p'> & { figures: readonly DatedFigureName[] }) {
  const days = asOfDays(figures)
  if (days.length === 0) return null
  return (
    <p data-slot="as-of" className={cn('text-xs font-normal', className)} {...props}>
      <Days days={days} words={asOfCopy.note(days)} />
    </p>
  )
}
