import {
  selectAnswers,
  selectResultsAt,
  selectScore,
  selectTier,
} from '@machines/quiz/quiz.selectors'
import { useSelector } from '@xstate/react'
import type { QuizActorRef } from '@/actors/quiz'
import type { ResultsLoaderRef } from '@/actors/results-loader'
import { useResultsChunk } from '@/hooks/use-results-loader'
import { ResultsPending } from './results-pending'

/**
 * The quiz's screens after the intro, in the browser a chunk of their own, asked for once the
 * intro has hydrated (src/hooks/use-quiz-screens.ts): a question, and the results' place.
 */
export { QuestionFootnote, QuestionScreen } from './question-screen'

/**
 * The results screen, a chunk of its own (src/sections/quiz-results/quiz-results.tsx), loaded by
 * the results loader from the page's start (machines/results-loader): it has long landed when
 * the last answer comes. The quiz announces its results to the loader (`announceResults`): should
 * the chunk still be on its way a placeholder holds its place, and should it have failed it is
 * asked for once more.
 */
export function ResultsScreen({ quiz, loader }: { quiz: QuizActorRef; loader: ResultsLoaderRef }) {
  const score = useSelector(quiz, selectScore)
  const tier = useSelector(quiz, selectTier)
  const answers = useSelector(quiz, selectAnswers)
  const reachedAt = useSelector(quiz, selectResultsAt)
  const { status, chunk, retry } = useResultsChunk(loader)
  if (!chunk) return <ResultsPending status={status} tier={tier} onRetry={retry} />
  const { QuizResults } = chunk
  return <QuizResults score={score} tier={tier} answers={answers} reachedAt={reachedAt} />
}
