import { and, assign, fromPromise, setup, stateIn } from 'xstate'
import type { VideoLoaderEvent } from './video-loader.events'

export interface VideoLoaderInput {
  /** VSL pages skip the load when the player global already exists; the advertorial does not check. */
  checkExistingPlayer: boolean
}

export interface VideoLoaderContext {
  /** Whether to skip the load when the player is already on the page. */
  checkExistingPlayer: boolean
  /** Failed attempts in this round (Try again starts a new round at 0). */
  failures: number
  /** Refused attempts in a row in this round; an attempt that fails otherwise resets it. */
  refusalsInARow: number
}

/** Retries after the first failed attempt of a round (the spec's query-cache policy: 3). */
export const maxRetries = 3

/** Backoff before retry number `failures` (1-based): 1 s, 2 s, 4 s, doubling, capped at 30 s. */
function retryDelayMs(failures: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failures - 1), 30_000)
}

/** The delays a visitor could time, in ms (the reasons beside each in `delays`). */
const mountDelay = 100
const loadTimeout = 30_000
const refusalWindow = 2000
const playerGrace = 10_000
const seconds = (ms: number) => `${ms / 1000} s`

export const videoLoaderMachine = setup({
  types: {
    input: {} as VideoLoaderInput,
    context: {} as VideoLoaderContext,
    events: {} as VideoLoaderEvent,
  },
  actors: {
    /** Supplied by the page: adds the player script to the embed container; rejects when it fails. */
    loadPlayerScript: fromPromise<void>(async () => {}),
    /**
     * Supplied by the page: settles once the player is there (its global on `window`, or its
     * element in the embed container). It never rejects: the `playerGrace` delay ends the wait.
     */
    waitForPlayer: fromPromise<void>(async () => {}),
  },
  guards: {
    isPlayerCheckEnabled: ({ context }) => context.checkExistingPlayer,
    /** Supplied by the page: does the player global already exist on `window`? */
    isPlayerPresent: () => false,
    /** Named so that diagrams and coverage show the branch; `and` alone serializes to nothing. */
    shouldSkipLoad: and(['isPlayerCheckEnabled', 'isPlayerPresent']),
    /** Whether the load is still within its refusal window (see the refusalWindow delay). */
    isWithinRefusalWindow: stateIn({ loading: 'early' }),
    /** Read after the refusal was counted: the attempt before was refused too. */
    isRefusedAgain: ({ context }) => context.refusalsInARow > 1,
    /** Read after the failed attempt was counted: retries left when failures <= retries. */
    hasRetriesLeft: ({ context }) => context.failures <= maxRetries,
  },
  actions: {
    countFailure: assign({ failures: ({ context }) => context.failures + 1, refusalsInARow: 0 }),
    countRefusal: assign({
      failures: ({ context }) => context.failures + 1,
      refusalsInARow: ({ context }) => context.refusalsInARow + 1,
    }),
    /**
     * Supplied by the page: removes the failed attempt's script (hung, or run without making a
     * player), so the next attempt adds a fresh one instead of finding this one.
     */
    discardPlayerScript: () => {},
    startNewRound: assign({ failures: 0, refusalsInARow: 0 }),
  },
  delays: {
    /** The spec's "about 100 ms after the page mounts". */
    mountDelay,
    /**
     * Sized for a visitor on slow 3G (about 50 kB/s, 1.5-2 s round trips). Reaching the player's
     * host takes four round trips (DNS, TCP, TLS, the request): about 8 s. A player script of a few
     * hundred kB then takes 6-10 s more, TCP slow start included: about 18 s in all, and the page's
     * own files share the link. 30 s lets that visitor's first attempt finish instead of counting
     * a slow download as a failure; a host that does not answer at all is given up on after
     * 4 x 30 s + 7 s of backoff, about two minutes, during which the rest of the page works.
     */
    loadTimeout,
    /**
     * A load that fails sooner than 2 s after it began never reached the host: something on the
     * visitor's side refused it (an ad blocker, a DNS filter, a company proxy). No answer from the
     * host, not even an error, comes that fast on the slowest network we design for: on slow 3G
     * (round trips of about 2 s) DNS, TCP, TLS and the request take about four of them. On a fast
     * network a host's own error can come that fast too; it is taken for a refusal, and that
     * visitor sees the poster and its Try again after one retry instead of three.
     */
    refusalWindow,
    /**
     * The script's `load` fires after it has run. A player that sets its global as it runs is found
     * at once; 10 s covers one that first fetches a further file from its (already connected) host
     * on slow 3G: a round trip and some 200 kB. A script that ran and made no player (a syntax
     * error, an error page served as script, a script that throws) fails after this.
     */
    playerGrace,
    retryDelay: ({ context }) => retryDelayMs(context.failures),
  },
}).createMachine({
  id: 'video-loader',
  meta: {
    /** Its rules, by ID: carried by the states and transitions whose `meta.requirements` name them. */
    rules: {
      'VIDEO-DELAY': {
        area: 'Video',
        rule: `The video player script is added about ${mountDelay} ms after the video box appears, not before.`,
      },
      'VIDEO-SKIP-IF-PRESENT': {
        area: 'Video',
        rule: 'On the VSL pages nothing is loaded when the player is already on the page; the advertorial always loads.',
      },
      'VIDEO-CANCEL-ON-LEAVE': {
        area: 'Video',
        rule: 'Leaving the page cancels a pending load, a wait for the player and every timer.',
        provedBy: ['tests/video-loader.model.test.ts'],
      },
      'VIDEO-RETRY-BACKOFF': {
        area: 'Video',
        rule: `A failed attempt is retried up to ${maxRetries} times, after ${Array.from({ length: maxRetries }, (_, at) => seconds(retryDelayMs(at + 1))).join(', ')} (unless refused twice in a row: VIDEO-REFUSED-FAST); its script is removed first.`,
      },
      'VIDEO-TIMEOUTS': {
        area: 'Video',
        rule: `A load that has not finished in ${seconds(loadTimeout)}, or a script that has made no player ${seconds(playerGrace)} after it ran, is a failed attempt.`,
      },
      'VIDEO-READY-ONLY-WITH-PLAYER': {
        area: 'Video',
        rule: 'The box shows the player only once the player is really there.',
      },
      'VIDEO-TRY-AGAIN': {
        area: 'Video',
        rule: 'When the round is over the box shows the poster, a line saying the video cannot play here (with why: the connection, or after a refusal an ad blocker or network filter), a link on to the section after the video, named by its heading, and a Try again button, which starts a fresh round at once.',
      },
      'VIDEO-LINKS-TRUE': {
        area: 'Video',
        rule: "When the round is over, the VSL hero's link to the video gives way to one that says everything the video covers is below and leads to the section after the hero; while the video may still play, and in the prerendered page, it offers the video. Try again brings the video's link back.",
        provedBy: ['tests/video-box.view.test.tsx', 'e2e/video.spec.ts'],
      },
      'VIDEO-REFUSED-FAST': {
        area: 'Video',
        rule: `A load that fails within ${seconds(refusalWindow)} of its start was refused on the visitor's side (an ad blocker, a DNS filter, a proxy), not answered slowly: it is retried once after the usual backoff, and a second refusal in a row ends the round at once, so the poster and Try again show about ${seconds(retryDelayMs(1))} after the first refusal. A load that fails later, times out or makes no player keeps the full patience.`,
      },
    },
    /** What each event, guard, action, delay and invoked actor means, for the diagram and the book in words. */
    words: {
      countFailure: 'counts a failed attempt',
      countRefusal: 'counts a refusal',
      discardPlayerScript: "removes the failed attempt's script",
      startNewRound: 'starts counting attempts afresh',
      'video.retry': 'Try again is pressed',
      isPlayerCheckEnabled: 'if the page looks for a player first',
      isPlayerPresent: 'if the player is already on the page',
      shouldSkipLoad: 'if the player is already on the page',
      isWithinRefusalWindow: 'if it failed at once',
      isRefusedAgain: 'if the attempt before was refused too',
      hasRetriesLeft: 'if retries are left',
      mountDelay: 'a moment after the page opens',
      loadTimeout: 'the host takes too long',
      refusalWindow: 'the refusal window is over',
      playerGrace: 'no player comes in time',
      retryDelay: 'the backoff is over',
      'loadPlayerScript.done': 'the script loads',
      'loadPlayerScript.error': 'the script fails to load',
      'waitForPlayer.done': 'the player appears',
      'waitForPlayer.error': 'no player comes',
    },
    /** The behaviour book's words for it (ops/book-chapters.ts fills in each `{name}`). */
    book: {
      title: 'The video loader',
      rules: [
        ['The player is asked for', '{mountDelay} after the page opens'],
        ['An attempt may take', '{loadTimeout}'],
        ['A failure sooner than this is a refusal (a blocker)', '{refusalWindow}'],
        ['Once its script has run, the player must appear within', '{playerGrace}'],
        ['Retries after a failure', '{maxRetries}, after waiting {waits}'],
        ['While loading', '{loading}'],
        ['When every attempt failed', '{failed} with {retry}'],
        ['When refused twice in a row', '{refused} with {retry}'],
      ],
      open: {
        'VSL, no player yet': 'Open / (the video sales letter).',
        'VSL, player already present': 'Open / with the player already on the page.',
        'advertorial, player already present':
          'Open /advertorial-v2 with the player already on the page.',
      },
      steps: {
        mountDelay: 'Wait {mountDelay}.',
        refusalWindow: 'Wait {refusalWindow} with the script still coming.',
        loadTimeout: 'Let the host not answer for {loadTimeout}.',
        playerGrace: 'The script runs, but no player comes within {playerGrace}.',
        retryDelay: 'Wait {retryDelay} for the next attempt.',
        'xstate.done.actor.playerScript': 'The player script arrives.',
        'xstate.error.actor.playerScript': 'The player script fails to load.',
        'xstate.error.actor.playerScript in loading.early':
          'The player script is refused at once (an ad blocker).',
        'xstate.done.actor.player': 'The player appears.',
        'video.retry': 'Tap {retry}.',
      },
      sees: {
        loading: 'The video box, {loading}.',
        ready: 'The video player.',
        refused:
          "The poster: {refused} {refusedHint}, with {retry}; on / the hero's link: {coveredBelow}.",
        failed:
          "The poster: {failed} {failedHint}, with {retry}; on / the hero's link: {coveredBelow}.",
      },
    },
  },
  description:
    'Adds the video player script to the embed box shortly after the page mounts, and makes sure a player comes of it.',
  context: ({ input }) => ({
    checkExistingPlayer: input.checkExistingPlayer,
    failures: 0,
    refusalsInARow: 0,
  }),
  initial: 'waiting',
  states: {
    waiting: {
      description:
        'The page has mounted; the script is added after a short delay. Leaving cancels it.',
      meta: { requirements: ['VIDEO-DELAY', 'VIDEO-CANCEL-ON-LEAVE'] },
      tags: ['loading'],
      after: {
        mountDelay: [
          {
            guard: 'shouldSkipLoad',
            target: 'ready',
            meta: { requirements: ['VIDEO-SKIP-IF-PRESENT'] },
          },
          { target: 'loading', meta: { requirements: ['VIDEO-DELAY'] } },
        ],
      },
    },
    loading: {
      description:
        'The player script is in the embed box and loading, for at most loadTimeout (30 s).',
      meta: { requirements: ['VIDEO-CANCEL-ON-LEAVE', 'VIDEO-TIMEOUTS'] },
      tags: ['loading'],
      initial: 'early',
      invoke: {
        id: 'playerScript',
        src: 'loadPlayerScript',
        onDone: {
          target: 'awaitingPlayer',
          description: 'The script loaded and has run; a player must come of it.',
        },
        onError: [
          {
            guard: 'isWithinRefusalWindow',
            target: 'attemptRefused',
            description:
              "The script failed before the refusal window was over: refused on the visitor's side (an ad blocker, a DNS filter, a proxy).",
            meta: { requirements: ['VIDEO-REFUSED-FAST'] },
          },
          {
            target: 'attemptFailed',
            description:
              'The script did not load, after the refusal window: the host failed or the network broke.',
            meta: { requirements: ['VIDEO-RETRY-BACKOFF'] },
          },
        ],
      },
      after: {
        loadTimeout: {
          target: 'attemptFailed',
          description: 'The host did not answer, or not in time: this attempt failed.',
          meta: { requirements: ['VIDEO-TIMEOUTS'] },
        },
      },
      states: {
        early: {
          description:
            'Within refusalWindow (2 s) of the start: no answer from the host comes this fast, so a failure now is a refusal.',
          meta: { requirements: ['VIDEO-REFUSED-FAST'] },
          after: {
            refusalWindow: {
              target: 'late',
              description: "The window is over: whatever comes now may be the host's answer.",
              meta: { requirements: ['VIDEO-REFUSED-FAST'] },
            },
          },
        },
        late: {
          description:
            "Past the refusal window: a failure now is the host's or the network's, and the round keeps its full patience.",
          meta: { requirements: ['VIDEO-RETRY-BACKOFF'] },
        },
      },
    },
    awaitingPlayer: {
      description:
        'The script has run; waiting for the player (its global or its element in the embed box) for at most playerGrace (10 s).',
      meta: {
        requirements: ['VIDEO-READY-ONLY-WITH-PLAYER', 'VIDEO-CANCEL-ON-LEAVE', 'VIDEO-TIMEOUTS'],
      },
      tags: ['loading'],
      invoke: {
        id: 'player',
        src: 'waitForPlayer',
        onDone: {
          target: 'ready',
          description: 'The player is there.',
          meta: { requirements: ['VIDEO-READY-ONLY-WITH-PLAYER'] },
        },
      },
      after: {
        playerGrace: {
          target: 'attemptFailed',
          description:
            'The script ran but no player came (a script with an error, a page that is not a script): this attempt failed.',
          meta: { requirements: ['VIDEO-TIMEOUTS'] },
        },
      },
    },
    attemptFailed: {
      description:
        'Passing through: counts the failed attempt and removes its script, then retries or gives up.',
      meta: { requirements: ['VIDEO-RETRY-BACKOFF'] },
      entry: ['countFailure', 'discardPlayerScript'],
      always: [
        {
          guard: 'hasRetriesLeft',
          target: 'retrying',
          description: 'Retries left in this round.',
          meta: { requirements: ['VIDEO-RETRY-BACKOFF'] },
        },
        {
          target: 'failed.exhausted',
          description: 'That was the last retry of this round.',
          meta: { requirements: ['VIDEO-TRY-AGAIN'] },
        },
      ],
    },
    attemptRefused: {
      description:
        'Passing through: counts the refused attempt and removes its script, then retries once or gives up at once.',
      meta: { requirements: ['VIDEO-REFUSED-FAST'] },
      entry: ['countRefusal', 'discardPlayerScript'],
      always: [
        {
          guard: 'isRefusedAgain',
          target: 'failed.refused',
          description:
            'The attempt before was refused too: the video is blocked, not slow, so the poster shows now.',
          meta: { requirements: ['VIDEO-REFUSED-FAST'] },
        },
        {
          guard: 'hasRetriesLeft',
          target: 'retrying',
          description: 'A first refusal may be a blip: retry after the usual backoff.',
          meta: { requirements: ['VIDEO-REFUSED-FAST', 'VIDEO-RETRY-BACKOFF'] },
        },
        {
          target: 'failed.refused',
          description: 'That was the last retry of this round.',
          meta: { requirements: ['VIDEO-TRY-AGAIN'] },
        },
      ],
    },
    retrying: {
      description:
        'An attempt failed; try again after an exponential backoff (1 s, 2 s, 4 s; at most 30 s).',
      meta: { requirements: ['VIDEO-RETRY-BACKOFF'] },
      tags: ['loading'],
      after: { retryDelay: { target: 'loading', meta: { requirements: ['VIDEO-RETRY-BACKOFF'] } } },
    },
    ready: {
      description: 'The player is on the page.',
      meta: { requirements: ['VIDEO-READY-ONLY-WITH-PLAYER'] },
      type: 'final',
    },
    failed: {
      description:
        'Every attempt of the round failed, or two in a row were refused: the box shows the poster with the title, a short notice and a Try again button, and the hero links on down the page instead of to the video.',
      meta: { requirements: ['VIDEO-TRY-AGAIN', 'VIDEO-LINKS-TRUE'] },
      initial: 'exhausted',
      on: {
        'video.retry': {
          target: 'loading',
          actions: 'startNewRound',
          description:
            'The visitor pressed Try again: a fresh round of attempts, starting at once.',
          meta: { requirements: ['VIDEO-TRY-AGAIN'] },
        },
      },
      states: {
        exhausted: {
          description:
            'The last attempt failed after its refusal window: the notice says the video could not load.',
          meta: { requirements: ['VIDEO-TRY-AGAIN'] },
        },
        refused: {
          description:
            'The last attempt was refused: the notice says the video could not be reached from this network or browser.',
          meta: { requirements: ['VIDEO-REFUSED-FAST'] },
        },
      },
    },
  },
})
