/**
 * Every statechart of the product, found once: each folder `machines/<name>/` with its chart in
 * `<name>.machine.ts` is a machine, and nothing lists them again. Tooling reads this rather than
 * the folders: the diagrams (`npm run diagrams`), the paths' coverage
 * (tests/path-coverage.test.ts), the browser tests of every generated path (one driver per
 * machine, e2e/drivers.ts).
 * docs/add-a-machine.md, "A new machine", lists what a machine takes;
 * tests/machine-registry.test.ts fails when one is missing.
 *
 * A machine's paths come from its test model, `<name>.model.ts`, when it has one (its
 * `pathSets`, and `alsoRunBy` for the test files that run them besides the two every machine
 * has), else from `xstate/graph` over the events its states take, every transition taken
 * (`everyTransition`: enough for a chart whose events carry nothing and that waits for no delay). A model generates its paths
 * only when they are asked for.
 */
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  StateMachine,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths, serializeSnapshot } from 'xstate/graph'
import { pathLimit, withinPathLimit } from './paths'
import { type Requirement, requirements, rulesOf } from './requirements'

type Path = { steps: ReadonlyArray<{ event: EventObject; state: unknown }> }

/**
 * The paths of a chart with no test model: every transition taken. `xstate/graph`'s shortest
 * paths reach each snapshot once, by its shortest way, so a transition back to a snapshot already
 * reached (`open -> closed` after `closed -> open`) would be on none of them: each shortest path
 * is taken on by each event its last snapshot takes. Only the longest are kept: a path that is the
 * beginning of another is played within it.
 */
export function everyTransition(machine: AnyStateMachine): Path[] {
  const serialize = (snapshot: AnyMachineSnapshot) => serializeSnapshot(snapshot)
  const [adjacency, shortest] = withinPathLimit(
    serialize,
    (options) => [getAdjacencyMap(machine, options), getShortestPaths(machine, options)] as const,
  )
  const paths = shortest.flatMap((path) => [
    path,
    ...Object.values(adjacency[serializeSnapshot(path.state)]?.transitions ?? {}).map(
      ({ event, state }) => ({ ...path, state, steps: [...path.steps, { event, state }] }),
    ),
  ])
  // Each path as its events, one a line: a path begins another when its lines begin the other's.
  const lines = paths.map((path) =>
    path.steps.map(({ event }) => `${JSON.stringify(event)}\n`).join(''),
  )
  return paths.filter(
    (_, i) =>
      lines.indexOf(lines[i] ?? '') === i &&
      !lines.some((other) => other !== lines[i] && other.startsWith(lines[i] ?? '')),
  )
}

/** Generated paths from one initial snapshot: steps of `xstate/graph`'s paths. */
export interface MachinePathSet {
  paths: readonly Path[]
  /** Input of the initial snapshot, when the machine takes one. */
  input?: unknown
  /** Which of the machine's scenarios the paths are for, when it has several. */
  label?: string
  /**
   * The machine the paths were generated on, when it is not the registered one: a `.provide()`d
   * copy. The replay runs on it.
   */
  machine?: AnyStateMachine
  /** A path in the model's words (the behaviour book, test titles); else its events are listed. */
  describe?(path: Path): string
}

/** A path in words: its set's describer, else `start → quiz.start → scroll.settled`. */
export function describePath(path: Path, set: MachinePathSet): string {
  if (set.describe) return set.describe(path)
  const events = path.steps.map(({ event }) => event.type).filter((type) => type !== 'xstate.init')
  return ['start', ...events].join(' → ')
}

/** A test file that runs every generated path of a machine, and where. */
export interface PathRunner {
  layer: 'machine' | 'browsers'
  file: string
}

/**
 * Every machine's paths that between them take every step run in Chromium, WebKit and Gecko
 * (e2e/paths.spec.ts).
 */
const inBrowsers: PathRunner = { layer: 'browsers', file: 'e2e/paths.spec.ts' }

/** What a test model gives the registry (`machines/<name>/<name>.model.ts`). */
interface MachineModel {
  /** The paths it generates. */
  pathSets(): readonly MachinePathSet[] | Promise<readonly MachinePathSet[]>
  /** Test files that run its paths besides the browsers' run every machine has (`runnersOf`). */
  alsoRunBy?: readonly PathRunner[]
}

export interface RegisteredMachine {
  /** The folder under machines/, and the name of its files. */
  name: string
  machine: AnyStateMachine
  /** The file that defines the machine, from the project root: `machines/<name>/<name>.machine.ts`. */
  file: string
  /** Its test model, `machines/<name>/<name>.model.ts`, if it has one. */
  model?: string
  /** The paths its test model generates, else paths that take every transition. */
  pathSets(): Promise<readonly MachinePathSet[]>
  /**
   * Test files that run its paths on the machine alone, checking each step (the browsers' run,
   * which every machine has, aside: `runnersOf`). tests/path-coverage.test.ts replays them too,
   * but only to measure what they reach.
   */
  alsoRunBy?: readonly PathRunner[]
}

/** The test files that run a machine's paths (docs/traceability.md lists them). */
export function runnersOf(entry: RegisteredMachine): PathRunner[] {
  return [...(entry.alsoRunBy ?? []), inBrowsers]
}

type Modules<T> = Record<string, () => Promise<T>>

/**
 * The machines' and models' modules by path (`./<name>/<name>.machine.ts`), loaded when asked:
 * through Vite's glob where Vite runs (Vitest), else from the folders.
 */
async function machineModules(): Promise<[Modules<object>, Modules<Partial<MachineModel>>]> {
  if (import.meta.env) {
    return [
      import.meta.glob<object>('./*/*.machine.ts'),
      import.meta.glob<Partial<MachineModel>>('./*/*.model.ts'),
    ]
  }
  // Node (tsx, Playwright): the specifier is a variable, so no bundler follows it.
  const fs = 'node:fs'
  const { readdirSync } = (await import(/* @vite-ignore */ fs)) as typeof import('node:fs')
  const files = readdirSync(new URL(/* @vite-ignore */ './', import.meta.url), {
    recursive: true,
    encoding: 'utf8',
  })
  const loaders = (suffix: string) =>
    Object.fromEntries(
      files
        .filter((file) => file.endsWith(suffix))
        .map((file) => [`./${file}`, () => import(/* @vite-ignore */ `./${file}`)]),
    )
  return [loaders('.machine.ts'), loaders('.model.ts')]
}

async function findMachines(): Promise<RegisteredMachine[]> {
  const [machines, models] = await machineModules()
  const found = await Promise.all(
    Object.entries(machines)
      .map(
        ([path, load]) => [path, load, /^\.\/([^/]+)\/\1\.machine\.ts$/.exec(path)?.[1]] as const,
      )
      .filter((found): found is readonly [string, () => Promise<object>, string] => !!found[2])
      .map(async ([path, load, name]) => {
        const charts = Object.values(await load()).filter((value) => value instanceof StateMachine)
        const [machine] = charts as AnyStateMachine[]
        if (!machine || charts.length > 1) {
          throw new Error(`machines/${path.slice(2)} must define exactly one machine`)
        }
        const modelPath = `./${name}/${name}.model.ts`
        const loadModel = models[modelPath]
        // A model's search past `pathLimit` stops with its name, not after minutes out of memory.
        const exploded = (error: Error): never => {
          const [limited, event] = /^Traversal limit exceeded(?:: (.+))?$/.exec(error.message) ?? []
          if (!limited) throw error
          const by = event ? `, most of them found by ${event}, the event that ran away` : ''
          throw new Error(
            `machines/${name}: generating its paths visited more than ${pathLimit} snapshots${by}: a change multiplied them. Have its model's serializeState tell apart only what a visitor sees.`,
          )
        }
        // Said when its paths are asked for, so that what needs no paths still loads.
        let failed: Error | undefined
        const model = loadModel
          ? await loadModel().catch((error: Error) => {
              failed = error
              return undefined
            })
          : undefined
        return {
          name,
          machine,
          file: `machines/${name}/${name}.machine.ts`,
          ...(loadModel ? { model: `machines/${name}/${name}.model.ts` } : {}),
          ...(model?.alsoRunBy ? { alsoRunBy: model.alsoRunBy } : {}),
          pathSets: async () => {
            if (failed) return exploded(failed)
            try {
              if (model?.pathSets) return await model.pathSets()
              return [{ paths: everyTransition(machine) }]
            } catch (error) {
              return exploded(error as Error)
            }
          },
        }
      }),
  )
  return found.sort((a, b) => a.name.localeCompare(b.name))
}

export const machineRegistry: readonly RegisteredMachine[] = await findMachines()

/** Every rule of the product: each machine's own (its chart's), then those no machine carries. */
export const catalogue: readonly Requirement[] = (() => {
  const all = [...machineRegistry.flatMap(({ machine }) => rulesOf(machine)), ...requirements]
  const twice = all.filter((rule, index) => all.findIndex(({ id }) => id === rule.id) !== index)
  if (twice.length)
    throw new Error(`Requirement IDs given twice: ${twice.map(({ id }) => id).join(', ')}`)
  return all
})()
