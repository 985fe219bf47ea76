/**
 * What Stately's VS Code extension draws is what the machines run. The extension reads a machine
 * file with `@xstate/machine-extractor` (installed apart, in tools/stately, because it needs
 * xstate 4); this test runs that parser on every machine of the registry and compares what it
 * extracts with the running machine, fact by fact: states (ids, types, initial states, tags,
 * entry and exit actions, invokes, descriptions, meta) and transitions (event or delay, guard,
 * targets, actions, description). It also fails when a guard, action, actor or delay in a
 * machine's config is written inline instead of named in `setup()`: the visualizer shows a name,
 * never code. Not compared, as the extractor (0.16) drops them: `reenter` (it keeps only xstate 4
 * `internal`) and `meta` (the requirement IDs are not in the visualizer).
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { machineRegistry } from '../machines/registry'

const rootDir = join(import.meta.dirname, '..')
const extractorDir = join(rootDir, 'tools/stately')

// --- Both sides as one list of facts ------------------------------------------------------------

type Aspect =
  | 'exists'
  | 'id'
  | 'type'
  | 'initial'
  | 'tags'
  | 'entry'
  | 'exit'
  | 'description'
  | 'invoke'
  | 'guard'
  | 'targets'
  | 'actions'

/**
 * One fact of a chart. `where` is a state's path (`question.ready`; the root is `(machine)`),
 * or a transition: `question.ready › on answer.select #1`, `running › after tick #1`,
 * `loading › invoke #1 onDone #1`, `attemptFailed › always #2`.
 */
interface Fact {
  where: string
  aspect: Aspect
  value: unknown
}

interface Difference extends Fact {
  /** What the extractor has; `value` is what the machine runs. */
  extracted: unknown
}

const rootName = '(machine)'
const inlineGuard = '(inline guard)'
const inlineAction = '(inline action)'
const inlineActor = '(inline actor)'

type OneOrMany<T> = T | readonly T[]
const toList = <T>(value: OneOrMany<T> | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value as T]

/** Facts with an empty value (no description, no tags, no re-entry) are left out on both sides. */
function fact(where: string, aspect: Aspect, value: unknown): Fact[] {
  const empty =
    value === undefined || value === false || (Array.isArray(value) && value.length === 0)
  return empty ? [] : [{ where, aspect, value }]
}

// The running machine, through XState 5's public StateNode API. Entry and exit actions and
// invoked sources are read from the node's `config`: `entry`/`exit` also hold the actions XState
// adds to start and cancel `after` timers, and `invoke` names an inline actor `xstate.invoke.*`.

function runtimeName(item: unknown, inline: string): string {
  if (typeof item === 'string') return item
  if (typeof item === 'object' && item !== null && 'type' in item && typeof item.type === 'string')
    return item.type
  return inline
}

const pathOf = (node: AnyStateNode) => (node.path.length ? node.path.join('.') : rootName)

function runtimeTransitionFacts(where: string, transitions: readonly AnyTransitionDefinition[]) {
  return transitions.flatMap((transition, index) => {
    const at = `${where} #${index + 1}`
    return [
      ...fact(at, 'exists', true),
      ...fact(at, 'guard', transition.guard && runtimeName(transition.guard, inlineGuard)),
      ...fact(at, 'targets', transition.target?.map(pathOf)),
      ...fact(
        at,
        'actions',
        transition.actions.map((action) => runtimeName(action, inlineAction)),
      ),
      ...fact(at, 'description', transition.description),
    ]
  })
}

function runtimeStateFacts(node: AnyStateNode): Fact[] {
  const where = pathOf(node)
  const invokes = node.invoke
  const afterEvents = new Map(node.after.map((transition) => [transition.eventType, transition]))
  const on = [...node.transitions].flatMap(([eventType, transitions]) => {
    const delayed = afterEvents.get(eventType)
    if (delayed) return runtimeTransitionFacts(`${where} › after ${delayed.delay}`, transitions)
    const invoked = invokes.findIndex(
      ({ id }) =>
        eventType === `xstate.done.actor.${id}` || eventType === `xstate.error.actor.${id}`,
    )
    if (invoked >= 0) {
      const outcome = eventType.startsWith('xstate.done.') ? 'onDone' : 'onError'
      return runtimeTransitionFacts(`${where} › invoke #${invoked + 1} ${outcome}`, transitions)
    }
    if (eventType === `xstate.done.state.${node.id}`)
      return runtimeTransitionFacts(`${where} › onDone`, transitions)
    return runtimeTransitionFacts(`${where} › on ${eventType}`, transitions)
  })
  const configuredInvokes = toList(node.config.invoke)
  return [
    ...fact(where, 'exists', true),
    ...fact(where, 'id', node.id),
    ...fact(where, 'type', node.type),
    ...fact(where, 'initial', node.type === 'compound' ? node.initial.target.map(pathOf) : []),
    ...fact(where, 'tags', node.tags),
    ...fact(
      where,
      'entry',
      toList(node.config.entry).map((action) => runtimeName(action, inlineAction)),
    ),
    ...fact(
      where,
      'exit',
      toList(node.config.exit).map((action) => runtimeName(action, inlineAction)),
    ),
    ...fact(where, 'description', node.description),
    ...configuredInvokes.flatMap(({ src, id }, index) =>
      fact(`${where} › invoke #${index + 1}`, 'invoke', {
        src: typeof src === 'string' ? src : inlineActor,
        id,
      }),
    ),
    ...on,
    ...runtimeTransitionFacts(`${where} › always`, node.always ?? []),
    ...Object.values(node.states).flatMap(runtimeStateFacts),
  ]
}

/** The running machine's chart as facts. */
function runtimeFacts(machine: AnyStateMachine): Fact[] {
  return runtimeStateFacts(machine.root)
}

// What the extractor extracts: the JSON that tools/stately/extract.mjs prints.

interface ExtractedGuard {
  kind: 'named' | 'inline'
  type: string
}
interface ExtractedAction {
  kind: 'named' | 'inline' | 'builtin'
  action: { type?: string }
}
interface ExtractedTransition {
  target?: OneOrMany<string>
  cond?: ExtractedGuard
  actions?: OneOrMany<ExtractedAction>
  description?: string
}
type ExtractedTransitions = OneOrMany<ExtractedTransition>
interface ExtractedInvoke {
  src: string
  kind: 'named' | 'inline'
  id?: string
  onDone?: ExtractedTransitions
  onError?: ExtractedTransitions
}
interface ExtractedState {
  id?: string
  type?: string
  initial?: string
  tags?: OneOrMany<string>
  entry?: OneOrMany<ExtractedAction>
  exit?: OneOrMany<ExtractedAction>
  description?: string
  invoke?: OneOrMany<ExtractedInvoke>
  on?: Record<string, ExtractedTransitions>
  after?: Record<string, ExtractedTransitions>
  always?: ExtractedTransitions
  onDone?: ExtractedTransitions
  states?: Record<string, ExtractedState>
}

const extractedAction = ({ kind, action }: ExtractedAction) =>
  kind === 'named' && action.type ? action.type : inlineAction

/** Every state of an extracted config, by path, with the id XState 5 would give it. */
function extractedStates(config: ExtractedState) {
  const rootId = config.id ?? rootName
  const states: { path: readonly string[]; id: string; state: ExtractedState }[] = []
  const visit = (state: ExtractedState, path: readonly string[]) => {
    states.push({ path, id: state.id ?? [rootId, ...path].join('.'), state })
    for (const [key, child] of Object.entries(state.states ?? {})) visit(child, [...path, key])
  }
  visit(config, [])
  return states
}

/** A target as XState 5 resolves it: `#id`, `.child`, or a sibling (with `.` for a descendant). */
function resolveTarget(
  target: string,
  source: readonly string[],
  ids: ReadonlyMap<string, readonly string[]>,
): string {
  const join = (path: readonly string[]) => (path.length ? path.join('.') : rootName)
  if (target.startsWith('#')) {
    const byId = ids.get(target.slice(1))
    if (byId) return join(byId)
    const [id = '', ...rest] = target.slice(1).split('.')
    const base = ids.get(id)
    return base ? join([...base, ...rest]) : `(no state ${target})`
  }
  if (target.startsWith('.')) return join([...source, ...target.slice(1).split('.')])
  return join([...source.slice(0, -1), ...target.split('.')])
}

/** The extracted chart as facts, named as `runtimeFacts` names them. */
function extractedFacts(config: ExtractedState): Fact[] {
  const states = extractedStates(config)
  const ids = new Map(states.map(({ id, path }) => [id, path]))
  return states.flatMap(({ path, id, state }) => {
    const where = path.length ? path.join('.') : rootName
    const transitionFacts = (at: string, transitions: ExtractedTransitions | undefined) =>
      toList(transitions).flatMap((transition, index) => {
        const here = `${where} › ${at} #${index + 1}`
        const guard = transition.cond
        return [
          ...fact(here, 'exists', true),
          ...fact(here, 'guard', guard && (guard.kind === 'named' ? guard.type : inlineGuard)),
          ...fact(
            here,
            'targets',
            toList(transition.target).map((target) => resolveTarget(target, path, ids)),
          ),
          ...fact(here, 'actions', toList(transition.actions).map(extractedAction)),
          ...fact(here, 'description', transition.description),
        ]
      })
    const children = Object.keys(state.states ?? {})
    const type = state.type ?? (children.length ? 'compound' : 'atomic')
    return [
      ...fact(where, 'exists', true),
      ...fact(where, 'id', id),
      ...fact(where, 'type', type),
      ...fact(
        where,
        'initial',
        type === 'compound' && state.initial ? [resolveTarget(`.${state.initial}`, path, ids)] : [],
      ),
      ...fact(where, 'tags', toList(state.tags)),
      ...fact(where, 'entry', toList(state.entry).map(extractedAction)),
      ...fact(where, 'exit', toList(state.exit).map(extractedAction)),
      ...fact(where, 'description', state.description),
      ...toList(state.invoke).flatMap((invoke, index) => [
        ...fact(`${where} › invoke #${index + 1}`, 'invoke', {
          src: invoke.kind === 'named' ? invoke.src : inlineActor,
          id: invoke.id,
        }),
        ...transitionFacts(`invoke #${index + 1} onDone`, invoke.onDone),
        ...transitionFacts(`invoke #${index + 1} onError`, invoke.onError),
      ]),
      ...Object.entries(state.on ?? {}).flatMap(([event, transitions]) =>
        transitionFacts(`on ${event}`, transitions),
      ),
      ...Object.entries(state.after ?? {}).flatMap(([delay, transitions]) =>
        transitionFacts(`after ${delay}`, transitions),
      ),
      ...transitionFacts('onDone', state.onDone),
      ...transitionFacts('always', state.always),
    ]
  })
}

/**
 * Every fact on which the two differ. A state or transition one side lacks is one difference
 * (`exists`), not one for each of its facts.
 */
function compareCharts(running: readonly Fact[], extracted: readonly Fact[]): Difference[] {
  const key = ({ where, aspect }: Fact) => `${where}\u0000${aspect}`
  const extractedByKey = new Map(extracted.map((item) => [key(item), item.value]))
  const runningByKey = new Map(running.map((item) => [key(item), item.value]))
  const differences = [
    ...running.map((item) => ({ ...item, extracted: extractedByKey.get(key(item)) })),
    ...extracted
      .filter((item) => !runningByKey.has(key(item)))
      .map((item) => ({ ...item, value: undefined, extracted: item.value })),
  ].filter((item) => !isDeepStrictEqual(item.value, item.extracted))
  const missing = differences.filter(({ aspect }) => aspect === 'exists').map(({ where }) => where)
  const within = (where: string, outer: string) =>
    where === outer || where.startsWith(`${outer}.`) || where.startsWith(`${outer} › `)
  return differences.filter(
    (item) => item.aspect === 'exists' || !missing.some((outer) => within(item.where, outer)),
  )
}

// --- Named in setup() ---------------------------------------------------------------------------

/**
 * Each guard, action, actor and delay the machine's config uses that is not a name `setup()`
 * defines: an inline function or object, a value, or a name `setup()` lacks.
 */
function unnamedImplementations(machine: AnyStateMachine): string[] {
  const { guards, actions, actors, delays } = machine.implementations
  const setupNames: Partial<Record<Aspect, Record<string, unknown>>> = {
    guard: guards,
    actions,
    entry: actions,
    exit: actions,
    invoke: actors,
  }
  return runtimeFacts(machine).flatMap(({ where, aspect, value }) => {
    const named = setupNames[aspect]
    const names = aspect === 'invoke' ? [(value as { src: string }).src] : toList(value)
    const lacking = named ? names.filter((name) => !Object.hasOwn(named, String(name))) : []
    const delay = aspect === 'exists' ? / › after (.+) #\d+$/.exec(where)?.[1] : undefined
    if (delay !== undefined && !Object.hasOwn(delays, delay)) lacking.push(`delay ${delay}`)
    return lacking.map((name) => `${where}: ${aspect} ${name}`)
  })
}

// --- The extractor, run apart -------------------------------------------------------------------

/** The configs the extractor finds in each file, from tools/stately with its own xstate 4. */
function extract(files: readonly string[]): Record<string, ExtractedState[]> {
  if (!existsSync(join(extractorDir, 'node_modules/@xstate/machine-extractor'))) {
    throw new Error(
      "Stately's extractor is not installed (tools/stately/node_modules). Run `bash tools/stately/install.sh` (npm ci in tools/stately), then this test again.",
    )
  }
  const output = execFileSync(process.execPath, [join(extractorDir, 'extract.mjs'), ...files], {
    cwd: rootDir,
    encoding: 'utf8',
  })
  return JSON.parse(output)
}

/** What differs between a machine as it runs and the one chart the extractor found in its file. */
function differencesOf(
  extracted: Record<string, ExtractedState[]>,
  file: string,
  machine: AnyStateMachine,
): Difference[] {
  const configs = extracted[file] ?? []
  expect(configs, `machines the extractor finds in ${file}`).toHaveLength(1)
  return compareCharts(runtimeFacts(machine), extractedFacts(configs[0] ?? {}))
}

// --- The machines -------------------------------------------------------------------------------

describe("Stately's extractor sees each machine as it runs", () => {
  let extracted: Record<string, ExtractedState[]> = {}
  beforeAll(() => {
    extracted = extract(machineRegistry.map(({ file }) => file))
  })

  it.each(machineRegistry.map((entry) => [entry.name, entry] as const))(
    '%s: same states, initial states, transitions, invokes and descriptions',
    (_name, { file, machine }) => {
      expect(differencesOf(extracted, file, machine)).toEqual([])
    },
  )

  it.each(machineRegistry.map((entry) => [entry.name, entry] as const))(
    '%s: every guard, action, actor and delay in its config is a name from setup()',
    (_name, { machine }) => {
      expect(unnamedImplementations(machine)).toEqual([])
    },
  )
})
