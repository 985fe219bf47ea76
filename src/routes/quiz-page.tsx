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
import type { ResultsLoaderRef } from '@/actors/results-loader'
import { QuestionCard } from '@/components/quiz/question-card'
import { QuizHeader } from '@/components/quiz/quiz-chrome'
import { ResultsPending } from '@/components/quiz/results-pending'
import type { IntroProps } from '@/components/quiz/start-button'
import { SiteFooter } from '@/components/site/site-footer'
import { quizChrome, quizQuestionCopy, quizQuestions } from '@/content/quiz'
import { siteFooter } from '@/content/site'
import { showScreenTitle } from '@/effects/document-title'
import { type QuizCommands, useQuizActor, useQuizCommands } from '@/hooks/use-quiz'
import { useResultsChunk, useResultsLoader } from '@/hooks/use-results-loader'
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
  useEffect(() => showScreenTitle(quizQuestionCopy.pageTitle(number)), [number])
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
 * The results screen, a chunk of its own (src/sections/quiz-results/quiz-results.tsx), loaded by
 * the results loader from the page's start (machines/results-loader): it has long landed when
 * the last answer comes. Showing this screen tells the loader the results are due: should the
 * chunk still be on its way a placeholder holds its place, and should it have failed it is asked
 * for once more.
 */
function ResultsScreen({ quiz, loader }: { quiz: QuizActorRef; loader: ResultsLoaderRef }) {
  const score = useSelector(quiz, selectScore)
  const tier = useSelector(quiz, selectTier)
  const drivers = useSelector(quiz, selectScoreDrivers)
  const answers = useSelector(quiz, selectAnswers)
  const { status, chunk, retry, due } = useResultsChunk(loader)
  useEffect(due, [due])
  if (!chunk) return <ResultsPending status={status} onRetry={retry} />
  const { QuizResults } = chunk
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
  const results = useResultsLoader()
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <QuizHeader />
      <main className="flex-1">
        {screen === 'intro' && <QuizIntro onStart={commands.start} />}
        {screen === 'question' && <QuestionScreen quiz={quiz} commands={commands} />}
        {screen === 'results' && <ResultsScreen quiz={quiz} loader={results} />}
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
