/**
 * Every route and quiz screen in this project's engine, at 320, 375 and 1280 px: nothing goes
 * wrong on the page (no uncaught error, console error or warning, CSP violation or failed load),
 * nothing is wider than the screen (WCAG 1.4.10 Reflow from 320 px), and at 375 and 1280 px
 * every image arrives, axe-core finds no violation and a picture of the whole page is taken for
 * the side-by-side index. Chromium takes only the pictures here (its checks are e2e/*.spec.ts).
 */
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { expectNoProblems } from './page-checks'
import { picturePath, pictureWidths } from './pictures'
import { openScreen, readToTheEnd, screens } from './screens'
import { widths } from './viewports'

for (const screen of screens) {
  test.describe(screen.id, () => {
    for (const viewport of [widths.narrow, widths.phone, widths.desktop]) {
      const pictured = (pictureWidths as readonly number[]).includes(viewport.width)
      test(`${viewport.width} px`, async ({ site, screenChecks }) => {
        // axe checks every element of a long sales page (colour contrast above all).
        test.setTimeout(90_000)
        await site.setViewport(viewport)
        await openScreen(site, screen)
        if (!screenChecks) {
          if (pictured) {
            await readToTheEnd(site)
            await site.screenshot(picturePath(site.engine, screen.id, viewport.width))
          }
          return
        }

        // First what went wrong while the page loaded: it explains whatever fails after it.
        await expectNoProblems(site, screen.expectedProblems)
        await screen.expectations?.(site)
        const overflow = await site.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }))
        expect(overflow.scrollWidth, 'nothing wider than the screen').toBeLessThanOrEqual(
          overflow.clientWidth,
        )
        if (pictured) {
          // Every image arrives (lazy ones once scrolled to), in a format this engine shows.
          await readToTheEnd(site)
          await site.screenshot(picturePath(site.engine, screen.id, viewport.width))
          await expectNoAxeViolations(site, `${screen.id} at ${viewport.width} px`)
        }
        await expectNoProblems(site, screen.expectedProblems)
      })
    }
  })
}
