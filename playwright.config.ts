import { defineConfig } from '@playwright/test'
import type { EngineName } from './e2e/engines/engine-page'
import { builtLinks } from './scripts/built-site'
import { chromiumArgs, findChromium } from './scripts/chromium'
import { loopbackPort, e2ePort as port } from './scripts/e2e-site'

/** The build's video host, when it is the loopback stub that the engine tests talk to. */
const stubPort = await builtLinks().then(
  ({ videoHost }) => loopbackPort(videoHost.scriptUrl),
  () => undefined,
)

export default defineConfig<object, { engine: EngineName; screenChecks: boolean }>({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  outputDir: process.env.SITE_DIST ? `${process.env.SITE_DIST}/test-results` : 'test-results',
  workers: 2,
  // The side-by-side page of the engine projects' pictures (engine-pictures/index.html).
  globalTeardown: './e2e/engines/pictures-index.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true },
      // Tests tagged @http speak plain HTTP: the viewport changes nothing, one project runs them.
      grepInvert: /@http|@hosts/,
      testIgnore: 'engines/**',
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: 'engines/**' },
    // The other engines: e2e/engines through WebKitWebDriver (WebKit) and puppeteer-core
    // (Gecko), one browser per worker and one worker per engine. Chromium, tested in full
    // above, only takes the screens' pictures there, for the side-by-side index.
    { name: 'webkit', testDir: 'e2e/engines', use: { engine: 'webkit' }, workers: 1 },
    { name: 'gecko', testDir: 'e2e/engines', use: { engine: 'gecko' }, workers: 1 },
    {
      name: 'chromium-pictures',
      testDir: 'e2e/engines',
      testMatch: 'screens.spec.ts',
      use: { engine: 'chromium', screenChecks: false },
      workers: 1,
    },
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve.ts --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(stubPort === undefined
      ? []
      : [
          {
            command: `npx tsx e2e/engines/video-host.ts --port ${stubPort}`,
            url: `http://127.0.0.1:${stubPort}/__health`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]),
  ],
})
