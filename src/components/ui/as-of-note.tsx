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
  className,
  ...props
}: ComponentProps<'p'> & {
  figures: readonly DatedFigureName[]
  also?: readonly (string | null | undefined)[]
}) {
  const days = asOfDays(figures, also)
  if (days.length === 0) return null
  return (
    <p data-slot="as-of" className={cn('font-normal', className)} {...props}>
      <Days label={asOfCopy.note} days={days} />
    </p>
  )
}
