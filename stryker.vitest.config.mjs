// The Vitest config of `npm run mutation` (see stryker.config.mjs): the project's config, with
// only the behavioural tests, the build `npm run mutation` made, and a test timeout that fits code instrumented by Stryker. A mutant
// that stops a test file from loading is reported by Stryker's Vitest runner itself (an error,
// not a survivor) since 10.1 (stryker-js #6150).

import { behaviouralTests } from './stryker.config.mjs'
import viteConfig from './vite.config.ts'

export default {
  ...viteConfig,
  test: {
    ...viteConfig.test,
    include: behaviouralTests,
    // No site built before each runner (tests/global-build.ts: two runners would build into one
    // folder at once): `npm run mutation` builds it once, outside the sandbox, and names it in
    // SITE_DIST (an absolute path), for the view tests that read the built page's CSS.
    globalSetup: [],
    env: { ...viteConfig.test.env, SITE_DIST: process.env.SITE_DIST ?? 'dist/unit' },
    testTimeout: 30_000,
  },
}
