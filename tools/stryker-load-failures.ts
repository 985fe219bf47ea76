import type { RunnerTestCase, RunnerTestFile, RunnerTestSuite } from 'vitest'
import type { Reporter, Vitest } from 'vitest/node'

/**
 * The one place `npm run mutation` reaches into Vitest's internal state: Stryker's Vitest runner
 * (9.6) builds a mutant's result from the tests in `vitest.state.getFiles()`. A mutant that makes
 * a machine throw while it is built (an empty `initial`, an `id` that its own `#quiz.results`
 * targets no longer find) breaks the import of every test file that uses the machine: those files
 * collect no tests, no test fails, and the mutant was reported as survived (stryker-js issue
 * #6150), although `vitest run` fails on it. Neither Vitest nor the runner offers a public way to
 * count a file that cannot load as a failure, so at the end of each run this reporter gives every
 * such file one failed test carrying the file's error. A file that loads is left as it is.
 *
 * Vitest and the Stryker runner are pinned in package.json; `tests/stryker-load-failures.test.ts`
 * runs Vitest with this reporter on a file that cannot load and fails, naming this module, when an
 * upgrade changes what it relies on.
 */
export class FailedFileAsFailedTest implements Reporter {
  private vitest: Vitest | undefined

  onInit(vitest: Vitest) {
    this.vitest = vitest
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || hasFailedTest(file)) continue
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: 'the test file loads and runs',
        fullName: `${file.name} > the test file loads and runs`,
        fullTestName: 'the test file loads and runs',
        mode: 'run',
        file,
        suite: undefined,
        meta: {},
        timeout: 0,
        annotations: [],
        artifacts: [],
        context: undefined as never,
        result: { state: 'fail', errors: file.result.errors ?? [] },
      } satisfies RunnerTestCase)
    }
  }
}

function hasFailedTest(suite: RunnerTestSuite | RunnerTestFile): boolean {
  return suite.tasks.some((task) =>
    task.type === 'suite' ? hasFailedTest(task) : task.result?.state === 'fail',
  )
}
