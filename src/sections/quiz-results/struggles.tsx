import { Icon } from '@/components/quiz/icons'
import { QuizSection } from '@/components/quiz/quiz-chrome'
import { quizResults } from '@/content/quiz'

export function Struggles() {
  const { struggles } = quizResults
  return (
    <QuizSection headingId="quiz-struggles-heading" className="bg-white">
      <div className="mx-auto max-w-3xl">
        <h2
          id="quiz-struggles-heading"
          className="font-display text-3xl font-semibold tracking-tight text-brand-950 sm:text-4xl"
        >
          {struggles.heading}
        </h2>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {struggles.items.map((item) => (
            <li
              key={item}
              className="flex items-start gap-3 rounded-2xl bg-sand-50 p-4 text-ink ring-1 ring-sand-200"
            >
              <Icon name="checkCircle" className="mt-0.5 text-cta-600" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </QuizSection>
  )
}
