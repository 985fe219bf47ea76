import { QuizHeadedSection } from '@/components/quiz/quiz-chrome'
import { quizResults } from '@/content/quiz-results'

export function HiddenDanger() {
  const { hiddenDanger } = quizResults
  return (
    <QuizHeadedSection headingId="quiz-danger-heading" copy={hiddenDanger} tone="danger">
      <dl className="mt-10 grid gap-4 md:grid-cols-3">
        {hiddenDanger.stats.map((stat) => (
          <div
            key={stat.value}
            className="flex flex-col-reverse justify-end rounded-3xl bg-white p-6 shadow-sm ring-1 ring-danger-600/15"
          >
            <dt className="mt-2 leading-relaxed text-ink">{stat.label}</dt>
            <dd className="font-display text-5xl font-semibold text-danger-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </QuizHeadedSection>
  )
}
