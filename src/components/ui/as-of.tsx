import type { ComponentProps } from 'react'
import { asOfCopy, asOfDays, type DatedFigureName, formatDays } from '@/content/as-of'
import { cn } from '@/lib/cn'
import { formatDay } from '@/lib/format'

/**
 * 'as of Nov 24, 2026', the day in a <time>; several days as their span, with the label's word for
 * it ('from Nov 19–20, 2026').
 */
export function Days({
  label,
  days,
}: {
  label: { one: string; several: string }
  days: readonly string[]
}) {
  const [only] = days
  return days.length === 1 && only ? (
    <>
      {label.one} <time dateTime={only}>{formatDay(only)}</time>
    </>
  ) : (
    <>
      {label.several} {formatDays(days)}
    </>
  )
}

/**
 * Every dated label's one look on the sales pages, '(as of …)' beside a figure and 'Figures as of
 * …' under a list alike (issue 72: three sizes and colours in one offer box): a little smaller
 * than its line, regular weight, and never split at any width ('as / of Nov 24' read as two
 * things); at a phone's 200 % text (`large-text`) it may wrap, as it is then wider than a line,
 * and on a phone up to 352 px ('Counts and score from Nov 20–24, 2026' ran 10 px past a 280 px
 * screen, and past the advertorial's last offer's edge at 320, review 43). Its colour, muted (on a
 * dark ground brand-200), the caller's.
 */
export const asOfStyle =
  'text-[0.85em] font-normal whitespace-nowrap large-text:whitespace-normal max-[22rem]:whitespace-normal'

/**
 * Beside the figures of a sentence or a small block, the day they were true when the brand dated
 * them (src/config/settings.ts): ' (as of Nov 24, 2026)', once however many figures it dates, right
 * after them (asOfStyle). Nothing when none is dated: the spec's copy as it is.
 */
export function AsOf({
  figures,
  dark = false,
  joined = false,
  className,
  ...props
}: ComponentProps<'span'> & {
  figures: readonly DatedFigureName[]
  /** On a dark ground: its light colour, not the muted one. */
  dark?: boolean
  /**
   * After a no-break space: on the line of the word before it, never opening a line of its own
   * in a sentence that goes on after it (review 31: '…CellWise kit / (as of Nov 28, 2026). Here
   * are…', a line that began small and ended large).
   */
  joined?: boolean
}) {
  const days = asOfDays(figures)
  if (days.length === 0) return null
  return (
    <>
      {joined ? '\u00a0' : ' '}
      <span
        data-slot="as-of"
        className={cn(asOfStyle, dark ? 'text-brand-200' : 'text-muted', className)}
        {...props}
      >
        (<Days label={asOfCopy.aside} days={days} />)
      </span>
    </>
  )
}
