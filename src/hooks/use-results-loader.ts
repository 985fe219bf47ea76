import { selectResultsChunkStatus } from '@machines/results-loader/results-loader.selectors'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import {
  type ResultsLoaderRef,
  resultsLoaderLogic,
  selectLoadedResults,
} from '@/actors/results-loader'
import { devInspect } from '@/lib/inspector'

/**
 * Starts loading the results' chunk as the quiz page starts (so a visitor who goes offline
 * during the quiz still gets the results) and stops when the page unmounts. Nothing starts in
 * the prerender: effects do not run there.
 */
export function useResultsLoader(): ResultsLoaderRef {
  return useActorRef(resultsLoaderLogic, { input: {}, inspect: devInspect() })
}

const retry = { type: 'results.retry' } as const
const due = { type: 'results.due' } as const

/**
 * Tells the loader the results are due: the quiz's `announceResults` (src/actors/quiz.ts). A
 * chunk that has already loaded has nothing to be told.
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
