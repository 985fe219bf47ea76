import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { rootDir } from './build/build-dirs'
import type { EngineName } from './e2e/engines/engine-page'
import { builtLinks } from './testing/built-site'
import { chromiumArgs, findChromium } from './testing/chromium'
import { claimsDist, claimsPort, loopbackPort, e2ePort as port } from './testing/e2e-site'

/** The build's video host, when it is the loopback stand-in the tests talk to. */
const stubPort = await builtLinks().then(
  ({ videoHost }) => loopbackPort(videoHost.scriptUrl),
  () => undefined,
)

/** The build with every urgency claim set (testing/e2e.ts builds it beside the test build). */
const claimsBuilt = existsSync(join(claimsDist, 'client'))

/**
 * Gecko and WebKit each drive one browser session at a time through their WebDriver; Chromium,
 * Playwright's own, may take two workers (the test hosts keep each worker's staged network
 * apart: e2e/engines/video-host.ts, `laneOf`).
 */
const engine = (name: EngineName, only = false) => ({
  name,
  use: { engine: name },
  ...(only ? {} : { testIgnore: '*.chromium.spec.ts' }),
  workers: name === 'chromium' ? 2 : 1,
})

export default defineConfig<object, { engine: EngineName }>({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  outputDir: process.env.SITE_DIST ? `${process.env.SITE_DIST}/test-results` : 'test-results',
  // Three at once on two cores: a WebDriver engine's test waits on its driver and on the
  // staged network most of its time (two workers kept the CPU under half busy), so the three
  // engines run side by side; a fourth (WebKit's second) only shared the same two cores more
  // thinly (docs/testing.md). What runs in every engine is what only an engine can show.
  workers: 3,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace of actions and logs; screenshots and DOM snapshots of every
    // action, in Chromium's pages, cost CI about a third of their time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  // Gecko, WebKit and Chromium side by side; Chromium, the most tests, takes a second worker
  // as one frees, so no engine runs on alone at the end.
  projects: [engine('gecko'), engine('webkit'), engine('chromium', true)],
  webServer: [
    {
      // ops/serve.ts, with failures a test can stage in any engine (e2e/engines/site-host.ts).
      command: `npx tsx e2e/engines/site-host.ts --port ${port}`,
      cwd: rootDir,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(claimsBuilt
      ? [
          {
            command: `npx tsx ops/serve.ts --port ${claimsPort}`,
            cwd: rootDir,
            env: { ...process.env, SITE_DIST: claimsDist } as Record<string, string>,
            url: `http://127.0.0.1:${claimsPort}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
    ...(stubPort === undefined
      ? []
      : [
          {
            command: `npx tsx e2e/engines/video-host.ts --port ${stubPort}`,
            cwd: rootDir,
            url: `http://127.0.0.1:${stubPort}/__health`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]),
  ],
})
