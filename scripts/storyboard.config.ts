/** Playwright's settings for the storyboard's one long run (scripts/storyboard.spec.ts). */
import { defineConfig } from '@playwright/test'
import { chromiumArgs, findChromium } from './chromium'

export default defineConfig({
  testDir: '.',
  testMatch: 'storyboard.spec.ts',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  // Every screen of every machine, twice: minutes, not seconds.
  timeout: 15 * 60_000,
  outputDir: `${process.env.SITE_DIST ?? 'dist'}/storyboard-results`,
  reporter: [['list']],
  use: { launchOptions: { executablePath: findChromium(), args: chromiumArgs } },
})
