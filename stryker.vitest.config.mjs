// The Vitest config of `npm run mutation` (see stryker.config.mjs): the project's config, with
// only the behavioural tests and a test timeout that fits code instrumented by Stryker.

import { behaviouralTests } from './stryker.config.mjs'
import viteConfig from './vite.config.ts'

export default {
  ...viteConfig,
  test: { ...viteConfig.test, include: behaviouralTests, testTimeout: 30_000 },
}
