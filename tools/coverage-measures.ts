/**
 * `npm run path-coverage`' measures beyond states and transitions, on paths replayed by `replayPaths`:
 * requirements exercised, guards seen true and false, pairs of consecutive transitions.
 */
import {
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  getNextTransitions,
} from 'xstate'
import { getStateNodes } from 'xstate/graph'
import {
  describeBranchGuard,
  keyOfDefinition,
  type PathTrace,
  requirementsIn,
  shortId,
  type TransitionInfo,
  transitionsOf,
} from './machine-graph'

/** A requirement a machine carries: the states and transitions that carry it, the paths through one. */
export interface CarriedRequirement {
  /** `state quiz.results`, `transition quiz.question.ready answer.select #0`. */
  carriers: string[]
  /** How many of the paths enter such a state or take such a transition. */
  paths: number
}

/** Every requirement the machine carries in `meta`, with its carriers and the paths through them. */
export function carriedRequirements(
  machine: AnyStateMachine,
  traces: readonly PathTrace[],
): Map<string, CarriedRequirement> {
  const carriers = new Map<string, { name: string; exercisedBy: (trace: PathTrace) => boolean }[]>()
  const add = (meta: unknown, name: string, exercisedBy: (trace: PathTrace) => boolean) => {
    for (const id of requirementsIn(meta)) {
      carriers.set(id, [...(carriers.get(id) ?? []), { name, exercisedBy }])
    }
  }
  for (const node of [machine.root, ...getStateNodes(machine)]) {
    add(node.meta, `state ${node.id}`, (trace) => trace.states.has(node.id))
  }
  for (const { key, definition } of transitionsOf(machine)) {
    add(definition.meta, `transition ${key}`, (trace) =>
      trace.steps.some((step) => step.taken.includes(key)),
    )
  }
  return new Map(
    [...carriers].map(([id, list]) => [
      id,
      {
        carriers: list.map(({ name }) => name),
        paths: traces.filter((trace) => list.some(({ exercisedBy }) => exercisedBy(trace))).length,
      },
    ]),
  )
}

/** Each guarded branch, once as true and once as false. */
export function guardOutcomeRows(machine: AnyStateMachine): { id: string; label: string }[] {
  return transitionsOf(machine)
    .filter((transition) => transition.definition.guard !== undefined)
    .flatMap((transition) =>
      [true, false].map((outcome) => ({
        id: `${transition.key} ${outcome}`,
        label: `${shortId(transition.source)} ${transition.definition.eventType || 'always'} [${describeBranchGuard(transition)}] ${outcome}`,
      })),
    )
}

/**
 * The guard outcomes the paths show. XState tries the branches for an event from the leaf state up,
 * each state's in order (`getNextTransitions` lists them so): those tried before the one taken, or
 * all when none was, were false. A branch taken had its guard true and every earlier branch of its
 * state false. Where a step came to rest, every `always` guard was false (XState runs eventless
 * transitions until none is enabled).
 */
export function observedGuardOutcomes(traces: readonly PathTrace[]): Set<string> {
  const seen = new Set<string>()
  const sawFalse = (definitions: readonly AnyTransitionDefinition[]) => {
    for (const definition of definitions) {
      if (definition.guard !== undefined) seen.add(`${keyOfDefinition(definition)} false`)
    }
  }
  for (const trace of traces) {
    for (const step of trace.steps) {
      for (const key of step.taken) {
        seen.add(`${key} true`)
        const [sourceId = '', trigger = '', branch = '#0'] = key.split(' ')
        const source = step.after.machine.getStateNodeById(sourceId) as AnyStateNode
        const list = trigger === 'always' ? source.always : source.transitions.get(trigger)
        sawFalse(list?.slice(0, Number(branch.slice(1))) ?? [])
      }
      const tried = getNextTransitions(step.before).filter((t) => t.eventType === step.eventType)
      const firstTaken = tried.findIndex((t) => step.taken.includes(keyOfDefinition(t)))
      if (step.eventType !== 'xstate.init')
        sawFalse(firstTaken < 0 ? tried : tried.slice(0, firstTaken))
      sawFalse(getNextTransitions(step.after).filter((t) => t.eventType === ''))
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
