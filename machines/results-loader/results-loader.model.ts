/**
 * The results loader's generated test paths, for the machine test under fake time
 * (tests/results-loader.test.ts), the built quiz in three engines (e2e/paths.spec.ts) and path
 * coverage (tests/path-coverage.test.ts).
 *
 * Steps are the request settling (the chunk comes, or the request fails), the results falling
 * due (the last answer), patience running out, Try again, and the beat after it. `getShortestPaths` takes all of them; how a state is told apart from another is
 * `serializeState`'s to say.
 */
import type { SnapshotFrom, StateValue } from 'xstate'
import { getShortestPaths, joinPaths, type StatePath } from 'xstate/graph'
import type { MachinePathSet, PathRunner } from '../registry'
import { resultsLoaderMachine } from './results-loader.machine'

type ResultsLoaderSnapshot = SnapshotFrom<typeof resultsLoaderMachine>
export type ResultsLoaderPath = StatePath<ResultsLoaderSnapshot, { type: string }>

/** What a step of a path asks the world to do. */
export type ResultsLoaderStep =
  | 'start'
  | 'due'
  | 'patience'
  | 'beat'
  | 'chunkLoaded'
  | 'chunkFailed'
  | 'retry'

export function stepOf(eventType: string): ResultsLoaderStep {
  if (eventType === 'xstate.init') return 'start'
  if (eventType.startsWith('xstate.after.patience.')) return 'patience'
  if (eventType.startsWith('xstate.after.retryBeat.')) return 'beat'
  if (eventType === 'xstate.done.actor.resultsChunk') return 'chunkLoaded'
  if (eventType === 'xstate.error.actor.resultsChunk') return 'chunkFailed'
  if (eventType === 'results.due') return 'due'
  if (eventType === 'results.retry') return 'retry'
  throw new Error(`The results loader path has a step the tests do not know: ${eventType}`)
}

/** `loading.slow`: a state value as the chart's dotted path. */
function valueName(value: StateValue): string {
  if (typeof value === 'string') return value
  return Object.entries(value)
    .map(([key, child]) => (child ? `${key}.${valueName(child)}` : key))
    .join(' ')
}

/** `loading.slow`: where the machine is in its chart. */
export const chartState = (snapshot: ResultsLoaderSnapshot) => valueName(snapshot.value)

/**
 * The state, whether the request under way is the first, and, after the request settled or a
 * retry, the state it happened in: so the paths answer in time and late, and retry both from a
 * failed request and from a slow one. States that differ only in the count of retries are one
 * (the tests read the count from the machine, never from the path's sample state).
 */
function serializeState(
  snapshot: ResultsLoaderSnapshot,
  event?: { type: string },
  previous?: ResultsLoaderSnapshot,
): string {
  const key = chartState(snapshot)
  const step = event ? stepOf(event.type) : 'start'
  const decided = step !== 'start' && step !== 'patience'
  return decided && previous ? `${key} after ${step} in ${valueName(previous.value)}` : key
}

/** The page's input: the default patience. */
export const resultsLoaderPathInput = {}

/** The steps that ask for the chunk again: due after an unseen failure, Try again where offered. */
export function asksAgain(state: string, step: ResultsLoaderStep): boolean {
  if (state === 'failed.unseen') return step === 'due'
  return (state === 'failed.shown' || state === 'loading.slow') && step === 'retry'
}

/**
 * Every generated path: the shortest to each state (serializeState); then, after each way the
 * chunk is asked for again, each way the new request can go on (one step more), which the
 * shortest paths take after only one of them.
 */
export function resultsLoaderPaths(): ResultsLoaderPath[] {
  const options = { input: resultsLoaderPathInput, serializeState }
  const shortest = getShortestPaths(resultsLoaderMachine, options) as ResultsLoaderPath[]
  const askedAgain = shortest.filter((path) => {
    const [before, last] = path.steps.slice(-2)
    return before && last && asksAgain(chartState(before.state), stepOf(last.event.type))
  })
  const onward = askedAgain.flatMap((toRetry) =>
    (
      getShortestPaths(resultsLoaderMachine, {
        ...options,
        fromState: toRetry.state,
      }) as ResultsLoaderPath[]
    )
      .filter(
        (path) => path.steps.length === 2 && stepOf(path.steps[1]?.event.type ?? '') !== 'retry',
      )
      .map((path) => joinPaths(toRetry, path)),
  )
  return [...shortest, ...onward]
}

/** `loading.early -due-> loading.waiting -patience-> loading.slow` */
export function describeResultsPath(path: ResultsLoaderPath): string {
  const [first, ...rest] = path.steps
  const start = first ? chartState(first.state) : '?'
  return `${start}${rest.map((step) => ` -${stepOf(step.event.type)}-> ${chartState(step.state)}`).join('')}`
}

/**
 * The paths that begin no other: shortest paths share their beginnings, so running these takes
 * every step of every generated path (the browser runs only these).
 */
export function longestResultsPaths(paths: readonly ResultsLoaderPath[]): ResultsLoaderPath[] {
  const keys = paths.map((path) =>
    path.steps.map((step) => `${step.event.type}>${chartState(step.state)}`).join('|'),
  )
  return paths.filter((_, index) =>
    keys.every((other, otherIndex) => otherIndex === index || !other.startsWith(`${keys[index]}|`)),
  )
}

/** The registry's path sets (machines/registry.ts). */
export const pathSets = (): MachinePathSet[] => [
  { paths: resultsLoaderPaths(), input: resultsLoaderPathInput, describe: describeResultsPath },
]
/** The test file that runs the loader's paths under fake time, besides the browsers' run every machine has. */
export const alsoRunBy: readonly PathRunner[] = [
  { layer: 'machine', file: 'tests/results-loader.test.ts' },
]
