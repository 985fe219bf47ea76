// The Vitest config of `npm run mutation` (see stryker.config.mjs): the project's config, with
// only the behavioural tests, a test timeout that fits code instrumented by Stryker, and a
// reporter that counts a test file that cannot load as a failing test.

import { behaviouralTests } from './stryker.config.mjs'
import viteConfig from './vite.config.ts'

/**
 * Stryker's Vitest runner (9.6) builds a mutant's result from the tests Vitest collected. A
 * mutant that makes a machine throw while it is built (an empty `initial`, an `id` that its own
 * `#quiz.results` targets no longer find) breaks the import of every test file that uses the
 * machine: those files collect no tests, no test fails, and the mutant was reported as survived
 * (stryker-js issue #6150), although `vitest run` fails on it. At the end of each run this gives
 * every file that failed while none of its tests did one failed test carrying the file's error,
 * which is what Stryker reads (`vitest.state.getFiles()`). A file that loads is left as it is.
 */
class FailedFileAsFailedTest {
  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.vitest = vitest
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || hasFailedTest(file)) continue
      file.tasks.push(
        /** @type {import('vitest').RunnerTestCase} */ ({
          type: 'test',
          id: `${file.id}_load`,
          name: 'the test file loads and runs',
          mode: 'run',
          file,
          suite: undefined,
          meta: {},
          timeout: 0,
          annotations: [],
          artifacts: [],
          context: /** @type {any} */ (undefined),
          result: { state: 'fail', errors: file.result.errors ?? [] },
        }),
      )
    }
  }
}

/** @param {import('vitest').RunnerTestSuite | import('vitest').RunnerTestFile} suite */
function hasFailedTest(suite) {
  return suite.tasks.some((task) =>
    task.type === 'suite' ? hasFailedTest(task) : task.result?.state === 'fail',
  )
}

export default {
  ...viteConfig,
  test: {
    ...viteConfig.test,
    include: behaviouralTests,
    testTimeout: 30_000,
    reporters: ['default', new FailedFileAsFailedTest()],
  },
}
