/**
 * axe-core finds no violation (WCAG A and AA rules) on any page of the page table (src/pages.ts)
 * or quiz screen, read to its end first so every deferred section and lazy picture is there, at a
 * phone's and a desktop's width. Chromium only: axe judges the DOM, its names and roles, and the
 * computed colours, which are the same in every engine; what each engine lays out differently
 * (reflow, text spacing, clipping, focus under the sticky bars) is held in all three by
 * e2e/pages.spec.ts, e2e/reflow.spec.ts and e2e/sales.spec.ts.
 */
import { expect, test, widths } from './engines/fixtures'
import { siteScreens } from './support/quiz'
import { expectNoAxeViolations, open, readToTheEnd } from './support/site'

for (const screen of siteScreens) {
  test(`${screen.name}: axe finds no violation at a phone's and a desktop's width`, async ({
    site,
  }) => {
    await open(site, screen.path)
    await screen.reach?.(site)
    // The sales pages' player is on its way from the host ~100 ms after the page mounts.
    await expect
      .poll(() => site.evaluate(() => document.querySelector('[data-status="loading"]')))
      .toBeNull()
    for (const viewport of [widths.phone, widths.desktop]) {
      await site.setViewport(viewport)
      await readToTheEnd(site)
      await expectNoAxeViolations(site, `${screen.name} at ${viewport.width} px`)
    }
  })
}
