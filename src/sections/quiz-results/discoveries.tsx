import { quizResults } from '@/content/quiz-results'
import { ResultsFold } from './results-fold'

/** What the masterclass teaches: four numbered points, folded under their heading. */
export function Discoveries() {
  const { discoveries } = quizResults
  return (
    <ResultsFold headingId="quiz-discover-heading" copy={discoveries}>
      <ol className="mt-1 space-y-2.5">
        {discoveries.items.map((item, index) => (
          <li key={item} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-800 font-display text-sm font-semibold text-white"
            >
              {index + 1}
            </span>
            <span className="pt-0.5 leading-snug text-ink">{item}</span>
          </li>
        ))}
      </ol>
    </ResultsFold>
  )
}
