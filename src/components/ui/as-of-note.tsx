import type { ComponentProps } from 'react'
import { Days } from '@/components/ui/as-of'
import { asOfCopy, asOfDays, type DatedFigureName } from '@/content/as-of'
import { cn } from '@/lib/cn'

/**
 * Under a block of dated figures, the one line that dates them: 'Figures as of Nov 24, 2026', with
 * the days of its other dated facts (`also`: the review score's, shown undated above it). Its size
 * and colour the caller's (the sales pages: asOfStyle).
 */
export function AsOfNote({
  figures,
  also,
  named = false,
  className,
  ...props
}: ComponentProps<'p'> & {
  figures: readonly DatedFigureName[]
  also?: readonly (string | null | undefined)[]
  /**
   * Saying what it dates where `also` is the score's day: 'Counts and score as of …' under an
   * offer's counts and score, 'Score as of …' under the score alone (an offer's proof; rsales21).
   */
  named?: boolean
}) {
  const days = asOfDays(figures, also)
  if (days.length === 0) return null
  const counts = asOfDays(figures).length > 0
  const score = (also ?? []).some(Boolean)
  const label = !named
    ? asOfCopy.note
    : counts && score
      ? asOfCopy.countsAndScore
      : score
        ? asOfCopy.score
        : asOfCopy.note
  return (
    <p data-slot="as-of" className={cn('font-normal', className)} {...props}>
      <Days label={label} days={days} />
    </p>
  )
}
