/**
 * Every statechart of the product, listed once. Tooling reads this list, never file names: the
 * diagrams (`npm run diagrams`), the paths run on each machine alone and their coverage
 * (`npm run path-coverage`, tests/path-coverage.test.ts), the browser tests of every generated
 * path and the storyboard (one driver per machine, e2e/drivers.ts) and the Stately extraction
 * test. docs/statecharts.md, "A new machine", lists the files a machine takes;
 * tests/machine-registry.test.ts fails when one is missing.
 *
 * The test models are loaded only when paths are asked for: generating them takes a moment, and
 * the diagrams do not need them.
 */
import type { AnyStateMachine, EventObject } from 'xstate'
import { countdownMachine } from './countdown/countdown.machine'
import { earlyTapsMachine } from './early-taps/early-taps.machine'
import { quizMachine } from './quiz/quiz.machine'
import { resultsLoaderMachine } from './results-loader/results-loader.machine'
import { videoLoaderMachine } from './video-loader/video-loader.machine'

type Path = { steps: ReadonlyArray<{ event: EventObject; state: unknown }> }

/** Generated paths from one initial snapshot: steps of `xstate/graph`'s paths. */
export interface MachinePathSet {
  paths: readonly Path[]
  /** Input of the initial snapshot, when the machine takes one. */
  input?: unknown
  /** Which of the machine's scenarios the paths are for, when it has several. */
  label?: string
  /**
   * The machine the paths were generated on, when it is not the registered one: a `.provide()`d
   * copy, or one that moves a simulated clock as the traversal did. The replay runs on it.
   */
  machine?: AnyStateMachine
  /** A path in the model's words (docs/paths.md, test titles); else its events are listed. */
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

/** Every machine's paths run on the machine alone, and in Chromium, WebKit and Gecko. */
const onTheMachine: PathRunner = { layer: 'machine', file: 'tests/path-coverage.test.ts' }
const inBrowsers: PathRunner = { layer: 'browsers', file: 'e2e/paths.spec.ts' }

interface MachineEntry {
  /** The folder under machines/, and the name of its files. */
  name: string
  machine: AnyStateMachine
  /** The paths its test model generates. */
  pathSets(): Promise<readonly MachinePathSet[]>
  /** Test files that run its paths besides the two every machine has (`runnersOf`). */
  alsoRunBy?: readonly PathRunner[]
}

export interface RegisteredMachine extends MachineEntry {
  /** The file that defines the machine, from the project root: `machines/<name>/<name>.machine.ts`. */
  file: string
  /** The test model that generates its paths: `machines/<name>/<name>.model.ts`. */
  model: string
}

const register = (entry: MachineEntry): RegisteredMachine => ({
  ...entry,
  file: `machines/${entry.name}/${entry.name}.machine.ts`,
  model: `machines/${entry.name}/${entry.name}.model.ts`,
})

/** The test files that run a machine's paths (docs/traceability.md lists them). */
export function runnersOf(entry: RegisteredMachine): PathRunner[] {
  return [onTheMachine, ...(entry.alsoRunBy ?? []), inBrowsers]
}

export const machineRegistry: readonly RegisteredMachine[] = [
  register({
    name: 'countdown',
    machine: countdownMachine,
    pathSets: async () => {
      const { countdownPathSets, describeCountdownPath } = await import(
        './countdown/countdown.model'
      )
      return countdownPathSets().map((set) => ({ ...set, describe: describeCountdownPath }))
    },
  }),
  register({
    name: 'early-taps',
    machine: earlyTapsMachine,
    pathSets: async () => {
      const { describeEarlyTapsPath, earlyTapsPaths } = await import(
        './early-taps/early-taps.model'
      )
      return [{ paths: earlyTapsPaths(), describe: describeEarlyTapsPath }]
    },
    alsoRunBy: [{ layer: 'machine', file: 'tests/build-early-taps.test.ts' }],
  }),
  register({
    name: 'quiz',
    machine: quizMachine,
    pathSets: async () => {
      const { describeQuizPath, heldTapPaths, quizPaths } = await import('./quiz/quiz.model')
      return [
        { paths: quizPaths, describe: describeQuizPath },
        { label: 'taps before the JavaScript', paths: heldTapPaths, describe: describeQuizPath },
      ]
    },
    alsoRunBy: [{ layer: 'machine', file: 'tests/quiz.model.test.ts' }],
  }),
  register({
    name: 'results-loader',
    machine: resultsLoaderMachine,
    pathSets: async () => {
      const model = await import('./results-loader/results-loader.model')
      return [
        {
          paths: model.resultsLoaderPaths(),
          input: model.resultsLoaderPathInput,
          describe: model.describeResultsPath,
        },
      ]
    },
    alsoRunBy: [{ layer: 'machine', file: 'tests/results-loader.test.ts' }],
  }),
  register({
    name: 'video-loader',
    machine: videoLoaderMachine,
    pathSets: async () => (await import('./video-loader/video-loader.model')).videoLoaderPathSets(),
    alsoRunBy: [{ layer: 'machine', file: 'tests/video-loader.model.test.ts' }],
  }),
]
