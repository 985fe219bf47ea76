// The Vitest config of `npm run mutation` (see stryker.config.mjs): the project's config, with
// only the behavioural tests, a test timeout that fits code instrumented by Stryker, and a
// reporter that counts a test file that cannot load as a failing test
// (tools/stryker-load-failures.ts).

import { behaviouralTests } from './stryker.config.mjs'
import { FailedFileAsFailedTest } from './tools/stryker-load-failures.ts'
import viteConfig from './vite.config.ts'

export default {
  ...viteConfig,
  test: {
    ...viteConfig.test,
    include: behaviouralTests,
    testTimeout: 30_000,
    reporters: ['default', new FailedFileAsFailedTest()],
  },
}
