/**
 * Test doubles for the video loader's effects: a player script that loads or fails when the test
 * says so, and a player that appears when the test says so. Used with fake timers by the machine
 * tests and the video box's jsdom tests.
 */
import { fromPromise } from 'xstate'

export interface FakeLoad {
  /** Fake time (ms since the test's epoch) at which the loader was asked to add the script. */
  at: number
  state: 'pending' | 'loaded' | 'failed' | 'aborted'
}

/**
 * A stand-in for the player script: each load waits until the test says it loaded or failed,
 * and records when it started and whether the loader gave up on it (a timeout, or the actor
 * stopped).
 */
export function createFakeScriptLoader() {
  const loads: FakeLoad[] = []
  const settlers: Array<{ resolve: () => void; reject: (error: Error) => void }> = []
  let mostAtOnce = 0

  /** One attempt to add the script; pending until `succeed()` or `fail()`. */
  function load(signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const attempt: FakeLoad = { at: Date.now(), state: 'pending' }
      loads.push(attempt)
      mostAtOnce = Math.max(mostAtOnce, loads.filter((l) => l.state === 'pending').length)
      signal.addEventListener('abort', () => {
        if (attempt.state === 'pending') attempt.state = 'aborted'
      })
      settlers.push({
        resolve: () => {
          attempt.state = 'loaded'
          resolve()
        },
        reject: (error) => {
          attempt.state = 'failed'
          reject(error)
        },
      })
    })
  }
  const logic = fromPromise<void>(({ signal }) => load(signal))

  function pendingIndex(): number {
    const index = loads.findLastIndex((load) => load.state === 'pending')
    if (index < 0) throw new Error('No player script is loading')
    return index
  }

  return {
    logic,
    load,
    loads,
    /** Most loads pending at the same time: more than 1 means two scripts on the page. */
    get mostAtOnce() {
      return mostAtOnce
    },
    succeed() {
      settlers[pendingIndex()]?.resolve()
    },
    fail() {
      settlers[pendingIndex()]?.reject(new Error('fake player script failed'))
    },
    /** The last load the loader gave up on loads after all: a late `load` event. */
    loadLate() {
      const index = loads.findLastIndex((load) => load.state === 'aborted')
      if (index < 0) throw new Error('No player script was given up on')
      settlers[index]?.resolve()
    },
  }
}

interface FakeWatch {
  /** Fake time at which the loader started waiting for the player. */
  at: number
  state: 'waiting' | 'found' | 'abandoned'
}

/** A stand-in for `waitForPlayer`: each wait lasts until the test says the player appeared. */
export function createFakePlayer() {
  const watches: FakeWatch[] = []
  const finders: Array<() => void> = []

  function watch(signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve) => {
      const current: FakeWatch = { at: Date.now(), state: 'waiting' }
      watches.push(current)
      signal.addEventListener('abort', () => {
        if (current.state === 'waiting') current.state = 'abandoned'
      })
      finders.push(() => {
        current.state = 'found'
        resolve()
      })
    })
  }

  return {
    logic: fromPromise<void>(({ signal }) => watch(signal)),
    watch,
    watches,
    /** The player shows up: the wait in progress ends. */
    appear() {
      const index = watches.findLastIndex((current) => current.state === 'waiting')
      if (index < 0) throw new Error('Nobody is waiting for the player')
      finders[index]?.()
    },
  }
}
