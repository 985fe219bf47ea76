import type { ComponentProps } from 'react'
import { quizQuestionCopy } from '@/content/quiz'
import { cn } from '@/lib/cn'
import { Icon, lockIcon } from './icons'

/**
 * 'Question N of 8', the percent complete and a bar of one segment per question, and under it one
 * line: that the answers stay on the device, or on the question that fills half the bar, that it
 * is halfway. The line is there on every question, so that none moves the card below it (a new
 * question that comes more than 0.5 s after the tap, on a slow phone, would count as a layout
 * shift). The bar is a
 * named progressbar; its segments are decoration. In forced colours every segment is outlined and
 * the done ones are filled with the system's highlight, so done still reads against remaining.
 */
export function QuizProgress({
  number,
  total,
  percent,
  className,
  ...props
}: ComponentProps<'div'> & { number: number; total: number; percent: number }) {
  return (
    <div data-slot="quiz-progress" className={cn('w-full', className)} {...props}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm font-semibold">
        <p className="text-brand-800">{quizQuestionCopy.position(number)}</p>
        <p className="text-muted">{quizQuestionCopy.percent(percent)}</p>
      </div>
      <div
        role="progressbar"
        aria-label={quizQuestionCopy.progressName}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${quizQuestionCopy.position(number)}, ${quizQuestionCopy.percent(percent)}`}
        className="mt-2 flex gap-1.5 sm:mt-3"
      >
        {Array.from({ length: total }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the segments are positions
            key={index}
            className={cn(
              'h-2 flex-1 rounded-full border border-transparent transition-colors duration-300',
              index < number
                ? 'bg-brand-600 forced-colors:bg-[Highlight] forced-colors:forced-color-adjust-none'
                : 'bg-sand-200',
            )}
          />
        ))}
      </div>
      {number * 2 === total ? (
        <p className="mt-2 text-center text-sm font-semibold text-brand-700">
          {quizQuestionCopy.halfway}
        </p>
      ) : (
        <p className="mt-2 flex items-center justify-center gap-2 text-sm text-muted">
          <Icon shapes={lockIcon} size="sm" />
          <span>{quizQuestionCopy.privacy}</span>
        </p>
      )}
    </div>
  )
}
