/**
 * What changed in the machines between two revisions, by behaviour: the machines page's "What
 * changed" (lab/compare-view.ts) shows it, `npm run machines:compare -- <ref>`
 * (the compare command) makes it. Pure: it reads two revisions already loaded (each one's
 * machines, the paths its own test models generate, its requirements) and plays machines with
 * XState's pure transitions; it reads no file and runs no git.
 *
 * - Structure, read from each machine: states (by id), transitions (by source, event and guard,
 *   else by their place among the branches for that event), guards (by name, with their code),
 *   delays (by name, with their value) and the requirements each carries (`meta.requirements`,
 *   with their rule from machines/requirements.ts), each added, removed or changed.
 * - Paths: every path either revision's models generate (a scenario's paths matched by its
 *   label), known by its events, is played on both revisions' machines; a path whose states step
 *   by step (the screens) or whose ending differs is listed with both plays side by side.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import type { MachinePathSet } from '../machines/registry'
import {
  describeActions,
  describeTrigger,
  nameOf,
  requirementsIn,
  shortId,
  type TransitionInfo,
  transitionsOf,
} from './machine-graph'
import { activePaths, replayPath } from './session'
import { eventCode } from './words'

/** One revision's machine, with the paths its own test model generates. */
export interface RevisionMachine {
  /** The folder under machines/ (the registry's name). */
  name: string
  machine: AnyStateMachine
  /** Its path sets, each with that revision's own describer of a path in words, if any. */
  sets: readonly MachinePathSet[]
}

/** A revision of the repository as the comparison reads it. */
export interface Revision {
  /** What it is called: a ref (`main`, `v1.2.0`), or this working copy. */
  label: string
  /** The commit, when it is one. */
  commit?: string
  machines: readonly RevisionMachine[]
  /** The rule of each requirement ID (machines/requirements.ts of that revision). */
  rules: ReadonlyMap<string, string>
}

export type ChangeKind = 'state' | 'transition' | 'guard' | 'delay' | 'requirement'

/** One thing added, removed or changed, with what changed in it (before and now). */
export interface Change {
  kind: ChangeKind
  change: 'added' | 'removed' | 'changed'
  /** The thing as a person finds it: `question.ready`, `chosen → results after choiceBeat`. */
  name: string
  /** Each field that differs; for an added or removed thing, what it is. */
  details: { field: string; before?: string; now?: string }[]
}

/** A path played on one revision's machine. */
interface PathPlay {
  /** The path in that revision's words (its model's describer). */
  words: string
  /** The active states after the start and after each event: `question › question.ready`. */
  states: string[]
  /** Where it ends: the last states, and whether the machine is done. */
  ending: string
}

/** A generated path whose screens or ending differ between the revisions. */
export interface PathDifference {
  /** The scenario (path set) it belongs to, when the machine has several. */
  scenario?: string
  /** Its events, in words: `answer.select (value 3)`. */
  events: string[]
  /** Which revisions' models generate it. */
  generatedBy: 'both' | 'before' | 'now'
  /** Where the plays differ. */
  differs: ('screens' | 'ending')[]
  before: PathPlay | null
  now: PathPlay | null
}

export interface MachineComparison {
  name: string
  /** The machine's id (its name in the diagrams). */
  id: string
  presence: 'both' | 'added' | 'removed'
  changes: Change[]
  /** Paths played on both revisions that go the same way. */
  samePaths: number
  paths: PathDifference[]
}

/** What `npm run machines:compare` writes and the machines page shows. */
export interface Comparison {
  before: { label: string; commit?: string }
  now: { label: string; commit?: string }
  machines: MachineComparison[]
}

// ---------------------------------------------------------------- structure

interface Item {
  /** Key within its kind: two revisions' items with equal keys are the same thing. */
  key: string
  name: string
  fields: Record<string, string>
}

const list = (values: readonly string[]) => (values.length ? values.join(', ') : 'none')

function stateKind(node: AnyStateNode): string {
  if (node.type === 'final') return 'final (the machine stops here)'
  if (node.type === 'parallel') return 'parallel'
  if (node.type === 'history') return 'history'
  return node.type === 'compound' ? 'has inner states' : 'simple'
}

/** The machine's own box and every state in it. */
const allNodes = (machine: AnyStateMachine): AnyStateNode[] => [
  machine.root,
  ...(getStateNodes(machine) as AnyStateNode[]),
]

function stateItems(machine: AnyStateMachine): Item[] {
  return allNodes(machine).map((node) => {
    const name = shortId(node)
    const fields: Record<string, string> = {
      description: node.description ?? '',
      kind: stateKind(node),
      entry: list(describeActions(node.config.entry)),
      exit: list(describeActions(node.config.exit)),
      invokes: list(node.invoke.map((invoke) => nameOf(invoke.src))),
      requirements: list(requirementsIn(node.meta)),
    }
    if (node.initial?.target.length)
      fields['first inner state'] = list(node.initial.target.map(shortId))
    return { key: name, name, fields }
  })
}

/** A delay as written: `1000 ms`, or its code when it is worked out. */
function delayText(value: unknown): string {
  return typeof value === 'number' ? `${value} ms` : String(value)
}

/** What starts a transition, a delay by its name (its value is in the delays): `after tick`. */
function triggerOf(transition: TransitionInfo): { trigger: string; delay?: string } {
  const { definition } = transition
  if (!definition.eventType.startsWith('xstate.after.'))
    return { trigger: describeTrigger(transition) }
  const delay = (definition as { delay?: unknown }).delay
  // A delay written in place: matched as `after a set time`, its value compared.
  if (typeof delay === 'number') return { trigger: 'after a set time', delay: delayText(delay) }
  return { trigger: `after ${String(delay)}` }
}

interface TransitionItem extends Item {
  /** Matched second, when no transition has the same key: source, trigger and branch. */
  place: string
}

function transitionItems(machine: AnyStateMachine): TransitionItem[] {
  return transitionsOf(machine).map((transition) => {
    const { definition, source, branch } = transition
    const { trigger, delay } = triggerOf(transition)
    const guard = definition.guard === undefined ? '' : nameOf(definition.guard)
    const targets = ((definition.target ?? []) as AnyStateNode[]).map(shortId)
    const from = shortId(source)
    const fields: Record<string, string> = {
      guard: guard || (branch > 0 ? 'else (no other branch applies)' : 'none'),
      target: targets.length ? list(targets) : `none (stays in ${from})`,
      actions: list(describeActions(definition.actions)),
      'starts the state again': definition.reenter ? 'yes' : 'no',
      description: definition.description ?? '',
      requirements: list(requirementsIn(definition.meta)),
    }
    if (delay) fields.delay = delay
    return {
      key: `${from} ${trigger} [${guard}]`,
      place: `${from} ${trigger} #${branch}`,
      name: `${from} on ${trigger}${guard ? ` [${guard}]` : ''}`,
      fields,
    }
  })
}

/** A guard's code as the machine holds it; a composed one (`and`, `not`) by what it composes. */
function guardCode(guard: unknown): string {
  const composed = guard as { operator?: unknown; guards?: unknown } | undefined
  if (typeof guard === 'function' && composed && Array.isArray(composed.guards)) {
    const operator = String(composed.operator ?? 'guard')
    return `${operator}(${composed.guards.map((inner) => (typeof inner === 'string' ? inner : guardCode(inner))).join(', ')})`
  }
  return typeof guard === 'function' ? String(guard) : JSON.stringify(guard)
}

function namedItems(implementations: Record<string, unknown>, text: (value: unknown) => string) {
  return Object.entries(implementations).map(([name, value]) => ({
    key: name,
    name,
    fields: { value: text(value) },
  }))
}

function carriedRequirements(machine: AnyStateMachine, rules: ReadonlyMap<string, string>) {
  const carriers = new Map<string, string[]>()
  const carry = (meta: unknown, by: string) => {
    for (const id of requirementsIn(meta)) carriers.set(id, [...(carriers.get(id) ?? []), by])
  }
  for (const node of allNodes(machine)) carry(node.meta, `state ${shortId(node)}`)
  for (const item of transitionsOf(machine)) {
    const { trigger } = triggerOf(item)
    carry(item.definition.meta, `${shortId(item.source)} on ${trigger}`)
  }
  return [...carriers].map(([id, by]) => ({
    key: id,
    name: id,
    fields: { rule: rules.get(id) ?? '(not in machines/requirements.ts)', 'carried by': list(by) },
  }))
}

/** Two revisions' items of one kind, compared. */
function compareItems(
  kind: ChangeKind,
  before: readonly Item[],
  now: readonly Item[],
  placeOf?: (item: Item) => string,
): Change[] {
  const changes: Change[] = []
  const unmatchedNow = new Map(now.map((item) => [item.key, item]))
  const pairs: [Item, Item][] = []
  const unmatchedBefore: Item[] = []
  for (const item of before) {
    const match = unmatchedNow.get(item.key)
    if (match) {
      pairs.push([item, match])
      unmatchedNow.delete(item.key)
    } else unmatchedBefore.push(item)
  }
  // A transition whose guard changed keeps its place among its event's branches.
  const removed: Item[] = []
  for (const item of unmatchedBefore) {
    const place = placeOf?.(item)
    const match = place
      ? [...unmatchedNow.values()].find((candidate) => placeOf?.(candidate) === place)
      : undefined
    if (match) {
      pairs.push([item, match])
      unmatchedNow.delete(match.key)
    } else removed.push(item)
  }
  for (const [was, is] of pairs) {
    const fields = [...new Set([...Object.keys(was.fields), ...Object.keys(is.fields)])]
    const details = fields
      .filter((field) => (was.fields[field] ?? '') !== (is.fields[field] ?? ''))
      .map((field) => ({ field, before: was.fields[field] ?? '', now: is.fields[field] ?? '' }))
    if (details.length) changes.push({ kind, change: 'changed', name: is.name, details })
  }
  const described = (item: Item, side: 'before' | 'now') =>
    Object.entries(item.fields)
      .filter(([, value]) => value !== '')
      .map(([field, value]) => ({ field, [side]: value }))
  for (const item of removed)
    changes.push({ kind, change: 'removed', name: item.name, details: described(item, 'before') })
  for (const item of unmatchedNow.values())
    changes.push({ kind, change: 'added', name: item.name, details: described(item, 'now') })
  return changes
}

/** What differs in one machine's states, transitions, guards, delays and requirements. */
function structureChanges(
  before: AnyStateMachine | undefined,
  now: AnyStateMachine | undefined,
  rules: { before: ReadonlyMap<string, string>; now: ReadonlyMap<string, string> },
): Change[] {
  const implementations = (machine: AnyStateMachine | undefined, kind: 'guards' | 'delays') =>
    (machine?.implementations[kind] ?? {}) as Record<string, unknown>
  const place = (item: Item) => (item as TransitionItem).place
  return [
    ...compareItems('state', before ? stateItems(before) : [], now ? stateItems(now) : []),
    ...compareItems(
      'transition',
      before ? transitionItems(before) : [],
      now ? transitionItems(now) : [],
      place,
    ),
    ...compareItems(
      'guard',
      namedItems(implementations(before, 'guards'), guardCode),
      namedItems(implementations(now, 'guards'), guardCode),
    ),
    ...compareItems(
      'delay',
      namedItems(implementations(before, 'delays'), delayText),
      namedItems(implementations(now, 'delays'), delayText),
    ),
    ...compareItems(
      'requirement',
      before ? carriedRequirements(before, rules.before) : [],
      now ? carriedRequirements(now, rules.now) : [],
    ),
  ]
}

// ---------------------------------------------------------------- paths

type Path = MachinePathSet['paths'][number]

const eventsOf = (path: Path) =>
  path.steps.map(({ event }) => event).filter((event) => event.type !== 'xstate.init')

const statesText = (snapshot: AnyMachineSnapshot) => activePaths(snapshot.value).join(' › ')

/** A path's events played on one revision's machine (the scenario's own machine and input). */
function play(
  entry: RevisionMachine,
  set: MachinePathSet,
  events: readonly EventObject[],
): PathPlay {
  const path: Path = {
    steps: [
      { event: { type: 'xstate.init' }, state: undefined },
      ...events.map((event) => ({ event, state: undefined })),
    ],
  }
  const snapshots = replayPath({ machine: entry.machine } as never, set, path)
  // The path as that revision reaches it, for its describer.
  const played = {
    steps: events.map((event, index) => ({ event, state: snapshots[index + 1] })),
    state: snapshots.at(-1),
  } as Path & { state: AnyMachineSnapshot }
  const last = snapshots.at(-1) as AnyMachineSnapshot
  const status =
    last.status === 'done' ? ' (the machine is done)' : last.status === 'error' ? ' (error)' : ''
  const listed = ['start', ...events.map((event) => event.type)].join(' → ')
  let words = listed
  try {
    words = set.describe?.(played) ?? listed
  } catch {
    // A describer that cannot read this play (it never ends where its model expects) lists it.
  }
  return { words, states: snapshots.map(statesText), ending: `${statesText(last)}${status}` }
}

function playDifference(before: PathPlay, now: PathPlay): PathDifference['differs'] {
  const differs: PathDifference['differs'] = []
  const steps = Math.max(before.states.length, now.states.length) - 1
  if (before.states.slice(0, steps).some((state, index) => state !== now.states[index]))
    differs.push('screens')
  if (before.ending !== now.ending || before.words !== now.words) differs.push('ending')
  return differs
}

/** Every path either revision generates, played on both; the ones that differ, and how many do not. */
function pathDifferences(
  before: RevisionMachine | undefined,
  now: RevisionMachine | undefined,
): { samePaths: number; paths: PathDifference[] } {
  const setKey = (set: MachinePathSet, index: number) => set.label ?? `#${index}`
  const setsOf = (entry: RevisionMachine | undefined) =>
    new Map((entry?.sets ?? []).map((set, index) => [setKey(set, index), set]))
  const beforeSets = setsOf(before)
  const nowSets = setsOf(now)
  const paths: PathDifference[] = []
  let samePaths = 0
  for (const key of new Set([...beforeSets.keys(), ...nowSets.keys()])) {
    const beforeSet = beforeSets.get(key)
    const nowSet = nowSets.get(key)
    const byEvents = new Map<string, { events: EventObject[]; before: boolean; now: boolean }>()
    for (const [side, set] of [
      ['before', beforeSet],
      ['now', nowSet],
    ] as const) {
      for (const path of set?.paths ?? []) {
        const events = eventsOf(path)
        const id = JSON.stringify(events)
        const known = byEvents.get(id) ?? { events, before: false, now: false }
        known[side] = true
        byEvents.set(id, known)
      }
    }
    for (const { events, before: inBefore, now: inNow } of byEvents.values()) {
      const playedBefore = before && beforeSet ? play(before, beforeSet, events) : null
      const playedNow = now && nowSet ? play(now, nowSet, events) : null
      const differs =
        playedBefore && playedNow ? playDifference(playedBefore, playedNow) : (['ending'] as const)
      if (!differs.length) {
        samePaths += 1
        continue
      }
      paths.push({
        ...(beforeSets.size + nowSets.size > 2 || beforeSet?.label || nowSet?.label
          ? { scenario: key }
          : {}),
        events: events.map(eventCode),
        generatedBy: inBefore && inNow ? 'both' : inBefore ? 'before' : 'now',
        differs: [...differs],
        before: playedBefore,
        now: playedNow,
      })
    }
  }
  return { samePaths, paths }
}

// ---------------------------------------------------------------- both

/** The machines of two revisions compared, machine by machine (by their registry name). */
export function compareRevisions(before: Revision, now: Revision): Comparison {
  const names = [...new Set([...now.machines, ...before.machines].map((entry) => entry.name))]
  return {
    before: { label: before.label, ...(before.commit ? { commit: before.commit } : {}) },
    now: { label: now.label, ...(now.commit ? { commit: now.commit } : {}) },
    machines: names.map((name) => {
      const was = before.machines.find((entry) => entry.name === name)
      const is = now.machines.find((entry) => entry.name === name)
      return {
        name,
        id: (is ?? was)?.machine.id ?? name,
        presence: was && is ? 'both' : is ? 'added' : 'removed',
        changes: structureChanges(was?.machine, is?.machine, {
          before: before.rules,
          now: now.rules,
        }),
        ...pathDifferences(was, is),
      }
    }),
  }
}
