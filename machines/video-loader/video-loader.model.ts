/**
 * The video loader's generated test paths, for the machine test under fake time
 * (tests/video-loader.model.test.ts), the built pages (e2e/video.spec.ts) and path coverage
 * (`npm run paths`).
 *
 * Steps are time passing (`after` mountDelay / loadTimeout / playerGrace / retryDelay), the
 * invoked effects settling (the player script loads or fails; the player appears) and the
 * visitor's one event, Try again. `getShortestPaths` takes all of these. The one thing it cannot
 * choose is what the page is like, so the paths are generated once per scenario: the VSL with and
 * without the player already on the page, and the advertorial, which loads even when the player
 * is there.
 */
import type { SnapshotFrom } from 'xstate'
import { getShortestPaths, joinPaths, type StatePath } from 'xstate/graph'
import { type VideoLoaderInput, videoLoaderMachine } from './video-loader.machine'

export type VideoLoaderLogic = typeof videoLoaderMachine
export type VideoLoaderSnapshot = SnapshotFrom<VideoLoaderLogic>
export type VideoLoaderStepEvent = { type: string }
export type VideoLoaderPath = StatePath<VideoLoaderSnapshot, VideoLoaderStepEvent>

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

/** What a step of a path asks the world to do. */
export type VideoLoaderStepKind =
  | 'start'
  | 'mountDelay'
  | 'loadTimeout'
  | 'playerGrace'
  | 'retryDelay'
  | 'scriptLoaded'
  | 'scriptFailed'
  | 'playerFound'
  | 'retry'

const delayKinds = ['mountDelay', 'loadTimeout', 'playerGrace', 'retryDelay'] as const
export type VideoLoaderDelayKind = (typeof delayKinds)[number]

export function isDelayKind(kind: VideoLoaderStepKind): kind is VideoLoaderDelayKind {
  return (delayKinds as readonly string[]).includes(kind)
}

export function stepKind(eventType: string): VideoLoaderStepKind {
  if (eventType === 'xstate.init') return 'start'
  for (const delay of delayKinds) {
    if (eventType.startsWith(`xstate.after.${delay}.`)) return delay
  }
  if (eventType === 'xstate.done.actor.playerScript') return 'scriptLoaded'
  if (eventType === 'xstate.error.actor.playerScript') return 'scriptFailed'
  if (eventType === 'xstate.done.actor.player') return 'playerFound'
  if (eventType === 'video.retry') return 'retry'
  throw new Error(`The video loader path has a step the tests do not know: ${eventType}`)
}

/** The three ways an attempt fails: the script errs, the host does not answer, no player comes. */
const failureKinds: ReadonlySet<VideoLoaderStepKind> = new Set([
  'scriptFailed',
  'loadTimeout',
  'playerGrace',
])

/** `loading (2 failures)`: a state as the test names it. */
export function describeLoaderState(snapshot: VideoLoaderSnapshot): string {
  const { failures } = snapshot.context
  const value = String(snapshot.value)
  return failures ? `${value} (${failures} failure${failures === 1 ? '' : 's'})` : value
}

/**
 * A state is its value and the failures so far. Each of the three ways an attempt fails ends in
 * the same state, so the state after the first failed attempt, and `failed`, are marked with how
 * they were reached: the paths then take every way of failing, at the first attempt and at the
 * last. Telling them apart at every attempt would only multiply paths that take the same
 * transitions again.
 */
export function serializeLoaderState(
  snapshot: VideoLoaderSnapshot,
  event?: VideoLoaderStepEvent,
): string {
  const key = describeLoaderState(snapshot)
  const kind = event ? stepKind(event.type) : undefined
  const marked = snapshot.context.failures === 1 || snapshot.matches('failed')
  return kind && failureKinds.has(kind) && marked ? `${key} after ${kind}` : key
}

/**
 * After Try again, the round is walked once more the short way: its first attempt loads and the
 * player comes, times out, or every attempt fails. The other ways through a round are the first
 * round's.
 */
function isShortRoundStep(snapshot: VideoLoaderSnapshot, event: VideoLoaderStepEvent): boolean {
  const kind = stepKind(event.type)
  if (kind === 'playerGrace') return false
  if (kind === 'loadTimeout') return snapshot.context.failures === 0
  if (kind === 'scriptLoaded') return snapshot.context.failures === 0
  return true
}

export interface VideoLoaderPathSet {
  scenario: VideoLoaderScenario
  /** The provided machine the paths were generated from (coverage replays on it). */
  machine: ReturnType<typeof scenarioMachine>
  input: VideoLoaderInput
  /**
   * Shortest paths to every distinct state (serializeLoaderState) of the first round; then the
   * shortest path to `failed` followed by Try again and each shortest path of the new round.
   */
  paths: VideoLoaderPath[]
}

export function videoLoaderPathSets(): VideoLoaderPathSet[] {
  return videoLoaderScenarios.map((scenario) => {
    const machine = scenarioMachine(scenario)
    const { input } = scenario
    const firstRound = getShortestPaths(machine, {
      input,
      serializeState: serializeLoaderState,
    }) as VideoLoaderPath[]
    const toFailed = firstRound.find((path) => path.state.matches('failed'))
    const tryAgain = toFailed
      ? (
          getShortestPaths(machine, {
            input,
            fromState: toFailed.state,
            serializeState: serializeLoaderState,
            filterEvents: isShortRoundStep,
          }) as VideoLoaderPath[]
        )
          // The first is `failed` itself; each other path starts there and is appended.
          .filter((path) => path.steps.length > 1)
          .map((path) => joinPaths(toFailed, path))
      : []
    return { scenario, machine, input, paths: [...firstRound, ...tryAgain] }
  })
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

/**
 * The paths that are no prefix of another. Shortest paths share their beginnings, so running
 * these runs every step of every generated path (the browser tests run only these).
 */
export function longestPaths(paths: readonly VideoLoaderPath[]): VideoLoaderPath[] {
  const key = (path: VideoLoaderPath) =>
    path.steps.map((step) => `${step.event.type}>${describeLoaderState(step.state)}`).join('|')
  const keys = paths.map(key)
  return paths.filter((_, index) =>
    keys.every((other, otherIndex) => otherIndex === index || !other.startsWith(`${keys[index]}|`)),
  )
}
