/**
 * The storyboard's forced-colours pictures (Windows High Contrast): every page's first screen at
 * each width, in Chromium, the one engine here that emulates forced colours. What they must show
 * is tested in e2e/forced-colors.chromium.spec.ts; these are for review.
 */
import { appendFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@playwright/test'
import { sitePages } from '../src/pages'
import { type ShotRecord, storyboardShots, storyboardWidths } from './storyboard-html'

test('every page in forced colours, its first screen', async ({ page }) => {
  const dir = join(storyboardShots, 'chromium')
  await mkdir(dir, { recursive: true })
  await page.emulateMedia({ forcedColors: 'active' })
  for (const { url } of sitePages) {
    for (const width of storyboardWidths) {
      await page.setViewportSize({ width, height: width < 1000 ? 740 : 800 })
      await page.goto(url)
      await page.evaluate(() => document.fonts.ready)
      const file = join(dir, `forced-${url}-${width}.png`.replace(/[^\w.-]+/g, '_'))
      await page.screenshot({ path: file })
      const record: ShotRecord = {
        kind: 'page',
        url,
        whole: false,
        forcedColours: true,
        width,
        files: [file],
      }
      await appendFile(join(storyboardShots, 'chromium.jsonl'), `${JSON.stringify(record)}\n`)
    }
  }
})
