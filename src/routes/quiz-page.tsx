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
import { useEffect } from 'react'
import type { QuizActorRef } from '@/actors/quiz'
import { QuestionCard } from '@/components/quiz/question-card'
import { QuizHeader } from '@/components/quiz/quiz-chrome'
import { ResultsPending } from '@/components/quiz/results-pending'
import type { IntroProps } from '@/components/quiz/start-button'
import { SiteFooter } from '@/components/site/site-footer'
import { quizChrome, quizQuestions } from '@/content/quiz'
import { siteFooter } from '@/content/site'
import { useModuleLoad } from '@/hooks/use-module-loader'
import { type QuizCommands, useQuizActor, useQuizCommands } from '@/hooks/use-quiz'
import { moduleLoader } from '@/lib/module-loader'
import { ClosingCta } from '@/sections/quiz-intro/closing-cta'
import { ExpertProfiles } from '@/sections/quiz-intro/expert-profiles'
import { IntroHero } from '@/sections/quiz-intro/intro-hero'
import { ScoreBlock } from '@/sections/quiz-intro/score-block'
import { TrustBadges } from '@/sections/quiz-intro/trust-badges'
import { Urgency } from '@/sections/quiz-intro/urgency'
import { WarningSigns } from '@/sections/quiz-intro/warning-signs'

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
 * The results screen, a chunk of its own (src/sections/quiz-results/quiz-results.tsx): it is
 * asked for as soon as the page has hydrated, so it has long landed when the last answer comes.
 * Should it still be on its way then, a placeholder holds its place; should it have failed, it is
 * asked for again, and if that fails too the visitor is told and can try again.
 */
const resultsChunk = moduleLoader(() => import('@/sections/quiz-results/quiz-results'))

function ResultsScreen({ quiz }: { quiz: QuizActorRef }) {
  const score = useSelector(quiz, selectScore)
  const tier = useSelector(quiz, selectTier)
  const drivers = useSelector(quiz, selectScoreDrivers)
  const answers = useSelector(quiz, selectAnswers)
  const chunk = useModuleLoad(resultsChunk)
  useEffect(() => resultsChunk.load(), [])
  if (chunk.status !== 'loaded') {
    return <ResultsPending failed={chunk.status === 'failed'} onRetry={resultsChunk.load} />
  }
  const { QuizResults } = chunk.module
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

/** /quiz: intro, eight questions, results. Runs on the device, kept in the tab; nothing is sent. */
export default function QuizPage() {
  const quiz = useQuizActor()
  const commands = useQuizCommands(quiz)
  const screen = useSelector(quiz, selectScreen)
  // Once hydrated, not at the start: the network is idle then, and a phone on a slow one gets
  // the most time before the last answer (a visitor who came to the quiz nearly always starts).
  useEffect(() => resultsChunk.load(), [])
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
