import { filledLines, keptLast } from '@/components/ui/kept-words'
import { quizResults } from '@/content/quiz-results'
import { cn } from '@/lib/cn'
import { ResultsBlock } from './results-block'

/**
 * What the masterclass teaches: four numbered points under their heading, two by two from `lg`
 * (one column of four left the row's right half empty).
 */
export function Discoveries() {
  const { discoveries } = quizResults
  return (
    <ResultsBlock headingId="quiz-discover-heading" copy={discoveries} compact>
      <ol className="mt-3 space-y-2 sm:mt-5 lg:grid lg:grid-cols-2 lg:gap-x-12 lg:gap-y-4 lg:space-y-0">
        {discoveries.items.map((item, index) => (
          <li key={item} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-800 font-display text-sm font-semibold text-white"
            >
              {index + 1}
            </span>
            <span
              className={cn(
                'pt-0.5 text-[0.9375rem] leading-snug text-ink sm:text-base',
                filledLines,
              )}
            >
              {keptLast(item)}
            </span>
          </li>
        ))}
      </ol>
    </ResultsBlock>
  )
}
