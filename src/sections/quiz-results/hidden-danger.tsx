import type { RiskTier } from '@machines/quiz/quiz.rules'
import { QuizHeadedSection } from '@/components/quiz/quiz-chrome'
import { quizResults } from '@/content/quiz-results'
import { cn } from '@/lib/cn'

/** Alarm red only where the score gives cause; a low score reads the figures calmly. */
const tones = {
  low: { section: 'sand', card: 'ring-sand-200', figure: 'text-brand-700' },
  moderate: { section: 'danger', card: 'ring-danger-600/15', figure: 'text-danger-700' },
  high: { section: 'danger', card: 'ring-danger-600/15', figure: 'text-danger-700' },
} as const satisfies Record<RiskTier, { section: 'sand' | 'danger'; card: string; figure: string }>

/** The spec's three figures (94%, 87%, 91%), framed by the tier. */
export function HiddenDanger({ tier }: { tier: RiskTier }) {
  const { hiddenDanger } = quizResults
  const tone = tones[tier]
  return (
    <QuizHeadedSection
      headingId="quiz-danger-heading"
      copy={hiddenDanger.framing[tier]}
      tone={tone.section}
    >
      <dl className="mt-10 grid gap-4 md:grid-cols-3">
        {hiddenDanger.stats.map((stat) => (
          <div
            key={stat.value}
            className={cn(
              'flex flex-col-reverse justify-end rounded-3xl bg-white p-6 shadow-sm ring-1',
              tone.card,
            )}
          >
            <dt className="mt-2 leading-relaxed text-ink">{stat.label}</dt>
            <dd className={cn('font-display text-5xl font-semibold', tone.figure)}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </QuizHeadedSection>
  )
}
