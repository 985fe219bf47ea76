/**
 * The countdown's generated paths: every event carries the clock's time (`now`), so the paths
 * carry theirs: the view starts at 0 (`now` in the input), a tick comes a second after the last
 * reading and a sync at once, and the paths say what the countdown shows after each. They run on
 * the machine alone (tests/countdown.test.ts, path coverage) and on the results in every engine
 * (e2e/paths.spec.ts), a tick a second of the page's held clock.
 */
import type { SnapshotFrom } from 'xstate'
import { getShortestPaths, type StatePath } from 'xstate/graph'
import { clockBySpec } from '../../spec/figures'
import type { MachinePathSet, PathRunner } from '../registry'
import type { CountdownEvent } from './countdown.events'
import { countdownMachine, tickMs } from './countdown.machine'

type CountdownSnapshot = SnapshotFrom<typeof countdownMachine>
export type CountdownPath = StatePath<CountdownSnapshot, CountdownEvent>

/** Short enough to walk to the end; the ticking is the same at 508 s. The view starts at 0. */
const countdownPathInput = { durationSeconds: 3, now: 0 }

/** A set start 3 s after the view starts, and one already past. */
const countdownToStartInput = { ...countdownPathInput, endsAt: 3000 }
const countdownPastStartInput = { ...countdownPathInput, endsAt: -1000 }

/** The countdown's scenarios: 508 s from each view (the default), to a set start, past it. */
const countdownScenarios = [
  { label: 'from each view', input: countdownPathInput },
  { label: 'to a set start', input: countdownToStartInput },
  { label: 'past the set start', input: countdownPastStartInput },
] as const

type CountdownScenario = (typeof countdownScenarios)[number]

/**
 * The time of the last reading, from what the countdown shows: the paths' readings fall on whole
 * seconds, so it is `endsAt` less the seconds left.
 */
function lastReading(snapshot: CountdownSnapshot): number {
  const { endsAt, remainingSeconds } = snapshot.context
  return endsAt - remainingSeconds * 1000
}

/** The events the countdown takes next: a tick a second after the last reading, a sync at once. */
function nextEvents(snapshot: CountdownSnapshot): CountdownEvent[] {
  const at = lastReading(snapshot)
  const events: CountdownEvent[] = [
    { type: 'countdown.sync', now: at },
    { type: 'countdown.tick', now: at + tickMs },
  ]
  return events.filter((event) => snapshot.can(event))
}

/** State plus the seconds shown, with a sync marked so that the paths take it too. */
function serializeCountdownState(snapshot: CountdownSnapshot, event?: CountdownEvent): string {
  const key = `${JSON.stringify(snapshot.value)} ${snapshot.context.remainingSeconds}`
  return event?.type === 'countdown.sync' ? `${key} synced` : key
}

function eventTypesOf(path: CountdownPath): string[] {
  return path.steps.map((step) => step.event.type)
}

/** A scenario's shortest path to every state, less those that are the start of a longer one. */
function countdownPaths(scenario: CountdownScenario = countdownScenarios[0]): CountdownPath[] {
  const paths = getShortestPaths(countdownMachine, {
    input: scenario.input,
    events: nextEvents,
    serializeState: serializeCountdownState,
  })
  return paths.filter((path) => {
    const events = eventTypesOf(path)
    return !paths.some((other) => {
      const longer = eventTypesOf(other)
      return longer.length > events.length && events.every((type, i) => longer[i] === type)
    })
  })
}

/** For the path coverage (tests/path-coverage.test.ts): each scenario's paths and its input. */
export function countdownPathSets() {
  return countdownScenarios.map((scenario) => ({
    paths: countdownPaths(scenario),
    input: scenario.input,
    label: scenario.label,
  }))
}

/** 'tick, tick, sync → 0:01 (running)'; past a set start, 'start → (passed)' (no time shown). */
export function describeCountdownPath(path: CountdownPath): string {
  const events = path.steps
    .map((step): string => step.event.type)
    .filter((type) => type !== 'xstate.init')
    .map((type) => (type === 'countdown.tick' ? 'tick' : 'sync'))
  const shown =
    path.state.value === 'passed' ? '' : `${clockBySpec[path.state.context.remainingSeconds]} `
  return `${events.join(', ') || 'start'} → ${shown}(${String(path.state.value)})`
}

/** The registry's path sets (machines/registry.ts): each view's, described in words. */
export const pathSets = (): MachinePathSet[] =>
  countdownPathSets().map((set) => ({ ...set, describe: describeCountdownPath }))
/** The test file that runs the countdown's paths on a live actor under XState's simulated clock. */
export const alsoRunBy: readonly PathRunner[] = [
  { layer: 'machine', file: 'tests/countdown.test.ts' },
]
