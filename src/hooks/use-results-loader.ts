import { selectResultsChunkStatus } from '@machines/results-loader/results-loader.selectors'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { type ResultsLoaderRef, selectLoadedResults } from '@/actors/results-loader'

const retry = { type: 'results.retry' } as const
const due = { type: 'results.due' } as const

/**
 * Tells the loader the results are due: the quiz's `announceResults` (src/actors/quiz.ts), by way
 * of src/hooks/use-results-place.ts. A chunk that has already loaded has nothing to be told.
 */
export function announceResults(loader: ResultsLoaderRef) {
  if (loader.getSnapshot().can(due)) loader.send(due)
}

/** What the results' place shows and the loaded chunk; `retry` is Try again. */
export function useResultsChunk(loader: ResultsLoaderRef) {
  const status = useSelector(loader, selectResultsChunkStatus)
  const chunk = useSelector(loader, selectLoadedResults)
  const commands = useMemo(() => ({ retry: () => loader.send(retry) }), [loader])
  return { status, chunk, ...commands }
}
