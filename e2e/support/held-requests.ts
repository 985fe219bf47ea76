/**
 * A slow or failing network, staged by intercepting requests (Playwright's page: the Chromium
 * specs, as classic WebDriver cannot intercept).
 */
import type { Page } from '@playwright/test'

/** The requests whose URL `matches` wait, unanswered, until released or failed. */
export async function holdBack(page: Page, matches: (url: URL) => boolean) {
  const held: Parameters<Parameters<Page['route']>[1]>[0][] = []
  let settle: ((route: (typeof held)[number]) => Promise<void>) | undefined
  await page.route(matches, (route) => (settle ? settle(route) : held.push(route)))
  const settleAll = async (how: NonNullable<typeof settle>) => {
    settle = how
    await Promise.all(held.splice(0).map(how))
  }
  return {
    waiting: () => held.length,
    release: () => settleAll((route) => route.continue()),
    fail: () => settleAll((route) => route.abort('connectionfailed')),
  }
}
