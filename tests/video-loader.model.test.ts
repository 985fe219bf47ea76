/**
 * Every path generated from the video loader's chart, run on the real machine under fake time
 * with a fake player script and a fake player: each delay must take exactly as long as the
 * decisions say, after each step the machine must be where the path says, and the effects must
 * have been asked for exactly what the path implies. A script that fails before the path's
 * refusalWindow step fails as soon as it was asked for: refused.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { videoLoaderMachine } from '../machines/video-loader/video-loader.machine'
import {
  describeLoaderState,
  isDelayKind,
  stepKind,
  type VideoLoaderPath,
  videoLoaderPathSets,
} from '../machines/video-loader/video-loader.model'
import { selectVideoStatus } from '../machines/video-loader/video-loader.selectors'
import {
  videoAttemptsBySpec,
  videoBackoffsBySpec,
  videoDelayBySpec,
  videoSpec,
} from '../spec/figures'
import { createFakeEffect } from './support/fake-effect'

beforeEach(() => {
  vi.useFakeTimers()
})

const pathSets = videoLoaderPathSets()

describe.each(pathSets.map((set) => [set.scenario.name, set] as const))('%s', (_, set) => {
  for (const path of set.paths) {
    it(set.describe(path), async () => {
      const script = createFakeEffect()
      const player = createFakeEffect()
      const discardPlayerScript = vi.fn()
      const actor = createActor(
        set.machine.provide({
          actors: { loadPlayerScript: script.logic, waitForPlayer: player.logic },
          actions: { discardPlayerScript },
        }),
        { input: set.input },
      ).start()
      let failedAttempts = 0

      for (const step of path.steps) {
        const before = actor.getSnapshot()
        const kind = stepKind(step.event.type)
        if (isDelayKind(kind)) {
          const wait = videoDelayBySpec(kind, before.context.failures)
          await vi.advanceTimersByTimeAsync(wait - 1)
          expect(describeLoaderState(actor.getSnapshot()), `1 ms before ${kind}`).toBe(
            describeLoaderState(before),
          )
          await vi.advanceTimersByTimeAsync(1)
        } else if (kind === 'scriptLoaded') script.succeed()
        else if (kind === 'scriptFailed') script.fail()
        else if (kind === 'playerFound') player.succeed()
        else if (kind === 'retry') actor.send({ type: 'video.retry' })
        await vi.advanceTimersByTimeAsync(0)
        expect(describeLoaderState(actor.getSnapshot()), `after ${kind}`).toBe(
          describeLoaderState(step.state),
        )
        // Every failed attempt, however it failed, has its script removed before the next.
        if (kind === 'scriptFailed' || kind === 'loadTimeout' || kind === 'playerGrace') {
          failedAttempts++
        }
        expect(discardPlayerScript, `after ${kind}`).toHaveBeenCalledTimes(failedAttempts)
        // A load given up on by its timeout is abandoned, as is a wait for the player.
        if (kind === 'loadTimeout') expect(script.calls.at(-1)?.state).toBe('aborted')
        if (kind === 'playerGrace') expect(player.calls.at(-1)?.state).toBe('aborted')
      }

      const entered = (value: 'loading' | 'awaitingPlayer') =>
        path.steps.filter(
          (step, index) =>
            step.state.matches(value) && !path.steps[index - 1]?.state.matches(value),
        ).length
      expect(script.calls).toHaveLength(entered('loading'))
      expect(player.calls).toHaveLength(entered('awaitingPlayer'))
      expect(script.mostAtOnce).toBeLessThanOrEqual(1)
      expect(roundAsSpecified(path), 'the round, by the spec').toEqual(roundByMachine(path))
      // Leaving the page where the path ends (each state ends a path) cancels what is under way.
      actor.stop()
      expect(script.isPending() || player.isPending()).toBe(false)
      expect(vi.getTimerCount()).toBe(0)
    })
  }
})

/** Every step each scenario's paths take and every status they show, by the spec. */
const reachBySpec: Record<string, string[]> = {
  'VSL, no player yet': [
    'loadTimeout mountDelay playerFound playerGrace refusalWindow retry retryDelay scriptFailed scriptLoaded',
    'failed loading ready refused',
  ],
  'VSL, player already present': ['mountDelay', 'loading ready'],
  'advertorial, player already present': [
    'loadTimeout mountDelay playerFound playerGrace refusalWindow scriptFailed scriptLoaded',
    'loading ready',
  ],
}

it.each(pathSets)('$scenario.name: the paths take every step and show every status', (set) => {
  const kinds = set.paths.flatMap((path) =>
    path.steps.slice(1).map((step) => stepKind(step.event.type)),
  )
  const statuses = set.paths.map((path) => selectVideoStatus(path.state))
  const names = (all: string[]) => [...new Set(all)].sort().join(' ')
  expect([names(kinds), names(statuses)]).toEqual(reachBySpec[set.scenario.name])
})

it('counts refusals in a row only: a late failure between two refusals lets the round go on', async () => {
  const script = createFakeEffect()
  const actor = createActor(
    videoLoaderMachine.provide({
      actors: { loadPlayerScript: script.logic, waitForPlayer: createFakeEffect().logic },
    }),
    { input: { checkExistingPlayer: false } },
  ).start()
  const [firstBackoff = 0, secondBackoff = 0] = videoBackoffsBySpec
  for (const [wait, outcome] of [
    [videoSpec.mountDelayMs, 'refused'],
    [firstBackoff + videoSpec.refusalWindowMs, 'late'],
    [secondBackoff, 'refused'],
  ] as const) {
    await vi.advanceTimersByTimeAsync(wait)
    script.fail()
    await vi.advanceTimersByTimeAsync(0)
    expect(selectVideoStatus(actor.getSnapshot()), `after a ${outcome} failure`).toBe('loading')
  }
  expect(script.calls).toHaveLength(3)
  actor.stop()
})

/**
 * How the path's last round went, by the spec's table rather than the chart: each attempt ends
 * refused (its script failed before the refusal window) or failed late; a round gives up after
 * `videoAttemptsBySpec` failed attempts or two refusals in a row, showing "refused" when its last
 * attempt was refused; Try again begins a new round.
 */
function roundAsSpecified(path: VideoLoaderPath) {
  let outcomes: ('refused' | 'late')[] = []
  let early = false
  path.steps.forEach((step, index) => {
    const kind = stepKind(step.event.type)
    if (kind === 'retry') outcomes = []
    if (step.state.matches('loading') && !path.steps[index - 1]?.state.matches('loading'))
      early = true
    if (kind === 'refusalWindow') early = false
    if (kind === 'scriptFailed') outcomes.push(early ? 'refused' : 'late')
    if (kind === 'loadTimeout' || kind === 'playerGrace') outcomes.push('late')
  })
  const over =
    outcomes.length === videoAttemptsBySpec || outcomes.slice(-2).join() === 'refused,refused'
  return { outcomes, over, refused: over && outcomes.at(-1) === 'refused' }
}

/** The same, as the machine ends the path. */
function roundByMachine(path: VideoLoaderPath) {
  const status = selectVideoStatus(path.state)
  return {
    outcomes: roundAsSpecified(path).outcomes,
    over: status === 'failed' || status === 'refused',
    refused: status === 'refused',
  }
}
