/**
 * One browser driver per machine of machines/registry.ts: how the built site plays a generated
 * path. The browser tests of every path (e2e/paths.spec.ts) drive through it. A new machine adds
 * its entry here, with any helpers it needs in e2e/support/; tests/machine-registry.test.ts fails
 * while one is missing.
 */
import type { CountdownPath } from '../machines/countdown/countdown.model'
import type { EarlyTapsPath } from '../machines/early-taps/early-taps.model'
import { type QuizPath, tierEdgePaths } from '../machines/quiz/quiz.model'
import type { MachinePathSet } from '../machines/registry'
import {
  longestResultsPaths,
  type ResultsLoaderPath,
} from '../machines/results-loader/results-loader.model'
import {
  longestPaths,
  type VideoLoaderPath,
  type VideoLoaderPathSet,
} from '../machines/video-loader/video-loader.model'
import type { EnginePage } from './engines/engine-page'

// The helpers load when a driver runs: they read the build as they load, and
// tests/machine-registry.test.ts lists the drivers without one.
const quizSupport = () => import('./support/quiz')
const site = () => import('./support/site')
const video = () => import('./support/video')
const resultsChunk = () => import('./support/results-chunk')
const earlyTaps = () => import('./support/early-taps')

type Path = MachinePathSet['paths'][number]

export interface MachineDriver {
  /**
   * Opens the path's page and plays it, checking what each step shows. `variant` picks one of
   * equivalent controls (the quiz's start buttons) so each gets used.
   */
  run(site: EnginePage, set: MachinePathSet, path: Path, variant: number): Promise<void>
  /** What a browser test checks once the path is played: no error on the page, no stray request. */
  afterPath(site: EnginePage): Promise<void>
  /**
   * The paths the browsers run, when not all: the longest, when every other path is the beginning
   * of one of them, so that every step of every path is still taken; or, where paths differ only
   * in a rule the browser does not show apart (the quiz's score within a tier), those at its edges.
   */
  paths?(set: MachinePathSet): readonly Path[]
  /** Whether a set's paths run on the build with every urgency claim set (testing/e2e-site.ts). */
  onClaims?(set: MachinePathSet): boolean
}

export const drivers: Record<string, MachineDriver> = {
  // The quiz page with its entry held: taps on its HTML, then its JavaScript takes them.
  'early-taps': {
    run: async (page, _, path) => (await earlyTaps()).runEarlyTapsPath(page, path as EarlyTapsPath),
    // The failure a path stages: a script with no address that 'failed to load'.
    afterPath: async (page) => (await site()).expectNoProblems(page, [/^failed to load: $/]),
  },
  quiz: {
    run: async (page, _, path, variant) =>
      (await quizSupport()).runQuizPath(page, path as QuizPath, variant),
    async afterPath(page) {
      const { expectNoProblems, expectNothingLeftTheOrigin } = await site()
      await expectNothingLeftTheOrigin(page)
      await expectNoProblems(page)
    },
    paths: (set) => tierEdgePaths(set.paths as QuizPath[]),
  },
  // From each view on the default build; to a set start, and past it, on the claims build.
  countdown: {
    run: async (page, set, path) =>
      (await quizSupport()).runCountdownPath(
        page,
        path as CountdownPath,
        (set.input as { endsAt?: number }).endsAt,
      ),
    afterPath: async (page) => (await site()).expectNoProblems(page),
    onClaims: (set) => (set.input as { endsAt?: number }).endsAt !== undefined,
  },
  'results-loader': {
    run: async (page, _, path) =>
      (await resultsChunk()).runResultsLoaderPath(page, path as ResultsLoaderPath),
    afterPath: async (page) => {
      const { failedChunkLoad } = await resultsChunk()
      await (await site()).expectNoProblems(page, [failedChunkLoad])
    },
    // Every other generated path is the beginning of one of these (they are picked so).
    paths: (set) => longestResultsPaths(set.paths as ResultsLoaderPath[]),
  },
  'video-loader': {
    run: async (page, set, path) =>
      (await video()).runLoaderPath(page, set as VideoLoaderPathSet, path as VideoLoaderPath),
    afterPath: async (page) => {
      const { failedPlayerLoad } = await video()
      await (await site()).expectNoProblems(page, [failedPlayerLoad])
    },
    paths: (set) => longestPaths(set.paths as VideoLoaderPath[]),
  },
}
