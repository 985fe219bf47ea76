/**
 * What QA acts on, per machine of machines/registry.ts: its generated
 * paths, replayed on the machine alone, reach every state and transition (one per event and guard
 * branch), and every rule the machine's chart states (`meta.rules`) is carried by a state or
 * transition a path reaches. That each step reaches the state its path records is the machine's
 * own path tests' (machines/registry.ts, `runnersOf`), not this measure's. Read through XState's public API only
 * (`transition`, `getMicrosteps`, `getTransitionData`, `getNextTransitions`, StateNode fields).
 * tests/path-coverage.test.ts holds every registered machine to all of it; docs/traceability.md
 * prints the figures.
 */
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  getStateNodes as activeStateNodes,
  type EventObject,
  getInitialMicrosteps,
  getMicrosteps,
  getNextTransitions,
  initialTransition,
  transition,
} from 'xstate'
import { getStateNodes } from 'xstate/graph'
import {
  catalogue,
  type MachinePathSet,
  machineRegistry,
  type RegisteredMachine,
} from '../machines/registry'
import {
  describeTargets,
  describeTransition,
  keyOfDefinition,
  requirementsIn,
  shortId,
  transitionsOf,
} from './machine-graph'

/** A registered machine with the paths its test model generates. */
export type MachinePaths = RegisteredMachine & { sets: readonly MachinePathSet[] }

export async function loadMachinePaths(): Promise<MachinePaths[]> {
  return Promise.all(
    machineRegistry.map(async (entry) => ({ ...entry, sets: await entry.pathSets() })),
  )
}

/** One replayed path: the states active at any microstep, the transitions taken at each step. */
interface PathTrace {
  states: Set<string>
  /** Per step of the path (the start first): the keys of the transitions it took, in order. */
  steps: string[][]
}

/** Whether a guard holds, by the machine's own implementation of its name (or no guard). */
function holds(
  guard: unknown,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  machine: AnyStateMachine,
): boolean {
  if (guard === undefined) return true
  const { type, params } =
    typeof guard === 'string'
      ? { type: guard, params: undefined }
      : (guard as { type?: string; params?: unknown })
  const check = (machine.implementations.guards as Record<string, unknown>)[type ?? '']
  // A composed guard (`and`, `not`) has no implementation to call: none guards an `always` yet.
  if (typeof check !== 'function' || 'check' in check) {
    throw new Error(`path coverage cannot evaluate the eventless guard ${String(type)}`)
  }
  return Boolean(check({ context: snapshot.context, event }, params))
}

/**
 * The eventless transitions between consecutive microsteps: from each, the first `always` branch
 * of its states (in `getNextTransitions`' order, XState's own) whose guard holds.
 */
function alwaysTaken(
  microsteps: readonly AnyMachineSnapshot[],
  event: EventObject,
  machine: AnyStateMachine,
): AnyTransitionDefinition[] {
  return microsteps.slice(0, -1).flatMap((snapshot) => {
    const chosen = getNextTransitions(snapshot)
      .filter((candidate) => candidate.eventType === '')
      .find((candidate) => holds(candidate.guard, snapshot, event, machine))
    return chosen ? [chosen] : []
  })
}

/**
 * The snapshot after each step of a generated path, as the tests reach it: on the machine the
 * path set was generated on, from its input, by XState's pure transitions.
 */
function replayPath(
  entry: RegisteredMachine,
  set: MachinePathSet,
  path: MachinePathSet['paths'][number],
): AnyMachineSnapshot[] {
  const machine = set.machine ?? entry.machine
  const [first] = initialTransition(machine, set.input)
  const snapshots: AnyMachineSnapshot[] = [first]
  for (const step of path.steps.filter(({ event }) => event.type !== 'xstate.init')) {
    const before = snapshots[snapshots.length - 1] ?? first
    const [next] = transition(machine, before, step.event)
    snapshots.push(next)
  }
  return snapshots
}

/** One generated path replayed, recording what each step reaches. */
function tracePath(
  entry: RegisteredMachine,
  set: MachinePathSet,
  path: MachinePathSet['paths'][number],
): PathTrace {
  const machine = set.machine ?? entry.machine
  const trace: PathTrace = { states: new Set(), steps: [] }
  const record = (snapshots: readonly AnyMachineSnapshot[], taken: AnyTransitionDefinition[]) => {
    for (const snapshot of snapshots) {
      for (const node of activeStateNodes(snapshot.machine.root, snapshot.value))
        trace.states.add(node.id)
    }
    trace.steps.push(taken.map(keyOfDefinition))
  }
  const initial = getInitialMicrosteps(machine, set.input).map(([micro]) => micro)
  const init = { type: 'xstate.init', input: set.input }
  record(initial, alwaysTaken(initial, init, machine))
  const snapshots = replayPath(entry, set, path)
  for (const [index, { event }] of path.steps.entries()) {
    const before = snapshots[index - 1]
    if (before) {
      // The step's microsteps on the snapshot's own machine (the one the path set names).
      const microsteps = getMicrosteps(before.machine, before, event).map(([micro]) => micro)
      record(microsteps, [
        ...(machine.getTransitionData(before, event) as AnyTransitionDefinition[]),
        ...alwaysTaken(microsteps, event, machine),
      ])
    }
  }
  return trace
}

interface Row {
  label: string
  covered: boolean
}

export interface Coverage {
  entry: MachinePaths
  traces: PathTrace[]
  states: Row[]
  transitions: Row[]
  /** The machine's rules (its chart's `meta.rules`) and every ID it carries: each must be both. */
  requirements: Row[]
  /** Each requirement it carries: its carriers, and whether a path reaches one of them. */
  carried: Map<string, { carriers: string[]; reached: boolean }>
}

/** Every path of one machine replayed, and what they reach. */
export function coverageOf(entry: MachinePaths): Coverage {
  const traces = entry.sets.flatMap((set) => set.paths.map((path) => tracePath(entry, set, path)))
  const states = new Set(traces.flatMap((trace) => [...trace.states]))
  const taken = new Set(traces.flatMap((trace) => trace.steps.flat()))
  const nodes = getStateNodes(entry.machine) as AnyStateNode[]
  const transitions = transitionsOf(entry.machine)
  const carriers = [
    ...[entry.machine.root, ...nodes].map((node) => ({
      meta: node.meta,
      name: `state ${node.id}`,
      reached: states.has(node.id),
    })),
    ...transitions.map(({ key, definition }) => ({
      meta: definition.meta,
      name: `transition ${key}`,
      reached: taken.has(key),
    })),
  ]
  const carried = new Map(
    [...new Set(carriers.flatMap(({ meta }) => requirementsIn(meta)))].map((id) => {
      const list = carriers.filter(({ meta }) => requirementsIn(meta).includes(id))
      const reached = list.some((carrier) => carrier.reached)
      return [id, { carriers: list.map(({ name }) => name), reached }] as const
    }),
  )
  const catalogued: string[] = catalogue.flatMap((requirement) =>
    'machine' in requirement && requirement.machine === entry.machine.id ? [requirement.id] : [],
  )
  return {
    entry,
    traces,
    carried,
    states: nodes.map((node) => ({ label: shortId(node), covered: states.has(node.id) })),
    transitions: transitions.map((each) => ({
      label: `${shortId(each.source)} -> ${describeTargets(each)}: ${describeTransition(each)}`,
      covered: taken.has(each.key),
    })),
    requirements: [...new Set([...catalogued, ...carried.keys()])].map((id) => ({
      label: !catalogued.includes(id)
        ? `${id} (carried, but not among this machine's rules)`
        : carried.has(id)
          ? id
          : `${id} (no state or transition carries it)`,
      covered: catalogued.includes(id) && carried.get(id)?.reached === true,
    })),
  }
}

export const measures = ['states', 'transitions', 'requirements'] as const

type Path = MachinePathSet['paths'][number]

/**
 * Of the paths the browsers play (`chosen`, per set of `entry`), the few that between them reach
 * every state and transition all of them reach, and take each set (each scenario) at least once:
 * the paths every engine plays, the rest played in one (e2e/paths.spec.ts). Greedy: the path that
 * adds the most not yet reached, each in turn; then, for a set none of those is from, the one of
 * its paths that reaches the most. Each chosen path is kept with its index among its set's.
 */
export function coveringPaths(
  entry: RegisteredMachine,
  chosen: readonly { set: MachinePathSet; paths: readonly Path[] }[],
): { set: MachinePathSet; path: Path; index: number }[] {
  const candidates = chosen.flatMap(({ set, paths }) =>
    paths.map((path, index) => {
      const trace = tracePath(entry, set, path)
      const items = new Set([...trace.states].map((id) => `state ${id}`))
      for (const key of trace.steps.flat()) items.add(`transition ${key}`)
      return { set, path, index, items }
    }),
  )
  const reached = new Set<string>()
  const picked: typeof candidates = []
  const gain = (candidate: (typeof candidates)[number]) =>
    [...candidate.items].filter((item) => !reached.has(item)).length
  for (;;) {
    const [best] = candidates
      .filter((candidate) => !picked.includes(candidate))
      .sort((a, b) => gain(b) - gain(a))
    if (!best || gain(best) === 0) break
    picked.push(best)
    for (const item of best.items) reached.add(item)
  }
  for (const { set } of chosen) {
    if (picked.some((one) => one.set === set)) continue
    const [most] = candidates
      .filter((candidate) => candidate.set === set)
      .sort((a, b) => b.items.size - a.items.size)
    if (most) picked.push(most)
  }
  return chosen.flatMap(({ set }) =>
    picked
      .filter((one) => one.set === set)
      .sort((a, b) => a.index - b.index)
      .map(({ path, index }) => ({ set, path, index })),
  )
}
