import { assign, type DoneActorEvent, fromPromise, setup, stateIn } from 'xstate'
import type { ResultsLoaderEvent } from './results-loader.events'

export interface ResultsLoaderInput {
  /** How long a request may take before the visitor is told and offered Try again. */
  patienceMs?: number
  /** How long Try again shows the wait at least, before a failure shows again. */
  retryBeatMs?: number
}

export interface ResultsLoaderContext {
  /** How long a request may take before it counts as slow. */
  patienceMs: number
  /** How long Try again shows the wait at least, before a failure shows again. */
  retryBeatMs: number
  /** The chunk's module, once it has loaded (what the page imported; the machine never reads it). */
  chunk: unknown
}

/**
 * The chunk is asked for as the page starts, minutes before the last answer as a rule; once the
 * results are due, a visitor on slow 3G has the rest of it (about 18 kB compressed) within a few
 * seconds. 15 s more is a connection that is stuck, not slow: the visitor is told and offered Try
 * again. The request goes on meanwhile, so an answer that comes late still shows the results.
 */
const resultsPatienceMs = 15_000

/**
 * A request that fails at once (the host answers 404) would redraw the failure unchanged, and Try
 * again would look dead (review 46): the wait shows this long at least, so the visitor sees it try.
 */
const retryBeatMs = 800

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
    importResults: fromPromise<unknown>(async () => undefined),
  },
  guards: {
    /** The results are not due yet: the visitor is still answering. */
    isEarly: stateIn({ loading: 'early' }),
    /** Try again is offered only once the wait has been too long. */
    isSlow: stateIn({ loading: 'slow' }),
    /** Try again was pressed a moment ago: the wait has not shown for its beat yet. */
    isRetrying: stateIn({ loading: 'retrying' }),
  },
  actions: {
    /**
     * Supplied by the page: scrolls to the top (smoothly, at once with reduced motion), so the
     * screen Try again brings starts there, its heading on screen, as every change of the quiz's does.
     */
    scrollToTop: () => {},
    keepChunk: assign({ chunk: ({ event }) => (event as unknown as DoneActorEvent).output }),
  },
  delays: {
    patience: ({ context }) => context.patienceMs,
    retryBeat: ({ context }) => context.retryBeatMs,
  },
}).createMachine({
  id: 'results-loader',
  meta: {
    /** Its rules, by ID: carried by the states and transitions whose `meta.requirements` name them. */
    rules: {
      'RESULTS-EARLY': {
        area: 'Results loading',
        rule: "The results' screen (a chunk of its own) is asked for as soon as the quiz page starts, so a visitor who goes offline during the quiz still gets the results.",
        provedBy: ['e2e/results-chunk.spec.ts'],
      },
      'RESULTS-PATIENCE': {
        area: 'Results loading',
        rule: `While the results' chunk is on its way their place says the score is being worked out; after ${resultsPatienceMs / 1000} s without it the visitor is told it is taking too long and offered Try again, and an answer that comes later still shows the results.`,
      },
      'RESULTS-TRY-AGAIN': {
        area: 'Results loading',
        rule: `A failed or stuck results chunk is asked for once more when the results fall due; if that does not bring it, the visitor is told their answers are safe and offered Try again, which scrolls to the top and asks again at once with a fresh request, even while an earlier one hangs, whose late answer changes nothing; the wait then shows for ${retryBeatMs} ms at least before a failure shows again.`,
        provedBy: ['e2e/results-chunk.spec.ts'],
      },
    },
    /** What each event, guard, action, delay and invoked actor means, for the diagram and the book in words. */
    words: {
      keepChunk: "keeps the results' file",
      scrollToTop: 'scrolls to the top',
      'results.retry': 'Try again is pressed',
      'results.due': 'the last answer is in',
      isEarly: 'if the visitor is still answering',
      isSlow: 'if the wait has been too long',
      isRetrying: 'if Try again was pressed a moment ago',
      patience: 'patience runs out',
      retryBeat: 'the beat after Try again passes',
      'importResults.done': 'the results arrive',
      'importResults.error': 'the results fail to load',
    },
    /** The behaviour book's words for it (ops/book-chapters.ts fills in each `{name}`). */
    book: {
      title: 'The results loader',
      open: { '': "Open /quiz (its results' file starts coming)." },
      rules: [
        ["The results' file is asked for", 'as the quiz opens, while the visitor answers'],
        ['After the last answer, while it comes', '{busy}'],
        ['Patience', '{patience} after the last answer'],
        ['Past patience', '{slowTitle} with {retry}; a late file still shows the results'],
        ['If it fails', '{failedTitle} {failedText} with {retry}'],
        ['After {retry}', '{busy} for {retryBeat} at least'],
      ],
      steps: {
        'results.due': 'Answer the last question.',
        'xstate.done.actor.resultsChunk': "The results' file arrives.",
        'xstate.error.actor.resultsChunk': "The results' file fails to load.",
        patience: "Wait {patience} with the results' file held back.",
        retryBeat: 'Wait {retryBeat}.',
        'results.retry': '{retry} is not on screen: nothing to tap, and nothing changes.',
        'results.retry in loading.slow': 'Scroll down to {retry} and tap it.',
        'results.retry in failed.shown': 'Scroll down to {retry} and tap it.',
      },
      sees: {
        loaded: 'The results, once due, from the top of the page.',
        'loading.waiting': '{busy}, at the top of the page.',
        'loading.retrying': '{busy}, at the top of the page.',
        'failed.held': '{busy}, at the top of the page.',
        'loading.slow': '{slowTitle} with {retry}.',
        'failed.shown': '{failedTitle} with {retry}.',
        'loading.early': 'The quiz goes on; nothing about the results shows yet.',
        'failed.unseen': 'The quiz goes on; nothing about the results shows yet.',
      },
    },
  },
  description:
    "Loads the quiz results' chunk from the moment the page starts, tells the visitor when it is slow or failed once the results are due, and asks again on Try again.",
  context: ({ input }) => ({
    patienceMs: input.patienceMs ?? resultsPatienceMs,
    retryBeatMs: input.retryBeatMs ?? retryBeatMs,
    chunk: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'The chunk is asked for: as the page starts, so it has landed before the last answer, and again on each retry.',
      meta: { requirements: ['RESULTS-EARLY'] },
      invoke: {
        id: 'resultsChunk',
        src: 'importResults',
        onDone: {
          target: 'loaded',
          actions: 'keepChunk',
          description: 'The chunk has come, in time or late: the results can show.',
          meta: { requirements: ['RESULTS-EARLY', 'RESULTS-PATIENCE'] },
        },
        onError: [
          {
            guard: 'isEarly',
            target: 'failed.unseen',
            description: 'The request failed while the visitor is still answering.',
            meta: { requirements: ['RESULTS-TRY-AGAIN'] },
          },
          {
            guard: 'isRetrying',
            target: 'failed.held',
            description: 'The fresh request failed within the beat after Try again.',
            meta: { requirements: ['RESULTS-TRY-AGAIN'] },
          },
          {
            target: 'failed.shown',
            description: 'The request failed while the visitor waits for the results.',
            meta: { requirements: ['RESULTS-TRY-AGAIN'] },
          },
        ],
      },
      on: {
        'results.retry': {
          guard: 'isSlow',
          target: '.retrying',
          reenter: true,
          actions: 'scrollToTop',
          description:
            'Try again, once the wait has been too long: back to the top, and a fresh request; the stuck one is dropped, and its late answer changes nothing.',
          meta: { requirements: ['RESULTS-TRY-AGAIN'] },
        },
      },
      initial: 'early',
      states: {
        early: {
          description:
            'The visitor is still answering: the chunk comes meanwhile, and nobody waits for it yet.',
          meta: { requirements: ['RESULTS-EARLY'] },
          on: {
            'results.due': {
              target: 'waiting',
              description: 'The last answer is in, and the chunk is still on its way.',
              meta: { requirements: ['RESULTS-PATIENCE'] },
            },
          },
        },
        waiting: {
          description:
            'The results are due: for at most patience (15 s) their place says the score is being worked out.',
          meta: { requirements: ['RESULTS-PATIENCE'] },
          after: {
            patience: {
              target: 'slow',
              description: 'No chunk within patience: the connection is stuck.',
              meta: { requirements: ['RESULTS-PATIENCE'] },
            },
          },
        },
        retrying: {
          description:
            'Try again was pressed: the wait shows for the beat at least, so the visitor sees it try; patience counts from its end.',
          meta: { requirements: ['RESULTS-TRY-AGAIN'] },
          after: {
            retryBeat: {
              target: 'waiting',
              description: 'The beat has passed and the request is still on its way.',
              meta: { requirements: ['RESULTS-TRY-AGAIN'] },
            },
          },
        },
        slow: {
          description:
            'Past patience: the visitor is told and offered Try again; the request goes on, and a late answer still shows the results.',
          meta: { requirements: ['RESULTS-PATIENCE', 'RESULTS-TRY-AGAIN'] },
        },
      },
    },
    failed: {
      description: 'The request failed: offline, or the host answered with an error.',
      meta: { requirements: ['RESULTS-TRY-AGAIN'] },
      initial: 'unseen',
      states: {
        unseen: {
          description: 'The visitor is still answering: nothing shows.',
          meta: { requirements: ['RESULTS-TRY-AGAIN'] },
          on: {
            'results.due': {
              target: '#results-loader.loading.waiting',
              description: 'The results are due: asked for once more before the visitor is told.',
              meta: { requirements: ['RESULTS-TRY-AGAIN'] },
            },
          },
        },
        held: {
          description:
            'The fresh request failed at once: the wait stays on screen for the beat, then the failure shows again.',
          meta: { requirements: ['RESULTS-TRY-AGAIN'] },
          after: {
            retryBeat: {
              target: 'shown',
              description: 'The beat has passed: the visitor is told again.',
              meta: { requirements: ['RESULTS-TRY-AGAIN'] },
            },
          },
        },
        shown: {
          description:
            'The results are due: the visitor is told their answers are safe and offered Try again.',
          meta: { requirements: ['RESULTS-TRY-AGAIN'] },
          on: {
            'results.retry': {
              target: '#results-loader.loading.retrying',
              actions: 'scrollToTop',
              description: 'Try again: back to the top, and a fresh request.',
              meta: { requirements: ['RESULTS-TRY-AGAIN'] },
            },
          },
        },
      },
    },
    loaded: {
      description: 'The chunk is here: the results show (once due), with the answers as given.',
      meta: { requirements: ['RESULTS-EARLY'] },
      type: 'final',
    },
  },
})
