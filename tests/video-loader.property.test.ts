// @vitest-environment node
/**
 * The video loader under random timing: the player script loads or fails at random moments (or
 * never), the player appears or not, time jumps by random amounts, the visitor presses Try again
 * at random and leaves the page (the actor stops) at a random point. The script is never added
 * twice at once nor after the page was left, a round makes at most the policy's attempts spaced
 * by its backoff, no attempt waits longer than its timeout, the box fails only after the last
 * attempt of a round, Try again starts a fresh round, and the loader never loads forever.
 */
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { videoLoaderMachine } from '../machines/video-loader/video-loader.machine'
import {
  selectHasVideoFailed,
  selectIsVideoLoading,
  selectIsVideoReady,
  selectVideoStatus,
} from '../machines/video-loader/video-loader.selectors'
import { createFakePlayer, createFakeScriptLoader, type FakeLoad } from './support/video-fakes'

/**
 * The video embed: added ~100 ms after mount; 3 retries, backoff from 1 s, capped at 30 s. A
 * load may take 30 s, the player 10 s after its script ran.
 */
const spec = {
  mountDelayMs: 100,
  retries: 3,
  firstBackoffMs: 1000,
  capMs: 30_000,
  loadTimeoutMs: 30_000,
  playerGraceMs: 10_000,
} as const
const attempts = spec.retries + 1
const backoff = (retry: number) => Math.min(spec.firstBackoffMs * 2 ** (retry - 1), spec.capMs)
/** Longer than a whole round can take: every attempt timing out, or loading and making no player. */
const longerThanARound =
  attempts * (spec.loadTimeoutMs + spec.playerGraceMs) +
  [1, 2, 3].reduce((sum, retry) => sum + backoff(retry), 0)

type Op =
  | { kind: 'advance'; ms: number }
  | { kind: 'succeed' }
  | { kind: 'fail' }
  | { kind: 'appear' }
  | { kind: 'retry' }

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .oneof(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 12_000 }),
        fc.integer({ min: 0, max: 45_000 }),
      )
      .map((ms) => ({ kind: 'advance', ms }) as const),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'succeed' } as const) },
  { weight: 5, arbitrary: fc.constant({ kind: 'fail' } as const) },
  { weight: 1, arbitrary: fc.constant({ kind: 'appear' } as const) },
  { weight: 3, arbitrary: fc.constant({ kind: 'retry' } as const) },
)
/** Before which step the visitor leaves the page, in half the runs. */
const leaveAt = fc.oneof(fc.constant(undefined), fc.nat({ max: 59 }))

interface Round {
  /** Loads of this round, in order. */
  loads: FakeLoad[]
  /** When each failed attempt of this round was counted. */
  failedAt: number[]
  /** When the round started: the mount, or the Try again that began it. */
  startedAt: number
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the video loader under random timing (fast-check)', () => {
  it('loads at most once at a time, never after leaving, round by round, and never forever', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.boolean(),
        fc.array(op, { maxLength: 60, size: 'max' }),
        leaveAt,
        async (checkExistingPlayer, playerPresent, ops, leaveIndex) => {
          vi.useFakeTimers({ now: 0 })
          const script = createFakeScriptLoader()
          const player = createFakePlayer()
          const discardPlayerScript = vi.fn()
          const actor = createActor(
            videoLoaderMachine.provide({
              actors: { loadPlayerScript: script.logic, waitForPlayer: player.logic },
              actions: { discardPlayerScript },
              guards: { isPlayerPresent: () => playerPresent },
            }),
            { input: { checkExistingPlayer } },
          )
          const rounds: Round[] = [{ loads: [], failedAt: [], startedAt: 0 }]
          const round = () => rounds.at(-1) as Round
          let failures = 0
          actor.subscribe((snapshot) => {
            if (snapshot.context.failures > failures) round().failedAt.push(Date.now())
            failures = snapshot.context.failures
          })
          actor.start()
          let left = false
          let loadsWhenLeft = 0
          let readyValue: unknown

          /** Loads of the current round: those started since it began. */
          const syncRound = () => {
            const seen = rounds.reduce((sum, r) => sum + r.loads.length, 0)
            round().loads.push(...script.loads.slice(seen))
          }

          const isPending = (load: FakeLoad) => load.state === 'pending'
          for (const [index, current] of ops.entries()) {
            if (index === leaveIndex) {
              actor.stop()
              left = true
              loadsWhenLeft = script.loads.length
              // Leaving forgets a script still loading or a player not yet there, and every timer.
              expect(script.loads.some(isPending)).toBe(false)
              expect(player.watches.some((watch) => watch.state === 'waiting')).toBe(false)
              expect(vi.getTimerCount()).toBe(0)
            }
            if (current.kind === 'advance') await vi.advanceTimersByTimeAsync(current.ms)
            if (current.kind === 'succeed' && script.loads.some(isPending)) script.succeed()
            if (current.kind === 'fail' && script.loads.some(isPending)) script.fail()
            if (current.kind === 'appear' && player.watches.some((w) => w.state === 'waiting')) {
              player.appear()
            }
            // A loader that is done (ready) shows no Try again button: nothing to press.
            if (current.kind === 'retry' && !left && actor.getSnapshot().status === 'active') {
              const wasFailed = actor.getSnapshot().matches('failed')
              syncRound()
              if (wasFailed) rounds.push({ loads: [], failedAt: [], startedAt: Date.now() })
              actor.send({ type: 'video.retry' })
              syncRound()
              if (wasFailed) {
                // Try again starts the new round's first attempt at once, from no failures.
                expect(round().loads.map((load) => load.at)).toEqual([Date.now()])
                expect(actor.getSnapshot().context.failures).toBe(0)
              }
            }
            await vi.advanceTimersByTimeAsync(0)
            syncRound()

            const snapshot = actor.getSnapshot()
            // Never two scripts loading at once, never more attempts in a round than allowed.
            expect(script.mostAtOnce).toBeLessThanOrEqual(1)
            expect(round().loads.length).toBeLessThanOrEqual(attempts)
            // Nothing is added once the visitor has left.
            if (left) {
              expect(script.loads).toHaveLength(loadsWhenLeft)
              continue
            }
            // A page that already has the player (and checks for it) never adds the script.
            if (checkExistingPlayer && playerPresent) expect(script.loads).toHaveLength(0)
            // No attempt waits past its timeout: a load 30 s, the player 10 s.
            for (const load of script.loads.filter(isPending)) {
              expect(Date.now() - load.at).toBeLessThan(spec.loadTimeoutMs)
            }
            for (const watch of player.watches.filter((w) => w.state === 'waiting')) {
              expect(Date.now() - watch.at).toBeLessThan(spec.playerGraceMs)
            }
            // Each failed attempt is counted once, and its script removed.
            expect(snapshot.context.failures).toBe(round().failedAt.length)
            expect(discardPlayerScript).toHaveBeenCalledTimes(
              rounds.reduce((sum, r) => sum + r.failedAt.length, 0),
            )
            if (snapshot.matches('failed')) {
              expect(round().loads).toHaveLength(attempts)
              expect(round().failedAt).toHaveLength(attempts)
            }
            if (snapshot.matches('ready')) {
              if (round().loads.length) expect(player.watches.at(-1)?.state).toBe('found')
              else expect(checkExistingPlayer && playerPresent).toBe(true)
              // Ready is where it ends.
              expect(snapshot.status).toBe('done')
              if (readyValue !== undefined) expect(snapshot.value).toBe(readyValue)
              readyValue = snapshot.value
            }
            // What the video box reads: loading until it is ready or the round has failed.
            const ended = snapshot.matches('ready') || snapshot.matches('failed')
            expect(selectIsVideoLoading(snapshot)).toBe(!ended)
            expect(selectIsVideoReady(snapshot)).toBe(snapshot.matches('ready'))
            expect(selectHasVideoFailed(snapshot)).toBe(snapshot.matches('failed'))
            expect(selectVideoStatus(snapshot)).toBe(
              ended ? (snapshot.matches('ready') ? 'ready' : 'failed') : 'loading',
            )
          }

          // Timing, round by round: the first load at 100 ms (or at Try again), each retry
          // exactly its backoff after the failure before it.
          rounds.forEach((each, index) => {
            const [first, ...retries] = each.loads
            if (first) {
              expect(first.at).toBe(index === 0 ? spec.mountDelayMs : each.startedAt)
            }
            retries.forEach((retry, retryIndex) => {
              const failed = each.failedAt[retryIndex]
              if (failed === undefined) throw new Error('a retry without a failure before it')
              expect(retry.at - failed).toBe(backoff(retryIndex + 1))
            })
          })

          // Never loading forever: with nothing more from the host, the round ends.
          if (!left) {
            await vi.advanceTimersByTimeAsync(longerThanARound)
            expect(selectIsVideoLoading(actor.getSnapshot())).toBe(false)
            expect(vi.getTimerCount()).toBe(0)
          }
          actor.stop()
          vi.useRealTimers()
        },
      ),
      { numRuns: 200 },
    )
  }, 60_000)

  it('with every load failing, ends failed after exactly the policy attempts, then does nothing', async () => {
    vi.useFakeTimers({ now: 0 })
    const script = createFakeScriptLoader()
    const actor = createActor(
      videoLoaderMachine.provide({ actors: { loadPlayerScript: script.logic } }),
      { input: { checkExistingPlayer: false } },
    ).start()
    for (let round = 0; round < 10; round++) {
      await vi.advanceTimersByTimeAsync(spec.capMs)
      if (script.loads.some((load) => load.state === 'pending')) script.fail()
      await vi.advanceTimersByTimeAsync(0)
    }
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(script.loads).toHaveLength(attempts)
    expect(vi.getTimerCount()).toBe(0)
  }, 60_000)
})
