/**
 * The sales pages of the page table in this project's engine: every section in the spec's order
 * (found by the names the content gives them) between banner and footer; order links that keep
 * the ad's campaign; the FAQ by keyboard; a deep link and a reload that land where they should
 * and stay put while the page is laid out; a banner that stays at the top while the page is read.
 */

import type { AdvertorialContent } from '../src/content/advertorial'
import type { VslContent } from '../src/content/vsl'
import { deferredAttribute } from '../src/effects/deferred-sections'
import { type PageRow, pageTable, unknownPath } from '../src/pages'
import { builtLinks, storeOf } from '../tools/built-site'
import type { EnginePage } from './engines/engine-page'
import { expect, test } from './engines/fixtures'
import {
  expectNoProblems,
  expectOutboundLinks,
  landingSearch,
  open,
  readToTheEnd,
  waitForHydration,
} from './support/site'

const links = await builtLinks()

/** The sections of <main> in the spec's order, and what the banner and footer must say. */
function vsl(copy: VslContent) {
  return {
    sections: [
      copy.hero.heading,
      copy.expert.heading,
      copy.warningSigns.heading,
      copy.condition.heading,
      copy.spiral.heading,
      copy.founder.heading,
      copy.video.heading,
      copy.testingGap.heading,
      copy.standardTests.heading,
      copy.breakthrough.heading,
      copy.kit.heading,
      copy.order.heading,
      copy.whyNow.heading,
      copy.testimonials.heading,
      copy.guarantee.heading,
      copy.faq.heading,
      copy.finalOffer.heading,
    ],
    banner: [copy.header.badge, copy.header.stock],
    orderButtons: [copy.order.button, copy.finalOffer.button],
    disclaimer: copy.footer.fda,
    faq: copy.faq as VslContent['faq'] | undefined,
    stickyBanner: true,
  }
}

function advertorial(copy: AdvertorialContent) {
  return {
    sections: [
      copy.alert.label,
      copy.byline.heading,
      copy.expertQuote.heading,
      copy.symptoms.heading,
      copy.statistics.heading,
      copy.story.heading,
      copy.video.heading,
      copy.consequences.heading,
      copy.endorsement.heading,
      copy.kit.heading,
      copy.valueStack.heading,
      copy.priceBox.heading,
      copy.guarantee.heading,
      copy.testimonials.heading,
      copy.finalCta.heading,
    ],
    banner: [copy.masthead.label],
    orderButtons: [copy.priceBox.button, copy.finalCta.button],
    disclaimer: copy.footer.fda,
    faq: undefined,
    stickyBanner: false,
  }
}

const rows: readonly PageRow[] = pageTable
type SalesPage = ReturnType<typeof vsl> & { url: string; store: string }
const salesPages = rows.flatMap((row): SalesPage[] => {
  const store = storeOf(row, links)
  if (row.kind === 'vsl') return [{ url: row.path, store, ...vsl(row.content) }]
  if (row.kind === 'advertorial') return [{ url: row.path, store, ...advertorial(row.content) }]
  return []
})

/** Where each region of <main> is among the named ones; and the banner's and footer's text. */
function readLayout(names: string[]) {
  const { getAllByRole, getByRole } = window.TestingLibraryDom
  const main = document.querySelector('main') as HTMLElement
  const regions = getAllByRole(main, 'region')
  const exactly = (name: string) =>
    new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i')
  return {
    order: names.map((name) => regions.indexOf(getByRole(main, 'region', { name: exactly(name) }))),
    regions: regions.length,
    banner: getByRole(document.body, 'banner').textContent ?? '',
    footer: getByRole(document.body, 'contentinfo').textContent ?? '',
  }
}

/** The order links: every link that leaves for the store (the sales pages mark them). */
const orderLinkHrefs = () =>
  [...document.querySelectorAll('a[data-outbound]')].map((link) => link.getAttribute('href'))

/** The sum of the page's layout shifts not caused by input, where the engine measures them. */
const recordLayoutShifts = `(() => {
  if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) return;
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`

/** Nothing shifted (Chromium measures layout shifts; WebKit and Gecko have no such API). */
async function expectNoLayoutShift(site: EnginePage) {
  const shift = await site.evaluate(() => (window as { __layoutShift?: number }).__layoutShift)
  expect(shift ?? 0).toBeLessThan(0.01)
}

/**
 * Firefox records no first contentful paint for a page opened at a #link further down, so the
 * paint-first loader (src/inline/paint-first.ts) never loads the page's JavaScript there: the video
 * box and the sections waiting to be laid out stay as they are. A product fault, reported; this
 * test says so until it is fixed.
 */
const firefoxLoadsNoScriptWhenOpenedScrolled = (site: EnginePage) =>
  test.fail(site.engine === 'gecko', 'Firefox: no first-contentful-paint when opened at a #link')

/** How far below the top of the screen an element is. */
const topOf = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top

for (const page of salesPages) {
  test.describe(page.url, () => {
    test('every section in the order of the spec, between banner and footer', async ({ site }) => {
      await open(site, page.url)
      const layout = await site.evaluate(readLayout, page.sections)
      expect(layout.order).toEqual(page.sections.map((_, index) => index))
      expect(layout.regions).toBe(page.sections.length)
      for (const text of page.banner) expect(layout.banner).toContain(text)
      expect(layout.footer).toContain(page.disclaimer)
      await expectNoProblems(site)
    })

    test('order links open the store in a new tab with no opener, with the campaign and nothing else', async ({
      site,
    }) => {
      await open(site, `${page.url}${landingSearch}`)
      for (const name of page.orderButtons) {
        expect(
          await site.evaluate(
            (wanted) =>
              window.TestingLibraryDom.queryAllByRole(document.body, 'link', { name: wanted })
                .length,
            name,
          ),
        ).toBeGreaterThan(0)
      }
      await expectOutboundLinks(site, page.store, landingSearch)
      // Without a campaign, they are the store page as it is.
      await open(site, `${page.url}?ref=other`)
      expect(new Set(await site.evaluate(orderLinkHrefs))).toEqual(new Set([page.store]))
    })

    test('reading down the whole page shifts nothing, the banner where it belongs', async ({
      site,
    }) => {
      await open(site, page.url, { initScript: recordLayoutShifts })
      const banner = () =>
        site.evaluate(() => document.querySelector('header')?.getBoundingClientRect().toJSON())
      const atTop = await banner()
      await site.evaluate(() =>
        scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }),
      )
      await readToTheEnd(site)
      await site.evaluate(() =>
        scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }),
      )
      // The VSL's strip stays at the top at its height; the advertorial's masthead scrolls away.
      const inTheMiddle = await banner()
      if (page.stickyBanner) expect(inTheMiddle).toEqual(atTop)
      else expect(inTheMiddle.top).toBeLessThan(0)
      await expectNoLayoutShift(site)
      await expectNoProblems(site)
    })

    const { faq } = page
    if (faq) {
      test('the FAQ opens and closes from the keyboard, the answers already in place', async ({
        site,
      }) => {
        await open(site, page.url)
        const item = (index: number) =>
          site.evaluate(
            ({ id, index }) => {
              const disclosure = document.querySelectorAll(`section#${id} details`)[index]
              const answer = disclosure?.querySelector('summary ~ *')
              return {
                open: disclosure?.hasAttribute('open'),
                shown: !!answer?.checkVisibility(),
                answer: answer?.textContent?.trim(),
              }
            },
            { id: faq.id, index },
          )
        const count = await site.evaluate(
          (id) => document.querySelectorAll(`section#${id} details`).length,
          faq.id,
        )
        expect(count).toBe(faq.items.length)
        for (const [index, entry] of faq.items.entries()) {
          await site.evaluate(
            ({ id, index }) =>
              (document.querySelectorAll(`section#${id} summary`)[index] as HTMLElement).focus(),
            { id: faq.id, index },
          )
          expect(await site.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
            entry.question,
          )
          const closed = { open: false, shown: false, answer: entry.answer }
          expect(await item(index)).toEqual(closed)
          await site.press(index % 2 === 0 ? 'Enter' : 'Space')
          await expect.poll(() => item(index)).toEqual({ ...closed, open: true, shown: true })
          await site.press('Enter')
          await expect.poll(() => item(index)).toEqual(closed)
        }
      })
    }
  })
}

test('on every sales page, a reload halfway down and a link to the last section land in place and stay put', async ({
  site,
}) => {
  firefoxLoadsNoScriptWhenOpenedScrolled(site)
  for (const { url } of salesPages) {
    await open(site, url, { initScript: recordLayoutShifts })
    const sections = await site.evaluate(() =>
      [...document.querySelectorAll('main section[id]')].map((section) => `#${section.id}`),
    )
    const middle = sections[Math.floor(sections.length / 2)] ?? ''
    await site.evaluate(
      (id) => document.querySelector(id)?.scrollIntoView({ behavior: 'instant' }),
      middle,
    )
    const before = await site.evaluate(topOf, middle)
    await site.reload()
    await waitForHydration(site)
    await expect
      .poll(() => site.evaluate(topOf, middle), { message: url })
      .toBeCloseTo(before ?? Number.NaN, 0)
    await expectNoLayoutShift(site)

    // Another page first, so the link opens the page anew rather than scrolling it.
    const last = `${sections.at(-1)}-heading`
    await site.goto(unknownPath)
    await site.goto(`${url}${sections.at(-1)}`, { initScript: recordLayoutShifts })
    const landed = await site.evaluate(topOf, last)
    await waitForHydration(site)
    const waiting = (attribute: string) => document.querySelectorAll(`[${attribute}]`).length
    expect(await site.evaluate(waiting, deferredAttribute), url).toBe(0)
    expect(landed, url).toBeGreaterThanOrEqual(0)
    expect(landed, url).toBeLessThan(await site.evaluate(() => innerHeight))
    expect(await site.evaluate(topOf, last), url).toBeCloseTo(landed ?? Number.NaN, 0)
    await expectNoLayoutShift(site)
  }
})
