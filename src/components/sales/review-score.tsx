import type { ComponentProps } from 'react'
import { Days } from '@/components/ui/as-of'
import { asOfCopy } from '@/content/as-of'
import { heroStars, reviewLine } from '@/content/proof'
import { cn } from '@/lib/cn'
import { StarRating } from './star-rating'

/** The score's colours on a light ground, and on the quiz's dark one (always unlinked there). */
const tones = {
  light: { text: 'text-ink', day: 'text-muted' },
  dark: { text: 'text-white', day: 'text-brand-200' },
} as const
type Tone = keyof typeof tones

/** Which of the score's wordings (src/content/proof.ts). */
type Words = 'text' | 'short' | 'kit'

/**
 * The platform's score in the register's words (`words`: in full, short for the hero's star row,
 * or naming the kit on the quiz), a link to the platform's page when the brand gave one
 * (VITE_REVIEWS_URL; a new tab) unless `unlinked`, with the day it was read. The quiz keeps it
 * plain text: the page that promises nothing leaves puts no exit beside its Start and Reserve.
 */
export function ReviewText({
  words: wording = 'text',
  tone = 'light',
  unlinked = false,
  className,
}: {
  words?: Words
  tone?: Tone
  unlinked?: boolean
  className?: string
}) {
  if (!reviewLine) return null
  const words = reviewLine[wording]
  const text =
    reviewLine.href && !unlinked ? (
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
      <span
        className={cn(
          'font-normal whitespace-nowrap large-text:whitespace-normal',
          tones[tone].day,
        )}
      >
        (<Days label={asOfCopy.aside} days={[reviewLine.asOf]} />)
      </span>
    </span>
  )
}

/**
 * A review platform's score for the kit, its count and the day the brand read it, above the
 * customers' stories (centred), under the advertorial's byline (`start`) and on the quiz's dark
 * ground (naming the kit, `dark`, `unlinked`: under the intro's counters, with the masterclass's hosts); nothing
 * until the brand sets it (VITE_REVIEWS). The five stars the VSL's hero draws, so the score looks
 * the same on every page; hidden from readers, as the words beside them say the same.
 */
export function ReviewScore({
  align = 'center',
  words = 'text',
  tone = 'light',
  unlinked = false,
  className,
  ...props
}: ComponentProps<'p'> & {
  align?: 'center' | 'start'
  words?: Words
  tone?: Tone
  /** The words as plain text, not a link out (the quiz). */
  unlinked?: boolean
}) {
  if (!reviewLine) return null
  return (
    <p
      data-slot="review-score"
      className={cn(
        'flex gap-2 text-sm leading-snug font-semibold sm:text-base',
        tones[tone].text,
        // Centred, the stars over the words on a phone: beside them, a wrapped line reads off-centre.
        align === 'center'
          ? 'flex-col items-center text-center sm:flex-row sm:items-start sm:justify-center'
          : // At 200 % text (a phone's `large-text`) the stars over the words, which beside
            // them had 94 px at 320 and broke mid-word.
            'items-start large-text:flex-col',
        className,
      )}
      {...props}
    >
      {heroStars ? (
        <StarRating {...heroStars} aria-hidden="true" className="mt-0.5 shrink-0 sm:mt-1" />
      ) : null}
      <ReviewText words={words} tone={tone} unlinked={unlinked} />
    </p>
  )
}
