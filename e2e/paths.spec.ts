/**
 * Every generated path of every machine in the registry (machines/registry.ts), on the built
 * site, in this project's engine. A machine is driven here only through its entry in
 * `browserRuns`; a registered machine without one fails the run, so "every path of every
 * machine runs in every engine" holds by how the suite is built.
 *
 * The video loader and the results loader run their longest paths only: every other generated
 * path is the beginning of one of them (for the video loader tests/video-loader.model.test.ts
 * checks it; the results loader's are picked so), so every step of every path is taken.
 */

import { type CountdownPath, describeCountdownPath } from '../machines/countdown/countdown.model'
import { describeQuizPath, type QuizPath } from '../machines/quiz/quiz.model'
import { type MachinePathSet, machineRegistry } from '../machines/registry'
import {
  describeResultsPath,
  longestResultsPaths,
  type ResultsLoaderPath,
} from '../machines/results-loader/results-loader.model'
import {
  describePath,
  longestPaths,
  type VideoLoaderPathSet,
} from '../machines/video-loader/video-loader.model'
import type { EnginePage } from './engines/engine-page'
import { test, widths } from './engines/fixtures'
import { runCountdownPath, runQuizPath } from './support/quiz'
import { failedChunkLoad, runResultsLoaderPath } from './support/results-chunk'
import { expectNoProblems, expectNothingLeftTheOrigin } from './support/site'
import { failedPlayerLoad, loaderPageOf, runLoaderPath } from './support/video'

/** Widths the quiz's paths take in turn, so every screen is seen from 320 px to a desktop's. */
const pathWidths = Object.values(widths)

interface BrowserRun {
  title: string
  run(site: EnginePage): Promise<void>
}

/** Each registered machine's paths as browser tests. */
const browserRuns: Record<string, (sets: readonly MachinePathSet[]) => BrowserRun[]> = {
  quiz: (sets) =>
    sets
      .flatMap((set) => set.paths as QuizPath[])
      .map((path, index) => ({
        title: describeQuizPath(path),
        async run(site) {
          await site.setViewport(pathWidths[index % pathWidths.length] ?? widths.phone)
          await runQuizPath(site, path, index)
          await expectNothingLeftTheOrigin(site)
          await expectNoProblems(site)
        },
      })),
  countdown: (sets) =>
    sets
      .flatMap((set) => set.paths as CountdownPath[])
      .map((path) => ({
        title: describeCountdownPath(path),
        async run(site) {
          await runCountdownPath(site, path)
          await expectNoProblems(site)
        },
      })),
  'results-loader': (sets) =>
    longestResultsPaths(sets.flatMap((set) => set.paths as ResultsLoaderPath[])).map((path) => ({
      title: describeResultsPath(path),
      async run(site) {
        await runResultsLoaderPath(site, path)
        await expectNoProblems(site, [failedChunkLoad])
      },
    })),
  'video-loader': (sets) =>
    (sets as unknown as VideoLoaderPathSet[]).flatMap((set) =>
      longestPaths(set.paths).map((path) => ({
        title: `${loaderPageOf(set)} ${describePath(set.scenario, path)}`,
        async run(site) {
          await runLoaderPath(site, set, path)
          await expectNoProblems(site, [failedPlayerLoad])
        },
      })),
    ),
}

for (const entry of machineRegistry) {
  const runsOf = browserRuns[entry.name]
  if (!runsOf)
    throw new Error(`No browser runs for the machine ${entry.name}: add them to e2e/paths.spec.ts`)
  const runs = runsOf(await entry.pathSets())
  test.describe(entry.name, () => {
    for (const { title, run } of runs) test(title, ({ site }) => run(site))
  })
}
