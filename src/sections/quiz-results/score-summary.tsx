import type { RiskTier, ScoreDriver } from '@machines/quiz/quiz.rules'
import { maxScore, minScore, quizRules } from '@machines/quiz/quiz.rules'
import { useEffect, useRef } from 'react'
import { Icon } from '@/components/quiz/icons'
import { ScoreDial } from '@/components/quiz/score-dial'
import { quizResults } from '@/content/quiz-results'
import { cn } from '@/lib/cn'
import { ReserveButton } from './reserve-button'
import { ScoreDrivers } from './score-drivers'

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
/** Left column at desktop width; the dial and the scale take the right one. */
const left = 'lg:col-start-1'

/**
 * The score, and on the first screen at every size the badge, the tier's title, the whole dial
 * and the way to register; then what drove it, the tier's text and the disclaimer. Prints as
 * the visitor's record (no button).
 */
export function ScoreSummary({
  score,
  tier,
  drivers,
}: {
  score: number
  tier: RiskTier
  drivers: readonly ScoreDriver[]
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [])
  const copy = quizResults.tiers[tier]
  return (
    <section
      aria-labelledby="quiz-result-heading"
      className="px-4 pt-4 pb-12 sm:px-6 sm:pt-10 lg:pt-12"
    >
      <div className="mx-auto grid max-w-6xl text-center lg:grid-flow-dense lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-16 lg:text-left">
        <p className={left}>
          <span className="inline-flex items-center gap-2 rounded-full border border-transparent bg-danger-600 px-4 py-1.5 text-base font-bold text-white shadow-lg shadow-danger-600/25 [print-color-adjust:exact] sm:py-2">
            <Icon name="alert" />
            {quizResults.scoreBadge(score)}
          </span>
        </p>
        <h1
          ref={heading}
          id="quiz-result-heading"
          tabIndex={-1}
          className={cn(
            left,
            'mt-3 font-display text-2xl leading-tight font-semibold tracking-tight text-balance text-brand-950 focus:outline-none sm:mt-5 sm:text-4xl lg:text-5xl',
          )}
        >
          {copy.title}
        </h1>
        <p
          className={cn(
            left,
            'mt-2 text-base font-semibold text-pretty text-brand-800 sm:mt-3 sm:text-xl',
          )}
        >
          {copy.subtitle}
        </p>
        <ScoreDial
          score={score}
          className="mx-auto mt-2 w-44 drop-shadow-lg [print-color-adjust:exact] min-[22rem]:w-56 sm:mt-6 sm:w-72 lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:mt-0 lg:w-full lg:self-center"
        />
        <ReserveButton className={cn(left, 'mx-auto mt-3 max-w-xl sm:mt-6 lg:mx-0')} />
        <ol
          aria-label={quizResults.scale.name}
          className="mx-auto mt-6 grid w-full max-w-xl grid-cols-[repeat(3,minmax(min-content,1fr))] gap-2 text-left lg:col-start-2 lg:mt-4 lg:self-start"
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
                <span
                  className={cn(
                    'block h-2 rounded-full [print-color-adjust:exact]',
                    tierColours[name],
                  )}
                />
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
        <ScoreDrivers
          drivers={drivers}
          tier={tier}
          className={cn(left, 'mx-auto mt-10 w-full max-w-2xl text-left lg:mx-0')}
        />
        <div className={cn(left, 'mx-auto mt-8 max-w-2xl text-left lg:mx-0')}>
          <p className="text-lg leading-relaxed text-ink">{copy.symptoms}</p>
          <p className="mt-4 text-sm text-muted">{quizResults.disclaimer}</p>
        </div>
      </div>
    </section>
  )
}
