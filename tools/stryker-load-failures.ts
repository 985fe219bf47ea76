import type { RunnerTestCase, RunnerTestFile, RunnerTestSuite } from 'vitest'
import type { Reporter, Vitest } from 'vitest/node'

/**
 * `npm run mutation`'s reporter: a mutant that makes a machine throw while it is built breaks the
 * import of every test file using it, which then collects no test, so Stryker's Vitest runner
 * reported it survived (stryker-js #6150). Each file that cannot load gets one failed test with
 * its error. It reads Vitest's internal state; tests/stryker-load-failures.test.ts guards that.
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
