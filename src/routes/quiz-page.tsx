import {
  selectAnswers,
  selectResultsAt,
  selectScore,
  selectScreen,
  selectTier,
} from '@machines/quiz/quiz.selectors'
import { useSelector } from '@xstate/react'
import type { QuizActorRef } from '@/actors/quiz'
import type { ResultsLoaderRef } from '@/actors/results-loader'
import { Prerendered } from '@/components/quiz/prerendered'
import { QuestionScreen, QuizFrame } from '@/components/quiz/question-screen'
import { ResultsPending } from '@/components/quiz/results-pending'
import type { IntroProps } from '@/components/quiz/start-button'
import { useQuizActor, useQuizCommands } from '@/hooks/use-quiz'
import { useResultsChunk, useResultsLoader } from '@/hooks/use-results-loader'
import { ClosingCta } from '@/sections/quiz-intro/closing-cta'
import { IntroHero } from '@/sections/quiz-intro/intro-hero'
import { ScoreBlock } from '@/sections/quiz-intro/score-block'

/**
 * The landing screen: what prerenders as /quiz. The blocks with nothing to tap (the experts and
 * the warning signs; the urgency and the trust badges) are drawn at build time only and kept as
 * HTML (src/sections/quiz-intro/intro-markup.tsx).
 */
function QuizIntro({ onStart }: IntroProps) {
  return (
    <>
      <IntroHero onStart={onStart} />
      <Prerendered name="intro-proof" />
      <ScoreBlock onStart={onStart} />
      <Prerendered name="intro-reasons" />
      <ClosingCta onStart={onStart} />
    </>
  )
}

/**
 * The results screen, a chunk of its own (src/sections/quiz-results/quiz-results.tsx), loaded by
 * the results loader from the page's start (machines/results-loader): it has long landed when
 * the last answer comes. The quiz announces its results to the loader (`announceResults`): should
 * the chunk still be on its way a placeholder holds its place, and should it have failed it is
 * asked for once more.
 */
function ResultsScreen({ quiz, loader }: { quiz: QuizActorRef; loader: ResultsLoaderRef }) {
  const score = useSelector(quiz, selectScore)
  const tier = useSelector(quiz, selectTier)
  const answers = useSelector(quiz, selectAnswers)
  const reachedAt = useSelector(quiz, selectResultsAt)
  const { status, chunk, retry } = useResultsChunk(loader)
  if (!chunk) return <ResultsPending status={status} onRetry={retry} />
  const { QuizResults } = chunk
  return <QuizResults score={score} tier={tier} answers={answers} reachedAt={reachedAt} />
}

/** /quiz: intro, eight questions, results. Runs on the device, kept in the tab; nothing is sent. */
export default function QuizPage() {
  const results = useResultsLoader()
  const quiz = useQuizActor(results)
  const commands = useQuizCommands(quiz)
  const screen = useSelector(quiz, selectScreen)
  return (
    <QuizFrame question={screen === 'question'}>
      {screen === 'intro' && <QuizIntro onStart={commands.start} />}
      {screen === 'question' && <QuestionScreen quiz={quiz} onAnswer={commands.answer} />}
      {screen === 'results' && <ResultsScreen quiz={quiz} loader={results} />}
    </QuizFrame>
  )
}
