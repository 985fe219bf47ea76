/**
 * The video loader's policy under
 * fake time with a fake player script and a fake player: when the script is added, how long a
 * load and the player may take, how failed attempts are retried, when it gives up, how Try again
 * starts over, and that leaving the page cancels whatever was pending.
 */
import {
  selectHasVideoFailed,
  selectIsVideoLoading,
  selectIsVideoReady,
  selectVideoStatus,
} from '@machines/video-loader/video-loader.selectors'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  type VideoLoaderInput,
  videoLoaderMachine,
} from '../machines/video-loader/video-loader.machine'
import { backoffBySpec, videoAttemptsBySpec, videoBackoffsBySpec, videoSpec } from './support/spec'
import { createFakePlayer, createFakeScriptLoader } from './support/video-fakes'

const { mountDelayMs, loadTimeoutMs, playerGraceMs, backoffCapMs: capMs } = videoSpec
const backoffMs = videoBackoffsBySpec
const firstBackoffMs = backoffBySpec(1)
const attempts = videoAttemptsBySpec
const aMinute = 60_000

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
})
afterEach(() => {
  vi.useRealTimers()
})

function startLoader(input: VideoLoaderInput, options: { playerPresent?: () => boolean } = {}) {
  const script = createFakeScriptLoader()
  const player = createFakePlayer()
  const isPlayerPresent = vi.fn(options.playerPresent ?? (() => false))
  const discardPlayerScript = vi.fn()
  const actor = createActor(
    videoLoaderMachine.provide({
      actors: { loadPlayerScript: script.logic, waitForPlayer: player.logic },
      actions: { discardPlayerScript },
      guards: { isPlayerPresent },
    }),
    { input },
  )
  actor.start()
  return { actor, script, player, isPlayerPresent, discardPlayerScript }
}

const vsl = { checkExistingPlayer: true } as const
const advertorial = { checkExistingPlayer: false } as const

/** Let the fake clock run, settling promises on the way. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms)

/** The script loads and the player appears: the attempt succeeds. */
async function loadsWithPlayer(world: ReturnType<typeof startLoader>) {
  world.script.succeed()
  await wait(0)
  world.player.appear()
  await wait(0)
}

/** Runs a whole round in which every load fails at once. */
async function failRound(world: ReturnType<typeof startLoader>) {
  world.script.fail()
  for (const backoff of backoffMs) {
    await wait(backoff)
    world.script.fail()
  }
  await wait(0)
}

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
  it('waits for the player, then is ready and never adds the script again', async () => {
    const world = startLoader(vsl)
    const { actor, script, player } = world
    await wait(mountDelayMs)
    script.succeed()
    await wait(0)
    // The script ran; until the player is there the box still says it is loading.
    expect(player.watches.map((watch) => watch.at)).toEqual([mountDelayMs])
    expect(selectVideoStatus(actor.getSnapshot())).toBe('loading')
    expect(selectIsVideoLoading(actor.getSnapshot())).toBe(true)
    player.appear()
    await wait(0)
    expect(selectIsVideoReady(actor.getSnapshot())).toBe(true)
    expect(selectIsVideoLoading(actor.getSnapshot())).toBe(false)
    expect(selectVideoStatus(actor.getSnapshot())).toBe('ready')
    expect(actor.getSnapshot().status).toBe('done')
    await wait(aMinute)
    expect(script.loads).toHaveLength(1)
    expect(world.discardPlayerScript).not.toHaveBeenCalled()
  })

  it('is ready as soon as the player is there, however late within its 10 s', async () => {
    const { actor, script, player } = startLoader(vsl)
    await wait(mountDelayMs)
    script.succeed()
    await wait(playerGraceMs - 1)
    player.appear()
    await wait(0)
    expect(selectIsVideoReady(actor.getSnapshot())).toBe(true)
  })

  it('counts as a failed attempt when no player comes within 10 s, and is removed and retried', async () => {
    const { actor, script, player, discardPlayerScript } = startLoader(vsl)
    await wait(mountDelayMs)
    script.succeed()
    await wait(playerGraceMs - 1)
    expect(discardPlayerScript).not.toHaveBeenCalled()
    expect(selectVideoStatus(actor.getSnapshot())).toBe('loading')
    await wait(1)
    expect(player.watches[0]?.state).toBe('abandoned')
    expect(discardPlayerScript).toHaveBeenCalledTimes(1)
    await wait(firstBackoffMs - 1)
    expect(script.loads).toHaveLength(1)
    await wait(1)
    expect(script.loads.map((load) => load.at)).toEqual([
      mountDelayMs,
      mountDelayMs + playerGraceMs + firstBackoffMs,
    ])
  })

  it('takes the player grace from the input', async () => {
    const { script, discardPlayerScript } = startLoader({ ...vsl, playerGraceMs: 500 })
    await wait(mountDelayMs)
    script.succeed()
    await wait(499)
    expect(discardPlayerScript).not.toHaveBeenCalled()
    await wait(1)
    expect(discardPlayerScript).toHaveBeenCalledTimes(1)
  })

  it('after every script ran without a player, gives up after the last attempt', async () => {
    const { actor, script } = startLoader(vsl)
    await wait(mountDelayMs)
    for (const backoff of backoffMs) {
      script.succeed()
      await wait(playerGraceMs + backoff)
    }
    script.succeed()
    await wait(playerGraceMs - 1)
    expect(selectHasVideoFailed(actor.getSnapshot())).toBe(false)
    await wait(1)
    expect(selectHasVideoFailed(actor.getSnapshot())).toBe(true)
    expect(script.loads).toHaveLength(attempts)
  })
})

describe('a load that never finishes (the host does not answer)', () => {
  it('is given up on after 30 s, removed, and retried after the backoff', async () => {
    const { actor, script, discardPlayerScript } = startLoader(vsl)
    await wait(mountDelayMs + loadTimeoutMs - 1)
    expect(script.loads[0]?.state).toBe('pending')
    expect(discardPlayerScript).not.toHaveBeenCalled()
    await wait(1)
    expect(script.loads[0]?.state).toBe('aborted')
    expect(discardPlayerScript).toHaveBeenCalledTimes(1)
    expect(selectVideoStatus(actor.getSnapshot())).toBe('loading')
    await wait(firstBackoffMs)
    expect(script.loads.map((load) => load.at)).toEqual([
      mountDelayMs,
      mountDelayMs + loadTimeoutMs + firstBackoffMs,
    ])
  })

  it('takes the timeout from the input', async () => {
    const { script } = startLoader({ ...vsl, loadTimeoutMs: 800 })
    await wait(mountDelayMs + 799)
    expect(script.loads[0]?.state).toBe('pending')
    await wait(1)
    expect(script.loads[0]?.state).toBe('aborted')
  })

  it('does not count when it loads late: the next attempt is what counts', async () => {
    const { actor, script, player } = startLoader(vsl)
    await wait(mountDelayMs + loadTimeoutMs)
    script.loadLate()
    await wait(0)
    expect(player.watches).toHaveLength(0)
    expect(actor.getSnapshot().value).toBe('retrying')
    await wait(firstBackoffMs)
    expect(script.loads).toHaveLength(2)
  })

  it('ends in failed after four attempts timed out, each 30 s, spaced by the backoff', async () => {
    const { actor, script, discardPlayerScript } = startLoader(vsl)
    await wait(mountDelayMs)
    const starts: number[] = [mountDelayMs]
    for (const backoff of backoffMs) {
      await wait(loadTimeoutMs + backoff)
      starts.push((starts.at(-1) as number) + loadTimeoutMs + backoff)
    }
    await wait(loadTimeoutMs - 1)
    expect(selectHasVideoFailed(actor.getSnapshot())).toBe(false)
    await wait(1)
    expect(selectHasVideoFailed(actor.getSnapshot())).toBe(true)
    expect(script.loads.map((load) => load.at)).toEqual(starts)
    expect(script.loads.every((load) => load.state === 'aborted')).toBe(true)
    expect(discardPlayerScript).toHaveBeenCalledTimes(attempts)
    expect(vi.getTimerCount()).toBe(0)
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

  it('shows the failure after the third retry fails too, and tries no more by itself', async () => {
    const world = startLoader(vsl)
    const { actor, script } = world
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
    expect(world.discardPlayerScript).toHaveBeenCalledTimes(attempts)
    // It waits for the visitor (Try again), with no timer left.
    expect(actor.getSnapshot().status).toBe('active')
    expect(actor.getSnapshot().can({ type: 'video.retry' })).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
    await wait(aMinute)
    expect(script.loads).toHaveLength(attempts)
  })

  it('recovers when a retry loads', async () => {
    const world = startLoader(vsl)
    await wait(mountDelayMs)
    world.script.fail()
    await wait(firstBackoffMs)
    await loadsWithPlayer(world)
    expect(selectIsVideoReady(world.actor.getSnapshot())).toBe(true)
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

describe('Try again', () => {
  it('starts a fresh round at once: four more attempts with the same backoff', async () => {
    const world = startLoader(vsl)
    const { actor, script } = world
    await wait(mountDelayMs)
    await failRound(world)
    const pressedAt = Date.now()
    actor.send({ type: 'video.retry' })
    expect(script.loads.at(-1)?.at).toBe(pressedAt)
    expect(script.loads).toHaveLength(attempts + 1)
    expect(selectVideoStatus(actor.getSnapshot())).toBe('loading')
    expect(actor.getSnapshot().context.failures).toBe(0)
    for (const backoff of backoffMs) {
      script.fail()
      const failedAt = Date.now()
      await wait(backoff - 1)
      expect(selectHasVideoFailed(actor.getSnapshot())).toBe(false)
      await wait(1)
      expect(script.loads.at(-1)?.at).toBe(failedAt + backoff)
    }
    script.fail()
    await wait(0)
    expect(selectHasVideoFailed(actor.getSnapshot())).toBe(true)
    expect(script.loads).toHaveLength(2 * attempts)
  })

  it('can bring the player after all', async () => {
    const world = startLoader(advertorial)
    await wait(mountDelayMs)
    await failRound(world)
    world.actor.send({ type: 'video.retry' })
    await loadsWithPlayer(world)
    expect(selectIsVideoReady(world.actor.getSnapshot())).toBe(true)
  })

  it('means nothing before the round has failed: no second load', async () => {
    const { actor, script } = startLoader(vsl)
    actor.send({ type: 'video.retry' })
    expect(script.loads).toHaveLength(0)
    await wait(mountDelayMs)
    actor.send({ type: 'video.retry' })
    script.fail()
    actor.send({ type: 'video.retry' })
    await wait(0)
    expect(script.loads).toHaveLength(1)
    expect(actor.getSnapshot().context.failures).toBe(1)
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

  it('while the script loads gives up on it, keeps it for a loader that comes back, and adds no other', async () => {
    const { actor, script, discardPlayerScript } = startLoader(vsl)
    await wait(mountDelayMs)
    actor.stop()
    await wait(aMinute)
    expect(script.loads.map((load) => load.state)).toEqual(['aborted'])
    expect(discardPlayerScript).not.toHaveBeenCalled()
  })

  it('while waiting for the player stops waiting, and nothing follows', async () => {
    const { actor, script, player, discardPlayerScript } = startLoader(vsl)
    await wait(mountDelayMs)
    script.succeed()
    await wait(0)
    actor.stop()
    await wait(aMinute)
    expect(player.watches.map((watch) => watch.state)).toEqual(['abandoned'])
    expect(discardPlayerScript).not.toHaveBeenCalled()
    expect(script.loads).toHaveLength(1)
  })

  it('while waiting to retry cancels the retry', async () => {
    const { actor, script } = startLoader(vsl)
    await wait(mountDelayMs)
    script.fail()
    await wait(firstBackoffMs / 2)
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

  it('runs to ready with its stand-in script and player, which come at once', async () => {
    const actor = createActor(videoLoaderMachine, { input: advertorial }).start()
    await wait(mountDelayMs)
    expect(selectIsVideoReady(actor.getSnapshot())).toBe(true)
    expect(actor.getSnapshot().status).toBe('done')
  })
})
