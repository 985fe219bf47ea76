// @vitest-environment node
/**
 * The video loader under random timing: the player script loads or fails at random moments,
 * time jumps by random amounts, and the visitor leaves the page (the actor stops) at a random
 * point. The script is never added twice at once nor after the page was left, the loader gives up
 * after the spec's number of attempts, and where it ends it stays.
 */
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { videoLoaderMachine } from '../machines/video-loader.machine'
import {
  selectHasVideoFailed,
  selectIsVideoLoading,
  selectIsVideoReady,
  selectVideoStatus,
} from '../machines/video-loader.selectors'

/** decisions.md 'Video embed': added ~100 ms after mount; 3 retries, backoff from 1 s, capped at 30 s. */
const spec = { mountDelayMs: 100, retries: 3, firstBackoffMs: 1000, capMs: 30_000 } as const
const attempts = spec.retries + 1

type Op =
  | { kind: 'advance'; ms: number }
  | { kind: 'succeed' }
  | { kind: 'fail' }
  | { kind: 'leave' }

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .oneof(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 12_000 }))
      .map((ms) => ({ kind: 'advance', ms }) as const),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'succeed' } as const) },
  { weight: 4, arbitrary: fc.constant({ kind: 'fail' } as const) },
  { weight: 1, arbitrary: fc.constant({ kind: 'leave' } as const) },
)

interface Load {
  startedAt: number
  state: 'pending' | 'loaded' | 'failed'
  aborted: boolean
  settle: (ok: boolean) => void
}

/** A stand-in for `loadPlayerScript`: each load waits for the test to say how it went. */
function fakeLoader() {
  const loads: Load[] = []
  let mostPendingAtOnce = 0
  const logic = fromPromise<void>(
    ({ signal }) =>
      new Promise<void>((resolve, reject) => {
        const load: Load = {
          startedAt: Date.now(),
          state: 'pending',
          aborted: false,
          settle: (ok) => {
            if (load.state !== 'pending') return
            load.state = ok ? 'loaded' : 'failed'
            if (ok) resolve()
            else reject(new Error('player script failed'))
          },
        }
        signal.addEventListener('abort', () => {
          load.aborted = true
        })
        loads.push(load)
        const pending = loads.filter((l) => l.state === 'pending').length
        mostPendingAtOnce = Math.max(mostPendingAtOnce, pending)
      }),
  )
  return {
    logic,
    loads,
    get mostPendingAtOnce() {
      return mostPendingAtOnce
    },
    pending: () => loads.find((load) => load.state === 'pending'),
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the video loader under random timing (fast-check)', () => {
  it('adds the script at most once at a time, never after leaving, and gives up after the last attempt', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.boolean(),
        fc.array(op, { maxLength: 40, size: 'max' }),
        async (checkExistingPlayer, playerPresent, ops) => {
          vi.useFakeTimers({ now: 0 })
          const loader = fakeLoader()
          const actor = createActor(
            videoLoaderMachine.provide({
              actors: { loadPlayerScript: loader.logic },
              guards: { isPlayerPresent: () => playerPresent },
            }),
            { input: { checkExistingPlayer } },
          ).start()
          let leftAt: number | undefined
          let settledValue: unknown
          const failedAt: number[] = []

          for (const current of ops) {
            if (current.kind === 'advance') await vi.advanceTimersByTimeAsync(current.ms)
            if (current.kind === 'succeed' || current.kind === 'fail') {
              const pending = loader.pending()
              pending?.settle(current.kind === 'succeed')
              if (pending && current.kind === 'fail' && leftAt === undefined)
                failedAt.push(Date.now())
              await vi.advanceTimersByTimeAsync(0)
            }
            if (current.kind === 'leave' && leftAt === undefined) {
              actor.stop()
              leftAt = loader.loads.length
              // Leaving forgets a script still loading and cancels every timer.
              expect(loader.loads.every((load) => load.state !== 'pending' || load.aborted)).toBe(
                true,
              )
              expect(vi.getTimerCount()).toBe(0)
            }

            const snapshot = actor.getSnapshot()
            // Never two scripts loading at once, never more attempts than the policy allows.
            expect(loader.mostPendingAtOnce).toBeLessThanOrEqual(1)
            expect(loader.loads.length).toBeLessThanOrEqual(attempts)
            // Nothing is added once the visitor has left.
            if (leftAt !== undefined) expect(loader.loads.length).toBe(leftAt)
            // A page that already has the player (and checks for it) never adds the script.
            if (checkExistingPlayer && playerPresent) expect(loader.loads).toHaveLength(0)

            if (leftAt === undefined) {
              expect(snapshot.context.failures).toBe(
                loader.loads.filter((load) => load.state === 'failed').length,
              )
            }
            if (snapshot.matches('failed')) {
              expect(loader.loads).toHaveLength(attempts)
              expect(loader.loads.every((load) => load.state === 'failed')).toBe(true)
            }
            if (snapshot.matches('ready')) {
              const last = loader.loads.at(-1)
              if (last) expect(last.state).toBe('loaded')
              else expect(checkExistingPlayer && playerPresent).toBe(true)
            }
            // What the video box reads: loading until it is ready or has failed, then that.
            if (leftAt === undefined) {
              const ended = snapshot.status === 'done'
              expect(selectIsVideoLoading(snapshot)).toBe(!ended)
              expect(selectIsVideoReady(snapshot)).toBe(snapshot.matches('ready'))
              expect(selectHasVideoFailed(snapshot)).toBe(snapshot.matches('failed'))
              expect(selectVideoStatus(snapshot)).toBe(
                ended ? (snapshot.matches('ready') ? 'ready' : 'failed') : 'loading',
              )
            }
            // Where it ends it stays.
            if (snapshot.status === 'done') {
              if (settledValue !== undefined) expect(snapshot.value).toBe(settledValue)
              settledValue = snapshot.value
            }
          }

          // Timing: the first load about 100 ms after mount, each retry after its backoff.
          const [first, ...retries] = loader.loads
          if (first) expect(first.startedAt).toBeGreaterThanOrEqual(spec.mountDelayMs)
          retries.forEach((retry, index) => {
            const backoff = Math.min(spec.firstBackoffMs * 2 ** index, spec.capMs)
            const failed = failedAt[index]
            if (failed === undefined) throw new Error('a retry without a failure before it')
            expect(retry.startedAt - failed).toBeGreaterThanOrEqual(backoff)
          })
          actor.stop()
          vi.useRealTimers()
        },
      ),
      { numRuns: 200 },
    )
  }, 60_000)

  it('with every load failing, ends failed after exactly the policy attempts, then does nothing', async () => {
    vi.useFakeTimers({ now: 0 })
    const loader = fakeLoader()
    const actor = createActor(
      videoLoaderMachine.provide({ actors: { loadPlayerScript: loader.logic } }),
      { input: { checkExistingPlayer: false } },
    ).start()
    for (let round = 0; round < 10; round++) {
      await vi.advanceTimersByTimeAsync(spec.capMs)
      loader.pending()?.settle(false)
      await vi.advanceTimersByTimeAsync(0)
    }
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(loader.loads).toHaveLength(attempts)
    expect(vi.getTimerCount()).toBe(0)
  }, 60_000)
})
