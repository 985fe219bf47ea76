import type { ComponentProps } from 'react'
import { createActor } from 'xstate'
import { type ResultsLoaderRef, resultsLoaderLogic } from '@/actors/results-loader'
import { ResultsPending } from '@/components/quiz/results-pending'
import { useResultsChunk } from '@/hooks/use-results-loader'
import { devInspect } from '@/lib/inspector'

export { announceResults } from '@/hooks/use-results-loader'

type QuizResultsProps = ComponentProps<
  typeof import('@/sections/quiz-results/quiz-results')['QuizResults']
>

/**
 * The results' place, a chunk of its own that the quiz page asks for once it is interactive
 * (src/hooks/use-results-place.ts): the results loader (machines/results-loader), its waiting
 * screen and Try again, none of which the questions need. Starting the loader asks for the
 * results' chunk at once.
 */
export function startResultsLoader(): ResultsLoaderRef {
  return createActor(resultsLoaderLogic, { input: {}, inspect: devInspect() }).start()
}

/** The results once their chunk has loaded; until then, or should it fail, the waiting screen. */
export function ResultsPlace({
  loader,
  ...results
}: { loader: ResultsLoaderRef } & QuizResultsProps) {
  const { status, chunk, retry } = useResultsChunk(loader)
  if (!chunk) return <ResultsPending status={status} onRetry={retry} />
  const { QuizResults } = chunk
  return <QuizResults {...results} />
}
