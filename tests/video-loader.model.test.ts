/**
 * Every path generated from the video loader's chart, run on the real machine under fake time
 * with a fake player script: each delay must take exactly as long as the decisions say, and
 * after each step the machine must be where the path says.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  createFakeScriptLoader,
  describeLoaderState,
  describePath,
  stepKind,
  videoLoaderPathSets,
} from './support/video-loader-paths'

/** decisions.md: added about 100 ms after mount; retries after 1 s, 2 s, 4 s. */
const mountDelayMs = 100
const backoffMs = [1000, 2000, 4000]

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const pathSets = videoLoaderPathSets()

describe.each(pathSets.map((set) => [set.scenario.name, set] as const))('%s', (_, set) => {
  it('has a path to every state it can reach', () => {
    expect(set.paths.length).toBeGreaterThan(1)
  })

  for (const path of set.paths) {
    it(describePath(set.scenario, path), async () => {
      const script = createFakeScriptLoader()
      const actor = createActor(
        set.machine.provide({ actors: { loadPlayerScript: script.logic } }),
        { input: set.input },
      ).start()

      for (const step of path.steps) {
        const before = actor.getSnapshot()
        const kind = stepKind(step.event.type)
        if (kind === 'mountDelay' || kind === 'retryDelay') {
          const wait = kind === 'mountDelay' ? mountDelayMs : backoffMs[before.context.failures - 1]
          if (wait === undefined) throw new Error(`No backoff after ${before.context.failures}`)
          await vi.advanceTimersByTimeAsync(wait - 1)
          expect(describeLoaderState(actor.getSnapshot()), `1 ms before ${kind}`).toBe(
            describeLoaderState(before),
          )
          await vi.advanceTimersByTimeAsync(1)
        } else if (kind === 'scriptLoaded') {
          script.succeed()
          await vi.advanceTimersByTimeAsync(0)
        } else if (kind === 'scriptFailed') {
          script.fail()
          await vi.advanceTimersByTimeAsync(0)
        }
        expect(describeLoaderState(actor.getSnapshot()), `after ${kind}`).toBe(
          describeLoaderState(step.state),
        )
      }

      const loadingSteps = path.steps.filter((step) => step.state.matches('loading')).length
      expect(script.loads).toHaveLength(loadingSteps)
      expect(script.mostAtOnce).toBeLessThanOrEqual(1)
      actor.stop()
    })
  }
})
