import type { RiskTier, ScoreDriver } from '@machines/quiz/quiz.rules'
import {
  selectAnswers,
  selectChosenValue,
  selectIsAcceptingAnswers,
  selectProgressPercent,
  selectQuestionIndex,
  selectQuestionNumber,
  selectScore,
  selectScoreDrivers,
  selectScreen,
  selectTier,
} from '@machines/quiz/quiz.selectors'
import { useSelector } from '@xstate/react'
import type { ComponentProps } from 'react'
import type { QuizActorRef } from '@/actors/quiz'
import { QuestionCard } from '@/components/quiz/question-card'
import { QuizHeader } from '@/components/quiz/quiz-chrome'
import type { IntroProps } from '@/components/quiz/start-button'
import { SiteFooter } from '@/components/site/site-footer'
import { quizChrome, quizFigures, quizQuestions } from '@/content/quiz'
import { siteFooter } from '@/content/site'
import { useCountdown } from '@/hooks/use-countdown'
import { type QuizCommands, useQuizActor, useQuizCommands } from '@/hooks/use-quiz'
import { cn } from '@/lib/cn'
import { ClosingCta } from '@/sections/quiz-intro/closing-cta'
import { ExpertProfiles } from '@/sections/quiz-intro/expert-profiles'
import { IntroHero } from '@/sections/quiz-intro/intro-hero'
import { ScoreBlock } from '@/sections/quiz-intro/score-block'
import { TrustBadges } from '@/sections/quiz-intro/trust-badges'
import { Urgency } from '@/sections/quiz-intro/urgency'
import { WarningSigns } from '@/sections/quiz-intro/warning-signs'
import { CountdownBanner } from '@/sections/quiz-results/countdown-banner'
import { Discoveries } from '@/sections/quiz-results/discoveries'
import { HiddenDanger } from '@/sections/quiz-results/hidden-danger'
import { MasterclassPitch } from '@/sections/quiz-results/masterclass-pitch'
import { Registration } from '@/sections/quiz-results/registration'
import { YourAnswers } from '@/sections/quiz-results/score-drivers'
import { ScoreSummary } from '@/sections/quiz-results/score-summary'
import { Struggles } from '@/sections/quiz-results/struggles'

/** The landing screen: what prerenders as /quiz. */
function QuizIntro({ onStart }: IntroProps) {
  return (
    <>
      <IntroHero onStart={onStart} />
      <ExpertProfiles />
      <WarningSigns />
      <ScoreBlock onStart={onStart} />
      <Urgency />
      <TrustBadges />
      <ClosingCta onStart={onStart} />
    </>
  )
}

function QuestionScreen({ quiz, commands }: { quiz: QuizActorRef; commands: QuizCommands }) {
  const index = useSelector(quiz, selectQuestionIndex)
  const number = useSelector(quiz, selectQuestionNumber)
  const percent = useSelector(quiz, selectProgressPercent)
  const accepting = useSelector(quiz, selectIsAcceptingAnswers)
  const chosen = useSelector(quiz, selectChosenValue)
  const question = quizQuestions[index]
  if (!question) return null
  return (
    <div className="px-4 pt-4 pb-16 sm:px-6 sm:pt-12">
      <QuestionCard
        question={question}
        number={number}
        total={quizQuestions.length}
        percent={percent}
        accepting={accepting}
        chosen={chosen}
        onAnswer={commands.answer}
      />
    </div>
  )
}

/**
 * The results screen, its parts in the product's order. Its countdown starts at 508 s each
 * time the screen shows and stops when it goes. Printed, it is the visitor's record: the score,
 * what drove it and their answers, without the countdown, the pitch or a button.
 */
function QuizResults({
  score,
  tier,
  drivers,
  answers,
  className,
  ...props
}: ComponentProps<'div'> & {
  score: number
  tier: RiskTier
  drivers: readonly ScoreDriver[]
  answers: readonly number[]
}) {
  const countdown = useCountdown(quizFigures.masterclass.countdownSeconds)
  return (
    <div data-slot="quiz-results" className={cn('bg-sand-50', className)} {...props}>
      <CountdownBanner countdown={countdown} tier={tier} />
      <ScoreSummary score={score} tier={tier} drivers={drivers} />
      <YourAnswers answers={answers} />
      <div className="print:hidden">
        <MasterclassPitch />
        <Struggles />
        <HiddenDanger />
        <Discoveries />
        <Registration countdown={countdown} />
      </div>
    </div>
  )
}

function ResultsScreen({ quiz }: { quiz: QuizActorRef }) {
  const score = useSelector(quiz, selectScore)
  const tier = useSelector(quiz, selectTier)
  const drivers = useSelector(quiz, selectScoreDrivers)
  const answers = useSelector(quiz, selectAnswers)
  return <QuizResults score={score} tier={tier} drivers={drivers} answers={answers} />
}

/** The question screens' only chrome below the card: the small print and the privacy page. */
function QuestionFootnote() {
  return (
    <footer className="border-t border-sand-200 px-4 py-4 text-center text-sm text-muted">
      {quizChrome.footer}{' '}
      <a href="/privacy" className="font-semibold text-brand-800 underline underline-offset-4">
        {siteFooter.privacyLink}
      </a>
    </footer>
  )
}

/** /quiz: intro, eight questions, results. Runs on the device; nothing is sent or stored. */
export default function QuizPage() {
  const quiz = useQuizActor()
  const commands = useQuizCommands(quiz)
  const screen = useSelector(quiz, selectScreen)
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <QuizHeader />
      <main className="flex-1">
        {screen === 'intro' && <QuizIntro onStart={commands.start} />}
        {screen === 'question' && <QuestionScreen quiz={quiz} commands={commands} />}
        {screen === 'results' && <ResultsScreen quiz={quiz} />}
      </main>
      {screen === 'question' ? (
        <QuestionFootnote />
      ) : (
        <SiteFooter className="print:hidden">
          <p className="mt-6 text-sm leading-relaxed text-brand-200">{quizChrome.footer}</p>
        </SiteFooter>
      )}
    </div>
  )
}
