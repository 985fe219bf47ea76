// The Vitest config of `npm run mutation` (see stryker.config.mjs): the project's config, with
// only the behavioural tests, no build before them, and a test timeout that fits code instrumented by Stryker. A mutant
// that stops a test file from loading is reported by Stryker's Vitest runner itself (an error,
// not a survivor) since 10.1 (stryker-js #6150).

import { behaviouralTests } from './stryker.config.mjs'
import viteConfig from './vite.config.ts'

export default {
  ...viteConfig,
  test: {
    ...viteConfig.test,
    include: behaviouralTests,
    // The behavioural tests read no build: no site built before them (tests/global-build.ts).
    globalSetup: [],
    testTimeout: 30_000,
  },
}
