/**
 * The early-tap script's generated paths, for the chart alone (tests/early-taps.test.ts), the
 * built quiz page in every engine (e2e/paths.spec.ts) and path coverage: the shortest way to take each transition (a state is told
 * apart by where it came from and how), then only the paths that begin no other, since those take
 * every step of the rest.
 */
import type { SnapshotFrom } from 'xstate'
import { getShortestPaths, joinPaths, type StatePath } from 'xstate/graph'
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

/** The event of each delay in the chart (`xstate.after.patience.early-taps.answered`, ...). */
const delayEvents = (function collect(node = earlyTapsMachine.root): EarlyTapsEvent[] {
  return [
    ...node.after.map(({ eventType }) => ({ type: eventType }) as unknown as EarlyTapsEvent),
    ...Object.values(node.states).flatMap((child) => collect(child)),
  ]
})()

/** `patience` for a delay's event, else the event's type. */
export const stepName = (type: string) =>
  type.startsWith('xstate.after.') ? (type.split('.')[2] ?? type) : type

const events: readonly EarlyTapsEvent[] = [
  { type: 'quiz.kept' },
  { type: 'start.tapped' },
  { type: 'answer.tapped', value: earlyAnswer },
  { type: 'reload.tapped' },
  { type: 'script.failed' },
  { type: 'taps.taken' },
  ...delayEvents,
]

/** Whether `event` is an answer a double tap gives while question 1 settles: ignored. */
const isIgnoredAnswer = (event: EarlyTapsEvent, snapshot: EarlyTapsSnapshot) =>
  event.type === 'answer.tapped' && snapshot.matches({ started: 'settling' })

/**
 * The shortest way to take each transition (a state is told apart by where it came from and how),
 * then, since being late keeps what was tapped (nothing, a START, or an answer too), every way on
 * from each way of being late; only the paths that begin no other, since those take every step of
 * the rest.
 */
export function earlyTapsPaths(): EarlyTapsPath[] {
  const options = {
    // An event a state ignores changes nothing: it is not tried there, save the second tap of a
    // double tap on START, which lands on question 1 as it settles.
    events: (snapshot: EarlyTapsSnapshot) =>
      events.filter((event) => snapshot.can(event) || isIgnoredAnswer(event, snapshot)),
    serializeState: (
      snapshot: EarlyTapsSnapshot,
      event: EarlyTapsEvent | undefined,
      previous: EarlyTapsSnapshot | undefined,
    ) => {
      const at = earlyTapsState(snapshot)
      if (!previous || !event) return at
      const ignored = isIgnoredAnswer(event, previous) ? ' (ignored)' : ''
      return `${at} from ${earlyTapsState(previous)} on ${stepName(event.type)}${ignored}`
    },
  }
  const shortest = getShortestPaths(earlyTapsMachine, options) as EarlyTapsPath[]
  const onward = shortest
    .filter((path) => path.state.matches('late'))
    .flatMap((late) =>
      (getShortestPaths(earlyTapsMachine, { ...options, fromState: late.state }) as EarlyTapsPath[])
        .filter((path) => path.steps.length === 2)
        .map((path) => joinPaths(late, path)),
    )
  return pathsBeginningNoOther([...shortest, ...onward])
}

/** `waiting -start.tapped-> started.settling -doubleTap-> started.ready` */
export function describeEarlyTapsPath(path: EarlyTapsPath): string {
  return path.steps
    .map(({ event, state }, index) =>
      index === 0 ? earlyTapsState(state) : ` -${stepName(event.type)}-> ${earlyTapsState(state)}`,
    )
    .join('')
}

/** The registry's path sets (machines/registry.ts). */
export const pathSets = (): MachinePathSet[] => [
  { paths: earlyTapsPaths(), describe: describeEarlyTapsPath },
]

/** The test file that plays the paths on the chart alone, each delay on Vitest's fake clock. */
export const alsoRunBy: readonly PathRunner[] = [
  { layer: 'machine', file: 'tests/early-taps.test.ts' },
]
