/**
 * The sales pages of the page table in this project's engine: read down to the end, nothing
 * shifting and the banner where it belongs (that reading them raises no problem is
 * e2e/pages.spec.ts's); a deep link and a reload that land where they should and stay put while
 * the page is laid out. What the markup says (landmarks, the banner's words, the sections in the
 * spec's order, the advertorial's report at her story's moment and its one advertisement label,
 * each slim bar's price and link, the FAQ's questions and answers as native disclosures, which the keyboard opens, the links' targets,
 * new tab and no opener) is tests/sales.test.tsx; the ad's campaign on the order links,
 * tests/campaign.test.ts's and, tapped in a browser, e2e/early.chromium.spec.ts's.
 */

import { advertorial } from '../src/content/advertorial'
import { figures } from '../src/content/offer'
import { restArriving } from '../src/content/sales-common'
import { testimonialLabels } from '../src/content/testimonials'
import { vslVariants } from '../src/content/vsl'
import { type PageRow, pageTable, unknownPath } from '../src/pages'
import type { EnginePage } from './engines/engine-page'
import { expect, firstScreens, test, widths } from './engines/fixtures'
import {
  expectNoLayoutShift,
  open,
  readToTheEnd,
  recordLayoutShifts,
  waitForHydration,
} from './support/site'
import { videoWorld } from './support/video'

const rows: readonly PageRow[] = pageTable
const salesPages = rows.flatMap((row) => {
  if (row.kind !== 'vsl' && row.kind !== 'advertorial') return []
  return [
    {
      url: row.path,
      kind: row.kind,
      /** Whether the hero leads with the order (a variant for visitors who searched for the test). */
      leadsWithOrder: row.kind === 'vsl' && row.content.hero.lead === 'order',
      // The VSL's strip stays at the top at its height; the advertorial's masthead scrolls away.
      stickyBanner: row.kind === 'vsl',
    },
  ]
})

/** How far below the top of the screen an element is. */
const topOf = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top

// One test per page: each page's reload and deep link take several navigations, and Gecko's take
// seconds each, so three pages in one test outran one test's time on a busy machine.
for (const { url, stickyBanner } of salesPages) {
  test(`${url}: read down to the end, nothing shifts and the banner is where it belongs; a reload halfway down and a link to the last section land in place and stay put`, async ({
    site,
  }) => {
    // A read to the end and three navigations: what two tests did.
    test.slow()
    await open(site, url, { initScript: recordLayoutShifts })
    // Where the VSL's header stays put while reading (a phone's steps aside for the slim bar).
    await site.setViewport(widths.desktop)
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
    const inTheMiddle = await banner()
    if (stickyBanner) expect(inTheMiddle).toEqual(atTop)
    else expect(inTheMiddle.top).toBeLessThan(0)
    await expectNoLayoutShift(site)

    // The reload and the link, on a phone.
    await site.setViewport(widths.phone)
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
    // Within one pixel: Firefox restores a reload's scroll to a whole pixel, and the section's
    // offset may be fractional (72.77 px once); a visitor sees no jump. Anything more fails.
    await expect
      .poll(
        async () =>
          Math.abs(((await site.evaluate(topOf, middle)) ?? Number.NaN) - (before ?? Number.NaN)),
        { message: url },
      )
      .toBeLessThanOrEqual(1)
    await expectNoLayoutShift(site)

    // Another page first, so the link opens the page anew rather than scrolling it.
    const last = `${sections.at(-1)}-heading`
    await site.goto(unknownPath)
    await open(site, `${url}${sections.at(-1)}`, { initScript: recordLayoutShifts })
    const landed = await site.evaluate(topOf, last)
    expect(landed, url).toBeGreaterThanOrEqual(0)
    expect(landed, url).toBeLessThan(await site.evaluate(() => innerHeight))
    // Within one pixel: about one load in six, Firefox scrolls to the fragment twice, once as it
    // parses and once after the load event, and rounds the target's fractional offset (10394.73
    // px on the advertorial) down the first time and up the second. The page's layout does not
    // move and no script of ours scrolls (both were recorded). A visitor sees no jump of a pixel;
    // anything more fails.
    const settled = await site.evaluate(topOf, last)
    expect(Math.abs((settled ?? Number.NaN) - (landed ?? Number.NaN)), url).toBeLessThanOrEqual(1)
    await expectNoLayoutShift(site)

    // A line at the foot of the screen says the rest is on its way while the footer is not in
    // yet (as on a slow line), and nothing once the page is whole. Gecko reports the note's content
    // as its unresolved `attr()`, so the words are read from the attribute it draws.
    const endNote = () =>
      site.evaluate(() => {
        const main = document.querySelector('main') as Element
        const { content } = getComputedStyle(main, '::after')
        return content === 'none' ? null : main.getAttribute('data-rest-follows')
      })
    expect(await endNote(), url).toBeNull()
    await site.evaluate(() => document.querySelector('footer')?.remove())
    expect(await endNote(), url).toBe(restArriving)
  })
}

// Review adv47: in WebKit, which does not anchor the scroll, the price ended 46 px off at 320 as
// the video's section above it shrank when the player could not come (1.7 s after the load).
for (const viewport of [widths.narrow, widths.desktop]) {
  test(`/advertorial-v2#price at ${viewport.width}: the price lands 20 px under the top and stays there once the video has given up`, async ({
    site,
  }) => {
    const world = videoWorld(site)
    await world.host.reset()
    await world.host.setMode('fails')
    await site.setViewport(viewport)
    await open(site, '/advertorial-v2#price')
    await expect.poll(async () => (await world.box()).status).toBe('refused')
    await site.evaluate(() => window.__e2e.painted())
    // Its scroll margin, 20 px, within 2 (an engine may round the scroll to a whole pixel).
    const top = (await site.evaluate(topOf, '#price')) ?? Number.NaN
    expect(Math.abs(top - 20), `${top}`).toBeLessThanOrEqual(2)
  })
}

/** Scrolls to the foot of the page, where its footer's last line is (runs in the page). */
const scrollToEnd = () =>
  scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })

const [smallPhone, phone] = firstScreens
/** What a 1280x800 desktop at 400 % zoom leaves the page: 320x200 CSS px (WCAG 1.4.10). */
const zoomed400 = { width: 320, height: 200 }

/** Where the VSL's sticky header and the page's slim bar are, if shown (runs in the page). */
function readBars() {
  const box = (element: Element | null) =>
    element?.checkVisibility({ visibilityProperty: true })
      ? element.getBoundingClientRect().toJSON()
      : null
  const bar = document.querySelector('aside[data-slim-bar]')
  return {
    header: box(document.querySelector('body > #root > header, body > header')),
    bar: box(bar),
  }
}

/**
 * The height of the screen that sticky bars cover (runs in the page): each shown sticky or fixed
 * bar's part on the screen, added up.
 */
function stickyCover(): number {
  const bars = document.querySelectorAll('[data-sticky-header], [data-slim-bar]')
  return window.__e2e.cover(window.__e2e.barsShown(bars))
}

/**
 * Where an element ends, in screens from the top of the page (runs in the page): 1 is the foot
 * of the first screen. The first element `selector` finds whose text contains `text`.
 */
function screensTo({ selector, text }: { selector: string; text: string }): number | null {
  const element = [...document.querySelectorAll(selector)].find(
    (candidate) => candidate.checkVisibility() && candidate.textContent?.includes(text),
  )
  if (!element) return null
  return (element.getBoundingClientRect().bottom + scrollY) / innerHeight
}

/** The page's height in screens (runs in the page). */
const screensTall = () => document.documentElement.scrollHeight / innerHeight

/**
 * The VSL at 1280 (runs in the page): the hero image's share of its column and of the hero; the
 * kit row's parts side by side (the report and what stands beside it, against the row's width),
 * whether the report's top is the parts' top, and how far the report reaches below what stands beside it (px).
 */
function desktopLayout() {
  const box = (css: string) => document.querySelector(css)?.getBoundingClientRect()
  const tops = (css: string) =>
    [...document.querySelectorAll(css)].map((card) => Math.round(card.getBoundingClientRect().top))
  const hero = box('#hero')
  const image = box('#hero img')
  const heading = box('#hero h1')
  const report = box('#kit [data-slot="sample-report"]')
  const parts = box('#kit ol')
  const measures = box('#kit [data-slot="test-measures"]')
  const row = document.querySelector('#kit ol')?.parentElement?.getBoundingClientRect()
  if (!hero || !image || !heading || !report || !parts || !measures || !row) return null
  return {
    // The image starts after the text column and takes the rest of the row, a good part of its height.
    imageBesideText: image.left >= heading.right,
    imageShareOfHero: image.height / hero.height,
    imageShareOfRow: image.width / (hero.width - 2 * heading.left),
    // The report's row: the report and the kit's parts side by side fill it (no empty half).
    reportBeside:
      parts.right <= report.left && parts.top < report.bottom && report.top < parts.bottom,
    // Round 16: centred beside the parts and what the test measures, a gap above it.
    reportTopsParts: Math.round(report.top) === Math.round(parts.top),
    rowFilled: (parts.width + report.width) / row.width,
    // Round 8: what the test measures folded beside the taller report left a hole of ~200 px.
    holeBesideReport: Math.round(report.bottom - measures.bottom),
    // The checklist's cards shown, in one row of three (issue 72: two and a full-width third).
    signTops: tops('#warning-signs [data-island] > ul > li'),
  }
}

/**
 * /google's facts (runs in the page): how many there are and the rows they take (issue 72: one
 * row from about 640 px, one a row on a phone and beside the order from lg); whether each term
 * stands beside its detail (its first line), the most lines a detail takes, the summary's height
 * and where it and its first row end on the page.
 */
function heroFacts() {
  const cells = [...document.querySelectorAll('#hero [data-slot=hero-facts] > *')]
  const lines = (element: Element | null) =>
    element ? window.__e2e.rows(window.__e2e.lines(element).flatMap((text) => text.lines)) : 0
  return {
    facts: cells.length,
    // By its term: on a phone a fact's cell is no box of its own (its term and detail two cells
    // of the table's row).
    rows: new Set(
      cells.map((cell) => Math.round(cell.querySelector('dt')?.getBoundingClientRect().top ?? 0)),
    ).size,
    termsBeside: cells.every((cell) => {
      const term = cell.querySelector('dt')?.getBoundingClientRect()
      const detail = cell.querySelector('dd')?.getClientRects()[0]
      return !!term && !!detail && detail.left >= term.right && detail.top < term.bottom
    }),
    detailLines: Math.max(0, ...cells.map((cell) => lines(cell.querySelector('dd')))),
    tall: Math.round(
      document.querySelector('#hero [data-slot=hero-facts]')?.getBoundingClientRect().height ?? 0,
    ),
    bottom: Math.round(
      (document.querySelector('#hero [data-slot=hero-facts]')?.getBoundingClientRect().bottom ??
        Number.POSITIVE_INFINITY) + scrollY,
    ),
    top: Math.round(
      document.querySelector('#hero [data-slot=hero-facts]')?.getBoundingClientRect().top ?? 0,
    ),
  }
}

/** The bottom of the hero's paragraph that begins with `words`, in px (runs in the page). */
function paragraphBottom(words: string) {
  const paragraph = [...document.querySelectorAll('#hero p')].find((p) =>
    p.textContent?.startsWith(words),
  )
  return Math.round(paragraph?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY)
}

/** How far under /google's order its shipping and guarantee note starts, in px (runs in the page). */
function noteUnderOrder() {
  const order = document.querySelector('#hero a[data-outbound]')?.getBoundingClientRect()
  const note = [...document.querySelectorAll('#hero p')]
    .find((p) => /guarantee/.test(p.textContent ?? ''))
    ?.getBoundingClientRect()
  return order && note ? Math.round(note.top - order.bottom) : null
}

/**
 * The hero's actions in order (runs in the page): each button-styled link's slot and whether it
 * is filled; and the eyebrow's lines.
 */
function heroActions() {
  const hero = document.querySelector('#hero')
  // Those shown: the video's link has a stand-in for when the video cannot play, hidden till then.
  const links = [...(hero?.querySelectorAll('a') ?? [])].filter((link) => link.checkVisibility())
  const actions = links.map((link) => ({
    slot: link.dataset.slot ?? '',
    // Filled: a colour of its own, not the page's white or none.
    filled: !['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'].includes(
      getComputedStyle(link).backgroundColor,
    ),
    // Outlined: a button's border drawn; a text link has none (a filled one's is transparent).
    outlined:
      getComputedStyle(link).borderTopWidth !== '0px' &&
      getComputedStyle(link).borderTopColor !== 'rgba(0, 0, 0, 0)',
  }))
  const eyebrow = hero?.querySelector('p')
  const eyebrowLines = eyebrow
    ? window.__e2e.rows(window.__e2e.lines(eyebrow).flatMap((text) => text.lines))
    : 0
  // The first two side by side: their boxes' middles on one line.
  const [first, second] = links.map((link) => {
    const box = link.getBoundingClientRect()
    return box.top + box.height / 2
  })
  const beside = first !== undefined && second !== undefined && Math.abs(first - second) < 2
  return { actions: actions.slice(0, 2), beside, eyebrowLines }
}

/**
 * The checklist's answer once `count` signs are ticked (the first ones shown): its words, the
 * part set bold, and where its ways on lead, in order, each filled (drawn as a button) or not
 * (runs in the page).
 */
function tickSigns(count: number) {
  const boxes = [
    ...document.querySelectorAll<HTMLInputElement>('#warning-signs input[type=checkbox]'),
  ]
  for (const box of boxes) if (box.checked) box.click()
  for (const box of boxes.filter((box) => box.checkVisibility()).slice(0, count)) box.click()
  const verdict = document.querySelector('#warning-signs [data-slot="sign-verdict"]')
  const ways = document.querySelector('#warning-signs [data-slot="sign-ways"]')
  return {
    says: verdict?.textContent ?? '',
    bold: verdict?.querySelector('strong')?.textContent ?? '',
    waysOn: [...(ways?.querySelectorAll('a') ?? [])]
      .filter((link) => link.checkVisibility())
      .map((link) => {
        const fill = getComputedStyle(link).backgroundColor
        const filled = !['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'].includes(fill)
        return `${link.getAttribute('href')}${filled ? ' (filled)' : ''}`
      }),
  }
}

/**
 * Where the guarantee heading's words overlap, as laid out (runs in the page): each text node's
 * line boxes, pairs on one line that run into each other by more than a pixel, and words laid out
 * 0 px wide (WebKit's, drawn over the words before them).
 */
const guaranteeWordsOverlap = () => {
  const heading = document.getElementById('guarantee-heading')
  const walker = document.createTreeWalker(heading ?? document.body, NodeFilter.SHOW_TEXT)
  const boxes: { text: string; box: DOMRect }[] = []
  const overlaps: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? ''
    const range = document.createRange()
    range.selectNodeContents(node)
    const drawn = [...range.getClientRects()].filter((box) => box.width > 0)
    if (text.trim() && !drawn.length) overlaps.push(`'${text}' 0 px wide`)
    for (const box of drawn) boxes.push({ text, box })
  }
  for (const [index, a] of boxes.entries())
    for (const b of boxes.slice(index + 1)) {
      const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
      const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
      // One line's boxes (the font's height, over its 1.1 line height: the lines' boxes overlap).
      const oneLine = down > Math.min(a.box.height, b.box.height) / 2
      if (across > 1 && oneLine) overlaps.push(`'${a.text}' over '${b.text}'`)
    }
  return overlaps
}

for (const { url, kind, leadsWithOrder } of salesPages) {
  if (kind !== 'vsl') continue
  test(`${url}: at most 20 screens tall at 320x568, 14 at 375x667 and 14 at 1280x800, the priced order button on the first screen at 320, 375 and 1280; the hero's actions, the checklist's answer, the 1280 layout`, async ({
    site,
  }) => {
    await open(site, url)
    // As loaded at 375x667: WebKit drew the guarantee's 'guarantee' over 'money-back' (rsales33).
    expect(await site.evaluate(guaranteeWordsOverlap), "the guarantee heading's words").toEqual([])
    const priced = { selector: 'main [data-slot="order-button"]', text: figures.price }
    // In screens: issue 34's limits, issue 44's at 1280 and issue 53's at 375. Before them, 28.4
    // and 21.7 screens tall, the price 15 screens down at 375 and 12.7 at 1280; 18.3 screens at
    // 1280; 15.8 at 375. Issue 72: `/`'s first order ended 1.11 screens down at 375; now under
    // the video's button, on the first screen at every size; at 1280 it ended at 720 px of 800,
    // under a laptop's fold (about 650 px): now within 600.
    const limits = [
      { size: smallPhone, tall: 20, priced: 1 },
      { size: phone, tall: 14, priced: 1 },
      { size: widths.desktop, tall: 14, priced: 0.75 },
    ]
    const over: string[] = []
    const eyebrowLines: Record<string, number> = {}
    for (const { size, tall, priced: pricedWithin } of limits) {
      await site.setViewport(size)
      const seen = {
        tall: await site.evaluate(screensTall),
        priced: (await site.evaluate(screensTo, priced)) ?? Number.POSITIVE_INFINITY,
      }
      const at = `${size.width}x${size.height}`
      if (seen.tall > tall) over.push(`${at}: ${seen.tall.toFixed(1)} screens tall`)
      if (seen.priced > pricedWithin) over.push(`${at}: the price ${seen.priced.toFixed(1)} down`)
      eyebrowLines[at] = (await site.evaluate(heroActions)).eyebrowLines
    }
    expect(over).toEqual([])
    expect(eyebrowLines, "the hero's eyebrow on one line").toEqual({
      '320x568': 1,
      '375x667': 1,
      '1280x800': 1,
    })

    // At 1280 (the last size): the kit fills its column; no empty half beside the report.
    const layout = await site.evaluate(desktopLayout)
    expect(layout).toMatchObject({
      imageBesideText: true,
      reportBeside: true,
      reportTopsParts: true,
    })
    expect(layout?.imageShareOfRow, "the hero image's width, of the row").toBeGreaterThanOrEqual(
      0.44,
    )
    expect(layout?.imageShareOfHero, "the hero image's height, of the hero").toBeGreaterThanOrEqual(
      0.4,
    )
    expect(layout?.rowFilled, "the report's row, filled").toBeGreaterThanOrEqual(0.9)
    expect(layout?.holeBesideReport, 'under what stands beside the report').toBeLessThanOrEqual(48)
    expect(new Set(layout?.signTops).size, 'the checklist’s three cards, one row').toBe(1)
    expect(layout?.signTops).toHaveLength(3)
    if (leadsWithOrder) {
      // Round 10: a row across both columns under the proof, at 657-718 px of a 1280x650 laptop's
      // first screen. Beside the order, under the kit, one fact a row, its term beside its detail
      // and the detail one line (rsales28: in a row of three 'RESULTS: In / 7–10 business days',
      // and in Chromium's font the third fact alone under two, an empty cell beside it).
      const laptop = await site.evaluate(heroFacts)
      expect(laptop.rows, 'the facts at 1280, one a row').toBe(3)
      expect(laptop.termsBeside, 'the facts at 1280: each term beside its detail').toBe(true)
      expect(laptop.detailLines, 'the facts at 1280: lines of a detail').toBe(1)
      expect(laptop.bottom, 'the facts at 1280: on a 650 px first screen').toBeLessThanOrEqual(650)
      await site.setViewport({ width: 640, height: 800 })
      expect((await site.evaluate(heroFacts)).rows, 'the facts at 640, one row').toBe(1)
      await site.setViewport(widths.desktop)
    }

    // The first action: the video, or the order where the variant leads with it; the order the
    // one filled button either way. Once a resize's fades are done: on /google the video's link
    // is a text link at every width, under the order (round 18: beside it at 1280 it wrapped and
    // came apart from the order's note); on / too, over it (round 15: an outlined button there
    // weighed as much as the order).
    await expect.poll(() => site.evaluate(() => document.getAnimations().length)).toBe(0)
    const { actions, beside } = await site.evaluate(heroActions)
    const order = { slot: 'order-button', filled: true, outlined: false }
    const watch = { slot: 'watch-link', filled: false, outlined: false }
    expect(actions).toEqual(leadsWithOrder ? [order, watch] : [watch, order])
    expect(beside, 'the video’s link beside the order at 1280').toBe(false)
    // On a phone /google's facts a fact a row, its term beside its detail, no detail over two
    // lines, one compact summary (round 9: a table 135 px tall at 375).
    if (leadsWithOrder) {
      await site.setViewport(phone)
      expect((await site.evaluate(heroActions)).actions, 'the actions at 375').toEqual([
        order,
        watch,
      ])
      const facts = await site.evaluate(heroFacts)
      expect(facts, 'the facts at 375').toEqual({
        facts: 3,
        rows: 3,
        termsBeside: true,
        detailLines: expect.any(Number),
        tall: expect.any(Number),
        bottom: expect.any(Number),
        top: expect.any(Number),
      })
      // Round 12: ~100 px, run in after their terms. Under the lede, as the DOM reads them (review
      // 29: the lede after the facts and the points moved under it by CSS order, so a screen
      // reader's order was not the one shown).
      expect(facts.tall, 'the facts at 375: px tall').toBeLessThanOrEqual(96)
      const lede = vslVariants.google.hero.lede.slice(0, 20)
      expect(facts.top, 'the facts at 375: under the lede').toBeGreaterThanOrEqual(
        await site.evaluate(paragraphBottom, lede),
      )
      // Rsales19: under the video's link and the facts, ~830 px down at 375; now right under the
      // order, as on `/` (from lg: e2e/proof.spec.ts).
      const noteGap = await site.evaluate(noteUnderOrder)
      expect(noteGap, 'the order’s note at 375: px under the order').toBeGreaterThanOrEqual(0)
      expect(noteGap, 'the order’s note at 375: px under the order').toBeLessThanOrEqual(16)
      expect(facts.detailLines, 'the facts at 375: lines of a detail').toBeLessThanOrEqual(2)
    }

    // The checklist answers ticks on the device (each count's words: tests/sign-checklist.test.ts).
    // From two ticks the order leads, drawn as the action (issue 72); at one the quiz.
    expect(await site.evaluate(tickSigns, 3)).toEqual({
      says: expect.stringContaining('You ticked 3 of 8.'),
      bold: 'You ticked 3 of 8.',
      waysOn: ['#order (filled)', '/quiz'],
    })
    expect((await site.evaluate(tickSigns, 1)).waysOn).toEqual(['/quiz', '#order'])
    expect((await site.evaluate(tickSigns, 0)).waysOn).toEqual([])
  })

  test(`${url} on phones: once the hero has scrolled away a slim bar, the header out of the way; one sticky bar at a time, at most 64 px; none at the end`, async ({
    site,
  }) => {
    await open(site, url)
    const bars = async () => ({
      ...(await site.evaluate(readBars)),
      cover: await site.evaluate(stickyCover),
    })
    const over: string[] = []
    for (const size of [smallPhone, phone]) {
      await site.setViewport(size)
      const seen: Record<string, Awaited<ReturnType<typeof bars>>> = {}
      for (const where of [
        'top',
        'in the hero',
        'by its height',
        'past the hero',
        'halfway',
        'near the end',
        'end',
        'top',
      ] as const) {
        await site.evaluate((where) => {
          const tall = document.documentElement.scrollHeight
          const hero = document.getElementById('hero') as HTMLElement
          const { top: heroTop, height } = hero.getBoundingClientRect()
          const top = {
            top: 0,
            'in the hero': scrollY + heroTop + height * 0.8 + 1,
            'by its height': hero.offsetHeight + 1,
            'past the hero': scrollY + heroTop + height + 1,
            halfway: tall / 2,
            'near the end': tall - 2 * innerHeight,
            end: tall,
          }[where]
          scrollTo({ top, behavior: 'instant' })
        }, where)
        // Once the scroll is seen and a bar has finished sliding in or out.
        await site.evaluate(() => window.__e2e.painted())
        await expect.poll(() => site.evaluate(() => document.getAnimations().length)).toBe(0)
        seen[where] = await bars()
        if (seen[where].cover > 64) over.push(`${size.width}, ${where}: ${seen[where].cover} px`)
      }
      const at = `${size.width}px`
      expect(seen.top?.header?.top, `${at}: the header, back at the top`).toBe(0)
      expect(
        [seen.top?.bar, seen['in the hero']?.bar, seen.end?.bar],
        `${at}: no bar at the top, in the hero or at the end`,
      ).toEqual([null, null, null])
      expect(seen['past the hero']?.bar?.bottom, `${at}: the bar past the hero`).toBe(size.height)
      expect(seen['past the hero']?.header, `${at}: the header, out of the way`).toBeNull()
      expect(seen.halfway?.cover, `${at}: a bar stays with the reader`).toBeGreaterThan(0)
    }
    expect(over, 'px of the screen under sticky bars, over 64').toEqual([])
  })
}

/**
 * The advertorial's finish (runs in the page): the slim bar's height and its line's rows; the
 * final clock lines' paint (text, not a pill: no fill, border or ring).
 */
function advertorialFinish() {
  const bar = document.querySelector<HTMLElement>('aside[data-slim-bar]')
  const line = bar?.querySelector('p')
  const clocks = [...document.querySelectorAll('#final-cta li')].map((item) => {
    const style = getComputedStyle(item)
    return `${style.backgroundColor} ${style.borderTopWidth} ${style.boxShadow}`
  })
  return {
    barHeight: bar?.getBoundingClientRect().height ?? 0,
    barRows: line ? window.__e2e.rows(window.__e2e.lines(line).flatMap((text) => text.lines)) : 0,
    clocks: [...new Set(clocks)],
  }
}

/**
 * The stories' row (runs in the page): what it says, which story's middle is nearest the row's,
 * and whether Next is out of stories. Issue 62: a phone showed 1.1 cards and no cue of more.
 */
function storiesInView() {
  const list = document.querySelector<HTMLElement>('[data-slot="carousel-list"]')
  if (!list) return null
  const middle = list.getBoundingClientRect().left + list.clientWidth / 2
  const offsets = [...list.children].map((item) => {
    const box = item.getBoundingClientRect()
    return Math.abs(box.left + box.width / 2 - middle)
  })
  const status = document.querySelector('[data-slot="carousel-status"]')
  return {
    says: status?.textContent,
    // Over the row: under a card as tall as a small phone's screen, it sat behind the slim bar.
    over:
      (status?.getBoundingClientRect().bottom ?? Number.NaN) <= list.getBoundingClientRect().top,
    inView: offsets.indexOf(Math.min(...offsets)),
    nextDone: document.querySelector('[data-slot="carousel-next"]')?.getAttribute('aria-disabled'),
    // Out of stories, no Tab stop (radv19: Previous at '1 of 3'), unless it has focus: Next
    // pressed to the last story keeps it.
    stops: ['previous', 'next'].map(
      (slot) => document.querySelector<HTMLElement>(`[data-slot="carousel-${slot}"]`)?.tabIndex,
    ),
    nextFocused: document.activeElement?.getAttribute('data-slot') === 'carousel-next',
  }
}

test('on a phone the stories say which is in view, over the row, and Next steps on by keyboard; a Tab stop only while the row scrolls', async ({
  site,
}) => {
  await site.setViewport(smallPhone)
  await open(site, '/')
  const seen = () => expect.poll(() => site.evaluate(storiesInView))
  await seen().toEqual({
    says: '1 of 3',
    over: true,
    inView: 0,
    nextDone: 'false',
    stops: [-1, 0],
    nextFocused: false,
  })
  await site.evaluate(() =>
    document.querySelector<HTMLElement>('[data-slot="carousel-next"]')?.focus(),
  )
  // Next by Enter, then by Space: the last story disables it, and it keeps the focus.
  for (const [key, says, inView, nextDone] of [
    ['Enter', '2 of 3', 1, 'false'],
    ['Space', '3 of 3', 2, 'true'],
  ] as const) {
    await site.press(key)
    await seen().toEqual({ says, over: true, inView, nextDone, stops: [0, 0], nextFocused: true })
  }
  // A Tab stop only where the row scrolls: at 1280 the stories stand side by side, nothing to
  // scroll, and Tab passes it by (rsales17: a stop that did nothing), back on a phone.
  const stop = () =>
    site.evaluate(() => {
      const list = document.querySelector<HTMLElement>('[data-slot="carousel-list"]')
      return { focusable: list?.tabIndex === 0, named: list?.getAttribute('aria-label') ?? null }
    })
  await site.setViewport(widths.desktop)
  await expect.poll(stop).toEqual({ focusable: false, named: null })
  await site.setViewport(smallPhone)
  await expect.poll(stop).toEqual({ focusable: true, named: testimonialLabels.carousel })
})

test('/advertorial-v2: the first order action in the article within 3 screens at 375x667; a slim bar once about a third of the article is read, one line of at most 57 px at 320; the clock lines plain text', async ({
  site,
}) => {
  await open(site, '/advertorial-v2')
  for (const size of [smallPhone, phone, widths.desktop]) {
    await site.setViewport(size)
    /** Scrolls the top of the screen to `fraction` of the article; whether the bar shows. */
    const barAt = async (fraction: number) => {
      await site.evaluate((fraction) => {
        const article = document.querySelector('main article') as HTMLElement
        const { top, height } = article.getBoundingClientRect()
        scrollTo({ top: scrollY + top + height * fraction, behavior: 'instant' })
      }, fraction)
      await site.evaluate(() => window.__e2e.painted())
      return !!(await site.evaluate(readBars)).bar
    }
    if (size === phone) {
      // The first order action in the article within 3 screens (issue 72: 5.7 down, at the
      // story's end, then 3.1 at the symptoms; issue 53: 6.9). With the brand's proof set:
      // e2e/first-screen.spec.ts.
      const first = await site.evaluate(screensTo, {
        selector: 'main article [data-slot="order-button"]',
        text: advertorial.priceBox.button,
      })
      expect(first ?? Number.POSITIVE_INFINITY, 'the first order action').toBeLessThanOrEqual(3)
    }
    await expect.poll(() => barAt(0.2), `${size.width}px, a fifth in`).toBe(false)
    await expect.poll(() => barAt(0.42), `${size.width}px, past a third`).toBe(true)
    if (size === smallPhone) {
      // Issue 44: before, two lines, the price twice, 73 px (12.9 % of the screen). In whole
      // pixels: layout now and then gives the bar 57.00003.
      const { barHeight, barRows } = await site.evaluate(advertorialFinish)
      expect({ barRows, under57: Math.round(barHeight) <= 57 }, `${barHeight} px`).toEqual({
        barRows: 1,
        under57: true,
      })
    }
    // At the page's end the footer's small print is not under it.
    await site.evaluate(scrollToEnd)
    await expect.poll(async () => (await site.evaluate(readBars)).bar, 'at the end').toBeNull()
    // A jump straight back to the top (Home, a tap on the status bar) takes it away again.
    await expect.poll(() => barAt(0), `${size.width}px, back at the top`).toBe(false)
  }
  const { clocks } = await site.evaluate(advertorialFinish)
  expect(clocks, 'no fill, border or ring').toEqual(['rgba(0, 0, 0, 0) 0px none'])
})

/**
 * Walks every focus stop of the page, forwards (from the top, until focus leaves the page or comes
 * round again) or backwards (from there), and names each that a shown sticky
 * bar covers any part of (WCAG 2.4.11 asks for "not entirely"; we ask for none).
 */
async function focusUnderBars(site: EnginePage, backwards: boolean) {
  // Forwards from the top; backwards from where the forward walk left the page.
  if (!backwards) {
    await site.evaluate(() => {
      ;(document.activeElement as HTMLElement | null)?.blur()
      scrollTo({ top: 0, behavior: 'instant' })
    })
  }
  const covered: string[] = []
  const seen = new Set<string>()
  for (let stop = 0; stop < 400; stop++) {
    if (backwards) await site.press('Shift', 'down')
    await site.press('Tab')
    if (backwards) await site.press('Shift', 'up')
    // As the visitor sees it: once the page has run its own next frame (where it moves a focus a
    // bar covers, src/effects/slim-bars.ts; its frames run on the test's clock, which a loaded
    // machine can leave behind the engine's) and painted what the key did.
    await site.evaluate(async () => {
      await new Promise((ran) => requestAnimationFrame(ran))
      await window.__e2e.painted()
    })
    const focus = await site.evaluate(() => {
      const focused = document.activeElement
      if (!focused || focused === document.body) return null
      const all = [...document.querySelectorAll('*')]
      const name = `${focused.tagName.toLowerCase()} "${(focused.textContent ?? '').trim().slice(0, 40)}" #${all.indexOf(focused)}`
      const box = focused.getBoundingClientRect()
      // Drawn over the bars, not under them: the skip link, shown over the header's top while it
      // has the focus (src/components/site/skip-link.tsx).
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      const bars = window.__e2e
        .barsShown(document.querySelectorAll('[data-sticky-header], [data-slim-bar]'))
        .filter((bar) => !bar.contains(focused) && !(onTop && focused.contains(onTop)))
      const under = bars.filter((bar) => {
        const barBox = bar.getBoundingClientRect()
        return (
          Math.min(box.bottom, barBox.bottom) - Math.max(box.top, barBox.top) > 0.5 &&
          box.right > barBox.left &&
          box.left < barBox.right
        )
      })
      return { name, under: under.map((bar) => bar.tagName.toLowerCase()) }
    })
    // Focus may first come back from the browser's own chrome, where the last walk left it.
    if (!focus && seen.size === 0 && stop < 3) continue
    if (!focus || seen.has(focus.name)) break
    seen.add(focus.name)
    if (focus.under.length > 0) covered.push(`${focus.name} under ${focus.under.join(', ')}`)
  }
  expect(seen.size, 'focus stops walked').toBeGreaterThan(5)
  return covered
}

for (const { url } of salesPages) {
  test(`${url}: keyboard focus never lands under a sticky bar on a phone; at 400 % zoom no bar stays on screen`, async ({
    site,
  }) => {
    // About a hundred keys and looks, each a round trip to the engine.
    test.setTimeout(180_000)
    await open(site, url)
    // At 400 % zoom the bars step aside wherever the page is (`short:`, a media query), so focus
    // has nothing to land under; a walk of the focus stops there would prove nothing more.
    await site.setViewport(zoomed400)
    for (const part of [0, 0.25, 0.5, 0.75, 1]) {
      await site.evaluate(async (part) => {
        scrollTo({ top: (document.body.scrollHeight - innerHeight) * part, behavior: 'instant' })
        await window.__e2e.painted()
      }, part)
      expect(await site.evaluate(stickyCover), `at 400 % zoom, ${part * 100} % down`).toBe(0)
    }
    await site.setViewport(phone)
    for (const backwards of [false, true]) {
      expect(
        await focusUnderBars(site, backwards),
        `on a phone, ${backwards ? 'backwards' : 'forwards'}`,
      ).toEqual([])
    }
  })
}

test('/google: a focus the header slides back over, as the slim bar gets out of the way, is moved clear of it', async ({
  site,
}) => {
  await open(site, '/google')
  await site.setViewport(phone)
  // The FAQ's last question, with the final offer (where the slim bar gets out of the way) less
  // than a screen under it. First the offer just under the screen: the slim bar shown, the header away.
  const gap = await site.evaluate(async () => {
    const question = [...document.querySelectorAll('main summary')].at(-1)
    const offer = document.getElementById('final-offer')
    if (!question || !offer) return null
    const gap = offer.getBoundingClientRect().top - question.getBoundingClientRect().top
    scrollTo({
      top: offer.getBoundingClientRect().top + scrollY - innerHeight - 40,
      behavior: 'instant',
    })
    await window.__e2e.painted()
    return gap
  })
  expect(gap, 'the offer less than a screen under the question').toBeLessThan(phone.height - 100)
  await expect.poll(() => site.evaluate(readBars)).toMatchObject({ header: null })
  // Then, in one task, the question scrolled to the screen's top and focused where it is (as an
  // engine that does not scroll a focus already on screen leaves it), before the page's observers
  // have seen the offer arrive.
  const covered = await site.evaluate(async () => {
    const question = [...document.querySelectorAll('main summary')].at(-1) as HTMLElement
    scrollBy({ top: question.getBoundingClientRect().top - 8, behavior: 'instant' })
    question.focus({ preventScroll: true })
    const header = document.querySelector('[data-sticky-header]') as HTMLElement
    // Until the header has slid back in and the page has painted.
    for (let frame = 0; frame < 3; frame++) {
      await window.__e2e.painted()
      await Promise.all(header.getAnimations().map((slide) => slide.finished))
    }
    const box = question.getBoundingClientRect()
    return { headerBottom: header.getBoundingClientRect().bottom, questionTop: box.top }
  })
  expect(covered.questionTop, 'the question under the header').toBeGreaterThanOrEqual(
    covered.headerBottom,
  )
})
