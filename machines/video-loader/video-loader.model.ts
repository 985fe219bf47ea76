/**
 * The video loader's generated test paths, for the machine test under fake time
 * (tests/video-loader.model.test.ts), the built pages (e2e/paths.spec.ts, by e2e/drivers.ts) and path coverage
 * (tests/path-coverage.test.ts).
 *
 * Steps are time passing (`after` mountDelay / refusalWindow / loadTimeout / playerGrace /
 * retryDelay), the invoked effects settling (the player script loads or fails; the player
 * appears) and the visitor's one event, Try again. A failure before the attempt's refusalWindow
 * step is a refusal; after it, a late failure. `getShortestPaths` takes all of these. The one
 * thing it cannot choose is what the page is like, so the paths are generated once per scenario:
 * the VSL with and without the player already on the page, and the advertorial, which loads even
 * when the player is there.
 */
import type { SnapshotFrom, StateValue } from 'xstate'
import { getShortestPaths, joinPaths, type StatePath } from 'xstate/graph'
import type { MachinePathSet, PathRunner } from '../registry'
import { type VideoLoaderInput, videoLoaderMachine } from './video-loader.machine'

type VideoLoaderLogic = typeof videoLoaderMachine
export type VideoLoaderSnapshot = SnapshotFrom<VideoLoaderLogic>
type VideoLoaderStepEvent = { type: string }
export type VideoLoaderPath = StatePath<VideoLoaderSnapshot, VideoLoaderStepEvent>

export interface VideoLoaderScenario {
  /** Names the page the scenario stands for; used in test names. */
  name: string
  input: VideoLoaderInput
  /** Whether the player global is on `window` before the box mounts. */
  playerPresent: boolean
  /**
   * Paths through the first attempt only: the page differs from the VSL in its input alone, and
   * its retries and Try again are the same loader's, walked on the VSL.
   */
  firstAttemptOnly?: boolean
}

const videoLoaderScenarios = [
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
    firstAttemptOnly: true,
  },
] as const satisfies readonly VideoLoaderScenario[]

/** The machine as a page with that scenario provides it (the guard reads the fake window). */
function scenarioMachine(scenario: VideoLoaderScenario) {
  return videoLoaderMachine.provide({
    guards: { isPlayerPresent: () => scenario.playerPresent },
  })
}

/** What a step of a path asks the world to do. */
export type VideoLoaderStepKind =
  | 'start'
  | VideoLoaderDelayKind
  | 'scriptLoaded'
  | 'scriptFailed'
  | 'playerFound'
  | 'retry'

const delayKinds = [
  'mountDelay',
  'refusalWindow',
  'loadTimeout',
  'playerGrace',
  'retryDelay',
] as const
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

/** The ways an attempt fails: the script errs (refused or late), no answer, no player. */
const failureKinds: ReadonlySet<VideoLoaderStepKind | undefined> = new Set([
  'scriptFailed',
  'loadTimeout',
  'playerGrace',
])

/** `loading.early`: a state value as the chart's dotted path. */
function valueName(value: StateValue): string {
  if (typeof value === 'string') return value
  return Object.entries(value)
    .map(([key, child]) => (child ? `${key}.${valueName(child)}` : key))
    .join(' ')
}

/** `loading.early (2 failures)`: a state as the test names it. */
export function describeLoaderState(snapshot: VideoLoaderSnapshot): string {
  const { failures } = snapshot.context
  const value = valueName(snapshot.value)
  return failures ? `${value} (${failures} failure${failures === 1 ? '' : 's'})` : value
}

/**
 * A state is its value, the failures so far and, where they can still decide something (within
 * an attempt's refusal window, between attempts, and in how the round ended), the refusals in a
 * row: a failure past the window resets them. Each way an attempt ends leads to the same state,
 * so the states after the first attempt, and `failed`, are marked with how they were reached
 * (the step, and whether the attempt was past its window): the paths then take every way of
 * failing, at the first attempt and at the last, and the first attempt loads early and late.
 * Telling them apart at every attempt would only multiply paths that take the same transitions
 * again.
 */
function serializeLoaderState(
  snapshot: VideoLoaderSnapshot,
  event?: VideoLoaderStepEvent,
  previous?: VideoLoaderSnapshot,
): string {
  const { failures, refusalsInARow } = snapshot.context
  const refusalsCount =
    snapshot.matches({ loading: 'early' }) ||
    snapshot.matches('retrying') ||
    snapshot.matches('failed')
  const refused = refusalsCount && refusalsInARow ? ` ${refusalsInARow} refused` : ''
  const key = `${describeLoaderState(snapshot)}${refused}`
  const kind = event ? stepKind(event.type) : undefined
  const marked = failureKinds.has(kind)
    ? failures === 1 || snapshot.matches('failed')
    : kind === 'scriptLoaded' && failures === 0
  const late = previous?.matches({ loading: 'late' }) ? 'late ' : ''
  return marked ? `${key} after ${late}${kind}` : key
}

/**
 * What can happen next in time, with the default delays: the load times out (30 s) only once
 * its refusal window (2 s) is over, so never in `loading.early`.
 */
const isInTime = (snapshot: VideoLoaderSnapshot, event: VideoLoaderStepEvent) =>
  stepKind(event.type) !== 'loadTimeout' || snapshot.matches({ loading: 'late' })

/** The scenario's first attempt only (see VideoLoaderScenario). */
const isFirstAttemptStep = (snapshot: VideoLoaderSnapshot, event: VideoLoaderStepEvent) =>
  snapshot.context.failures === 0 && isInTime(snapshot, event)

/**
 * After Try again, the new round's first attempt loads, is refused or fails late, and refusals
 * end the round again. Its other ways (timeouts, no player, late retries) are the first round's.
 */
function isNewRoundStep(snapshot: VideoLoaderSnapshot, event: VideoLoaderStepEvent): boolean {
  const kind = stepKind(event.type)
  if (kind === 'playerGrace' || kind === 'loadTimeout') return false
  if (kind === 'refusalWindow' || kind === 'scriptLoaded') return snapshot.context.failures === 0
  return true
}

const isTryAgain = (_: VideoLoaderSnapshot, event: VideoLoaderStepEvent) =>
  event.type === 'video.retry'

/** How a round ended: `failed.exhausted`, or `failed.refused` by one refusal or two in a row. */
const endingOf = ({ state }: VideoLoaderPath) =>
  `${valueName(state.value)} ${Math.min(state.context.refusalsInARow, 2)}`

export interface VideoLoaderPathSet {
  scenario: VideoLoaderScenario
  /** The scenario's name, which heads its paths in docs/behaviour.md. */
  label: string
  /** The provided machine the paths were generated from (coverage replays on it). */
  machine: ReturnType<typeof scenarioMachine>
  input: VideoLoaderInput
  /**
   * Shortest paths to every distinct state (serializeLoaderState) of the first round; then, for
   * each way a round ends, its shortest path followed by Try again, and after the first of them
   * each shortest path of the new round.
   */
  paths: VideoLoaderPath[]
  /** A path in words (the browser tests' titles). */
  describe(path: VideoLoaderPath): string
}

export function videoLoaderPathSets(): VideoLoaderPathSet[] {
  return videoLoaderScenarios.map((scenario: VideoLoaderScenario) => {
    const machine = scenarioMachine(scenario)
    const { input } = scenario
    const firstRound = getShortestPaths(machine, {
      input,
      serializeState: serializeLoaderState,
      filterEvents: scenario.firstAttemptOnly ? isFirstAttemptStep : isInTime,
    }) as VideoLoaderPath[]
    const endings = new Map<string, VideoLoaderPath>()
    for (const path of firstRound.filter((each) => each.state.matches('failed'))) {
      const ending = endingOf(path)
      const known = endings.get(ending)
      if (!known || path.steps.length < known.steps.length) endings.set(ending, path)
    }
    const tryAgain = [...endings.values()].flatMap((toFailed, index) =>
      (
        getShortestPaths(machine, {
          input,
          fromState: toFailed.state,
          serializeState: serializeLoaderState,
          filterEvents: index === 0 ? isNewRoundStep : isTryAgain,
        }) as VideoLoaderPath[]
      )
        // The first is `failed` itself; each other path starts there and is appended.
        .filter((path) => path.steps.length > 1)
        .map((path) => joinPaths(toFailed, path)),
    )
    const paths = [...firstRound, ...tryAgain]
    return { scenario, label: scenario.name, machine, input, paths, describe: describeSteps }
  })
}

/** `waiting -mountDelay-> loading.early -scriptFailed-> retrying (1 failure)` */
function describeSteps(path: VideoLoaderPath): string {
  const [first, ...rest] = path.steps
  const start = first ? describeLoaderState(first.state) : '?'
  const trail = rest
    .map((step) => ` -${stepKind(step.event.type)}-> ${describeLoaderState(step.state)}`)
    .join('')
  return `${start}${trail}`
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

/** The registry's path sets (machines/registry.ts). */
export const pathSets = (): MachinePathSet[] => videoLoaderPathSets()
/** The test file that runs the loader's paths under fake time, besides the browsers' run every machine has. */
export const alsoRunBy: readonly PathRunner[] = [
  { layer: 'machine', file: 'tests/video-loader.model.test.ts' },
]
