/**
 * Without JavaScript, in Chromium with the page's scripts switched off (the driver's still run):
 * every page is whole at its own URL, no redirect and no meta refresh, and shows at least 95 % of
 * the words a visitor reads with scripts; a visitor reads every heading and gets every link they
 * would with it, the order links to the store itself (that each link goes somewhere and each image
 * is sized, tests/pages.test.tsx), but on the quiz. These are facts of the HTML, the same in every
 * engine, so one engine sees them; what each engine draws without JavaScript is e2e/no-js.spec.ts's.
 */

import { sitePages } from '../src/pages'
import type { EnginePage } from './engines/engine-page'
import { expect, test } from './engines/fixtures'
import { open } from './support/site'

const routed = sitePages.filter((page) => page.routed)
const sales = routed.filter((page) => page.kind === 'vsl' || page.kind === 'advertorial')

/**
 * The words a visitor reads on the page (runs in the page): its rendered text, lower-cased, one
 * entry a word, every disclosure opened (a tap opens one, scripts or not) and the page laid out
 * whole first (its sections below the first screen render their words only as a reader scrolls
 * near them: `content-visibility: auto`, which a visit to a #link lays out whole,
 * src/inline/whole-layout.ts); and how it came to be here: the URL it shows, the
 * redirects its navigation followed, and any refresh its HTML asks for (a <noscript>'s is parsed
 * as markup where scripts are off).
 */
const reading = () => {
  document.documentElement.dataset.layout = 'whole'
  for (const disclosure of document.querySelectorAll('details')) disclosure.open = true
  return {
    // biome-ignore lint/performance/useDomNodeTextContent: the words rendered, not the markup's
    words: document.body.innerText.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [],
    path: location.pathname,
    redirects: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .redirectCount,
    refreshes: document.querySelectorAll('meta[http-equiv="refresh" i]').length,
  }
}

/** The share of `words` (each as often as it comes) that `shown` has too. */
function shareShown(words: readonly string[], shown: readonly string[]): number {
  const left = new Map<string, number>()
  for (const word of shown) left.set(word, (left.get(word) ?? 0) + 1)
  let found = 0
  for (const word of words) {
    const count = left.get(word) ?? 0
    if (count === 0) continue
    left.set(word, count - 1)
    found += 1
  }
  return found / words.length
}

for (const page of routed) {
  test(`${page.url} without JavaScript: at its own URL, no redirect and no refresh, at least 95 % of the words it shows with it`, async ({
    site,
    noScriptSite,
  }) => {
    await open(site, page.url)
    const withJs = await site.evaluate(reading)
    await noScriptSite.goto(page.url)
    const { words, ...arrival } = await noScriptSite.evaluate(reading)
    expect(arrival).toEqual({ path: page.url, redirects: 0, refreshes: 0 })
    expect(withJs.words.length, 'a page of words, not a shell').toBeGreaterThan(300)
    expect(shareShown(withJs.words, words)).toBeGreaterThanOrEqual(0.95)
  })
}

/**
 * What a page offers a reader: its headings in order and every link's target, and for a link
 * that leaves the site, where it opens, its `rel` and its ping.
 */
const outline = (site: EnginePage) =>
  site.evaluate(() => ({
    headings: window.TestingLibraryDom.queryAllByRole(document.body, 'heading').map(
      (heading) => `${heading.tagName} ${heading.textContent?.trim()}`,
    ),
    links: [...document.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? ''),
    outbound: [...document.querySelectorAll('a[data-outbound]')].map((link) =>
      ['href', 'target', 'rel', 'ping'].map((name) => link.getAttribute(name)).join(' '),
    ),
  }))

/** An order link as it must be: the store's own URL, pinging. */
const plainCountedLink = /^https:\/\/[^ ]+ _blank noopener noreferrer \/go\/order\?from=[a-z]+$/

for (const page of routed.filter((page) => page.kind !== 'quiz')) {
  test(`${page.url} without JavaScript: the headings and links it shows with it`, async ({
    site,
    noScriptSite,
  }) => {
    await open(site, page.url)
    const withJs = await outline(site)
    await noScriptSite.goto(page.url)
    const withoutJs = await outline(noScriptSite)
    expect(withoutJs).toEqual(withJs)
    expect(withoutJs.headings.length, 'a page of sections, not a shell').toBeGreaterThan(3)
    // Scripts on and off, every order link of a sales page (its only links out) is the store's URL
    // itself, in a new tab, with no opener, counted by its ping to the site (src/lib/counting.ts).
    if (sales.includes(page)) {
      expect(withoutJs.outbound.length).toBeGreaterThan(1)
      for (const link of withoutJs.outbound) expect(link).toMatch(plainCountedLink)
    }
  })
}
