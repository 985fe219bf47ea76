/**
 * The countdown's generated paths: `getShortestPaths` walks the machine with its delays (the
 * `tick` after-transition is an event of the traversal) under a simulated clock, so the
 * paths say what the countdown shows after each tick or sync. e2e/paths.spec.ts runs them on the
 * results in every engine; `npm run path-coverage` measures their coverage.
 */
import type { ActorScope, EventFromLogic, SnapshotFrom } from 'xstate'
import { getShortestPaths, type StatePath } from 'xstate/graph'
import { clockBySpec } from '../../spec/figures'
import type { MachinePathSet } from '../registry'
import { countdownMachine } from './countdown.machine'

type CountdownSnapshot = SnapshotFrom<typeof countdownMachine>
type CountdownEvent = EventFromLogic<typeof countdownMachine>
export type CountdownPath = StatePath<CountdownSnapshot, CountdownEvent>

/**
 * The clock the paths run on, given to the machine as its input's clock: set to each step's time
 * before the machine reads it (by `clockedCountdown`, also when `npm run path-coverage` replays).
 */
let pathTime = 0
const pathClock = {
  now: () => pathTime,
  set: (ms: number) => {
    pathTime = ms
  },
}

/** Short enough to walk to the end; the ticking is the same at 508 s. */
const countdownPathInput = { durationSeconds: 3, clock: pathClock }

/** A set start 3 s after the first view (the path clock starts at 0), and one already past. */
const countdownToStartInput = { ...countdownPathInput, endsAt: 3000 }
const countdownPastStartInput = { ...countdownPathInput, endsAt: -1000 }

/** The countdown's scenarios: 508 s from each view (the default), to a set start, past it. */
const countdownScenarios = [
  { label: 'from each view', input: countdownPathInput },
  { label: 'to a set start', input: countdownToStartInput },
  { label: 'past the set start', input: countdownPastStartInput },
] as const

type CountdownScenario = (typeof countdownScenarios)[number]

const tickEventType = 'xstate.after.tick.countdown.running'

function isTick(event: { type: string }): boolean {
  return event.type === tickEventType
}

/**
 * The clock in a snapshot, as the time since the countdown started at 0: the machine's own
 * clock fields say how far it has run. A tick comes one second later; a sync comes at once.
 */
function clockFor(snapshot: CountdownSnapshot, event: CountdownEvent): number {
  const { endsAt, remainingSeconds } = snapshot.context
  return endsAt - remainingSeconds * 1000 + (isTick(event) ? 1000 : 0)
}

/** The countdown machine whose clock moves with its ticks (traversal has no real time). */
const clockedCountdown: typeof countdownMachine = Object.create(countdownMachine)
clockedCountdown.getInitialSnapshot = (scope, input) => {
  pathClock.set(0)
  return countdownMachine.getInitialSnapshot(scope, input)
}
clockedCountdown.transition = (
  snapshot,
  event,
  scope: ActorScope<CountdownSnapshot, CountdownEvent>,
) => {
  pathClock.set(clockFor(snapshot, event as CountdownEvent))
  return countdownMachine.transition(snapshot, event, scope)
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
  const paths = getShortestPaths(clockedCountdown, {
    input: scenario.input,
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

/** For `npm run path-coverage`: each scenario's paths, its input and the machine they ran on. */
export function countdownPathSets() {
  return countdownScenarios.map((scenario) => ({
    paths: countdownPaths(scenario),
    input: scenario.input,
    label: scenario.label,
    machine: clockedCountdown,
  }))
}

/** 'tick, tick, sync → 0:01 (running)'; past a set start, 'start → (passed)' (no time shown). */
export function describeCountdownPath(path: CountdownPath): string {
  const events = path.steps
    .map((step): string => step.event.type)
    .filter((type) => type !== 'xstate.init')
    .map((type) => (type === tickEventType ? 'tick' : 'sync'))
  const shown =
    path.state.value === 'passed' ? '' : `${clockBySpec[path.state.context.remainingSeconds]} `
  return `${events.join(', ') || 'start'} → ${shown}(${String(path.state.value)})`
}

/** The registry's path sets (machines/registry.ts): each view's, described in words. */
export const pathSets = (): MachinePathSet[] =>
  countdownPathSets().map((set) => ({ ...set, describe: describeCountdownPath }))
