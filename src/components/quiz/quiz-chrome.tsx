import type { ComponentProps } from 'react'
import { BrandLogo } from '@/components/ui/brand-logo'
import { outsideGutterWidth } from '@/components/ui/content-widths'
import { quizChrome } from '@/content/quiz'
import { cn } from '@/lib/cn'
import { Icon, lockIcon } from './icons'

/**
 * The quiz's header: the brand and the anonymous note. Not on paper, where the results' record
 * has a head of its own (src/sections/quiz-results/results-record.tsx) at the sheet's one left
 * edge: above it, the header's logo stood 8 px in from it (round 15).
 */
export function QuizHeader({ className, ...props }: ComponentProps<'header'>) {
  return (
    <header
      data-slot="quiz-header"
      className={cn(
        'border-b border-sand-200 bg-white/95 px-2.5 min-[22rem]:px-4 sm:px-8 print:hidden',
        className,
      )}
      {...props}
    >
      {/* The same edge as the sections' content (padding outside the width, as theirs). */}
      <div
        className={`mx-auto flex min-h-14 ${outsideGutterWidth} flex-wrap items-center justify-between gap-x-1.5 sm:min-h-16`}
      >
        <BrandLogo />
        <p className="flex items-center gap-1 text-right text-xs font-medium text-brand-800 sm:gap-1.5 sm:text-sm">
          {/* Below 352 px the words alone: with the lock they wrapped under the logo in Gecko at
              320, whose scrollbar takes 12 px of the width. */}
          <Icon shapes={lockIcon} size="sm" className="max-[22rem]:hidden" />
          {quizChrome.anonymous}
        </p>
      </div>
    </header>
  )
}
