/**
 * Campaign parameters on the built site: a visitor who lands from an ad keeps the ad's utm_*,
 * gclid and fbclid on every order and masterclass link, and nothing else from the landing URL,
 * also when the link is tapped before the page's JavaScript has arrived.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import {
  builtLinks,
  salesPages as builtSalesPages,
  routePages,
  storeOf,
} from '../scripts/built-site'
import { quizIntro, quizQuestions, quizResults } from '../src/content/quiz'
import { paramsBySpec } from '../tests/support/campaign-cases'
import { holdBack, openHalfParsed, pageScripts } from './support/hold-back'
import { waitForHydration } from './support/hydration'

/** The store addresses exactly as this build resolved them (VITE_ overrides applied). */
const links = await builtLinks()
const { outboundLinks } = links

const campaign = [
  ['utm_source', 'fb'],
  ['utm_campaign', 'spring'],
  ['gclid', 'abc'],
  ['fbclid', 'def'],
] as const
const landingParams = campaign.map(([name, value]): [string, string] => [name, value])
const landingSearch = `?${new URLSearchParams([...landingParams, ['ref', 'other']])}`

const salesPages = builtSalesPages.map((page) => ({ url: page.url, store: storeOf(page, links) }))

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
    // The parameters are there once the page is parsed (the <head> script, src/inline/early-taps.ts).
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

/**
 * The address bar of the tab a link opens. The site at the other end is a stand-in: nothing
 * leaves the machine.
 */
async function openedFrom(context: BrowserContext, target: string, follow: () => Promise<void>) {
  const { origin } = new URL(target)
  await context.route(
    (url) => url.origin === origin,
    (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stand-in</title>' }),
  )
  const [opened] = await Promise.all([context.waitForEvent('page'), follow()])
  await opened.waitForLoadState()
  return opened.url()
}

/** Query pairs of a URL. */
const paramsOf = (href: string) => [...new URL(href).searchParams]
const placeOf = (href: string) => {
  const url = new URL(href)
  return `${url.origin}${url.pathname}${url.hash}`
}

test.describe('a link tapped before the page’s JavaScript has run', () => {
  for (const { url, store } of salesPages) {
    test(`${url}: the order link opens the store with the campaign`, async ({
      page,
      context,
      isMobile,
    }) => {
      const scripts = await holdBack(page, pageScripts)
      const parsing = await openHalfParsed(page, `${url}${landingSearch}`)
      const link = orderLinks(page).first()
      await expect(link).toBeVisible()

      const opened = await openedFrom(context, store, () => (isMobile ? link.tap() : link.click()))
      // The tap came while the HTML was still being read: no script of the page's own had run.
      expect(await parsing.isParsing()).toBe(true)
      expect(scripts.waiting()).toBe(0)
      expect(placeOf(opened)).toBe(placeOf(store))
      expect(paramsOf(opened)).toEqual(paramsBySpec(store, landingSearch))
      parsing.release()
      await scripts.release()
    })
  }

  test('/quiz: the masterclass link, on the results, opens registration with the campaign', async ({
    page,
    context,
    isMobile,
  }) => {
    const quiz = routePages.find((route) => route.kind === 'quiz')
    await page.goto(`${quiz?.url ?? '/quiz'}${landingSearch}`)
    await waitForHydration(page)
    await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
    for (const question of quizQuestions) {
      await expect(page.getByRole('heading', { name: question.text })).toBeVisible()
      await page.getByRole('button', { name: question.options[0].label, exact: true }).click()
    }
    const link = page.getByRole('link', { name: quizResults.buttons.reserve, exact: true })
    const target = outboundLinks.masterclass
    const opened = await openedFrom(context, target, () => (isMobile ? link.tap() : link.click()))
    expect(placeOf(opened)).toBe(placeOf(target))
    expect(paramsOf(opened)).toEqual(paramsBySpec(target, landingSearch))
  })
})
