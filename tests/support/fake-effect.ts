/**
 * Test doubles for an invoked effect (the video loader's player script and wait for the player,
 * the results' chunk): each call waits until the test says it succeeded or failed, and records
 * when it began, when it ended and how (the machine gave up on it: a timeout, a retry, or the
 * actor stopped). Used with fake timers by the machine tests.
 */
import { fromPromise } from 'xstate'

export interface FakeCall<T = void> {
  /** Fake time (ms since the test's epoch) at which the machine started the effect. */
  at: number
  state: 'pending' | 'succeeded' | 'failed' | 'aborted'
  /** Fake time at which it stopped being pending. */
  endedAt?: number
  /** Answers this call, even one the machine gave up on (a late answer). */
  settle(succeeded: boolean, value?: T): void
}

export function createFakeEffect<T = void>() {
  const calls: FakeCall<T>[] = []
  let mostAtOnce = 0
  const end = (call: FakeCall<T>, state: FakeCall<T>['state']) => {
    call.state = state
    call.endedAt = Date.now()
  }

  /** One call of the effect; pending until settled, or until aborted. */
  function run(signal: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const call: FakeCall<T> = {
        at: Date.now(),
        state: 'pending',
        settle: (succeeded, value) => {
          if (call.state === 'pending') end(call, succeeded ? 'succeeded' : 'failed')
          if (succeeded) resolve(value as T)
          else reject(new Error('the fake effect failed'))
        },
      }
      calls.push(call)
      mostAtOnce = Math.max(mostAtOnce, calls.filter((c) => c.state === 'pending').length)
      signal.addEventListener('abort', () => {
        if (call.state === 'pending') end(call, 'aborted')
      })
    })
  }

  /** The call still pending, the latest. */
  function pending(): FakeCall<T> {
    const call = calls.findLast((each) => each.state === 'pending')
    if (!call) throw new Error('No call of the fake effect is pending')
    return call
  }

  return {
    logic: fromPromise<T>(({ signal }) => run(signal)),
    calls,
    /** Most calls pending at once: more than 1 means two scripts on the page. */
    get mostAtOnce() {
      return mostAtOnce
    },
    /** The pending call succeeds: the script loaded, the player appeared, the chunk came. */
    succeed: (value?: T) => pending().settle(true, value),
    /** The pending call fails: the script or the chunk did not load. */
    fail: () => pending().settle(false),
    isPending: () => calls.some((call) => call.state === 'pending'),
  }
}
