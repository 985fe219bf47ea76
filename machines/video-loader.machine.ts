import { and, assign, fromPromise, setup } from 'xstate'

export interface VideoLoaderInput {
  /** VSL pages skip the load when the player global already exists; the advertorial does not check. */
  checkExistingPlayer: boolean
  /** Wait after mount before adding the script (about 100 ms). */
  mountDelayMs?: number
  /** Retries after the first failed load. */
  maxRetries?: number
  /** First backoff; doubles on each retry. */
  retryBaseMs?: number
  /** Longest backoff. */
  retryCapMs?: number
}

export interface VideoLoaderContext {
  /** Whether to skip the load when the player is already on the page. */
  checkExistingPlayer: boolean
  /** Wait after mount before the script is added. */
  mountDelayMs: number
  /** Retries after the first failed load before the box gives up. */
  maxRetries: number
  /** Backoff before the first retry; it doubles for each further one. */
  retryBaseMs: number
  /** Longest backoff. */
  retryCapMs: number
  /** Failed loads so far. */
  failures: number
}

export const videoLoaderDefaults = {
  mountDelayMs: 100,
  maxRetries: 3,
  retryBaseMs: 1000,
  retryCapMs: 30_000,
} as const

/** Backoff before retry number `failures` (1-based): base, 2 x base, 4 x base ... capped. */
export function retryDelayMs(failures: number, baseMs: number, capMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), capMs)
}

export const videoLoaderMachine = setup({
  types: {
    input: {} as VideoLoaderInput,
    context: {} as VideoLoaderContext,
  },
  actors: {
    /** Supplied by the page: adds the player script to the embed container; rejects when it fails. */
    loadPlayerScript: fromPromise<void>(async () => {}),
  },
  guards: {
    isPlayerCheckEnabled: ({ context }) => context.checkExistingPlayer,
    /** Supplied by the page: does the player global already exist on `window`? */
    isPlayerPresent: () => false,
    /** Named so that diagrams and coverage show the branch; `and` alone serializes to nothing. */
    shouldSkipLoad: and(['isPlayerCheckEnabled', 'isPlayerPresent']),
    canRetry: ({ context }) => context.failures < context.maxRetries,
  },
  actions: {
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
  },
  delays: {
    mountDelay: ({ context }) => context.mountDelayMs,
    retryDelay: ({ context }) =>
      retryDelayMs(context.failures, context.retryBaseMs, context.retryCapMs),
  },
}).createMachine({
  id: 'videoLoader',
  description: 'Adds the video player script to the embed box shortly after the page mounts.',
  context: ({ input }) => ({
    checkExistingPlayer: input.checkExistingPlayer,
    mountDelayMs: input.mountDelayMs ?? videoLoaderDefaults.mountDelayMs,
    maxRetries: input.maxRetries ?? videoLoaderDefaults.maxRetries,
    retryBaseMs: input.retryBaseMs ?? videoLoaderDefaults.retryBaseMs,
    retryCapMs: input.retryCapMs ?? videoLoaderDefaults.retryCapMs,
    failures: 0,
  }),
  initial: 'waiting',
  states: {
    waiting: {
      description:
        'The page has mounted; the script is added after a short delay. Leaving cancels it.',
      tags: ['loading'],
      after: {
        mountDelay: [{ guard: 'shouldSkipLoad', target: 'ready' }, { target: 'loading' }],
      },
    },
    loading: {
      description: 'The player script is in the embed box and loading.',
      tags: ['loading'],
      invoke: {
        src: 'loadPlayerScript',
        onDone: { target: 'ready' },
        onError: [
          { guard: 'canRetry', target: 'retrying', actions: 'countFailure' },
          { target: 'failed', actions: 'countFailure' },
        ],
      },
    },
    retrying: {
      description:
        'The load failed; try again after an exponential backoff (1 s, 2 s, 4 s; at most 30 s).',
      tags: ['loading'],
      after: { retryDelay: { target: 'loading' } },
    },
    ready: {
      description: 'The player is on the page.',
      type: 'final',
    },
    failed: {
      description:
        'Every attempt failed: the box shows a poster with the title and a short notice.',
      type: 'final',
    },
  },
})
