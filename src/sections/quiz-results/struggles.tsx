import type { RiskTier } from '@machines/quiz/quiz.rules'
import { QuizHeadedSection } from '@/components/quiz/quiz-chrome'
import { quizResults } from '@/content/quiz-results'

/**
 * The six signs the masterclass is about, framed by the tier (a low score reads them as signs to
 * stay ahead of, never as its diagnosis): a plain list, drawn unlike the quiz's answer buttons.
 */
export function Struggles({ tier }: { tier: RiskTier }) {
  const { struggles } = quizResults
  return (
    <QuizHeadedSection headingId="quiz-struggles-heading" copy={struggles.framing[tier]}>
      <ul className="mt-6 grid max-w-4xl gap-x-10 sm:grid-cols-2">
        {struggles.items.map((item) => (
          <li
            key={item}
            className="flex items-start gap-3 border-b border-sand-200 py-3 text-lg leading-snug text-ink"
          >
            <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-cta-600" />
            {item}
          </li>
        ))}
      </ul>
    </QuizHeadedSection>
  )
}
