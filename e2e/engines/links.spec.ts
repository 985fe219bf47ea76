/**
 * Outbound links in this project's engine: a visitor who lands from an ad keeps the ad's utm_*,
 * gclid and fbclid on every link that leaves the site (order buttons on the sales pages, the
 * masterclass buttons on the quiz results), and nothing else from the landing URL; each opens
 * in a new tab with no opener. (Following one would need the network: the links are read as the
 * engine's DOM has them once the page's JavaScript has run.)
 */
import { builtLinks, salesPages } from '../../scripts/built-site'
import type { EnginePage } from './engine-page'
import { expect, test } from './fixtures'
import { expectNoProblems } from './page-checks'
import { finishQuiz, waitForHydration } from './screens'
import { widths } from './viewports'

const { outboundLinks } = await builtLinks()

/** What an ad adds to the landing URL, and a parameter that must not be forwarded. */
const campaign = [
  ['utm_source', 'fb'],
  ['utm_campaign', 'spring'],
  ['gclid', 'abc'],
  ['fbclid', 'def'],
] as const
const landingSearch = `?${new URLSearchParams([...campaign.map(([name, value]) => [name, value]), ['ref', 'other']])}`

/** Where each page's outbound links go, as this build resolved them. */
const destinations: Record<string, string> = {
  '/': outboundLinks.vslStore,
  '/google': outboundLinks.vslStore,
  '/advertorial-v2': outboundLinks.advertorialStore,
  '/quiz': outboundLinks.masterclass,
}

/** Every link of the page that leaves its origin, as written in the page. */
function readOutboundLinks() {
  return [...document.querySelectorAll('a[href]')]
    .filter((link) => new URL((link as HTMLAnchorElement).href).origin !== location.origin)
    .map((link) => ({
      href: (link as HTMLAnchorElement).href,
      target: link.getAttribute('target'),
      rel: link.getAttribute('rel'),
    }))
}

/** Every outbound link goes to `destination` with the campaign, in a new tab with no opener. */
async function expectOutboundLinks(site: EnginePage, destination: string) {
  const links = await site.evaluate(readOutboundLinks)
  expect(links.length).toBeGreaterThan(0)
  const store = new URL(destination)
  const expected = new URL(destination)
  for (const [name, value] of campaign) expected.searchParams.append(name, value)
  for (const link of links) {
    const href = new URL(link.href)
    expect(`${href.origin}${href.pathname}`, link.href).toBe(`${store.origin}${store.pathname}`)
    expect([...href.searchParams], link.href).toEqual([...expected.searchParams])
    expect(link, link.href).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
  }
}

for (const page of salesPages) {
  test(`${page.url}: every order link keeps the campaign, for a new tab with no opener`, async ({
    site,
  }) => {
    await site.setViewport(widths.phone)
    await site.goto(`${page.url}${landingSearch}`)
    await waitForHydration(site)
    await expectOutboundLinks(site, destinations[page.url] ?? '')
    await expectNoProblems(site)
  })
}

test('/quiz: the masterclass links on the results keep the campaign, for a new tab with no opener', async ({
  site,
}) => {
  await site.setViewport(widths.phone)
  await site.goto(`/quiz${landingSearch}`)
  await waitForHydration(site)
  await finishQuiz(site)
  await expectOutboundLinks(site, destinations['/quiz'] ?? '')
  await expectNoProblems(site)
})
