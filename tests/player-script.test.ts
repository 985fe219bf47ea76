// @vitest-environment jsdom
/**
 * The video loader's real effects (src/effects/player-script.ts) in jsdom: the player script
 * added into its container, at most one at a time (a loader that restarts, as under StrictMode,
 * finds the one it added), removed when it fails; the wait for the player. What only a browser
 * can show is e2e/video.spec.ts's against the host's stand-in, in three engines: the configured
 * host's script in the configured box, a script taken off after an attempt whose late answer runs
 * nothing, a script that made no player loaded anew, a player already on the page found.
 */
import { afterEach, beforeEach, expect, it } from 'vitest'
import { addPlayerScript, watchForPlayer } from '@/effects/player-script'

const src = 'https://video.example/player.js'
const containerId = 'player-box'
const playerGlobal = 'fakePlayerGlobal'
const globals = window as unknown as Record<string, unknown>
let container: HTMLElement

beforeEach(() => {
  container = document.createElement('div')
  container.id = containerId
  document.body.append(container)
})
afterEach(() => {
  document.body.replaceChildren()
  delete globals[playerGlobal]
})

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')]
const fire = (script: HTMLScriptElement | undefined, type: 'load' | 'error') =>
  script?.dispatchEvent(new Event(type))

/** Whether a promise has settled by the next task, after every microtask queued so far. */
async function hasSettled(promise: Promise<void>) {
  let settled = false
  void promise.then(() => {
    settled = true
  })
  await new Promise((resolve) => setTimeout(resolve, 0))
  return settled
}

it('the player script goes into the container once, async, and each load waits for it or finds it loaded', async () => {
  const first = addPlayerScript({ containerId, src })
  const second = addPlayerScript({ containerId, src })
  const [script] = scripts()
  expect(scripts()).toHaveLength(1)
  expect(script?.parentElement).toBe(container)
  expect(script?.src).toBe(src)
  expect(script?.async).toBe(true)
  fire(script, 'load')
  await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined])
  await expect(addPlayerScript({ containerId, src })).resolves.toBeUndefined()
  expect(scripts()).toEqual([script])
})

it('the player script is removed when it fails, listened to or not, so the next load adds a fresh one', async () => {
  const failed = addPlayerScript({ containerId, src })
  const [broken] = scripts()
  fire(broken, 'error')
  await expect(failed).rejects.toThrow(src)
  expect(scripts()).toHaveLength(0)

  const controller = new AbortController()
  void addPlayerScript({ containerId, src, signal: controller.signal }).catch(() => {})
  controller.abort()
  const [orphan] = scripts()
  fire(orphan, 'error')
  void addPlayerScript({ containerId, src })
  expect(scripts()).toHaveLength(1)
  expect(scripts()[0]).not.toBe(orphan)
})

it('the player script stops being listened to when aborted, and a later load reuses it', async () => {
  const controller = new AbortController()
  const aborted = addPlayerScript({ containerId, src, signal: controller.signal })
  const [script] = scripts()
  controller.abort(new Error('page left'))
  await expect(aborted).rejects.toThrow('page left')

  const again = addPlayerScript({ containerId, src })
  expect(scripts()).toEqual([script])
  fire(script, 'load')
  await expect(again).resolves.toBeUndefined()
})

it('the wait for the player is over at once when the script set the player global as it ran', async () => {
  globals[playerGlobal] = {}
  await expect(watchForPlayer({ containerId, playerGlobal })).resolves.toBeUndefined()
})

it('the wait for the player ends when the player puts an element of its own into the container, not ours', async () => {
  const watch = watchForPlayer({ containerId, playerGlobal })
  void addPlayerScript({ containerId, src })
  container.append(document.createElement('style'), document.createElement('link'))
  expect(await hasSettled(watch)).toBe(false)
  container.append(document.createElement('div'))
  await expect(watch).resolves.toBeUndefined()
})

it('the wait for the player stops when aborted: a player that comes later ends nothing', async () => {
  const controller = new AbortController()
  const watch = watchForPlayer({ containerId, playerGlobal, signal: controller.signal })
  controller.abort()
  container.append(document.createElement('div'))
  expect(await hasSettled(watch)).toBe(false)
})
