import { Icon } from '@/components/quiz/icons'
import { QuizHeadedSection } from '@/components/quiz/quiz-chrome'
import { quizResults } from '@/content/quiz'

export function Struggles() {
  const { struggles } = quizResults
  return (
    <QuizHeadedSection headingId="quiz-struggles-heading" copy={struggles} width="narrow">
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
    </QuizHeadedSection>
  )
}
