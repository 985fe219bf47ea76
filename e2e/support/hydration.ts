import { expect, type Page } from '@playwright/test'

/**
 * Resolves once React has hydrated the element at `selector` (it carries React's fiber key).
 * A click before then would land on static HTML, as it would for a visitor on a slow phone.
 */
export async function waitForHydration(page: Page, selector = 'main') {
  await expect
    .poll(() =>
      page.evaluate((target) => {
        const element = document.querySelector(target)
        return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
      }, selector),
    )
    .toBe(true)
}
