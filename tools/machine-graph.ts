/**
 * What a statechart consists of (states and transitions, one entry per event and guard branch),
 * read from the machine definitions themselves, and which of them a set of generated test paths
 * reaches. Shared by `npm run diagrams`, `npm run paths` and their tests.
 */
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  getStateNodes as activeStateNodes,
  isMachineSnapshot,
} from 'xstate'
import { getStateNodes } from 'xstate/graph'
import type { MachinePathSet } from '../machines/registry'
import { builtInActionType, composedGuard, recordingScope } from './xstate-internals'

type TransitionKind =
  | 'event'
  | 'after'
  | 'always'
  | 'invoke.done'
  | 'invoke.error'
  | 'invoke.snapshot'
  | 'state.done'

export interface TransitionInfo {
  /** Stable identity: source state id, event type and the branch's position. */
  key: string
  source: AnyStateNode
  kind: TransitionKind
  eventType: string
  /** 0-based position among the branches for the same event (guard order). */
  branch: number
  definition: AnyTransitionDefinition
}

function kindOf(eventType: string): TransitionKind {
  if (eventType === '') return 'always'
  if (eventType.startsWith('xstate.after.')) return 'after'
  if (eventType.startsWith('xstate.done.actor.')) return 'invoke.done'
  if (eventType.startsWith('xstate.error.actor.')) return 'invoke.error'
  if (eventType.startsWith('xstate.snapshot.')) return 'invoke.snapshot'
  if (eventType.startsWith('xstate.done.state.')) return 'state.done'
  return 'event'
}

export function transitionKey(sourceId: string, eventType: string, branch: number): string {
  return `${sourceId} ${eventType === '' ? 'always' : eventType} #${branch}`
}

/** Every transition of a state node: one per event and guard branch, `always` last. */
function transitionsOfNode(node: AnyStateNode): TransitionInfo[] {
  const groups: [string, AnyTransitionDefinition[]][] = [...node.transitions.entries()]
  if (node.always?.length) groups.push(['', node.always])
  return groups.flatMap(([eventType, definitions]) =>
    definitions.map((definition, branch) => ({
      key: transitionKey(node.id, eventType, branch),
      source: node,
      kind: kindOf(eventType),
      eventType,
      branch,
      definition,
    })),
  )
}

/** Every transition of the machine, root first, then states in document order. */
export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  return [machine.root, ...getStateNodes(machine)].flatMap(transitionsOfNode)
}

/** Which key a taken transition definition has (it may come from a `.provide()`d copy). */
function keyOfDefinition(definition: AnyTransitionDefinition): string {
  const source = definition.source as AnyStateNode
  const eventType = definition.eventType
  const list = eventType === '' ? source.always : source.transitions.get(eventType)
  const branch = list?.indexOf(definition) ?? -1
  return transitionKey(source.id, eventType, branch)
}

type Named = { type?: unknown; name?: unknown }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** `isFinalAnswer`, `isPlayerCheckEnabled and isPlayerPresent`, `not isX`, `in(state)`. */
export function describeGuard(guard: unknown): string {
  if (typeof guard === 'string') return guard
  const composed = composedGuard(guard)
  if (composed?.kind === 'stateIn') {
    const value = composed.stateValue
    return `in(${typeof value === 'string' ? value : JSON.stringify(value)})`
  }
  if (composed) {
    const parts = composed.guards.map(describeNested)
    if (composed.kind === 'not') return `not ${parts[0] ?? '?'}`
    return parts.join(` ${composed.kind} `)
  }
  if (typeof guard === 'function' || isRecord(guard)) {
    const named = guard as Named
    if (typeof named.type === 'string') return named.type
    if (typeof named.name === 'string' && named.name !== '') return named.name
  }
  return 'inline guard'
}

function describeNested(guard: unknown): string {
  const kind = composedGuard(guard)?.kind
  const text = describeGuard(guard)
  return kind === 'and' || kind === 'or' ? `(${text})` : text
}

/** Built-in bookkeeping actions XState adds for `after` and `invoke`; not part of the chart. */
const implicitActions = new Set([
  'xstate.raise',
  'xstate.cancel',
  'xstate.spawnChild',
  'xstate.stopChild',
])

/** The names of actions as a reader of the chart knows them; implicit ones left out. */
export function describeActions(actions: readonly unknown[] | undefined): string[] {
  return (actions ?? []).flatMap((action) => {
    if (typeof action === 'string') return [action]
    const builtIn = builtInActionType(action)
    if (builtIn && implicitActions.has(builtIn)) return []
    if (builtIn) return [builtIn.slice('xstate.'.length)]
    const named = action as Named
    if (typeof action === 'function') {
      return [typeof named.name === 'string' && named.name !== '' ? named.name : 'inline action']
    }
    if (typeof named.type === 'string') return [named.type]
    return ['inline action']
  })
}

/** `tick (1000 ms)`, `retryDelay`, `500 ms`. */
function describeDelay(machine: AnyStateMachine, delay: unknown): string {
  if (typeof delay === 'number') return `${delay} ms`
  const name = String(delay)
  const implementation = (machine.implementations.delays as Record<string, unknown>)[name]
  return typeof implementation === 'number' ? `${name} (${implementation} ms)` : name
}

function invokeOf(node: AnyStateNode, eventType: string) {
  const id = eventType.replace(/^xstate\.(done|error)\.actor\.|^xstate\.snapshot\./, '')
  return node.invoke.find((invoke) => invoke.id === id)
}

export function describeInvokeSource(src: unknown): string {
  if (typeof src === 'string') return src
  if (isRecord(src) && typeof (src as Named).name === 'string') return String((src as Named).name)
  return 'inline actor'
}

/** The trigger of a transition as a person reads it: `quiz.start`, `after tick (1000 ms)`. */
export function describeTrigger(transition: TransitionInfo): string {
  const { definition, eventType, kind, source } = transition
  switch (kind) {
    case 'always':
      return 'always'
    case 'after':
      return `after ${describeDelay(source.machine, (definition as { delay?: unknown }).delay)}`
    case 'invoke.done':
    case 'invoke.error':
    case 'invoke.snapshot':
      return `${kind.slice('invoke.'.length)}: ${describeInvokeSource(invokeOf(source, eventType)?.src)}`
    case 'state.done':
      return 'done'
    default:
      return eventType
  }
}

/** The guard of a branch; the last unguarded branch after guarded ones reads `else`. */
export function describeBranchGuard(transition: TransitionInfo): string | undefined {
  const { guard } = transition.definition
  if (guard !== undefined) return describeGuard(guard)
  return transition.branch > 0 ? 'else' : undefined
}

/** `answer.select [isFinalAnswer] / appendAnswer` */
export function describeTransition(transition: TransitionInfo): string {
  const guard = describeBranchGuard(transition)
  const actions = describeActions(transition.definition.actions)
  return [
    describeTrigger(transition),
    guard ? `[${guard}]` : undefined,
    actions.length ? `/ ${actions.join(', ')}` : undefined,
  ]
    .filter(Boolean)
    .join(' ')
}

/** The requirement IDs a state node or a transition carries in its `meta`. */
export function requirementsIn(meta: unknown): string[] {
  const ids = (meta as { requirements?: unknown } | undefined)?.requirements
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
}

/** `quiz.question.ready` -> `question.ready` (the id without the machine's own id). */
export function shortId(node: AnyStateNode): string {
  return node.path.join('.') || node.id
}

/** Where a transition goes: `question.ready --answer.select--> results`, `(stays)` if targetless. */
export function describeTargets(transition: TransitionInfo): string {
  const targets = (transition.definition.target ?? []) as AnyStateNode[]
  if (!targets.length) return '(stays)'
  return targets.map(shortId).join(', ')
}

/** State value of the configuration the machine starts in, before any `always` runs. */
function defaultInitialValue(machine: AnyStateMachine): string[] {
  const path: string[] = []
  let node: AnyStateNode | undefined = machine.root
  while (node && node.type === 'compound') {
    const target = node.initial?.target?.[0] as AnyStateNode | undefined
    if (!target) break
    path.push(target.key)
    node = target
  }
  return path
}

/** Delay in ms of the `after` transition that `eventType` stands for, in that snapshot. */
function delayOf(snapshot: AnyMachineSnapshot, eventType: string): number {
  if (!eventType.startsWith('xstate.after.')) return 0
  const nodes = activeStateNodes(snapshot.machine.root, snapshot.value)
  for (const node of nodes) {
    const delayed = node.after.find((transition) => transition.eventType === eventType)
    if (!delayed) continue
    const delay = (delayed as { delay: unknown }).delay
    if (typeof delay === 'number') return delay
    const impl = (snapshot.machine.implementations.delays as Record<string, unknown>)[String(delay)]
    if (typeof impl === 'number') return impl
    if (typeof impl === 'function') {
      return Number(impl({ context: snapshot.context, event: { type: eventType } }, undefined))
    }
  }
  return 0
}

/** One step of a replayed path: the event, the snapshots around it, the transitions it took. */
interface TraceStep {
  eventType: string
  before: AnyMachineSnapshot
  after: AnyMachineSnapshot
  /** Keys of the transitions taken, in order (the event's, then any `always`). */
  taken: string[]
}

/** A replayed path: its steps, and every state node active in any of its microsteps. */
export interface PathTrace {
  steps: TraceStep[]
  states: Set<string>
}

export interface ReplayResult {
  /** State node ids active in any microstep of any path. */
  states: Set<string>
  /** Keys of every transition taken. */
  transitions: Set<string>
  /** Steps whose replayed state differs from the one the path recorded. */
  divergences: string[]
  /** Each path as replayed, in order. */
  traces: PathTrace[]
}

function valueText(snapshot: unknown): string {
  return isMachineSnapshot(snapshot) ? JSON.stringify(snapshot.value) : String(snapshot)
}

/**
 * Replays each path from its initial snapshot on the machine that generated it (so provided
 * guards apply), recording the transitions each microstep takes. A machine that reads the time
 * does so from the path set's simulated clock, which starts at 0 and advances by the delay of each
 * `after` event.
 */
export function replayPaths(
  fallback: AnyStateMachine,
  sets: readonly MachinePathSet[],
): ReplayResult {
  const result: ReplayResult = {
    states: new Set(),
    transitions: new Set(),
    divergences: [],
    traces: [],
  }
  for (const set of sets) {
    set.paths.forEach((path, pathIndex) => {
      set.clock?.set(0)
      const first = path.steps[0]
      if (!first) return
      const recorded = isMachineSnapshot(first.state) ? first.state : undefined
      const machine = (recorded?.machine ?? fallback) as AnyStateMachine
      // Like `transition()`'s inert scope, but recording every microstep.
      const recorder = {
        taken: [] as AnyTransitionDefinition[],
        snapshots: [] as AnyMachineSnapshot[],
      }
      const scope = recordingScope(machine, (transitions, micro) => {
        recorder.taken.push(...transitions)
        recorder.snapshots.push(micro)
      })
      const trace: PathTrace = { steps: [], states: new Set() }
      result.traces.push(trace)
      const record = (snapshot: AnyMachineSnapshot) => {
        for (const node of getStateNodes(machine)) {
          if (snapshot.matches(node.path.join('.'))) {
            result.states.add(node.id)
            trace.states.add(node.id)
          }
        }
      }
      let snapshot: AnyMachineSnapshot
      if (set.input !== undefined || !recorded) {
        snapshot = machine.getInitialSnapshot(scope, set.input) as AnyMachineSnapshot
        trace.steps.push({
          eventType: 'xstate.init',
          before: snapshot,
          after: snapshot,
          taken: recorder.taken.map(keyOfDefinition),
        })
      } else {
        snapshot = recorded
        const start = defaultInitialValue(machine).join('.')
        if (start && !recorded.matches(start)) {
          // Eventless transitions ran at start: run them again from the default configuration.
          const before = machine.resolveState({ value: start, context: recorded.context })
          record(before)
          snapshot = machine.transition(before, { type: 'xstate.coverage.start' }, scope)
          trace.steps.push({
            eventType: 'xstate.init',
            before,
            after: snapshot,
            taken: recorder.taken.map(keyOfDefinition),
          })
        }
      }
      record(snapshot)
      for (const [stepIndex, step] of path.steps.entries()) {
        if (stepIndex === 0 && step.event.type === 'xstate.init') continue
        set.clock?.increment(delayOf(snapshot, step.event.type))
        recorder.snapshots.length = 0
        const before = snapshot
        const from = recorder.taken.length
        snapshot = machine.transition(snapshot, step.event, scope)
        for (const micro of recorder.snapshots) record(micro)
        record(snapshot)
        trace.steps.push({
          eventType: step.event.type,
          before,
          after: snapshot,
          taken: recorder.taken.slice(from).map(keyOfDefinition),
        })
        const expected = step.state
        if (
          snapshot.status === 'error' ||
          (isMachineSnapshot(expected) && valueText(expected) !== valueText(snapshot))
        ) {
          result.divergences.push(
            `path ${pathIndex + 1}, step ${stepIndex} (${step.event.type}): replayed ${valueText(snapshot)}${snapshot.status === 'error' ? ` (error: ${String(snapshot.error)})` : ''}, path says ${valueText(expected)}`,
          )
        }
      }
      for (const definition of recorder.taken) result.transitions.add(keyOfDefinition(definition))
    })
  }
  return result
}

interface CoverageRow {
  id: string
  label: string
  covered: boolean
}

export interface Coverage {
  machineId: string
  pathCount: number
  states: CoverageRow[]
  transitions: CoverageRow[]
  divergences: string[]
  traces: PathTrace[]
}

export function coverageOf(machine: AnyStateMachine, sets: readonly MachinePathSet[]): Coverage {
  const replay = replayPaths(machine, sets)
  return {
    machineId: machine.id,
    pathCount: sets.reduce((sum, set) => sum + set.paths.length, 0),
    states: getStateNodes(machine).map((node) => ({
      id: node.id,
      label: shortId(node),
      covered: replay.states.has(node.id),
    })),
    transitions: transitionsOf(machine).map((transition) => ({
      id: transition.key,
      label: `${shortId(transition.source)} -> ${describeTargets(transition)}: ${describeTransition(transition)}`,
      covered: replay.transitions.has(transition.key),
    })),
    divergences: replay.divergences,
    traces: replay.traces,
  }
}
