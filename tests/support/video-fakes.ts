/**
 * Test doubles for the video loader's two invoked effects, the player script and the wait for
 * the player: each call waits until the test says it succeeded or failed, and records when it
 * began, when it ended and how (the loader gave up on it: a timeout, or the actor stopped).
 * Used with fake timers by the machine tests and the video box's jsdom tests.
 */
import { fromPromise } from 'xstate'

export interface FakeCall {
  /** Fake time (ms since the test's epoch) at which the loader started the effect. */
  at: number
  state: 'pending' | 'succeeded' | 'failed' | 'aborted'
  /** Fake time at which it stopped being pending. */
  endedAt?: number
}

export function createFakeEffect() {
  const calls: FakeCall[] = []
  const settlers: Array<(succeeded: boolean) => void> = []
  let mostAtOnce = 0
  const end = (call: FakeCall, state: FakeCall['state']) => {
    call.state = state
    call.endedAt = Date.now()
  }

  /** One call of the effect; pending until `succeed()` or `fail()`, or until aborted. */
  function run(signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const call: FakeCall = { at: Date.now(), state: 'pending' }
      calls.push(call)
      mostAtOnce = Math.max(mostAtOnce, calls.filter((c) => c.state === 'pending').length)
      signal.addEventListener('abort', () => {
        if (call.state === 'pending') end(call, 'aborted')
      })
      settlers.push((succeeded) => {
        end(call, succeeded ? 'succeeded' : 'failed')
        if (succeeded) resolve()
        else reject(new Error('the fake effect failed'))
      })
    })
  }

  function settle(succeeded: boolean) {
    const index = calls.findLastIndex((call) => call.state === 'pending')
    if (index < 0) throw new Error('No call of the fake effect is pending')
    settlers[index]?.(succeeded)
  }

  return {
    logic: fromPromise<void>(({ signal }) => run(signal)),
    run,
    calls,
    /** Most calls pending at once: more than 1 means two scripts on the page. */
    get mostAtOnce() {
      return mostAtOnce
    },
    /** The pending call succeeds: the script loaded, or the player appeared. */
    succeed: () => settle(true),
    /** The pending call fails: the script did not load. */
    fail: () => settle(false),
    isPending: () => calls.some((call) => call.state === 'pending'),
  }
}
