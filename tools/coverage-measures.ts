/**
 * `npm run paths`' measures beyond states and transitions, on paths replayed by `replayPaths`:
 * requirements exercised, guards seen true and false, pairs of consecutive transitions.
 */
import { type AnyStateMachine, type AnyStateNode, getStateNodes as activeStateNodes } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import {
  describeBranchGuard,
  type PathTrace,
  requirementsIn,
  shortId,
  type TransitionInfo,
  transitionKey,
  transitionsOf,
} from './machine-graph'

/** Every requirement the machine carries, with the states and transitions that carry it. */
export function requirementCarriers(machine: AnyStateMachine): Map<string, string[]> {
  const carriers = new Map<string, string[]>()
  const add = (id: string, carrier: string) =>
    carriers.set(id, [...(carriers.get(id) ?? []), carrier])
  for (const node of [machine.root, ...getStateNodes(machine)]) {
    for (const id of requirementsIn(node.meta)) add(id, `state ${node.id}`)
  }
  for (const transition of transitionsOf(machine)) {
    for (const id of requirementsIn(transition.definition.meta))
      add(id, `transition ${transition.key}`)
  }
  return carriers
}

/** Whether a path exercises a carrier: it was in the state, or took the transition. */
function exercises(trace: PathTrace, carrier: string): boolean {
  const [kind, ...rest] = carrier.split(' ')
  const id = rest.join(' ')
  if (kind === 'state') return trace.states.has(id)
  return trace.steps.some((step) => step.taken.includes(id))
}

/** The paths (by index) that exercise each requirement the machine carries. */
export function pathsByRequirement(
  machine: AnyStateMachine,
  traces: readonly PathTrace[],
): Map<string, number[]> {
  const result = new Map<string, number[]>()
  for (const [id, carriers] of requirementCarriers(machine)) {
    result.set(
      id,
      traces.flatMap((trace, index) =>
        carriers.some((carrier) => exercises(trace, carrier)) ? [index] : [],
      ),
    )
  }
  return result
}

/** Each guarded branch, once as true and once as false. */
export function guardOutcomeRows(machine: AnyStateMachine): { id: string; label: string }[] {
  return transitionsOf(machine)
    .filter((transition) => transition.definition.guard !== undefined)
    .flatMap((transition) =>
      [true, false].map((outcome) => ({
        id: `${transition.key} ${outcome}`,
        label: `${shortId(transition.source)} ${transition.eventType || 'always'} [${describeBranchGuard(transition)}] ${outcome}`,
      })),
    )
}

/** The active state nodes of a snapshot, each leaf first, then up to the root. */
function activeFromLeaves(snapshot: PathTrace['steps'][number]['after']): AnyStateNode[] {
  const nodes = activeStateNodes(snapshot.machine.root, snapshot.value) as AnyStateNode[]
  return [...nodes].sort((a, b) => b.path.length - a.path.length)
}

/**
 * The guard outcomes the paths show. A branch taken had its guard true and every earlier branch
 * for the same event false. An event that no branch of a state took had every guard there false.
 * A step that ends in a state had every `always` guard of that state false (XState runs
 * eventless transitions until none is enabled).
 */
export function observedGuardOutcomes(traces: readonly PathTrace[]): Set<string> {
  const seen = new Set<string>()
  /** Branches 0 .. upTo-1 of a state's list for an event were evaluated false. */
  const falseUpTo = (node: AnyStateNode, eventType: string, upTo: number) => {
    const list = eventType === '' ? node.always : node.transitions.get(eventType)
    list?.slice(0, upTo).forEach((definition, branch) => {
      if (definition.guard !== undefined) {
        seen.add(`${transitionKey(node.id, eventType, branch)} false`)
      }
    })
  }
  for (const trace of traces) {
    for (const step of trace.steps) {
      const { machine } = step.after
      for (const key of step.taken) {
        seen.add(`${key} true`)
        const [sourceId = '', trigger = '', branch = '#0'] = key.split(' ')
        const source = machine.getStateNodeById(sourceId) as AnyStateNode
        falseUpTo(source, trigger === 'always' ? '' : trigger, Number(branch.slice(1)))
      }
      // The event, where no branch took it: from the leaf up, every guard evaluated false.
      if (step.eventType !== 'xstate.init') {
        for (const node of activeFromLeaves(step.before)) {
          const list = node.transitions.get(step.eventType)
          if (!list) continue
          const taken = list.some((_, branch) =>
            step.taken.includes(transitionKey(node.id, step.eventType, branch)),
          )
          if (taken) break
          falseUpTo(node, step.eventType, list.length)
        }
      }
      // Where the step came to rest, no `always` guard held.
      for (const node of activeFromLeaves(step.after)) falseUpTo(node, '', node.always?.length ?? 0)
    }
  }
  return seen
}

/** The states a transition leaves active: its target (or its source) with ancestors and the initial states below. */
function configurationAfter(transition: TransitionInfo): Set<AnyStateNode> {
  const target =
    (transition.definition.target?.[0] as AnyStateNode | undefined) ?? transition.source
  const nodes = new Set<AnyStateNode>()
  for (let node: AnyStateNode | undefined = target; node; node = node.parent) nodes.add(node)
  const below = (node: AnyStateNode) => {
    if (transition.definition.target === undefined) {
      // Targetless: the source stays in whatever state below it was active.
      for (const child of Object.values(node.states) as AnyStateNode[]) {
        nodes.add(child)
        below(child)
      }
      return
    }
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined
    if (initial) {
      nodes.add(initial)
      below(initial)
    }
  }
  below(target)
  return nodes
}

/** Every pair of transitions where the second can come right after the first in the chart. */
export function allowedPairs(machine: AnyStateMachine): { id: string; label: string }[] {
  const transitions = transitionsOf(machine)
  return transitions.flatMap((first) => {
    const active = configurationAfter(first)
    return transitions
      .filter((second) => active.has(second.source))
      .map((second) => ({
        id: `${first.key} -> ${second.key}`,
        label: `${first.key}  then  ${second.key}`,
      }))
  })
}

/** The pairs of consecutive transitions the paths take. */
export function observedPairs(traces: readonly PathTrace[]): Set<string> {
  const seen = new Set<string>()
  for (const trace of traces) {
    const keys = trace.steps.flatMap((step) => step.taken)
    keys.forEach((key, index) => {
      const next = keys[index + 1]
      if (next !== undefined) seen.add(`${key} -> ${next}`)
    })
  }
  return seen
}
