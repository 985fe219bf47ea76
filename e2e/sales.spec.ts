/**
 * The sales pages of the page table in this project's engine: read down to the end, nothing
 * shifting and the banner where it belongs; order links that keep the ad's campaign; the FAQ by
 * keyboard; a deep link and a reload that land where they should and stay put while the page is
 * laid out. What the markup says (landmarks, the sections in the spec's order, the FAQ's
 * questions and answers, the links' targets) is tests/sales.test.tsx.
 */

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

const rows: readonly PageRow[] = pageTable
const salesPages = rows.flatMap((row) => {
  if (row.kind !== 'vsl' && row.kind !== 'advertorial') return []
  return [
    {
      url: row.path,
      store: storeOf(row, links),
      banner:
        row.kind === 'vsl'
          ? [row.content.header.badge, row.content.header.stock]
          : [row.content.masthead.label],
      faq: row.kind === 'vsl' ? row.content.faq : undefined,
      // The VSL's strip stays at the top at its height; the advertorial's masthead scrolls away.
      stickyBanner: row.kind === 'vsl',
    },
  ]
})

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

/** How far below the top of the screen an element is. */
const topOf = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top

for (const page of salesPages) {
  test.describe(page.url, () => {
    test('read down to the end: nothing shifted, the banner where it belongs', async ({ site }) => {
      await open(site, page.url, { initScript: recordLayoutShifts })
      const banner = () =>
        site.evaluate(() => document.querySelector('header')?.getBoundingClientRect().toJSON())
      const atTop = await banner()
      await site.evaluate(() =>
        scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }),
      )
      await readToTheEnd(site)
      const bannerText = await site.evaluate(() => document.querySelector('header')?.textContent)
      for (const text of page.banner) expect(bannerText).toContain(text)
      await site.evaluate(() =>
        scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }),
      )
      const inTheMiddle = await banner()
      if (page.stickyBanner) expect(inTheMiddle).toEqual(atTop)
      else expect(inTheMiddle.top).toBeLessThan(0)
      await expectNoLayoutShift(site)
      await expectNoProblems(site)
    })

    test('order links open the store in a new tab with no opener, with the campaign and nothing else', async ({
      site,
    }) => {
      await open(site, `${page.url}${landingSearch}`)
      await expectOutboundLinks(site, page.store)
    })

    const { faq } = page
    if (faq) {
      test('the FAQ opens and closes from the keyboard', async ({ site }) => {
        await open(site, page.url)
        const item = (index: number) =>
          site.evaluate(
            ({ id, index }) => {
              const disclosure = document.querySelectorAll(`section#${id} details`)[index]
              return {
                open: disclosure?.hasAttribute('open'),
                shown: !!disclosure?.querySelector('summary ~ *')?.checkVisibility(),
              }
            },
            { id: faq.id, index },
          )
        const closed = { open: false, shown: false }
        for (const index of faq.items.keys()) {
          await site.evaluate(
            ({ id, index }) =>
              (document.querySelectorAll(`section#${id} summary`)[index] as HTMLElement).focus(),
            { id: faq.id, index },
          )
          expect(await item(index)).toEqual(closed)
          await site.press(index % 2 === 0 ? 'Enter' : 'Space')
          await expect.poll(() => item(index)).toEqual({ open: true, shown: true })
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
