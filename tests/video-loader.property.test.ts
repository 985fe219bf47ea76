/**
 * The video loader against a reference model of its policy, under random timing: the player
 * script loads or fails at random moments (or never), the player appears or not, time jumps by
 * random amounts, the visitor presses Try again at random and leaves the page (the actor stops)
 * at a random point. From what the fake effects recorded, the reference says when each attempt
 * must have started, how it ended (refused, failed late, timed out, no player, loaded) and what
 * the box must show; the machine must agree after every step, and never load forever.
 */
import fc from 'fast-check'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  type VideoLoaderInput,
  videoLoaderMachine,
} from '../machines/video-loader/video-loader.machine'
import { selectVideoStatus } from '../machines/video-loader/video-loader.selectors'
import { videoAttemptsBySpec, videoBackoffsBySpec, videoSpec } from './support/spec'
import { createFakeEffect, type FakeCall, type FakeEffect } from './support/video-fakes'

const { mountDelayMs, loadTimeoutMs, playerGraceMs, refusalWindowMs } = videoSpec
/** Longer than a whole round can take: every attempt timing out, or making no player. */
const longerThanARound = videoAttemptsBySpec * (loadTimeoutMs + playerGraceMs) + 7000

const op = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.oneof(
      fc.integer({ min: 0, max: 200 }),
      fc.integer({ min: 0, max: 3000 }),
      fc.integer({ min: 0, max: 12_000 }),
      fc.integer({ min: 0, max: 45_000 }),
    ),
  },
  { weight: 2, arbitrary: fc.constant('succeed' as const) },
  { weight: 5, arbitrary: fc.constant('fail' as const) },
  { weight: 1, arbitrary: fc.constant('appear' as const) },
  { weight: 3, arbitrary: fc.constant('retry' as const) },
)

function startLoader(input: VideoLoaderInput, present = false) {
  const script = createFakeEffect()
  const player = createFakeEffect()
  const discardPlayerScript = vi.fn()
  const actor = createActor(
    videoLoaderMachine.provide({
      actors: { loadPlayerScript: script.logic, waitForPlayer: player.logic },
      actions: { discardPlayerScript },
      guards: { isPlayerPresent: () => present },
    }),
    { input },
  ).start()
  return { actor, script, player, discardPlayerScript }
}

/** How an attempt ended, by the policy: not yet, with the player, or failed (when; refused?). */
function endOf(load: FakeCall, player: FakeEffect) {
  if (load.state === 'pending') return 'ongoing'
  const end = load.endedAt ?? Number.NaN
  if (load.state === 'failed') return { at: end, refused: end - load.at < refusalWindowMs }
  if (load.state === 'aborted') {
    expect(end - load.at, 'a load is given up on after its timeout').toBe(loadTimeoutMs)
    return { at: end, refused: false }
  }
  const wait = player.calls.find((call) => call.at === end)
  expect(wait, 'the wait for the player starts as the script has run').toBeDefined()
  if (wait?.state === 'pending') return 'ongoing'
  if (wait?.state === 'succeeded') return 'ready'
  expect((wait?.endedAt ?? 0) - end, 'no player: given up on after its grace').toBe(playerGraceMs)
  return { at: wait?.endedAt ?? Number.NaN, refused: false }
}

/**
 * What the box must show after a round that began at `startedAt` with these loads, and how many
 * attempts failed: each attempt starts its backoff after the failure before it, a refusal right
 * after another ends the round, and so does the last attempt.
 */
function expectedRound(startedAt: number, loads: readonly FakeCall[], player: FakeEffect) {
  let startsAt = startedAt
  let refusedBefore = false
  let failures = 0
  for (const [index, load] of loads.entries()) {
    expect(load.at, `attempt ${index + 1} starts on time`).toBe(startsAt)
    const end = endOf(load, player)
    const last = index === loads.length - 1
    if (end === 'ongoing' || end === 'ready') {
      expect(last, `no attempt after one that ${end === 'ready' ? 'loaded' : 'goes on'}`).toBe(true)
      return { status: end === 'ready' ? 'ready' : 'loading', failures } as const
    }
    failures++
    if (failures === videoAttemptsBySpec || (end.refused && refusedBefore)) {
      expect(last, 'no attempt after the round is over').toBe(true)
      return { status: end.refused ? 'refused' : 'failed', failures } as const
    }
    refusedBefore = end.refused
    startsAt = end.at + (videoBackoffsBySpec[failures - 1] ?? Number.NaN)
  }
  expect(Date.now(), 'the next attempt is not overdue').toBeLessThan(startsAt)
  return { status: 'loading', failures } as const
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
})

describe('the video loader against its reference model', () => {
  it('starts, ends and retries each attempt as the policy says, under random timing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.boolean(),
        fc.array(op, { maxLength: 60, size: 'max' }),
        fc.option(fc.nat({ max: 59 })),
        async (checkExistingPlayer, present, ops, leaveAt) => {
          vi.setSystemTime(0)
          const { actor, script, player, discardPlayerScript } = startLoader(
            { checkExistingPlayer },
            present,
          )
          const skips = checkExistingPlayer && present
          /** Each round: when it began (the mount delay, then Try again) and its first load. */
          const rounds: { at: number; from: number }[] = [{ at: mountDelayMs, from: 0 }]
          let loadsWhenLeft: number | undefined

          for (const [index, current] of ops.entries()) {
            if (index === leaveAt) {
              actor.stop()
              loadsWhenLeft = script.calls.length
              // Leaving forgets a script still loading or a player not yet there, and every timer.
              expect(script.isPending() || player.isPending()).toBe(false)
              expect(vi.getTimerCount()).toBe(0)
            }
            if (typeof current === 'number') await vi.advanceTimersByTimeAsync(current)
            if (current === 'succeed' && script.isPending()) script.succeed()
            if (current === 'fail' && script.isPending()) script.fail()
            if (current === 'appear' && player.isPending()) player.succeed()
            // Try again is pressed at any time but once ready (the box has no button then).
            const canPress = actor.getSnapshot().status === 'active' && loadsWhenLeft === undefined
            if (current === 'retry' && canPress) {
              const status = selectVideoStatus(actor.getSnapshot())
              if (status === 'failed' || status === 'refused') {
                rounds.push({ at: Date.now(), from: script.calls.length })
              }
              actor.send({ type: 'video.retry' })
            }
            await vi.advanceTimersByTimeAsync(0)
            expect(script.mostAtOnce, 'never two scripts at once').toBeLessThanOrEqual(1)
            if (loadsWhenLeft !== undefined) {
              expect(script.calls, 'nothing added after leaving').toHaveLength(loadsWhenLeft)
              continue
            }
            const round = rounds.at(-1) ?? { at: 0, from: 0 }
            const expected = !skips
              ? expectedRound(round.at, script.calls.slice(round.from), player)
              : ({ status: Date.now() < mountDelayMs ? 'loading' : 'ready', failures: 0 } as const)
            const snapshot = actor.getSnapshot()
            expect(selectVideoStatus(snapshot)).toBe(expected.status)
            expect(snapshot.status).toBe(expected.status === 'ready' ? 'done' : 'active')
            if (skips) expect(script.calls, 'the player is there: no load').toHaveLength(0)
            // Each failed attempt has its script removed; every attempt of an earlier round failed.
            expect(discardPlayerScript).toHaveBeenCalledTimes(round.from + expected.failures)
          }

          // Never loading forever: with nothing more from the host, the round ends.
          if (loadsWhenLeft === undefined) {
            await vi.advanceTimersByTimeAsync(longerThanARound)
            expect(selectVideoStatus(actor.getSnapshot())).not.toBe('loading')
            expect(vi.getTimerCount()).toBe(0)
          }
          actor.stop()
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('the machine before a page supplies its effects (the visualizer, the inspector)', () => {
  it('assumes no player is there, and its stand-in player comes at once', async () => {
    const script = createFakeEffect()
    const actor = createActor(
      videoLoaderMachine.provide({ actors: { loadPlayerScript: script.logic } }),
      { input: { checkExistingPlayer: true } },
    ).start()
    await vi.advanceTimersByTimeAsync(mountDelayMs)
    expect(script.calls, 'a VSL page still adds the script').toHaveLength(1)
    script.succeed()
    await vi.advanceTimersByTimeAsync(0)
    expect(selectVideoStatus(actor.getSnapshot())).toBe('ready')
  })
})
