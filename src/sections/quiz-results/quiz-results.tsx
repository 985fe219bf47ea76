/**
 * The results screen, a chunk of its own (src/actors/results-loader.ts imports it), asked for in
 * the quiz page's one wave from its HTML (docs/decisions.md): the quiz runs without it.
 */
import { selectHasPassed } from '@machines/countdown/countdown.selectors'
import type { RiskTier } from '@machines/quiz/quiz.rules'
import { useSelector } from '@xstate/react'
import { type ComponentProps, useEffect } from 'react'
import { quizFigures } from '@/content/quiz-figures'
import { quizResults, resultsWords } from '@/content/quiz-results'
import { showScreenTitle } from '@/effects/document-title'
import { useCountdown } from '@/hooks/use-countdown'
import { cn } from '@/lib/cn'
import { CountdownBanner } from './countdown-banner'
import { Discoveries } from './discoveries'
import { HiddenDanger } from './hidden-danger'
import { MasterclassPitch } from './masterclass-pitch'
import { Registration } from './registration'
import { RecordFoot, RecordHead } from './results-record'
import { YourAnswers } from './score-drivers'
import { ScoreSummary } from './score-summary'
import { Struggles } from './struggles'

/**
 * The results screen, its parts in the product's order (the spec's, one band after another, the
 * page read as it is drawn): the countdown banner; the score, its tier and the signs; the
 * masterclass's pitch; the struggles; the hidden danger; what it teaches; the registration. Its
 * countdown starts at 508 s each time the screen shows and stops when it goes. Printed, it is
 * the visitor's record on one page: the day, the score and its tier on the scale, what drove it,
 * their answers and who is behind the assessment, without the countdown, the masterclass or a
 * button. What drove the score is worked out here from the answers, in the order the copy ranks
 * them (src/content/quiz-results.ts), so that the ranking ships in this chunk, not in the quiz's
 * own.
 */
export function QuizResults({
  score,
  tier,
  answers,
  reachedAt,
  className,
  ...props
}: ComponentProps<'div'> & {
  score: number
  tier: RiskTier
  answers: readonly number[]
  /** When the results were reached (ms since 1970): the printed record's day and time. */
  reachedAt?: number | undefined
}) {
  const words = resultsWords(answers)
  const countdown = useCountdown(quizFigures.masterclass.countdownSeconds)
  const passed = useSelector(countdown, selectHasPassed)
  // The tab's title names the screen, as on each question.
  useEffect(() => showScreenTitle(quizResults.pageTitle), [])
  return (
    <div data-slot="quiz-results" className={cn('bg-sand-50', className)} {...props}>
      <CountdownBanner countdown={countdown} tier={tier} />
      <RecordHead reachedAt={reachedAt} />
      <ScoreSummary score={score} tier={tier} words={words} passed={passed} />
      <YourAnswers answers={answers} />
      <RecordFoot />
      <div className="print:hidden">
        <MasterclassPitch tier={tier} />
        <Struggles tier={tier} answers={answers} />
        <HiddenDanger tier={tier} />
        <Discoveries />
        <Registration countdown={countdown} tier={tier} passed={passed} />
      </div>
    </div>
  )
}
