/**
 * The video loader's generated test paths, for the machine test under fake time
 * (tests/video-loader.model.test.ts) and for path coverage (`npm run paths`).
 *
 * The loader has no events of its own: time passes (`after` mountDelay / retryDelay) and the
 * player script loads or fails (the invoked actor's done / error events). `getShortestPaths`
 * takes all of these. The one thing it cannot choose is what the page is like, so the paths
 * are generated once per scenario: the VSL with and without the player already on the page,
 * and the advertorial, which loads even when the player is there.
 */
import { fromPromise, type SnapshotFrom } from 'xstate'
import { getShortestPaths, type StatePath } from 'xstate/graph'
import { type VideoLoaderInput, videoLoaderMachine } from '../../machines/video-loader.machine'

export type VideoLoaderLogic = typeof videoLoaderMachine
export type VideoLoaderSnapshot = SnapshotFrom<VideoLoaderLogic>
export type VideoLoaderPath = StatePath<VideoLoaderSnapshot, { type: string }>

export interface VideoLoaderScenario {
  /** Names the page the scenario stands for; used in test names. */
  name: string
  input: VideoLoaderInput
  /** Whether the player global is on `window` before the box mounts. */
  playerPresent: boolean
}

export const videoLoaderScenarios = [
  { name: 'VSL, no player yet', input: { checkExistingPlayer: true }, playerPresent: false },
  {
    name: 'VSL, player already present',
    input: { checkExistingPlayer: true },
    playerPresent: true,
  },
  {
    name: 'advertorial, player already present',
    input: { checkExistingPlayer: false },
    playerPresent: true,
  },
] as const satisfies readonly VideoLoaderScenario[]

/** The machine as a page with that scenario provides it (the guard reads the fake window). */
export function scenarioMachine(scenario: VideoLoaderScenario) {
  return videoLoaderMachine.provide({
    guards: { isPlayerPresent: () => scenario.playerPresent },
  })
}

export interface VideoLoaderPathSet {
  scenario: VideoLoaderScenario
  /** The provided machine the paths were generated from (coverage replays on it). */
  machine: ReturnType<typeof scenarioMachine>
  input: VideoLoaderInput
  /** Shortest paths to every distinct state (state value + failures) of the scenario. */
  paths: VideoLoaderPath[]
}

export function videoLoaderPathSets(): VideoLoaderPathSet[] {
  return videoLoaderScenarios.map((scenario) => {
    const machine = scenarioMachine(scenario)
    return {
      scenario,
      machine,
      input: scenario.input,
      paths: getShortestPaths(machine, { input: scenario.input }),
    }
  })
}

/** What a step of a path asks the world to do. */
export type VideoLoaderStepKind =
  | 'start'
  | 'mountDelay'
  | 'retryDelay'
  | 'scriptLoaded'
  | 'scriptFailed'

export function stepKind(eventType: string): VideoLoaderStepKind {
  if (eventType === 'xstate.init') return 'start'
  if (eventType.startsWith('xstate.after.mountDelay.')) return 'mountDelay'
  if (eventType.startsWith('xstate.after.retryDelay.')) return 'retryDelay'
  if (eventType.startsWith('xstate.done.actor.')) return 'scriptLoaded'
  if (eventType.startsWith('xstate.error.actor.')) return 'scriptFailed'
  throw new Error(`The video loader path has a step the tests do not know: ${eventType}`)
}

/** `loading (2 failures)`: a state as the test names it. */
export function describeLoaderState(snapshot: VideoLoaderSnapshot): string {
  const { failures } = snapshot.context
  const value = String(snapshot.value)
  return failures ? `${value} (${failures} failure${failures === 1 ? '' : 's'})` : value
}

/** `VSL, no player yet: waiting -mountDelay-> loading -scriptFailed-> retrying (1 failure)` */
export function describePath(scenario: VideoLoaderScenario, path: VideoLoaderPath): string {
  const [first, ...rest] = path.steps
  const start = first ? describeLoaderState(first.state) : '?'
  const trail = rest
    .map((step) => ` -${stepKind(step.event.type)}-> ${describeLoaderState(step.state)}`)
    .join('')
  return `${scenario.name}: ${start}${trail}`
}

export interface FakeLoad {
  /** Fake time (ms since the test's epoch) at which the loader was asked to add the script. */
  at: number
  state: 'pending' | 'loaded' | 'failed' | 'aborted'
}

/**
 * A stand-in for the player script: each load waits until the test says it loaded or failed,
 * and records when it started and whether the loader gave up on it (actor stopped).
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
  }
}
