import { QuizSection } from '@/components/quiz/quiz-chrome'
import { quizResults } from '@/content/quiz'

export function HiddenDanger() {
  const { hiddenDanger } = quizResults
  return (
    <QuizSection headingId="quiz-danger-heading" className="bg-danger-50">
      <div className="mx-auto max-w-6xl">
        <h2
          id="quiz-danger-heading"
          className="max-w-2xl font-display text-3xl font-semibold tracking-tight text-brand-950 sm:text-4xl"
        >
          {hiddenDanger.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">{hiddenDanger.lede}</p>
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
      </div>
    </QuizSection>
  )
}
