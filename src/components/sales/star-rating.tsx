import type { ComponentProps } from 'react'
import { StarIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

const stars = [0, 1, 2, 3, 4]
/** A star's gold part by tenths, as classes (the pages' CSP allows no inline style). */
const tenths = [
  'w-0',
  'w-[10%]',
  'w-[20%]',
  'w-[30%]',
  'w-[40%]',
  'w-1/2',
  'w-[60%]',
  'w-[70%]',
  'w-[80%]',
  'w-[90%]',
  'w-full',
]

/**
 * Five stars filled to `score` out of `scale` (4.6 of 5: four full, the fifth 60 %), named for
 * readers by `label`: the picture makes a claim, so it says it in words too.
 */
export function StarRating({
  score,
  scale,
  label,
  className,
  ...props
}: ComponentProps<'span'> & { score: number; scale: number; label: string }) {
  const filled = (score / scale) * stars.length
  return (
    <span
      role="img"
      aria-label={label}
      data-slot="star-rating"
      // Inline, so a centred line can carry it (ReviewScore); in a flex row, a flex item as before.
      className={cn('inline-flex text-gold-400', className)}
      {...props}
    >
      {stars.map((star) => {
        const fill = Math.round(Math.min(1, Math.max(0, filled - star)) * 10)
        return (
          <span key={star} className="relative size-4 shrink-0">
            <StarIcon className="absolute inset-0 size-4" strokeWidth={1.2} />
            <span className={cn('absolute inset-y-0 left-0 overflow-hidden', tenths[fill])}>
              <StarIcon className="size-4 fill-current" strokeWidth={1.2} />
            </span>
          </span>
        )
      })}
    </span>
  )
}
