import { fromPromise } from 'xstate'
import { videoHost } from '@/config/page-settings'

/** Marks the player script we add, so a second load finds it instead of adding another. */
const playerScriptAttribute = 'data-video-player'
type ScriptStatus = 'loading' | 'loaded' | 'failed'

interface PlayerScriptOptions {
  /** id of the element the script (and the player it mounts) goes into. */
  containerId: string
  src: string
  /** Aborted when the loader stops (the page was left): the listeners go, nothing else happens. */
  signal?: AbortSignal
}

/**
 * Adds the player script into its container and settles when it has loaded or failed.
 * There is never more than one: a script still loading or already loaded is awaited instead of
 * added again (StrictMode restarts the loader), and a failed one is removed so a retry starts clean.
 */
export function addPlayerScript({ containerId, src, signal }: PlayerScriptOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason)
      return
    }
    const container = document.getElementById(containerId)
    if (!container) {
      reject(new Error(`The video container #${containerId} is not on the page`))
      return
    }
    let existing = document.querySelector<HTMLScriptElement>(`script[${playerScriptAttribute}]`)
    const status = existing?.getAttribute(playerScriptAttribute) as ScriptStatus | undefined
    if (status === 'loaded') {
      resolve()
      return
    }
    if (status === 'failed') {
      existing?.remove()
      existing = null
    }
    const script = existing ?? createPlayerScript(src)

    const onLoad = () => {
      cleanUp()
      resolve()
    }
    const onError = () => {
      cleanUp()
      script.remove()
      reject(new Error(`The video player script did not load: ${src}`))
    }
    const onAbort = () => {
      cleanUp()
      reject(signal?.reason)
    }
    function cleanUp() {
      script.removeEventListener('load', onLoad)
      script.removeEventListener('error', onError)
      signal?.removeEventListener('abort', onAbort)
    }
    script.addEventListener('load', onLoad)
    script.addEventListener('error', onError)
    signal?.addEventListener('abort', onAbort)
    if (!existing) container.append(script)
  })
}

function createPlayerScript(src: string): HTMLScriptElement {
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.setAttribute(playerScriptAttribute, 'loading' satisfies ScriptStatus)
  // Recorded on the element itself, so a loader that restarts later knows how it ended.
  const record = (ended: ScriptStatus) => () => script.setAttribute(playerScriptAttribute, ended)
  script.addEventListener('load', record('loaded'), { once: true })
  script.addEventListener('error', record('failed'), { once: true })
  return script
}

/**
 * Takes the player script we added off the page, however far it got, so that the next attempt
 * adds a fresh one instead of finding this one (and waiting on it again, or taking it as loaded).
 * Its listeners are already gone (the attempt was aborted), so a `load` that still comes counts
 * for nothing. A script merely removed would still run if its download ends later, once for
 * every attempt that gave up on it (browsers let a retry join a download still under way); moved
 * into a document with no window it never runs (HTML: a script whose document changed since it
 * was prepared is not executed).
 */
export function removePlayerScript(): void {
  const script = document.querySelector(`script[${playerScriptAttribute}]`)
  if (script) document.implementation.createHTMLDocument('').adoptNode(script)
}

/** What the player may put in its container that is not the player itself. */
const notThePlayer = 'script, style, link, meta, template, noscript'

export interface PlayerWatchOptions {
  /** id of the element the player mounts into. */
  containerId: string
  /** Global the player sets on `window`. */
  playerGlobal: string
  /** Aborted when the loader stops waiting: the watch ends, the promise stays pending. */
  signal?: AbortSignal
}

/**
 * Settles once the player is there: its global is on `window`, or an element of its own is in
 * the container (our script does not count). Checked at once, since a script's `load` fires after
 * it has run, then on every change in the container. It never rejects: how long to wait is the
 * loader's `playerGrace` delay, which aborts the watch.
 */
export function watchForPlayer({ containerId, playerGlobal, signal }: PlayerWatchOptions) {
  return new Promise<void>((resolve) => {
    const container = document.getElementById(containerId)
    const isThere = () =>
      playerGlobal in window || container?.querySelector(`:scope > :not(${notThePlayer})`) != null
    if (isThere()) {
      resolve()
      return
    }
    if (!container || signal?.aborted) return
    const observer = new MutationObserver(() => {
      if (!isThere()) return
      stop()
      resolve()
    })
    function stop() {
      observer.disconnect()
      signal?.removeEventListener('abort', stop)
    }
    observer.observe(container, { childList: true })
    signal?.addEventListener('abort', stop)
  })
}

/** The video loader's `loadPlayerScript` actor: the configured host's script into its container. */
export const loadPlayerScript = fromPromise<void>(({ signal }) =>
  addPlayerScript({ containerId: videoHost.embedId, src: videoHost.scriptUrl, signal }),
)

/** The video loader's `waitForPlayer` actor: the configured host's player in its container. */
export const waitForPlayer = fromPromise<void>(({ signal }) =>
  watchForPlayer({
    containerId: videoHost.embedId,
    playerGlobal: videoHost.playerGlobal,
    signal,
  }),
)

/** The video loader's `isPlayerPresent` guard: has the host's player already set its global? */
export function isPlayerPresent(): boolean {
  return videoHost.playerGlobal in window
}
