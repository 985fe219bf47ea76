import { assign, type DoneActorEvent, fromPromise, setup } from 'xstate'
import type { ResultsLoaderEvent } from './results-loader.events'

export interface ResultsLoaderInput {
  /** How long a request may take before the visitor is told and offered Try again. */
  patienceMs?: number
}

export interface ResultsLoaderContext {
  /** How long a request may take before it counts as slow. */
  patienceMs: number
  /** Requests made before the one under way: 0 for the first, then one more per retry. */
  attempts: number
  /** The chunk's module, once it has loaded (what the page imported; the machine never reads it). */
  chunk: unknown
}

/** What the importer is told: which attempt this is (each one after the first asks a fresh URL). */
export interface ResultsImportInput {
  attempt: number
}

/**
 * A visitor on slow 3G has had the chunk (about 18 kB compressed) in a few seconds: 15 s without
 * it is a connection that is stuck, not slow, and the visitor is told and offered Try again. The
 * request goes on meanwhile, so an answer that comes late still shows the results.
 */
export const resultsPatienceMs = 15_000

export const resultsLoaderMachine = setup({
  types: {
    input: {} as ResultsLoaderInput,
    context: {} as ResultsLoaderContext,
    events: {} as ResultsLoaderEvent,
  },
  actors: {
    /**
     * Supplied by the page: imports the results' chunk; resolves with its module, rejects when
     * it fails. Each attempt after the first must ask for a URL of its own: a browser keeps the
     * failed or pending import of a URL and would hand it back.
     */
    importResults: fromPromise<unknown, ResultsImportInput>(async () => undefined),
  },
  actions: {
    keepChunk: assign({ chunk: ({ event }) => (event as unknown as DoneActorEvent).output }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
  },
  delays: {
    patience: ({ context }) => context.patienceMs,
  },
}).createMachine({
  id: 'resultsLoader',
  description:
    "Loads the quiz results' chunk from the moment the page starts, tells the visitor when it is stuck or failed, and asks again on Try again.",
  context: ({ input }) => ({
    patienceMs: input.patienceMs ?? resultsPatienceMs,
    attempts: 0,
    chunk: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'The chunk is asked for: at page start, so it has landed before the last answer, and again on each retry.',
      meta: { requirements: ['RESULTS-EARLY'] },
      invoke: {
        id: 'resultsChunk',
        src: 'importResults',
        input: ({ context }) => ({ attempt: context.attempts }),
        onDone: {
          target: 'loaded',
          actions: 'keepChunk',
          description: 'The chunk has come, in time or late: the results can show.',
          meta: { requirements: ['RESULTS-EARLY', 'RESULTS-PATIENCE'] },
        },
        onError: {
          target: 'failed',
          description: 'The request failed (offline, or the host answered with an error).',
          meta: { requirements: ['RESULTS-TRY-AGAIN'] },
        },
      },
      initial: 'calm',
      states: {
        calm: {
          description:
            'Within patience (15 s): the results wait calmly, and their place says their score is being worked out.',
          meta: { requirements: ['RESULTS-PATIENCE'] },
          tags: ['busy'],
          after: {
            patience: {
              target: 'slow',
              description: 'No answer within patience: the connection is stuck.',
              meta: { requirements: ['RESULTS-PATIENCE'] },
            },
          },
        },
        slow: {
          description:
            'Past patience: the visitor is told and offered Try again; the request goes on, and a late answer still shows the results.',
          meta: { requirements: ['RESULTS-PATIENCE', 'RESULTS-TRY-AGAIN'] },
          tags: ['stuck'],
          on: {
            'results.retry': {
              target: '#resultsLoader.loading',
              reenter: true,
              actions: 'countAttempt',
              description:
                'Try again, or the results fall due: a fresh request, while the stuck one is dropped.',
              meta: { requirements: ['RESULTS-TRY-AGAIN'] },
            },
          },
        },
      },
    },
    failed: {
      description:
        'The request failed: the visitor is told (once the results are due) and offered Try again.',
      meta: { requirements: ['RESULTS-TRY-AGAIN'] },
      tags: ['stuck'],
      on: {
        'results.retry': {
          target: 'loading',
          actions: 'countAttempt',
          description: 'Try again, or the results fall due: a fresh request.',
          meta: { requirements: ['RESULTS-TRY-AGAIN'] },
        },
      },
    },
    loaded: {
      description: 'The chunk is here: the results show, with the answers as given.',
      meta: { requirements: ['RESULTS-EARLY'] },
      type: 'final',
    },
  },
})
