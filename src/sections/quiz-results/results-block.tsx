import type { ReactNode } from 'react'
import { outsideGutterWidth } from '@/components/ui/content-widths'
import { filledLines, keptLast } from '@/components/ui/kept-words'
import type { TitledBlock } from '@/content/quiz'
import { cn } from '@/lib/cn'

const tones = {
  white: 'bg-white',
  sand: 'bg-sand-100',
  danger: 'bg-danger-50',
  deep: 'bg-brand-950 text-white',
} as const

/**
 * A block of the results under the score: its h2 and the copy's lede, then the children. Tighter
 * than the intro's sections (src/sections/quiz-intro/intro-section.tsx), so that the results end within five phone
 * screens: a visitor who has their score reads on only as far as the masterclass interests them.
 * `bare` leaves out the section's own padding and background, for a block that shares a band.
 */
export function ResultsBlock({
  headingId,
  copy,
  tone = 'white',
  bare = false,
  centred = false,
  compact = false,
  className,
  children,
}: {
  headingId: string
  copy: TitledBlock
  tone?: keyof typeof tones
  bare?: boolean
  /**
   * From `lg`, one centred column (the heading, the lede and the children under them): a closing
   * block read as one, with no half of the row left empty beside a lone heading.
   */
  centred?: boolean
  /**
   * On a phone, the heading and the lede a size down: a block whose list is the point, so that
   * the results end within their screens (e2e/first-screen.spec.ts).
   */
  compact?: boolean
  className?: string
  children?: ReactNode
}) {
  const light = tone !== 'deep'
  return (
    <section
      data-slot="results-block"
      aria-labelledby={headingId}
      className={cn(!bare && ['px-fit-4 py-6 sm:px-8 sm:py-14', tones[tone]], className)}
    >
      <div className={cn(!bare && ['mx-auto', outsideGutterWidth])}>
        <h2
          id={headingId}
          className={cn(
            'max-w-2xl font-display text-2xl leading-tight font-semibold tracking-tight sm:text-3xl',
            light && 'text-brand-950',
            centred && 'lg:mx-auto lg:text-center lg:text-4xl',
            compact && 'max-sm:text-xl',
          )}
        >
          {copy.heading}
        </h2>
        {copy.lede ? (
          <p
            className={cn(
              'mt-2 max-w-2xl',
              filledLines,
              // Balanced from lg: filled, its last line ran short ('…a standard panel / shows
              // them.' at 1280, round 14).
              'lg:[text-wrap-style:balance]',
              light ? 'text-muted' : 'text-brand-100',
              centred && 'lg:mx-auto lg:text-center',
              compact && 'max-sm:mt-1 max-sm:text-sm',
            )}
          >
            {keptLast(copy.lede)}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  )
}
