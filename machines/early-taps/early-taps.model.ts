/**
 * The early-tap script's generated paths, for its test in jsdom (tests/build-early-taps.test.ts),
 * the built quiz page in every engine (e2e/paths.spec.ts) and path coverage: the shortest way to
 * take each transition (a state is told apart by where it came from and how), then only the paths
 * that begin no other, since those take every step of the rest.
 */
import type { SnapshotFrom } from 'xstate'
import { getShortestPaths, type StatePath } from 'xstate/graph'
import { pathsBeginningNoOther } from '../paths'
import type { MachinePathSet, PathRunner } from '../registry'
import type { EarlyTapsEvent } from './early-taps.events'
import { earlyTapsMachine } from './early-taps.machine'

export type EarlyTapsSnapshot = SnapshotFrom<typeof earlyTapsMachine>
export type EarlyTapsPath = StatePath<EarlyTapsSnapshot, EarlyTapsEvent>

/** `failed.said`: where the script is, as the chart names it. */
export const earlyTapsState = (snapshot: EarlyTapsSnapshot): string =>
  typeof snapshot.value === 'string'
    ? snapshot.value
    : Object.entries(snapshot.value)
        .map(([parent, child]) => `${parent}.${child}`)
        .join('')

/** The answer the paths tap: the first option's value. */
export const earlyAnswer = 1

const events: readonly EarlyTapsEvent[] = [
  { type: 'start.tapped' },
  { type: 'answer.tapped', value: earlyAnswer },
  { type: 'script.failed' },
  { type: 'taps.taken' },
]

export function earlyTapsPaths(): EarlyTapsPath[] {
  const paths = getShortestPaths(earlyTapsMachine, {
    // An event a state ignores changes nothing: it is not tried there.
    events: (snapshot) => events.filter((event) => snapshot.can(event)),
    serializeState: (snapshot, event, previous) =>
      previous && event
        ? `${earlyTapsState(snapshot)} from ${earlyTapsState(previous)} on ${event.type}`
        : earlyTapsState(snapshot),
  }) as EarlyTapsPath[]
  return pathsBeginningNoOther(paths)
}

/** `waiting -start.tapped-> started -taps.taken-> handedOver` */
export function describeEarlyTapsPath(path: EarlyTapsPath): string {
  return path.steps
    .map(({ event, state }, index) =>
      index === 0 ? earlyTapsState(state) : ` -${event.type}-> ${earlyTapsState(state)}`,
    )
    .join('')
}

/** The registry's path sets (machines/registry.ts). */
export const pathSets = (): MachinePathSet[] => [
  { paths: earlyTapsPaths(), describe: describeEarlyTapsPath },
]
/** The test file that plays its paths on the inline script, besides the browsers' run. */
export const alsoRunBy: readonly PathRunner[] = [
  { layer: 'machine', file: 'tests/build-early-taps.test.ts' },
]
/** The page follows this chart by hand, in its inline script (no XState before the JavaScript). */
export const runsAs = 'src/inline/early-taps.ts'
