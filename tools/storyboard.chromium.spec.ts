/**
 * The storyboard's forced-colours pictures: every page's first screen at 320, 375 and 1280 px.
 * Chromium only: the other engines here cannot emulate forced colours.
 */
import { test } from '@playwright/test'
import { sitePages } from '../src/pages'
import { record, storyWidths } from './storyboard-shots'

test('every page in forced colours, its first screen', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' })
  for (const { url } of sitePages) {
    for (const viewport of storyWidths) {
      await page.setViewportSize(viewport)
      await page.goto(url)
      await page.evaluate(() => document.fonts.ready)
      const title = 'The first screen in forced colours (Windows High Contrast)'
      await record('chromium', viewport.width, [await page.screenshot()], {
        page: url,
        title,
        order: 1,
      })
    }
  }
})
