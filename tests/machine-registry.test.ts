/**
 * A browser driver for each registered machine and no other (e2e/drivers.ts), told in Node before
 * the browsers start; e2e/paths.spec.ts stops on a missing one too. Each chart is run by the site:
 * a file in src/ imports it, or the build imports its constants into the inline script that follows
 * it (build/inline-scripts.ts, for machines/early-taps): the import graph says so, never a comment.
 * Each plays its every path on the machine alone, in a test file its model names (the browsers
 * play only those that take every step between them). Each figure a rule bounds stays within it.
 * That the registry finds each machine is its own readdir; that each chart states its rules,
 * tests/path-coverage.test.ts's. A model with no `pathSets` gets paths that take every transition
 * (`everyTransition`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { rootDir } from '../build/build-dirs'
import { drivers } from '../e2e/drivers'
import { catalogue, everyTransition, machineRegistry, runnersOf } from '../machines/registry'

/** Each module of what ships (src/) or builds it (build/). */
const sources = ['src', 'build'].flatMap((room) =>
  readdirSync(join(rootDir, room), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(join(rootDir, room, file), 'utf8')),
)

it.each(machineRegistry.map(({ name }) => name))(
  '%s: a page runs its chart (src/ or build/ imports it)',
  (name) => {
    const runs = new RegExp(
      `^import \\{[^}]+\\} from '(?:@machines|(?:\\.\\./)+machines)/${name}/${name}\\.machine'`,
      'm',
    )
    expect(sources.some((text) => runs.test(text))).toBe(true)
  },
)

it.each(machineRegistry.map((entry) => [entry.name, entry] as const))(
  '%s: a test file its model names plays its every path on the machine alone',
  (_, entry) => {
    const files = runnersOf(entry)
      .filter(({ layer }) => layer === 'machine')
      .map(({ file }) => file)
    expect(
      files,
      `${entry.model ?? 'its test model'} names no machine-layer test (alsoRunBy)`,
    ).not.toEqual([])
    for (const file of files) expect(existsSync(join(rootDir, file)), file).toBe(true)
  },
)

it.each(catalogue.flatMap(({ id, bound }) => (bound ? [[id, bound] as const] : [])))(
  '%s: its figure stays within its bound',
  (_, { value, from, to }) => {
    expect(value).toBeGreaterThanOrEqual(from)
    expect(value).toBeLessThanOrEqual(to)
  },
)

it.each(machineRegistry.map(({ name, machine }) => [name, machine] as const))(
  "%s: its chart's id is its folder's name",
  (name, machine) => {
    expect(machine.id).toBe(name)
  },
)

/** Each `meta.requirements` list in a chart's config, wherever it sits. */
function requirementLists(config: unknown): string[][] {
  if (!config || typeof config !== 'object') return []
  const here = (config as { meta?: { requirements?: string[] } }).meta?.requirements
  return [...(here ? [here] : []), ...Object.values(config).flatMap(requirementLists)]
}

const ids = new Set(catalogue.map(({ id }) => id))
it.each(machineRegistry.map(({ name, machine }) => [name, machine] as const))(
  '%s: each state and transition names catalogue requirements, each once',
  (_, machine) => {
    for (const list of requirementLists(machine.config)) {
      expect(list.filter((id) => !ids.has(id))).toEqual([])
      expect(new Set(list).size).toBe(list.length)
    }
  },
)

it("gives the charts the page's effects in src/actors/ only", () => {
  const src = join(rootDir, 'src')
  const providing = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('actors/'))
    .filter((file) => /Machine\.provide\(/.test(readFileSync(join(src, file), 'utf8')))
  expect(providing).toEqual([])
})

it('has no chart read a clock: the page gives it the time', () => {
  const charts = machineRegistry.map(({ file }) => file)
  expect(
    charts.filter((file) =>
      /Date\.now\(|new Date\(/.test(readFileSync(join(rootDir, file), 'utf8')),
    ),
  ).toEqual([])
})

it('has a browser driver for each registered machine and no other', () => {
  expect(Object.keys(drivers).sort()).toEqual(machineRegistry.map(({ name }) => name).sort())
})

it('takes every transition of a chart with no test model, a way back to where it began too', () => {
  const toggle = createMachine({
    initial: 'closed',
    states: {
      closed: { on: { 'fold.toggle': 'open' } },
      open: { on: { 'fold.toggle': 'closed', 'fold.pin': 'pinned' } },
      pinned: {},
    },
  })
  const paths = everyTransition(toggle).map(({ steps }) => steps.map(({ event }) => event.type))
  expect(paths.sort()).toEqual([
    ['xstate.init', 'fold.toggle', 'fold.pin'],
    ['xstate.init', 'fold.toggle', 'fold.toggle'],
  ])
})
