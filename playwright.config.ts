import { defineConfig } from '@playwright/test'
import { chromiumArgs, findChromium } from './scripts/chromium'

const port = Number(process.env.E2E_PORT ?? 4317)

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  outputDir: process.env.SITE_DIST ? `${process.env.SITE_DIST}/test-results` : 'test-results',
  workers: 2,
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
      grepInvert: /@http/,
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
