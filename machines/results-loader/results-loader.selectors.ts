import type { SnapshotFrom } from 'xstate'
import type { resultsLoaderMachine } from './results-loader.machine'

type ResultsLoaderSnapshot = SnapshotFrom<typeof resultsLoaderMachine>

/**
 * What the results' place shows: a calm placeholder while the chunk comes, the visitor told it is
 * slow or has failed (with Try again), or the results.
 */
export type ResultsChunkStatus = 'loading' | 'slow' | 'failed' | 'loaded'

export const selectResultsChunkStatus = (snapshot: ResultsLoaderSnapshot): ResultsChunkStatus => {
  if (snapshot.hasTag('busy')) return 'loading'
  if (snapshot.matches('loaded')) return 'loaded'
  return snapshot.matches('failed') ? 'failed' : 'slow'
}

/** The chunk's module once loaded (the page knows its type), else undefined. */
export const selectResultsChunk = (snapshot: ResultsLoaderSnapshot): unknown =>
  snapshot.matches('loaded') ? snapshot.context.chunk : undefined
