import type { RiskTier, ScoreFactors } from '@machines/quiz/quiz.rules'
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
 * with the scale of tiers beside it (below it from `sm` up), the way to register and the heading
 * of what drove the score; then the tier's text and the disclaimer. Prints as the visitor's
 * record (no button).
 */
export function ScoreSummary({
  score,
  tier,
  drivers,
  passed,
}: {
  score: number
  tier: RiskTier
  drivers: ScoreFactors
  /** A set masterclass start has passed: the button's value says no 'today'. */
  passed: boolean
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [])
  const copy = quizResults.tiers[tier]
  return (
    <section
      aria-labelledby="quiz-result-heading"
      className="px-4 pt-4 pb-12 sm:px-6 sm:pt-10 lg:pt-12 print:py-2"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] text-center lg:grid-flow-dense lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-16 lg:text-left">
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
            'mt-3 font-display text-2xl leading-tight font-semibold tracking-tight text-balance text-brand-950 focus:outline-none sm:mt-5 sm:text-4xl lg:text-5xl print:mt-2 print:text-2xl',
          )}
        >
          {copy.title}
        </h1>
        <p
          className={cn(
            left,
            'mt-2 text-base font-semibold text-pretty text-brand-800 sm:mt-3 sm:text-xl print:mt-1 print:text-base',
          )}
        >
          {copy.subtitle}
        </p>
        <div
          className={cn(
            'mx-auto mt-3 flex items-center gap-3 sm:mt-6 sm:block lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:mt-0 lg:w-full lg:self-center',
            'print:mt-2 print:flex print:gap-6',
          )}
        >
          <ScoreDial
            score={score}
            className="w-[min(9rem,45%)] shrink-0 drop-shadow-lg [print-color-adjust:exact] min-[22rem]:w-[min(11rem,55%)] sm:mx-auto sm:w-72 lg:w-full print:w-36"
          />
          <ol
            aria-label={quizResults.scale.name}
            className="grid w-full max-w-xl gap-1.5 text-left sm:mx-auto sm:mt-6 sm:grid-cols-[repeat(3,minmax(min-content,1fr))] sm:gap-2 lg:mt-4 print:mt-0"
          >
            {tierOrder.map((name) => {
              const [from, to] = tierRanges[name]
              const current = name === tier
              return (
                <li
                  key={name}
                  aria-current={current ? 'true' : undefined}
                  className={cn(
                    'grid grid-cols-[auto_1fr] items-center gap-x-2 rounded-xl px-2 py-1.5 ring-1 ring-sand-200 sm:block sm:p-2',
                    current && 'bg-white ring-2 ring-ink',
                  )}
                >
                  <span
                    className={cn(
                      'row-span-2 block h-full w-1.5 rounded-full [print-color-adjust:exact] sm:h-2 sm:w-auto',
                      tierColours[name],
                    )}
                  />
                  <span className="block text-sm leading-tight font-semibold text-ink sm:mt-2">
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
        </div>
        <ReserveButton
          passed={passed}
          className={cn(left, 'mx-auto mt-4 max-w-xl sm:mt-6 lg:mx-0')}
        />
        <ScoreDrivers
          drivers={drivers}
          tier={tier}
          className={cn(
            left,
            'mx-auto mt-6 w-full max-w-2xl text-left sm:mt-10 lg:mx-0 print:mt-3',
          )}
        />
        <div className={cn(left, 'mx-auto mt-8 max-w-2xl text-left lg:mx-0 print:mt-3')}>
          <p className="text-lg leading-relaxed text-ink print:hidden">{copy.symptoms}</p>
          <p className="mt-4 text-sm text-muted print:mt-1 print:text-xs">
            {quizResults.disclaimer}
          </p>
        </div>
      </div>
    </section>
  )
}
