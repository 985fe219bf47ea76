/**
 * `npm run path-coverage`' measures, on paths replayed by `replayPaths`: states, transitions (per
 * event and guard branch), guard outcomes (each true and false), pairs of consecutive transitions,
 * and the requirements the machine carries; each item labelled for the report.
 */
import {
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  getNextTransitions,
} from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { requirements } from '../docs/requirements'
import type { CoverageExclusion } from '../machines/registry'
import {
  describeBranchGuard,
  describeTargets,
  describeTransition,
  keyOfDefinition,
  type PathTrace,
  requirementsIn,
  shortId,
  type TransitionInfo,
  transitionsOf,
} from './machine-graph'

export const measures = ['states', 'transitions', 'guards', 'pairs', 'requirements'] as const
export type Measure = (typeof measures)[number]

export interface MeasureRow {
  id: string
  label: string
  covered: boolean
  /** Why the paths leave it out, when they do on purpose. */
  excluded?: string
}

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
  const carriers = [
    ...[machine.root, ...getStateNodes(machine)].map((node) => ({
      meta: node.meta,
      name: `state ${node.id}`,
      exercisedBy: (trace: PathTrace) => trace.states.has(node.id),
    })),
    ...transitionsOf(machine).map(({ key, definition }) => ({
      meta: definition.meta,
      name: `transition ${key}`,
      exercisedBy: (trace: PathTrace) => trace.steps.some((step) => step.taken.includes(key)),
    })),
  ]
  const ids = new Set(carriers.flatMap(({ meta }) => requirementsIn(meta)))
  return new Map(
    [...ids].map((id) => {
      const list = carriers.filter(({ meta }) => requirementsIn(meta).includes(id))
      const paths = traces.filter((trace) => list.some(({ exercisedBy }) => exercisedBy(trace)))
      return [id, { carriers: list.map(({ name }) => name), paths: paths.length }]
    }),
  )
}

/** Every item of each measure, labelled, whether the paths cover it, why not when on purpose. */
export function measureRows(
  machine: AnyStateMachine,
  traces: readonly PathTrace[],
  carried: ReadonlyMap<string, CarriedRequirement>,
  exclusions: readonly CoverageExclusion[],
): Record<Measure, MeasureRow[]> {
  const taken = traces.map((trace) => trace.steps.flatMap((step) => step.taken))
  const catalogued: string[] = requirements.flatMap((requirement) =>
    'machine' in requirement && requirement.machine === machine.id ? [requirement.id] : [],
  )
  const seen: Record<Measure, ReadonlySet<string>> = {
    states: new Set(traces.flatMap((trace) => [...trace.states])),
    transitions: new Set(taken.flat()),
    guards: observedGuardOutcomes(traces),
    pairs: new Set(taken.flatMap((keys) => keys.slice(1).map((key, i) => `${keys[i]} -> ${key}`))),
    requirements: new Set(catalogued.filter((id) => (carried.get(id)?.paths ?? 0) > 0)),
  }
  const row = (measure: Measure, id: string, label: string): MeasureRow => {
    const exclusion = exclusions.find((e) => e.measure === measure && e.item === id)
    const covered = seen[measure].has(id)
    return exclusion ? { id, label, covered, excluded: exclusion.reason } : { id, label, covered }
  }
  const transitions = transitionsOf(machine)
  return {
    states: getStateNodes(machine).map((node) => row('states', node.id, shortId(node))),
    transitions: transitions.map((transition) =>
      row(
        'transitions',
        transition.key,
        `${shortId(transition.source)} -> ${describeTargets(transition)}: ${describeTransition(transition)}`,
      ),
    ),
    // Each guarded branch, once as true and once as false.
    guards: transitions
      .filter((transition) => transition.definition.guard !== undefined)
      .flatMap((transition) =>
        [true, false].map((outcome) =>
          row(
            'guards',
            `${transition.key} ${outcome}`,
            `${shortId(transition.source)} ${transition.definition.eventType || 'always'} [${describeBranchGuard(transition)}] ${outcome}`,
          ),
        ),
      ),
    // Every pair of transitions where the second can come right after the first in the chart.
    pairs: transitions.flatMap((first) => {
      const active = configurationAfter(first)
      return transitions
        .filter((second) => active.has(second.source))
        .map((second) =>
          row('pairs', `${first.key} -> ${second.key}`, `${first.key}  then  ${second.key}`),
        )
    }),
    // The catalogue's rules for this machine and every ID it carries: each must be both.
    requirements: [...new Set([...catalogued, ...carried.keys()])].map((id) =>
      row(
        'requirements',
        id,
        !catalogued.includes(id)
          ? `${id} (carried, but not this machine's in docs/requirements.ts)`
          : carried.has(id)
            ? id
            : `${id} (no state or transition carries it)`,
      ),
    ),
  }
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
function configurationAfter({ definition, source }: TransitionInfo): Set<AnyStateNode> {
  const target = definition.target?.[0] as AnyStateNode | undefined
  // Targetless: the source stays in whatever state below it was active.
  const nodes = new Set<AnyStateNode>(target ? [] : getStateNodes(source))
  for (let node: AnyStateNode | undefined = target ?? source; node; node = node.parent)
    nodes.add(node)
  for (let node = target?.initial?.target?.[0]; node; node = node.initial?.target?.[0])
    nodes.add(node)
  return nodes
}
