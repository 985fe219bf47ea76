import type { RiskTier } from '@machines/quiz/quiz.rules'
import { maxScore, minScore, quizRules } from '@machines/quiz/quiz.rules'
import { useEffect, useRef } from 'react'
import { Icon } from '@/components/quiz/icons'
import { ScoreDial } from '@/components/quiz/score-dial'
import { quizResults } from '@/content/quiz'
import { cn } from '@/lib/cn'

const tierRanges: Record<RiskTier, readonly [number, number]> = {
  low: [minScore, quizRules.lowMaxScore],
  moderate: [quizRules.lowMaxScore + 1, quizRules.moderateMaxScore],
  high: [quizRules.moderateMaxScore + 1, maxScore],
}
const tierOrder = ['low', 'moderate', 'high'] as const satisfies readonly RiskTier[]
const tierColours: Record<RiskTier, string> = {
  low: 'bg-brand-600',
  moderate: 'bg-gold-400',
  high: 'bg-danger-600',
}

export function ScoreSummary({ score, tier }: { score: number; tier: RiskTier }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [])
  const copy = quizResults.tiers[tier]
  return (
    <section aria-labelledby="quiz-result-heading" className="px-4 pt-10 pb-12 sm:px-6 sm:pt-14">
      <div className="mx-auto max-w-3xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full border border-transparent bg-danger-600 px-4 py-2 text-base font-bold text-white shadow-lg shadow-danger-600/25">
          <Icon name="alert" />
          {quizResults.scoreBadge(score)}
        </p>
        <h1
          ref={heading}
          id="quiz-result-heading"
          tabIndex={-1}
          className="mt-6 font-display text-3xl leading-tight font-semibold tracking-tight text-balance text-brand-950 focus:outline-none sm:text-5xl"
        >
          {copy.title}
        </h1>
        <p className="mt-4 text-xl font-semibold text-pretty text-brand-800">{copy.subtitle}</p>
        <ScoreDial score={score} className="mx-auto mt-8 w-full max-w-72 drop-shadow-lg" />
        <ol
          aria-label={quizResults.scale.name}
          className="mx-auto mt-4 grid max-w-xl grid-cols-3 gap-2 text-left"
        >
          {tierOrder.map((name) => {
            const [from, to] = tierRanges[name]
            const current = name === tier
            return (
              <li
                key={name}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'rounded-xl p-2 ring-1 ring-sand-200',
                  current && 'bg-white ring-2 ring-ink',
                )}
              >
                <span className={cn('block h-2 rounded-full', tierColours[name])} />
                <span className="mt-2 block text-sm font-semibold text-ink">
                  {quizResults.scale.labels[name]}
                </span>
                <span className="block text-xs text-muted">
                  {from}–{to}
                  {current ? ` · ${quizResults.scale.you}` : ''}
                </span>
              </li>
            )
          })}
        </ol>
        <p className="mt-8 text-left text-lg leading-relaxed text-ink sm:text-center">
          {copy.symptoms}
        </p>
        <p className="mt-4 text-sm text-muted">{quizResults.disclaimer}</p>
      </div>
    </section>
  )
}
