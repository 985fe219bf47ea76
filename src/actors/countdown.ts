import type { CountdownEvent } from '@machines/countdown/countdown.events'
import { countdownMachine } from '@machines/countdown/countdown.machine'
import { type ActorRefFrom, fromCallback } from 'xstate'

export type CountdownActorRef = ActorRefFrom<typeof countdownMachine>

/** The countdown with the page's ticker: the clock's time (`Date.now()`) every `everyMs`. */
export const countdownLogic = countdownMachine.provide({
  actors: {
    ticker: fromCallback<CountdownEvent, { everyMs: number }>(({ sendBack, input }) => {
      const timer = setInterval(
        () => sendBack({ type: 'countdown.tick', now: Date.now() }),
        input.everyMs,
      )
      return () => clearInterval(timer)
    }),
  },
})
