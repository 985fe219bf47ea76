import { QuizHeadedSection } from '@/components/quiz/quiz-chrome'
import { quizResults } from '@/content/quiz-results'

export function Discoveries() {
  const { discoveries } = quizResults
  return (
    <QuizHeadedSection headingId="quiz-discover-heading" copy={discoveries}>
      <ol className="mt-8 max-w-3xl space-y-4">
        {discoveries.items.map((item, index) => (
          <li key={item} className="flex items-start gap-4">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-800 font-display text-lg font-semibold text-white"
            >
              {index + 1}
            </span>
            <span className="pt-1.5 text-lg leading-relaxed text-ink">{item}</span>
          </li>
        ))}
      </ol>
    </QuizHeadedSection>
  )
}
