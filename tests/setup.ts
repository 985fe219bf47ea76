/**
 * Vitest runs every file in Node. A file that needs a DOM says so on its first line,
 * `// @vitest-environment jsdom`, and only then gets jest-dom's matchers and a rendered tree
 * unmounted after each test. Every test that fakes the clock gets the real one back after it.
 * Every test starts with no build-time setting: one set in the shell does not reach the pages a
 * test renders or the builds it makes (a test sets its own with `vi.stubEnv`, gone after it, or a
 * child's env).
 */
import { afterEach, vi } from 'vitest'

for (const name of Object.keys(process.env)) {
  if (name.startsWith('VITE_')) delete process.env[name]
}

afterEach(() => {
  vi.useRealTimers()
})

if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup, configure } = await import('@testing-library/react')
  afterEach(() => cleanup())
  // waitFor polls until the page shows what it waits for; a busy machine only makes that slower.
  configure({ asyncUtilTimeout: 600_000 })
}
