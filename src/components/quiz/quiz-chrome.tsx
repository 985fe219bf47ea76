import type { ComponentProps, ReactNode } from 'react'
import { BrandLogo } from '@/components/ui/brand-logo'
import { quizChrome, type TitledBlock } from '@/content/quiz'
import { cn } from '@/lib/cn'
import { Icon } from './icons'

export function QuizHeader({ className, ...props }: ComponentProps<'header'>) {
  return (
    <header
      data-slot="quiz-header"
      className={cn(
        'border-b border-sand-200 bg-white/95 px-2.5 min-[22rem]:px-4 sm:px-6',
        className,
      )}
      {...props}
    >
      {/* The same edge as the sections' content (padding outside the width, as theirs). */}
      <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center justify-between gap-x-1.5 sm:min-h-16">
        <BrandLogo />
        <p className="flex items-center gap-1 text-right text-xs font-medium text-brand-800 sm:gap-1.5 sm:text-sm">
          <Icon name="lock" size="sm" />
          {quizChrome.anonymous}
        </p>
      </div>
    </header>
  )
}

/** A titled block of the quiz page; `headingId` ties the heading to the region. */
export function QuizSection({
  headingId,
  className,
  ...props
}: ComponentProps<'section'> & { headingId: string }) {
  return (
    <section
      data-slot="quiz-section"
      aria-labelledby={headingId}
      className={cn('px-4 py-14 sm:px-6 sm:py-20', className)}
      {...props}
    />
  )
}

const headedTones = {
  white: 'bg-white',
  sand: 'bg-sand-100',
  danger: 'bg-danger-50',
  deep: 'bg-brand-950 text-white',
} as const
const headedWidths = { default: 'max-w-6xl', prose: 'max-w-2xl' } as const

/**
 * A quiz section that opens with its h2 and the copy's lede, if any; the children follow in the
 * container. In the default (wide) container the heading keeps to a readable measure, or is
 * centred with `align="center"`. `tone` is the background (white unless given); text is light on
 * the `deep` one.
 */
export function QuizHeadedSection({
  headingId,
  copy,
  tone = 'white',
  width = 'default',
  align = 'start',
  balance = false,
  className,
  children,
}: {
  headingId: string
  copy: TitledBlock
  tone?: keyof typeof headedTones
  width?: keyof typeof headedWidths
  align?: 'start' | 'center'
  /** Balances the heading's lines. */
  balance?: boolean
  className?: string
  children?: ReactNode
}) {
  const light = tone !== 'deep'
  return (
    <QuizSection headingId={headingId} className={cn(headedTones[tone], className)}>
      <div className={cn('mx-auto', headedWidths[width])}>
        <h2
          id={headingId}
          className={cn(
            width === 'default' && (align === 'center' ? 'text-center' : 'max-w-2xl'),
            'font-display text-3xl font-semibold tracking-tight',
            balance && 'text-balance',
            light && 'text-brand-950',
            'sm:text-4xl',
          )}
        >
          {copy.heading}
        </h2>
        {copy.lede ? (
          <p className={cn('mt-3 max-w-2xl text-lg', light ? 'text-muted' : 'text-brand-100')}>
            {copy.lede}
          </p>
        ) : null}
        {children}
      </div>
    </QuizSection>
  )
}
