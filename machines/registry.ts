/**
 * Every statechart of the product, listed once. Tooling reads this list, never file names: the
 * diagrams (`npm run diagrams`), the path coverage (`npm run path-coverage`), the browser tests of every
 * generated path (e2e/paths.spec.ts) and the Stately extraction test. `tests/machine-registry.test.ts`
 * fails when a machine file is left out. A new machine takes more than its folder and an entry here:
 * a browser driver (e2e/paths.spec.ts, e2e/support/), a storyboard driver (tools/storyboard.spec.ts)
 * and its requirements (docs/requirements.ts); docs/statecharts.md, "A new machine", lists each step.
 *
 * The test models are loaded only when paths are asked for: generating them takes a moment, and
 * the diagrams do not need them.
 */
import type { AnyStateMachine, EventObject } from 'xstate'
import { countdownMachine } from './countdown/countdown.machine'
import { countdownCoverageExclusions } from './countdown/coverage-exclusions'
import { quizMachine } from './quiz/quiz.machine'
import { resultsLoaderCoverageExclusions } from './results-loader/coverage-exclusions'
import { resultsLoaderMachine } from './results-loader/results-loader.machine'
import { videoLoaderCoverageExclusions } from './video-loader/coverage-exclusions'
import { videoLoaderMachine } from './video-loader/video-loader.machine'

/** Generated paths from one initial snapshot: steps of `xstate/graph`'s paths. */
export interface MachinePathSet {
  paths: readonly { steps: ReadonlyArray<{ event: EventObject; state: unknown }> }[]
  /** Input of the initial snapshot, when the machine takes one. */
  input?: unknown
  /** Which of the machine's scenarios the paths are for, when it has several. */
  label?: string
  /**
   * The machine the paths were generated on, when it is not the registered one: a `.provide()`d
   * copy, or one that moves a simulated clock as the traversal did. The coverage replays on it.
   */
  machine?: AnyStateMachine
}

/** Something a measure of `npm run path-coverage` leaves out on purpose, and why. */
export interface CoverageExclusion {
  measure: 'states' | 'transitions' | 'guards' | 'pairs' | 'requirements'
  /** The item as `npm run path-coverage` names it. */
  item: string
  reason: string
}

/**
 * A test file that runs every generated path of the machine, and where: on the machine alone, on
 * the rendered page in jsdom, or on the built site in Chromium, WebKit and Gecko (e2e/paths.spec.ts
 * runs every registered machine's paths, and fails for a machine it has no browser driver for).
 */
interface PathRunner {
  layer: 'machine' | 'jsdom' | 'browsers'
  file: string
}

const inBrowsers: PathRunner = { layer: 'browsers', file: 'e2e/paths.spec.ts' }

export interface RegisteredMachine {
  /** The folder under machines/. */
  name: string
  machine: AnyStateMachine
  /** The file that defines the machine, from the project root. */
  file: string
  /** The test model that generates its paths, from the project root. */
  model: string
  pathSets(): Promise<readonly MachinePathSet[]>
  /** The test files that run its paths (docs/traceability.md lists them). */
  runners: readonly PathRunner[]
  /** What its paths leave out on purpose (`machines/<name>/coverage-exclusions.ts`). */
  exclusions: readonly CoverageExclusion[]
}

export const machineRegistry: readonly RegisteredMachine[] = [
  {
    name: 'countdown',
    machine: countdownMachine,
    file: 'machines/countdown/countdown.machine.ts',
    model: 'machines/countdown/countdown.model.ts',
    pathSets: async () => (await import('./countdown/countdown.model')).countdownPathSets(),
    runners: [{ layer: 'machine', file: 'tests/countdown.test.ts' }, inBrowsers],
    exclusions: countdownCoverageExclusions,
  },
  {
    name: 'quiz',
    machine: quizMachine,
    file: 'machines/quiz/quiz.machine.ts',
    model: 'machines/quiz/quiz.model.ts',
    pathSets: async () => [{ paths: (await import('./quiz/quiz.model')).quizPaths }],
    runners: [
      { layer: 'machine', file: 'tests/quiz.model.test.ts' },
      { layer: 'jsdom', file: 'tests/quiz.view.test.tsx' },
      inBrowsers,
    ],
    exclusions: [],
  },
  {
    name: 'video-loader',
    machine: videoLoaderMachine,
    file: 'machines/video-loader/video-loader.machine.ts',
    model: 'machines/video-loader/video-loader.model.ts',
    pathSets: async () =>
      (await import('./video-loader/video-loader.model'))
        .videoLoaderPathSets()
        .map((set) => ({ ...set, label: set.scenario.name })),
    runners: [{ layer: 'machine', file: 'tests/video-loader.model.test.ts' }, inBrowsers],
    exclusions: videoLoaderCoverageExclusions,
  },
  {
    name: 'results-loader',
    machine: resultsLoaderMachine,
    file: 'machines/results-loader/results-loader.machine.ts',
    model: 'machines/results-loader/results-loader.model.ts',
    pathSets: async () => {
      const model = await import('./results-loader/results-loader.model')
      return [{ paths: model.resultsLoaderPaths(), input: model.resultsLoaderPathInput }]
    },
    runners: [{ layer: 'machine', file: 'tests/results-loader.test.ts' }, inBrowsers],
    exclusions: resultsLoaderCoverageExclusions,
  },
]
