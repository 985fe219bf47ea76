/**
 * What Stately's VS Code extension draws is what the machines run. The extension reads a machine
 * file with `@xstate/machine-extractor` (installed apart, in tools/stately, because it needs
 * xstate 4); this test runs that parser on every machine of the registry and compares the config
 * it extracts with the one the machine was created from: states (ids, types, initial states, tags,
 * entry and exit actions, invokes, descriptions) and transitions (event or delay, guard, targets,
 * actions, description). It also fails when a guard, action or actor in a machine's config is
 * written inline, or a delay as a number, instead of named in `setup()`: the visualizer shows a
 * name, never code. (A name `setup()` lacks, TypeScript rejects.) Not compared: the context (code
 * to the extractor), and `reenter` and `meta`, which the extractor (0.16) drops. It reads each
 * machine's copy for Stately (docs/stately/, tools/stately-sketch.ts) too, where it has one: the
 * editor opens it unchanged, as the same machine.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { machineRegistry } from '../machines/registry'
import { statelyFileOf } from '../tools/stately-sketch'

const rootDir = join(import.meta.dirname, '..')
const extractorDir = join(rootDir, 'tools/stately')

const inline = '(inline)'
const notCompared = new Set(['context', 'reenter', 'meta'])
/** Keys that take one item or a list; both configs are read as lists. */
const listKeys = new Set(['entry', 'exit', 'actions', 'tags', 'target', 'invoke'])
const transitionKeys = new Set(['always', 'onDone', 'onError'])
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value])

/**
 * A config, the machine's or the extractor's, in one form. A guard, action or actor is its name:
 * XState 5 takes a string or `{ type, params }`; the extractor prints `{ kind: 'named', type }`
 * (a guard) or `{ kind: 'named', action: { type } }`. Anything else (a function, a built-in action,
 * a delay in milliseconds) is inline. `guard` is the extractor's `cond`; a transition is an object.
 */
function normal(value: unknown): unknown {
  if (typeof value === 'function') return inline
  if (Array.isArray(value)) return value.map(normal)
  if (typeof value !== 'object' || value === null) return value
  const { kind, action, type } = value as Record<string, unknown>
  if (kind !== undefined && kind !== 'named') return inline
  if (action !== undefined) return normal(action)
  const keys = Object.keys(value)
  if (typeof type === 'string' && keys.every((key) => ['kind', 'type', 'params'].includes(key))) {
    return type
  }
  const transitions = (all: unknown) =>
    list(all).map((item) => normal(typeof item === 'string' ? { target: item } : item))
  const entries = Object.entries(value).flatMap(([key, item]): [string, unknown][] => {
    if (item === undefined || notCompared.has(key) || key === 'kind') return []
    if (key === 'on' || key === 'after') {
      const delay = (name: string) => (key === 'after' && /^\d+$/.test(name) ? inline : name)
      const byEvent = Object.entries(item as object).map(([name, all]) => [
        delay(name),
        transitions(all),
      ])
      return [[key, Object.fromEntries(byEvent)]]
    }
    if (transitionKeys.has(key)) return [[key, transitions(item)]]
    return [
      [key === 'cond' ? 'guard' : key, listKeys.has(key) ? list(item).map(normal) : normal(item)],
    ]
  })
  return Object.fromEntries(entries)
}

/**
 * The configs the extractor finds in each file, from tools/stately with its own xstate 4, which
 * installs on first use (as wrangler does for the hosts), so this test runs on a fresh clone too.
 */
function extract(files: readonly string[]): Record<string, unknown[]> {
  if (!existsSync(join(extractorDir, 'node_modules/@xstate/machine-extractor'))) {
    execFileSync('bash', [join(extractorDir, 'install.sh')], { stdio: 'inherit' })
  }
  const output = execFileSync(process.execPath, [join(extractorDir, 'extract.mjs'), ...files], {
    cwd: rootDir,
    encoding: 'utf8',
  })
  return JSON.parse(output)
}

describe("Stately's extractor sees each machine as it runs", () => {
  const machines = machineRegistry.map((entry) => [entry.name, entry] as const)
  /** The copies in docs/stately/ of the machines that import from the project. */
  const copies = machineRegistry
    .map((entry) => [relative(rootDir, statelyFileOf(entry)), entry] as const)
    .filter(([file, entry]) => file !== entry.file)
  let extracted: Record<string, unknown[]> = {}
  beforeAll(() => {
    extracted = extract([
      ...machineRegistry.map(({ file }) => file),
      ...copies.map(([file]) => file),
    ])
  })

  it.each(machines)(
    '%s: same states, initial states, transitions, invokes and descriptions',
    (_name, { file, machine }) => {
      const configs = extracted[file] ?? []
      expect(configs, `machines the extractor finds in ${file}`).toHaveLength(1)
      expect(normal(configs[0])).toEqual(normal(machine.config))
    },
  )

  it.each(copies)(
    '%s: the same from its copy for Stately (tests/stately-sketch.test.ts)',
    (file, { machine }) => {
      const configs = extracted[file] ?? []
      expect(configs).toHaveLength(1)
      expect(normal(configs[0])).toEqual(normal(machine.config))
    },
  )

  it.each(machines)(
    '%s: every guard, action, actor and delay in its config is a name from setup()',
    (_name, { machine }) => {
      expect(JSON.stringify(normal(machine.config))).not.toContain(inline)
    },
  )
})
