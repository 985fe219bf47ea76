import {
  selectAnswers,
  selectResultsAt,
  selectScore,
  selectScreen,
  selectTier,
} from '@machines/quiz/quiz.selectors'
import { useSelector } from '@xstate/react'
import type { MouseEvent } from 'react'
import type { QuizActorRef } from '@/actors/quiz'
import type { ResultsLoaderRef } from '@/actors/results-loader'
import { Prerendered } from '@/components/quiz/prerendered'
import { QuestionScreen, QuizFrame } from '@/components/quiz/question-screen'
import { ResultsPending } from '@/components/quiz/results-pending'
import { startSlot } from '@/effects/held-click'
import { useQuizActor, useQuizCommands } from '@/hooks/use-quiz'
import { useResultsChunk, useResultsLoader } from '@/hooks/use-results-loader'

/**
 * The landing screen: what prerenders as /quiz, drawn at build time only and kept as HTML
 * (src/sections/quiz-intro/intro-markup.tsx), its START buttons included: a click on one reaches
 * the quiz here. Laid out as if the slot were not there (`contents`).
 */
function QuizIntro({ onStart }: { onStart: () => void }) {
  const onClick = ({ target }: MouseEvent<HTMLDivElement>) => {
    if (target instanceof Element && target.closest(`[data-slot="${startSlot}"]`)) onStart()
  }
  return <Prerendered name="intro" className="contents" onClick={onClick} />
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
