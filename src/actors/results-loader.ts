import { resultsLoaderMachine } from '@machines/results-loader/results-loader.machine'
import { selectResultsChunk } from '@machines/results-loader/results-loader.selectors'
import { type ActorRefFrom, fromPromise, type SnapshotFrom } from 'xstate'
import { scrollToTop } from '@/effects/scroll'
import resultsChunkUrl from '@/sections/quiz-results/quiz-results?chunk-url'

type ResultsChunk = typeof import('@/sections/quiz-results/quiz-results')

/**
 * The results' chunk. The first import is the bundler's own lazy import, with no preloads (the
 * chunks it shares with the page have run; vite.config.ts); each later one asks for the same
 * chunk under a URL of its own, since a browser hands a second `import()` of a URL the first
 * one's failure, or waits on with it while it hangs. The imports are counted for the page, not
 * per loader, so no two ever share a URL. The chunk's own imports are relative, so they still
 * resolve to the chunks the page already runs (one React, one XState), and the CSP's 'self'
 * allows any query.
 */
let imports = 0

function importResults(): Promise<ResultsChunk> {
  const attempt = imports++
  return attempt === 0
    ? importFirst()
    : import(/* @vite-ignore */ `${resultsChunkUrl}?retry=${attempt}`)
}

const importFirst = () => import('@/sections/quiz-results/quiz-results')

/** The results loader with the page's real import and scroll (nothing waits for it to settle). */
export const resultsLoaderLogic = resultsLoaderMachine.provide({
  actions: { scrollToTop: () => void scrollToTop(() => {}) },
  actors: { importResults: fromPromise<unknown>(importResults) },
})

export type ResultsLoaderRef = ActorRefFrom<typeof resultsLoaderLogic>

/** The loaded chunk, as the import above typed it. */
export const selectLoadedResults = (snapshot: SnapshotFrom<typeof resultsLoaderLogic>) =>
  selectResultsChunk(snapshot) as ResultsChunk | undefined
