/**
 * Campaign parameters on the built static sales pages: a visitor who lands from an ad keeps the
 * ad's utm_*, gclid and fbclid on every order link, and nothing else from the landing URL.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import { serverDir } from '../scripts/site'
import { waitForHydration } from './support/hydration'

interface BuiltOutboundLinks {
  vslStore: string
  advertorialStore: string
}
/** The store addresses exactly as this build resolved them (VITE_ overrides applied). */
const { outboundLinks } = (await import(pathToFileURL(join(serverDir, 'links.js')).href)) as {
  outboundLinks: BuiltOutboundLinks
}

const campaign = [
  ['utm_source', 'fb'],
  ['utm_campaign', 'spring'],
  ['gclid', 'abc'],
  ['fbclid', 'def'],
] as const
const landingParams = campaign.map(([name, value]): [string, string] => [name, value])
const landingSearch = `?${new URLSearchParams([...landingParams, ['ref', 'other']])}`

const salesPages = [
  { url: '/', store: outboundLinks.vslStore },
  { url: '/google', store: outboundLinks.vslStore },
  { url: '/advertorial-v2', store: outboundLinks.advertorialStore },
] as const

test.beforeEach(async ({ page }) => {
  // Nothing leaves the site in these tests (the video player's host included).
  const siteOrigin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin
  await page.route(
    (url) => url.origin !== siteOrigin,
    (route) => route.abort(),
  )
})

/** Every order link of the page: links that leave for the store. */
function orderLinks(page: Page) {
  return page.getByRole('link').and(page.locator('a[data-outbound]'))
}

for (const { url, store } of salesPages) {
  test(`${url}: every order link keeps its store page and gains the campaign, nothing else`, async ({
    page,
  }) => {
    await page.goto(`${url}${landingSearch}`)
    const links = orderLinks(page)
    await expect(links.first()).toBeAttached()
    // The parameters arrive once the sales entry has run.
    await expect(links.first()).toHaveAttribute('href', /utm_source=fb/)

    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    )
    expect(hrefs.length).toBeGreaterThan(0)
    const storeUrl = new URL(store)
    for (const href of hrefs) {
      const target = new URL(href)
      expect(`${target.origin}${target.pathname}`, href).toBe(
        `${storeUrl.origin}${storeUrl.pathname}`,
      )
      expect(target.hash, href).toBe(storeUrl.hash)
      expect([...target.searchParams], href).toEqual([...storeUrl.searchParams, ...campaign])
    }
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test(`${url}: without a campaign the order links are the plain store page`, async ({ page }) => {
    await page.goto(`${url}?ref=other`)
    const links = orderLinks(page)
    await expect(links.first()).toBeAttached()
    // Live islands mean the sales entry has run and had its chance to change the links.
    await waitForHydration(page)
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    )
    expect(new Set(hrefs)).toEqual(new Set([store]))
  })
}
