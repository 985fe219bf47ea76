/**
 * What Stately's VS Code extension draws is what the machines run. The extension reads a machine
 * file with `@xstate/machine-extractor` (installed apart, in tools/stately, because it needs
 * xstate 4); this test runs that parser on every machine of the registry and compares the config
 * it extracts with the one the machine was created from: states (ids, types, initial states, tags,
 * entry and exit actions, invokes, descriptions) and transitions (event or delay, guard, targets,
 * actions, description). It also fails when a guard, action, actor or delay in a machine's config
 * is written inline instead of named in `setup()`: the visualizer shows a name, never code. Not
 * compared, as the extractor (0.16) drops them: `reenter` and `meta`.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { machineRegistry } from '../machines/registry'

const rootDir = join(import.meta.dirname, '..')
const extractorDir = join(rootDir, 'tools/stately')

/** A state's config, as the machine was given it or as the extractor prints it (JSON). */
interface Config {
  id?: string
  type?: string
  initial?: string
  tags?: unknown
  entry?: unknown
  exit?: unknown
  description?: string
  invoke?: unknown
  on?: Record<string, unknown>
  after?: Record<string, unknown>
  always?: unknown
  onDone?: unknown
  states?: Record<string, Config>
}
/** A transition: `guard` in XState 5, `cond` from the extractor; or a target alone. */
type ConfigTransition =
  | string
  | { target?: unknown; guard?: unknown; cond?: unknown; actions?: unknown; description?: string }
interface ConfigInvoke {
  src: unknown
  kind?: string
  id?: string
  onDone?: unknown
  onError?: unknown
}

/** Both configs in one form: guards, actions and actors by name, empty lists left out. */
interface Chart {
  id?: string
  type?: string
  initial?: string
  tags?: unknown[]
  entry?: string[]
  exit?: string[]
  description?: string
  invoke?: { src: string; id?: string }[]
  /** By `on <event>`, `after <delay>`, `invoke #<n> onDone|onError`, `onDone`, `always`. */
  transitions: Record<string, Transition[]>
  states: Record<string, Chart>
}
interface Transition {
  guard?: string
  targets?: unknown[]
  actions?: string[]
  description?: string
}

const inline = '(inline)'
const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]
const orNone = <T>(items: T[]) => (items.length ? items : undefined)

/**
 * A guard's, action's or actor's name: XState 5 takes a string or `{ type }`; the extractor
 * prints `{ kind: 'named', type }` (a guard) or `{ kind: 'named', action: { type } }`. Anything
 * else (a function, a built-in action) is inline.
 */
function nameOf(item: unknown): string {
  if (typeof item === 'string') return item
  if (typeof item !== 'object' || item === null) return inline
  if ('kind' in item && item.kind !== 'named') return inline
  if ('action' in item) return nameOf(item.action)
  return 'type' in item && typeof item.type === 'string' ? item.type : inline
}

function chartOf(state: Config): Chart {
  const transitions = (all: unknown) =>
    list(all).map((item): Transition => {
      const { target, guard, cond, actions, description } =
        typeof item === 'string' ? { target: item } : (item as Exclude<ConfigTransition, string>)
      const condition = guard ?? cond
      return {
        guard: condition === undefined ? undefined : nameOf(condition),
        targets: orNone(list(target)),
        actions: orNone(list(actions).map(nameOf)),
        description,
      }
    })
  const invokes = list(state.invoke) as ConfigInvoke[]
  const keyed = (prefix: string, record: Record<string, unknown> = {}) =>
    Object.entries(record).map(([key, all]) => [`${prefix} ${key}`, all] as const)
  return {
    id: state.id,
    type: state.type,
    initial: state.initial,
    tags: orNone(list(state.tags)),
    entry: orNone(list(state.entry).map(nameOf)),
    exit: orNone(list(state.exit).map(nameOf)),
    description: state.description,
    invoke: orNone(
      invokes.map(({ src, kind, id }) => ({
        src: typeof src === 'string' && (kind ?? 'named') === 'named' ? src : inline,
        id,
      })),
    ),
    transitions: Object.fromEntries(
      [
        ...keyed('on', state.on),
        ...keyed('after', state.after),
        ...invokes.flatMap(({ onDone, onError }, index) => [
          [`invoke #${index + 1} onDone`, onDone] as const,
          [`invoke #${index + 1} onError`, onError] as const,
        ]),
        ['onDone', state.onDone] as const,
        ['always', state.always] as const,
      ]
        .map(([key, all]) => [key, transitions(all)] as const)
        .filter(([, all]) => all.length),
    ),
    states: Object.fromEntries(
      Object.entries(state.states ?? {}).map(([key, child]) => [key, chartOf(child)]),
    ),
  }
}

const machineChart = (machine: AnyStateMachine) => chartOf(machine.config as Config)

/** Each guard, action, actor and delay of the machine's config that `setup()` does not name. */
function unnamedImplementations(machine: AnyStateMachine): string[] {
  const { guards, actions, actors, delays } = machine.implementations
  const lacking = (where: string, kind: string, names: unknown[], named: object) =>
    names
      .map(String)
      .filter((name) => !Object.hasOwn(named, name))
      .map((name) => `${where}: ${kind} ${name}`)
  const visit = (state: Chart, where: string): string[] => [
    ...lacking(where, 'action', [...(state.entry ?? []), ...(state.exit ?? [])], actions),
    ...lacking(
      where,
      'actor',
      (state.invoke ?? []).map(({ src }) => src),
      actors,
    ),
    ...Object.entries(state.transitions).flatMap(([key, all]) => {
      const at = `${where} › ${key}`
      const delay = key.startsWith('after ') ? [key.slice('after '.length)] : []
      return [
        ...lacking(at, 'delay', delay, delays),
        ...all.flatMap(({ guard, actions: named = [] }) => [
          ...lacking(at, 'guard', guard === undefined ? [] : [guard], guards),
          ...lacking(at, 'action', named, actions),
        ]),
      ]
    }),
    ...Object.entries(state.states).flatMap(([key, child]) => visit(child, `${where}.${key}`)),
  ]
  return visit(machineChart(machine), machine.id)
}

/** The configs the extractor finds in each file, from tools/stately with its own xstate 4. */
function extract(files: readonly string[]): Record<string, Config[]> {
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

describe("Stately's extractor sees each machine as it runs", () => {
  let extracted: Record<string, Config[]> = {}
  beforeAll(() => {
    extracted = extract(machineRegistry.map(({ file }) => file))
  })
  const machines = machineRegistry.map((entry) => [entry.name, entry] as const)

  it.each(machines)(
    '%s: same states, initial states, transitions, invokes and descriptions',
    (_name, { file, machine }) => {
      const configs = extracted[file] ?? []
      expect(configs, `machines the extractor finds in ${file}`).toHaveLength(1)
      expect(chartOf(configs[0] ?? {})).toEqual(machineChart(machine))
    },
  )

  it.each(machines)(
    '%s: every guard, action, actor and delay in its config is a name from setup()',
    (_name, { machine }) => {
      expect(unnamedImplementations(machine)).toEqual([])
    },
  )
})
