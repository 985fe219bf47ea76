/**
 * The video loader's policy (spec §4 'Video embed', decisions.md 'Video embed') under fake time
 * with a fake player script: when the script is added, how failures are retried, when it gives
 * up, and that leaving the page cancels whatever was pending.
 */
import {
  selectHasVideoFailed,
  selectIsVideoLoading,
  selectIsVideoReady,
  selectVideoStatus,
} from '@machines/video-loader.selectors'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { type VideoLoaderInput, videoLoaderMachine } from '../machines/video-loader.machine'
import { createFakeScriptLoader } from './support/video-loader-paths'

/** The decisions, written out here rather than borrowed from the machine. */
const mountDelayMs = 100
const backoffMs = [1000, 2000, 4000] as const
const capMs = 30_000
const aMinute = 60_000

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
})
afterEach(() => {
  vi.useRealTimers()
})

function startLoader(input: VideoLoaderInput, options: { playerPresent?: () => boolean } = {}) {
  const script = createFakeScriptLoader()
  const isPlayerPresent = vi.fn(options.playerPresent ?? (() => false))
  const actor = createActor(
    videoLoaderMachine.provide({
      actors: { loadPlayerScript: script.logic },
      guards: { isPlayerPresent },
    }),
    { input },
  )
  actor.start()
  return { actor, script, isPlayerPresent }
}

const vsl = { checkExistingPlayer: true } as const
const advertorial = { checkExistingPlayer: false } as const

/** Let the fake clock run, settling promises on the way. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms)

describe('the mount delay', () => {
  it('adds nothing before about 100 ms and the script at 100 ms', async () => {
    const { actor, script } = startLoader(vsl)
    await wait(mountDelayMs - 1)
    expect(script.loads).toHaveLength(0)
    expect(selectIsVideoLoading(actor.getSnapshot())).toBe(true)
    await wait(1)
    expect(script.loads.map((load) => load.at)).toEqual([mountDelayMs])
  })

  it('takes its length from the input, so tests and pages can tune it', async () => {
    const { script } = startLoader({ ...vsl, mountDelayMs: 250 })
    await wait(249)
    expect(script.loads).toHaveLength(0)
    await wait(1)
    expect(script.loads).toHaveLength(1)
  })
})

describe('a script that loads', () => {
  it('leaves the player ready and never adds the script again', async () => {
    const { actor, script } = startLoader(vsl)
    await wait(mountDelayMs)
    script.succeed()
    await wait(0)
    expect(selectIsVideoReady(actor.getSnapshot())).toBe(true)
    expect(selectIsVideoLoading(actor.getSnapshot())).toBe(false)
    expect(selectVideoStatus(actor.getSnapshot())).toBe('ready')
    expect(actor.getSnapshot().status).toBe('done')
    await wait(aMinute)
    expect(script.loads).toHaveLength(1)
  })
})

describe('a script that fails', () => {
  it('is retried 1 s, 2 s and 4 s after each failure', async () => {
    const { actor, script } = startLoader(vsl)
    await wait(mountDelayMs)
    for (const [index, backoff] of backoffMs.entries()) {
      script.fail()
      const failedAt = Date.now()
      await wait(backoff - 1)
      expect(script.loads, `retry ${index + 1} 1 ms early`).toHaveLength(index + 1)
      expect(selectIsVideoLoading(actor.getSnapshot())).toBe(true)
      expect(selectVideoStatus(actor.getSnapshot())).toBe('loading')
      await wait(1)
      expect(script.loads, `retry ${index + 1}`).toHaveLength(index + 2)
      expect(script.loads.at(-1)?.at).toBe(failedAt + backoff)
    }
  })

  it('shows the failure after the third retry fails too, and tries no more', async () => {
    const { actor, script } = startLoader(vsl)
    await wait(mountDelayMs)
    for (const backoff of backoffMs) {
      script.fail()
      await wait(backoff)
      expect(selectHasVideoFailed(actor.getSnapshot())).toBe(false)
    }
    script.fail()
    await wait(0)
    expect(selectHasVideoFailed(actor.getSnapshot())).toBe(true)
    expect(selectIsVideoLoading(actor.getSnapshot())).toBe(false)
    expect(selectVideoStatus(actor.getSnapshot())).toBe('failed')
    // Giving up is final: the loader is done, with no timer left.
    expect(actor.getSnapshot().status).toBe('done')
    expect(vi.getTimerCount()).toBe(0)
    await wait(aMinute)
    expect(script.loads).toHaveLength(1 + backoffMs.length)
  })

  it('recovers when a retry loads', async () => {
    const { actor, script } = startLoader(vsl)
    await wait(mountDelayMs)
    script.fail()
    await wait(backoffMs[0])
    script.succeed()
    await wait(0)
    expect(selectIsVideoReady(actor.getSnapshot())).toBe(true)
  })

  it('caps the backoff at 30 s however many retries are allowed', async () => {
    const retries = 9
    const { actor, script } = startLoader({ ...vsl, maxRetries: retries })
    await wait(mountDelayMs)
    const gaps: number[] = []
    for (let retry = 1; retry <= retries; retry++) {
      script.fail()
      const failedAt = Date.now()
      await wait(capMs)
      const retriedAt = script.loads.at(-1)?.at ?? Number.NaN
      gaps.push(retriedAt - failedAt)
    }
    // 1, 2, 4, 8, 16 s, then 32 s would exceed the cap.
    expect(gaps).toEqual([1000, 2000, 4000, 8000, 16_000, capMs, capMs, capMs, capMs])
    script.fail()
    await wait(0)
    expect(selectHasVideoFailed(actor.getSnapshot())).toBe(true)
  })

  it('never has two scripts loading at once', async () => {
    const { script } = startLoader(vsl)
    await wait(mountDelayMs)
    for (const backoff of backoffMs) {
      script.fail()
      await wait(backoff)
    }
    expect(script.mostAtOnce).toBe(1)
  })
})

describe('a player already on the page', () => {
  it('is not loaded again on the VSL pages', async () => {
    const { actor, script } = startLoader(vsl, { playerPresent: () => true })
    await wait(aMinute)
    expect(script.loads).toHaveLength(0)
    expect(selectIsVideoReady(actor.getSnapshot())).toBe(true)
  })

  it('is looked for when the delay ends, not when the box mounts', async () => {
    let present = false
    const { script, isPlayerPresent } = startLoader(vsl, { playerPresent: () => present })
    await wait(mountDelayMs - 1)
    expect(isPlayerPresent).not.toHaveBeenCalled()
    present = true
    await wait(1)
    expect(script.loads).toHaveLength(0)
  })

  it('is loaded on the VSL pages when the player is not there', async () => {
    const { script } = startLoader(vsl, { playerPresent: () => false })
    await wait(mountDelayMs)
    expect(script.loads).toHaveLength(1)
  })

  it('does not stop the advertorial, which does not check', async () => {
    const { script, isPlayerPresent } = startLoader(advertorial, { playerPresent: () => true })
    await wait(mountDelayMs)
    expect(script.loads).toHaveLength(1)
    expect(isPlayerPresent).not.toHaveBeenCalled()
  })
})

describe('leaving the page', () => {
  it('before 100 ms means the loader is never asked for the script', async () => {
    const { actor, script, isPlayerPresent } = startLoader(vsl)
    await wait(mountDelayMs / 2)
    actor.stop()
    await wait(aMinute)
    expect(script.loads).toHaveLength(0)
    expect(isPlayerPresent).not.toHaveBeenCalled()
  })

  it('while the script loads gives up on it and adds no other', async () => {
    const { actor, script } = startLoader(vsl)
    await wait(mountDelayMs)
    actor.stop()
    await wait(aMinute)
    expect(script.loads.map((load) => load.state)).toEqual(['aborted'])
  })

  it('while waiting to retry cancels the retry', async () => {
    const { actor, script } = startLoader(vsl)
    await wait(mountDelayMs)
    script.fail()
    await wait(backoffMs[0] / 2)
    actor.stop()
    await wait(aMinute)
    expect(script.loads).toHaveLength(1)
  })
})

describe('the machine before a page supplies its effects (the visualizer, the inspector)', () => {
  it('assumes no player is there, so a VSL page still adds the script', async () => {
    const script = createFakeScriptLoader()
    const actor = createActor(
      videoLoaderMachine.provide({ actors: { loadPlayerScript: script.logic } }),
      { input: vsl },
    ).start()
    await wait(mountDelayMs)
    expect(script.loads).toHaveLength(1)
    expect(selectIsVideoLoading(actor.getSnapshot())).toBe(true)
  })

  it('runs to ready with its stand-in script, which loads at once', async () => {
    const actor = createActor(videoLoaderMachine, { input: advertorial }).start()
    await wait(mountDelayMs)
    expect(selectIsVideoReady(actor.getSnapshot())).toBe(true)
    expect(actor.getSnapshot().status).toBe('done')
  })
})
