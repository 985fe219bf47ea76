import { assign, setup } from 'xstate'
import type { CountdownEvent } from './countdown.events'

export interface CountdownInput {
  /** Length of the countdown in seconds (508 on the results screen). */
  durationSeconds: number
}

export interface CountdownContext {
  /** Clock time (ms since epoch) at which the countdown reaches zero. */
  endsAt: number
  /** Whole seconds left, rounded up; never rises and never goes below zero. */
  remainingSeconds: number
}

/** Seconds left at `now`, read from the clock so that missed ticks do not matter. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000))
}

export const countdownMachine = setup({
  types: {
    input: {} as CountdownInput,
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
  },
  delays: {
    tick: 1000,
  },
  actions: {
    readClock: assign({
      remainingSeconds: ({ context }) =>
        Math.min(context.remainingSeconds, secondsLeft(context.endsAt, Date.now())),
    }),
  },
  guards: {
    isTimeUp: ({ context }) => context.remainingSeconds === 0,
  },
}).createMachine({
  id: 'countdown',
  description:
    'Decorative urgency timer on the quiz results: 508 s, one tick a second, stops at 0:00.',
  context: ({ input }) => ({
    endsAt: Date.now() + input.durationSeconds * 1000,
    remainingSeconds: Math.max(0, Math.ceil(input.durationSeconds)),
  }),
  initial: 'running',
  states: {
    running: {
      description: 'Counts down once a second from the clock; stopping the actor stops the timer.',
      always: { guard: 'isTimeUp', target: 'finished' },
      after: {
        tick: { target: 'running', reenter: true, actions: 'readClock' },
      },
      on: {
        'countdown.sync': { actions: 'readClock' },
      },
    },
    finished: {
      description: 'Shows 0:00 and stays there.',
      type: 'final',
    },
  },
})
