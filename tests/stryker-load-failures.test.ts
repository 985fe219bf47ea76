/**
 * Canary for tools/stryker-load-failures: Vitest runs, with that reporter, a test file that
 * cannot load; what Stryker reads afterwards (`vitest.state.getFiles()`) must hold a failed test.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startVitest } from 'vitest/node'
import { FailedFileAsFailedTest } from '../tools/stryker-load-failures'

const scratch = mkdtempSync(join(tmpdir(), 'load-failures-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const changed =
  'Vitest or Stryker changed what tools/stryker-load-failures relies on (vitest.state.getFiles() and its tasks): update that module, or drop it if a mutant that breaks a test file now counts as killed'

describe('a test file that cannot load, in a mutation run', () => {
  it('counts as a failed test where Stryker reads the results', async () => {
    const file = join(scratch, 'broken.test.ts')
    writeFileSync(
      file,
      "import { test } from 'vitest'\nthrow new Error('the machine could not be built')\ntest('never collected', () => {})\n",
    )
    const vitest = await startVitest('test', [file], {
      root: scratch,
      config: false,
      watch: false,
      reporters: [new FailedFileAsFailedTest()],
    })
    try {
      const tasks = vitest.state
        .getFiles()
        .flatMap((loaded) => loaded.tasks.map((task) => task.result?.state))
      expect(tasks, changed).toEqual(['fail'])
    } finally {
      await vitest.close()
    }
  })
})
