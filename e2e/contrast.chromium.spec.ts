/**
 * A visitor whose system asks for more contrast (`prefers-contrast: more`, emulated in Chromium)
 * gets no text of lower contrast than by default, and some of higher: axe-core's enhanced
 * contrast rule (WCAG 1.4.6, 7:1) finds no text that passes it by default and fails it then, on
 * every page at a phone's width. Chromium only: the other engines here cannot emulate it.
 */
import { expect, type Page, test } from '@playwright/test'
import { deferredAttribute } from '../src/effects/deferred-sections'
import { sitePages } from '../src/pages'
import { widths } from './engines/fixtures'
import { axeSource, isHydrated } from './support/site'

/** The elements whose text is under 7:1 against its background. */
function belowEnhancedContrast(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') }
    const { violations } = await axe.run(document, { runOnly: ['color-contrast-enhanced'] })
    return violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))
  })
}

test.use({ viewport: widths.phone })

test('asking for more contrast makes no text fainter and some darker, on every page', async ({
  page,
}) => {
  test.slow()
  const improved: Record<string, number> = {}
  for (const { url } of sitePages) {
    await page.goto(url)
    // Once its JavaScript has taken over: the sections laid out one per task after the load.
    await page.waitForFunction(isHydrated, deferredAttribute)
    await page.evaluate(await axeSource)
    await page.emulateMedia({ contrast: 'no-preference' })
    const before = await belowEnhancedContrast(page)
    await page.emulateMedia({ contrast: 'more' })
    const after = await belowEnhancedContrast(page)
    expect(
      after.filter((target) => !before.includes(target)),
      `${url}: fainter`,
    ).toEqual([])
    improved[url] = before.length - after.length
  }
  expect(
    Object.values(improved).some((count) => count > 0),
    JSON.stringify(improved),
  ).toBe(true)
})
