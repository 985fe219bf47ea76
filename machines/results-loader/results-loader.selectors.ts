import type { SnapshotFrom } from 'xstate'
import type { resultsLoaderMachine } from './results-loader.machine'

type ResultsLoaderSnapshot = SnapshotFrom<typeof resultsLoaderMachine>

/**
 * What the results' place shows: a calm placeholder while the chunk comes, the visitor told it is
 * slow or has failed (with Try again), or the results. Before the results are due nothing shows,
 * and a chunk that failed then is asked for again when they are: 'loading'.
 */
export type ResultsChunkStatus = 'loading' | 'slow' | 'failed' | 'loaded'

export const selectResultsChunkStatus = (snapshot: ResultsLoaderSnapshot): ResultsChunkStatus => {
  if (snapshot.matches('loaded')) return 'loaded'
  if (snapshot.matches({ failed: 'shown' })) return 'failed'
  return snapshot.matches({ loading: 'slow' }) ? 'slow' : 'loading'
}

/** The chunk's module once loaded (the page knows its type), else undefined. */
export const selectResultsChunk = (snapshot: ResultsLoaderSnapshot): unknown =>
  snapshot.matches('loaded') ? snapshot.context.chunk : undefined
