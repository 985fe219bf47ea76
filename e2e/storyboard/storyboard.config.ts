/**
 * Playwright's settings for the storyboard's pictures (e2e/storyboard/storyboard.shots.ts): the browser
 * tests' own projects (Chromium, WebKit, Gecko), servers and video host.
 */
import { defineConfig } from '@playwright/test'
import suite from '../../playwright.config'

export default defineConfig({
  ...suite,
  testDir: '.',
  testMatch: 'storyboard.shots.ts',
  reporter: [['list']],
  outputDir: `${process.env.SITE_DIST ?? 'dist'}/storyboard-results`,
})
