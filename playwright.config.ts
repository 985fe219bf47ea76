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
 * Each worker has browsers of its own (Gecko and WebKit drive one session at a time through their
 * WebDriver); the test hosts keep each worker's staged network apart (e2e/engines/video-host.ts,
 * `laneOf`). WebKit, the slowest per test, and Chromium, the most tests, take two workers; Gecko
 * one.
 */
const engine = (name: EngineName, workers: number, only = false) => ({
  name,
  use: { engine: name },
  ...(only ? {} : { testIgnore: '*.chromium.spec.ts' }),
  workers,
})

export default defineConfig<object, { engine: EngineName }>({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  outputDir: process.env.SITE_DIST ? `${process.env.SITE_DIST}/test-results` : 'test-results',
  // Four at once on two cores: a test waits on its browser, its driver and the staged network
  // much of its time. With three (one for each WebDriver engine), WebKit's one worker ran its
  // 180 tests end to end for nearly the whole run (CI took 712 of its 720 s).
  workers: 4,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace of actions and logs; screenshots and DOM snapshots of every
    // action, in Chromium's pages, cost CI about a third of their time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  // A free worker takes the first project's next test: WebKit's two and Gecko's one start at
  // once with one of Chromium's, which takes its second as WebKit's finish.
  projects: [engine('webkit', 2), engine('gecko', 1), engine('chromium', 2, true)],
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
