import { assign, fromCallback, setup } from 'xstate'
import type { CountdownEvent } from './countdown.events'

/** How often the countdown reads the clock: its ticker's interval (ms). */
export const tickMs = 1000

export interface CountdownInput {
  /**
   * Length of the countdown in seconds (508 on the results screen). Run as whole seconds from 0 to
   * a day; NaN and ±Infinity count as 0 (see `countdownSeconds`).
   */
  durationSeconds: number
  /**
   * A fixed clock time (ms since epoch) to count to instead, the masterclass's real start when the
   * brand sets one: every view then shows the same time left, and once it has passed the countdown
   * says so (`passed`) rather than start again. Unset, NaN or ±Infinity: `durationSeconds` from now.
   */
  endsAt?: number | null
  /** When the view starts (ms since epoch): the page's clock as it mounts the countdown. */
  now: number
}

export interface CountdownContext {
  /** Clock time (ms since epoch) at which the countdown reaches zero. */
  endsAt: number
  /** Whole seconds left, rounded up; never rises and never goes below zero. */
  remainingSeconds: number
  /** Whether `endsAt` is a fixed time from the input (a real start), not a duration from now. */
  endsAtFixed: boolean
}

/** The longest countdown: a day is far beyond any urgency timer, and keeps `endsAt` a finite time. */
const maxCountdownSeconds = 24 * 60 * 60

/**
 * The input duration as the countdown runs it: rounded up to whole seconds, at least 0 and at
 * most `maxCountdownSeconds`. NaN and ±Infinity (a duration computed from missing or broken data)
 * count as 0: the countdown shows 0:00 and finishes at once, with no timer left running, rather
 * than showing NaN and never finishing.
 */
function countdownSeconds(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds)) return 0
  return Math.min(maxCountdownSeconds, Math.max(0, Math.ceil(durationSeconds)))
}

/** Seconds left at `now`, read from the clock so that missed ticks do not matter. */
function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000))
}

export const countdownMachine = setup({
  types: {
    input: {} as CountdownInput,
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
  },
  actors: {
    /**
     * Supplied by the page: sends `countdown.tick` with the clock's time every `everyMs`, until
     * the countdown stops it (src/actors/countdown.ts).
     */
    ticker: fromCallback<CountdownEvent, { everyMs: number }>(() => {}),
  },
  actions: {
    /** The time left by the time the event carries; never up, so a clock set back changes nothing. */
    readClock: assign({
      remainingSeconds: ({ context, event }) =>
        Math.min(context.remainingSeconds, secondsLeft(context.endsAt, event.now)),
    }),
  },
  guards: {
    isTimeUp: ({ context }) => context.remainingSeconds === 0,
    isPastFixedEnd: ({ context }) => context.endsAtFixed && context.remainingSeconds === 0,
  },
}).createMachine({
  id: 'countdown',
  meta: {
    /** Its rules, by ID: carried by the states and transitions whose `meta.requirements` name them. */
    rules: {
      'COUNTDOWN-START': {
        area: 'Countdown',
        rule: 'The masterclass countdown on the results starts at its full length (countdownSeconds in the content; docs/behaviour.md states it) every time the results show; when the brand sets the masterclass start (VITE_MASTERCLASS_STARTS_AT), it counts to that start instead, the same on every view and reload.',
      },
      'COUNTDOWN-TICKS': {
        area: 'Countdown',
        rule: `It goes down once every ${tickMs / 1000} s, read from the clock, so it is right again at once when a tab comes back from the background.`,
      },
      'COUNTDOWN-STOPS': {
        area: 'Countdown',
        rule: 'It stops at 0:00 and stays there, with no timer left running.',
      },
      'COUNTDOWN-PASSED': {
        area: 'Countdown',
        rule: 'Once a set masterclass start has passed, it says the next session is being scheduled: never a negative or restarted time.',
      },
    },
    /** What each event, guard, action, delay and invoked actor means, for the diagram and the book in words. */
    words: {
      readClock: 'reads the clock',
      'countdown.tick': 'a second passes',
      'countdown.sync': 'the tab is seen again',
      isTimeUp: 'if no time is left',
      isPastFixedEnd: 'if the set start has passed',
    },
    /** The behaviour book's words for it (ops/book-chapters.ts fills in each `{name}`). */
    book: {
      title: 'The countdown',
      rules: [
        ['Starts at', '{start} on every view of the results'],
        ['Goes down', 'once every {tick}, read from the clock'],
        ['At the end', '0:00, and it stays there'],
        ['A tab seen again', '{seenAgain}'],
        ['With a masterclass start set', 'counts to that start, the same on every view and reload'],
        ['Once a set start has passed', '{scheduling}'],
      ],
      open: {
        'from each view': 'Reach the results: the countdown shows {start}.',
        'to a set start': 'With a masterclass start set {ahead} ahead, reach the results.',
        'past the set start': 'With a masterclass start set that has passed, reach the results.',
      },
      steps: {
        'countdown.tick': 'Wait until {elapsed} after the results showed.',
        'countdown.sync': 'Leave the tab, then come back to it.',
      },
      sees: {
        passed: '{scheduling}, no time.',
        running: 'The countdown at {shown}.',
        finished: 'The countdown at {shown}, stopped.',
      },
    },
  },
  description:
    'Urgency timer on the quiz results: from each view, or to the set start; one tick a second.',
  context: ({ input }) => {
    const { now } = input
    if (typeof input.endsAt === 'number' && Number.isFinite(input.endsAt)) {
      const { endsAt } = input
      return { endsAt, remainingSeconds: secondsLeft(endsAt, now), endsAtFixed: true }
    }
    const seconds = countdownSeconds(input.durationSeconds)
    return { endsAt: now + seconds * 1000, remainingSeconds: seconds, endsAtFixed: false }
  },
  initial: 'running',
  states: {
    running: {
      description: 'Counts down once a second from the clock; stopping the actor stops the timer.',
      meta: { requirements: ['COUNTDOWN-START', 'COUNTDOWN-TICKS'] },
      always: [
        {
          guard: 'isPastFixedEnd',
          target: 'passed',
          meta: { requirements: ['COUNTDOWN-PASSED'] },
        },
        {
          guard: 'isTimeUp',
          target: 'finished',
          meta: { requirements: ['COUNTDOWN-STOPS'] },
        },
      ],
      invoke: { src: 'ticker', input: { everyMs: tickMs } },
      on: {
        'countdown.tick': { actions: 'readClock', meta: { requirements: ['COUNTDOWN-TICKS'] } },
        'countdown.sync': { actions: 'readClock', meta: { requirements: ['COUNTDOWN-TICKS'] } },
      },
    },
    finished: {
      description: 'Shows 0:00 and stays there.',
      meta: { requirements: ['COUNTDOWN-STOPS'] },
      type: 'final',
    },
    passed: {
      description: 'The set start has passed: says the next session is being scheduled, no time.',
      meta: { requirements: ['COUNTDOWN-PASSED'] },
      type: 'final',
    },
  },
})
