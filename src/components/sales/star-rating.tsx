import type { ComponentProps } from 'react'
import { StarIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

/**
 * The score's one mark, a gold star, on every page and at every width (rsales21: five stars at
 * 375, one at 320 on the same hero), the score in figures in the words beside it; named for
 * readers by `label` ('Rated 4.7 out of 5'): the picture makes a claim, so it says it in words
 * too. One star, not five: the words beside it fit one line at 320 (five pushed '1,234 reviews'
 * under a comma left at the line's end).
 */
export function StarRating({
  label,
  className,
  ...props
}: ComponentProps<'span'> & { label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      data-slot="star-rating"
      // Inline, so a centred line can carry it (ReviewScore); in a flex row, a flex item as before.
      className={cn('inline-flex text-gold-400', className)}
      {...props}
    >
      <StarIcon className="size-4 shrink-0 fill-current" strokeWidth={1.2} />
    </span>
  )
}
