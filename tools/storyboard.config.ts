/**
 * Playwright's settings for the storyboard's pictures (tools/storyboard.spec.ts): the browser
 * tests' own projects (Chromium, WebKit, Gecko), servers and video host.
 */
import { defineConfig } from '@playwright/test'
import suite from '../playwright.config'

export default defineConfig({
  ...suite,
  testDir: '.',
  testMatch: 'storyboard.spec.ts',
  reporter: [['list']],
  outputDir: `${process.env.SITE_DIST ?? 'dist'}/storyboard-results`,
})
