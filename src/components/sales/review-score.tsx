import type { ComponentProps } from 'react'
import { Days } from '@/components/ui/as-of'
import { asOfCopy } from '@/content/as-of'
import { heroStars, reviewLine } from '@/content/proof'
import { cn } from '@/lib/cn'
import { StarRating } from './star-rating'

/**
 * The platform's score in the register's words, a link to the platform's page when the brand gave
 * one (VITE_REVIEWS_URL; a new tab), with the day it was read; `short`, in its short form (the
 * hero's star row).
 */
export function ReviewText({ short = false, className }: { short?: boolean; className?: string }) {
  if (!reviewLine) return null
  const words = short ? reviewLine.short : reviewLine.text
  const text = reviewLine.href ? (
    <a
      href={reviewLine.href}
      target="_blank"
      rel="noopener noreferrer"
      className="underline decoration-1 underline-offset-2 hover:text-brand-800"
    >
      {words}
    </a>
  ) : (
    words
  )
  return (
    <span data-slot="review-text" className={className}>
      {text}{' '}
      <span className="font-normal whitespace-nowrap text-muted large-text:whitespace-normal">
        (<Days label={asOfCopy.aside} days={[reviewLine.asOf]} />)
      </span>
    </span>
  )
}

/**
 * A review platform's score for the kit, its count and the day the brand read it, above the
 * customers' stories (centred) and under the advertorial's byline (`start`); nothing until the
 * brand sets it (VITE_REVIEWS). The five stars the VSL's hero draws, so the score looks the same
 * on every page; hidden from readers, as the words beside them say the same.
 */
export function ReviewScore({
  align = 'center',
  className,
  ...props
}: ComponentProps<'p'> & { align?: 'center' | 'start' }) {
  if (!reviewLine) return null
  return (
    <p
      data-slot="review-score"
      className={cn(
        'flex gap-2 text-sm leading-snug font-semibold text-ink sm:text-base',
        // Centred, the stars over the words on a phone: beside them, a wrapped line reads off-centre.
        align === 'center'
          ? 'flex-col items-center text-center sm:flex-row sm:items-start sm:justify-center'
          : 'items-start',
        className,
      )}
      {...props}
    >
      {heroStars ? (
        <StarRating {...heroStars} aria-hidden="true" className="mt-0.5 shrink-0 sm:mt-1" />
      ) : null}
      <ReviewText />
    </p>
  )
}
