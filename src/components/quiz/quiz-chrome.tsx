import type { ComponentProps } from 'react'
import { BrandLogo } from '@/components/ui/brand-logo'
import { quizChrome } from '@/content/quiz'
import { cn } from '@/lib/cn'
import { Icon } from './icons'

export function QuizHeader({ className, ...props }: ComponentProps<'header'>) {
  return (
    <header
      data-slot="quiz-header"
      className={cn('border-b border-sand-200 bg-white/95', className)}
      {...props}
    >
      <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center justify-between gap-x-1.5 px-2.5 min-[22rem]:px-4 sm:min-h-16 sm:px-6">
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
