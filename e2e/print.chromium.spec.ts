/**
 * The quiz's results on paper: the visitor's record for their doctor, printed to PDF by
 * Chromium and read back with pdfjs-dist. One page, on Letter and on A4 with a browser's usual
 * margins: the record's own head first (no site header above it), a blank line for the name, the day and time taken (when the results were reached; the
 * time as the visitor's browser writes it, with its zone: a British visitor's 24-hour clock in
 * Berlin here), the score, the tier on the scoring key, what
 * drove it and then the visitor's priority at the drivers' size, all eight questions with the
 * answer given, who is behind the assessment and the site's address; no countdown, no
 * masterclass, no button. And the sales pages (/, /google, /advertorial-v2) as counsel and ad
 * reviewers print them, with the browser's background graphics off as it has them by default,
 * on no more sheets than each is held to:
 * the brand, the company and the site's address (where the build knows it) atop page 1, each
 * order link's words then the store's URL it goes to on one line (never split at a hyphen), each
 * figure with its unit whole, each email address on one line, every fold's words, each story card whole on one sheet, no text
 * drawn over text, no text fainter
 * than 4.5:1 on the white sheet, no sheet ending on a heading, no sheet but the last blank below
 * its first third (on A4 and Letter), no video section (its heading
 * over nothing to watch), sticky header or slim order bar; and /privacy and /terms, each on its
 * sheets with its short lists whole: its brand atop page 1, no "On this page" links; and the quiz intro's
 * opening (its dark hero) in words dark on white. Chromium only:
 * the other engines here cannot print to PDF (Gecko and WebKit open the folds by the same
 * `::details-content` rule, src/print.css).
 */
import { expect, type Page, test } from '@playwright/test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { readSettings } from '../src/config/settings'
import { notFoundCopy } from '../src/content/not-found'
import { quizQuestions } from '../src/content/quiz'
import { quizResults } from '../src/content/quiz-results'
import { documentCopy, siteCopy } from '../src/content/site'
import { videoBoxCopy } from '../src/content/video-box'
import { deferredAttribute } from '../src/effects/deferred-sections'
import { widths } from './engines/fixtures'
import { keptQuizScript } from './support/early-taps'
import { isHydrated } from './support/site'

test.use({ viewport: widths.phone, locale: 'en-GB', timezoneId: 'Europe/Berlin' })

/** The company, the store and the site's origin as the build under test read them, from the same env. */
const { company, outboundLinks, site } = readSettings(process.env).settings

/** The results were reached at this moment (Berlin's time), so the record's date and time are known. */
const reached = new Date('2026-11-24T14:30:00+01:00')

/** Opens the results of a quiz with `answers` (the options' values, 1-3) given, at `reached`. */
async function resultsAfter(page: Page, answers: readonly number[]) {
  await page.clock.install({ time: reached })
  await page.addInitScript(keptQuizScript(answers))
  await page.goto('/quiz')
  await page.clock.resume()
  await expect(page.getByRole('timer').first()).toBeVisible()
}

/** A run of text in the printed page and the height of its letters (pt). */
interface Run {
  text: string
  size: number
}

/**
 * The page printed to PDF: its number of pages, its text (lines joined by a space), its runs
 * of text with their sizes, and each page's last line (the runs lowest on it).
 */
async function printed(page: Page, format: 'Letter' | 'A4', printBackground = true) {
  const pdf = await page.pdf({
    format,
    printBackground,
    margin: { top: '0.5in', right: '0.5in', bottom: '0.5in', left: '0.5in' },
  })
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise
  const lines: string[] = []
  const runs: Run[] = []
  const lastLines: string[] = []
  const filled: number[] = []
  const sheets: string[] = []
  const overlaps: string[] = []
  let firstPage = ''
  for (let number = 1; number <= document.numPages; number++) {
    const sheet = await document.getPage(number)
    const content = await sheet.getTextContent()
    const onPage: { text: string; y: number; x: number; width: number; height: number }[] = []
    for (const item of content.items) {
      if (!('str' in item)) continue
      lines.push(item.str + (item.hasEOL ? ' ' : ''))
      if (!item.str.trim()) continue
      runs.push({ text: item.str, size: Math.round(item.height * 10) / 10 })
      onPage.push({
        text: item.str,
        y: Math.round(item.transform[5] ?? 0),
        x: item.transform[4] ?? 0,
        width: item.width,
        height: item.height,
      })
    }
    const lowest = Math.min(...onPage.map(({ y }) => y))
    lastLines.push(onPage.flatMap(({ text, y }) => (y === lowest ? [text] : [])).join(' '))
    // From the top margin (half an inch, 36 pt) down to the lowest line, of the sheet's height
    // between its margins; none on a sheet with no text.
    const height = sheet.view[3] ?? 0
    filled.push(onPage.length ? (height - 36 - lowest) / (height - 72) : 0)
    if (number === 1) firstPage = lines.join('').replace(/\s+/g, ' ')
    sheets.push(onPage.map(({ text }) => text).join(''))
    // Two runs drawn over each other (review 19: a story card over another on A4), each run's
    // box its capitals' height above its baseline (the seal's tight lines touch at a font's size).
    for (const [index, one] of onPage.entries())
      for (const other of onPage.slice(index + 1))
        if (
          one.x < other.x + other.width - 1 &&
          other.x < one.x + one.width - 1 &&
          one.y < other.y + other.height * 0.7 &&
          other.y < one.y + one.height * 0.7
        )
          overlaps.push(`page ${number}: "${one.text}" over "${other.text}"`)
  }
  return {
    pages: document.numPages,
    text: lines.join('').replace(/\s+/g, ' '),
    firstPage,
    runs,
    lastLines,
    filled,
    sheets,
    overlaps,
  }
}

/** The size of the first run that holds `part`. */
function sizeOf(runs: readonly Run[], part: string) {
  const run = runs.find(({ text }) => text.includes(part))
  if (!run) throw new Error(`Nothing printed holds "${part}"`)
  return run.size
}

/**
 * Two records, written out by hand from the spec's questions and the content: a low score
 * (every answer the lightest) and a high one. The parts every record holds follow.
 */
const records = [
  {
    tier: 'low',
    answers: [1, 1, 1, 1, 1, 1, 1, 1],
    /** A line of what drove the score, which the priority follows at its size. */
    driver: 'None of your answers weighed much',
    holds: [
      'High Risk Score: 8/24',
      'You May Be at Low Risk',
      'What drove your score',
      'None of your answers weighed much',
      'Your priority: Getting your energy, focus and long-term health back. You rated this: Not urgent',
      'How often do you feel tired, even after a full night’s sleep? Rarely',
      'How important is it for you to reclaim your energy, focus and long-term health right now? Not urgent',
    ],
  },
  {
    tier: 'high',
    answers: [3, 3, 3, 3, 3, 3, 3, 3],
    driver: 'Waking up tired, even after eight hours of sleep',
    holds: [
      'High Risk Score: 24/24',
      'You May Be at High Risk for Metabolic Dysfunction',
      'What drove your score',
      'Waking up tired, even after eight hours of sleep',
      'Almost every day you wake up tired, however long you slept.',
      'Your priority: Getting your energy, focus and long-term health back. You rated this: Extremely urgent',
      'How often do you feel tired, even after a full night’s sleep? Almost every day',
      'Have you or a close family member been diagnosed with type 2 diabetes, prediabetes or insulin resistance? Yes, myself',
      'How important is it for you to reclaim your energy, focus and long-term health right now? Extremely urgent',
    ],
  },
] as const

/**
 * What every record holds: name and date-of-birth lines left blank (the date line follows), the day and
 * time, the scoring key, the company, its contact and the site's address (the test build sets
 * none, so the page's own origin).
 */
const everyRecord = (origin: string) => [
  'Name: Date of birth: Taken on November 24, 2026 at 14:30 CET · Scoring: each answer 1–3 points, 8–24 in all.',
  'Low 8–10',
  'Moderate 11–18',
  'High 19–24',
  company.name,
  company.email,
  `Online at ${origin}`,
]

for (const { tier, answers, driver, holds } of records) {
  test(`a ${tier} score prints as one page: the record's head first, a name line, the day and time, the score on the scoring key, what drove it then the priority at its size, the eight answers, the company and the site; no countdown, masterclass or button`, async ({
    page,
    baseURL,
  }) => {
    await resultsAfter(page, answers)
    for (const format of ['Letter', 'A4'] as const) {
      const { pages, text, runs } = await printed(page, format)
      expect(pages, `${format} pages`).toBe(1)
      // The record's own head first: no site header above it, at an edge of its own.
      expect(text.trim(), 'the record’s head first').toMatch(
        new RegExp(`^${quizResults.record.heading}`),
      )
      const origin = new URL(baseURL ?? '').origin
      for (const part of [...holds, ...everyRecord(origin)]) expect(text, format).toContain(part)
      const priority = 'Your priority'
      expect(text.indexOf(priority), 'the priority after the drivers').toBeGreaterThan(
        text.indexOf(driver),
      )
      expect(sizeOf(runs, priority), "the priority at the drivers' size").toBe(sizeOf(runs, driver))
      // As printed: a word joiner ('long-term', src/content/quiz.ts) draws nothing on paper.
      for (const question of quizQuestions)
        expect(text, format).toContain(question.text.replaceAll('\u2060', ''))
      // Its m:ss, not the time taken or the site's port.
      const others = text.replace('at 14:30', '').replace(origin, '')
      expect(others, 'no countdown').not.toMatch(/\d:\d\d|STARTS IN|closes in/i)
      expect(text, 'no masterclass').not.toMatch(/masterclass|seat/i)
      expect(text, 'no button').not.toMatch(/Reserve|Save or print|Energy Back/)
      expect(text, 'no anonymous chip beside the name line').not.toMatch(/anonymous/i)
      // Typeset as on screen: curly quotes and apostrophes, an en dash in every range (the phone
      // number's hyphen aside).
      expect(
        text.replace(company.phone ?? '', ''),
        'no straight quote, no hyphen in a range',
      ).not.toMatch(/["']|\d-\d/)
    }
  })
}

/**
 * The sales pages, the store their order links go to and the most sheets each prints on (Letter
 * and A4; review 24: / took 20 sheets, the advertorial 14; review 27: / took 14 on Letter, its
 * footer's last lines alone on the 14th). Each a sheet over what it prints on now (13 and 10), as a
 * byte budget keeps room: / fills its 13th Letter sheet to 96 %, so a line of copy more would fail
 * a limit of 13 without anything going wrong on paper.
 */
const salesPages = [
  { path: '/', store: outboundLinks.vslStoreUrl, most: 14 },
  { path: '/google', store: outboundLinks.vslStoreUrl, most: 14 },
  { path: '/advertorial-v2', store: outboundLinks.advertorialStoreUrl, most: 11 },
] as const

/** `text` as words alone: no spaces (a line's end in the PDF is one), no word joiners. */
const squeezed = (text: string) => text.replace(/[\s\u2060]+/g, '')

/**
 * The text the printed page (or its part `root`) shows fainter than 4.5:1 on white paper, or on a
 * fill (with the background graphics off a fill is not printed: text on it must hold on white),
 * but for a fill kept on paper (`print-color-adjust: exact`: the quiz's score badge).
 */
function faintOnPaper(root: string) {
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = 1
  const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D
  const rgba = (colour: string) => {
    context.clearRect(0, 0, 1, 1)
    context.fillStyle = colour
    context.fillRect(0, 0, 1, 1)
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data
    return { r, g, b, a }
  }
  const linear = (value: number) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = (r: number, g: number, b: number) =>
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  const faint: string[] = []
  const scope = document.querySelector(root)
  if (!scope) return [`nothing at ${root}`]
  for (const element of scope.querySelectorAll('*')) {
    const own = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    )
    if (!own || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      continue
    const style = getComputedStyle(element)
    if (style.printColorAdjust === 'exact') continue
    const { r, g, b, a } = rgba(style.color)
    // On white paper, its alpha blended.
    const paper = (value: number) => (value * a + 255 * (255 - a)) / 255
    const ratio = 1.05 / (luminance(paper(r), paper(g), paper(b)) + 0.05)
    const fill = rgba(style.backgroundColor).a > 0 && style.backgroundColor !== 'rgb(255, 255, 255)'
    if (ratio < 4.5 || fill)
      faint.push(
        `${element.textContent?.trim().slice(0, 40)} (${style.color}, ${ratio.toFixed(2)}:1)`,
      )
  }
  return faint
}

for (const { path, store, most } of salesPages) {
  test(`${path} on paper: at most ${most} sheets, the brand and where it came from atop page 1, each order link's words then the store's URL on one line, figures whole, every fold's words, no text fainter than 4.5:1 on white, no heading at a sheet's foot or sheet left mostly blank, the footer on one sheet, no video section or link to it, sticky header or order bar`, async ({
    page,
  }) => {
    await page.goto(path)
    await page.waitForFunction(isHydrated, deferredAttribute)
    await page.emulateMedia({ media: 'print' })
    // The masthead and its rule on the column of the page's content, centred as it is: from the
    // headline's left edge to as far from the right, laid out at Letter's printed width, 7.5 in
    // (review 29: on the advertorial the mark stood left of the headline, the rule ran the
    // sheet's width).
    const screen = page.viewportSize()
    const paper = { width: 720, height: 960 }
    await page.setViewportSize(paper)
    const edges = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const { left, right } = element.getBoundingClientRect()
          return [Math.round(left), Math.round(right)]
        })
    const [column = 0] = await edges('main h1')
    expect(await edges('[data-slot="print-masthead"] > div'), 'the masthead on the column').toEqual(
      [column, paper.width - column],
    )
    // The VSL's last offer: the price, its value and the order's words from the price column's
    // one left edge, as its proof and clock lines (rsales32: centred over them).
    const offerEdges = await page
      .locator('#final-offer [data-slot="price-column"]')
      .evaluateAll((columns) =>
        columns.map((column) => {
          const words = (selector: string) => {
            const range = document.createRange()
            range.selectNodeContents(column.querySelector(selector) ?? column)
            return range.getClientRects()[0]?.left ?? Number.NaN
          }
          const edge =
            column.getBoundingClientRect().left +
            column.clientLeft +
            Number.parseFloat(getComputedStyle(column).paddingLeft)
          return [
            edge,
            ...[
              '[data-slot="price-tag"]',
              '[data-slot="price-tag"] + p',
              '[data-slot="order-button"]',
            ].map(words),
          ]
        }),
      )
    // Within a pixel: a glyph's box may stand a fraction off its line's edge.
    for (const [edge = 0, ...lefts] of offerEdges)
      for (const left of lefts)
        expect(
          Math.abs(left - edge),
          "the last offer's price, value and order from its column's edge",
        ).toBeLessThan(1)
    if (screen) await page.setViewportSize(screen)
    await expect(page.locator('[data-slot="video-box"]'), 'the video box').toHaveCount(1)
    for (const screenOnly of [
      '[data-slot="video-box"]',
      '[data-video-link]',
      '[data-sticky-header]',
      '[data-slim-bar]',
    ])
      for (const element of await page.locator(screenOnly).all())
        await expect(element, `${screenOnly} not printed`).toBeHidden()
    // The order links printed (the sticky header's and the slim bar's are not).
    const orders = await page
      .locator('[data-slot="order-button"]')
      .evaluateAll((links) =>
        links
          .filter((link) => link.checkVisibility())
          .map((link) => ({ words: link.textContent ?? '', href: link.getAttribute('href') })),
      )
    expect(orders.length, 'order links printed').toBeGreaterThan(1)
    const folds = await page.locator('details').evaluateAll((details) =>
      details.map((detail) =>
        [...detail.children]
          .filter((child) => child.tagName !== 'SUMMARY')
          .map((child) => child.textContent)
          .join(''),
      ),
    )
    expect(folds.length, 'folds on the page').toBeGreaterThan(0)
    // The video's section, heading and all: on paper there is nothing to watch (review 17b).
    const videoHeading = await page
      .locator('section:has([data-island="video-box"]) h2')
      .textContent()
    // A heading with its eyebrow and lede as one: a sheet ended on the final offer's lede, its
    // card on the next (review 28).
    const headings = await page
      .locator('h2, h3, [data-slot="section-heading"]')
      .evaluateAll((all) =>
        all.filter((heading) => heading.checkVisibility()).map((heading) => heading.textContent),
      )
    // Each story's quote and name, as the page shows them.
    const stories = await page.locator('[data-slot="testimonial-card"]').evaluateAll((cards) =>
      cards.map((card) => ({
        quote: card.querySelector('blockquote')?.textContent ?? '',
        name: card.querySelector('figcaption .font-semibold')?.textContent ?? '',
      })),
    )
    expect(stories.length, 'stories on the page').toBeGreaterThan(0)
    const figures = await page
      .locator('[data-slot="stat-grid"] dd')
      .evaluateAll((values) => values.map((value) => value.textContent ?? ''))
    expect(figures.length, 'figures on the page').toBeGreaterThan(0)
    // Short groups, as printed: each list of at most six items (its first item's last part, its
    // last item's: a number drawn beside an item prints after its words), and
    // each set of figures with the lines under it (their source, their closing line), review 45.
    const groups = await page.evaluate(() =>
      [
        ...[...document.querySelectorAll('main :is(ul, ol)')]
          .filter(
            (list) =>
              list.checkVisibility() &&
              list.children.length <= 6 &&
              // The stories' row; the advertorial's consequences break between their cards.
              !list.matches('[data-slot="carousel-list"], #consequences *'),
          )
          .map((list) =>
            [list.firstElementChild, list.lastElementChild].map(
              (item) => item?.lastElementChild ?? item,
            ),
          ),
        ...[...document.querySelectorAll('[data-slot="stat-grid"]')].map((grid) => [
          [...grid.querySelectorAll('dd')].at(-1),
          grid.nextElementSibling,
        ]),
      ].map((parts) =>
        // biome-ignore lint/performance/useDomNodeTextContent: as printed, not what print hides
        parts.map((part) => (part as HTMLElement | null)?.innerText ?? ''),
      ),
    )
    expect(groups.length, 'short groups on the page').toBeGreaterThan(0)
    // The footer's first paragraph (its FDA box; its logo is not printed) and its last (the
    // copyright).
    const footerLines = await page
      .locator('[data-slot="site-footer"] p')
      .evaluateAll((paragraphs) => paragraphs.map((paragraph) => paragraph.textContent ?? ''))
    // On A4 as on Letter: the brand and where the page came from (the legal entity; the site's
    // address where the build knows it) at the top of the first sheet, each store URL on one
    // line, never split at its hyphens ('…/cellular-health- test-kit'), each figure with its unit
    // whole ('537 million').
    const sheets = {
      A4: await printed(page, 'A4', false),
      Letter: await printed(page, 'Letter', false),
    }
    for (const [
      format,
      { pages: count, text, firstPage, lastLines, filled, sheets: pages, overlaps },
    ] of Object.entries(sheets)) {
      expect(count, `${format}: sheets`).toBeLessThanOrEqual(most)
      expect(overlaps, `${format}: text drawn over text`).toEqual([])
      // Each story card whole on one sheet, its quote and its name together (review 19: a card
      // split across sheets, its name alone atop the next).
      for (const { quote, name } of stories)
        expect(
          pages.some((sheet) => squeezed(sheet).includes(squeezed(quote)) && sheet.includes(name)),
          `${format}: ${name}'s story on one sheet`,
        ).toBe(true)
      // Each short group on one sheet (review 45: the warning signs 2/3, the kit's steps 2/1,
      // the advertorial's figures on one sheet and their source on the next).
      for (const [first = '', last = ''] of groups)
        expect(
          pages.some(
            (sheet) =>
              squeezed(sheet).includes(squeezed(first)) && squeezed(sheet).includes(squeezed(last)),
          ),
          `${format}: "${first.slice(0, 40)}" … "${last.slice(-40)}" on one sheet`,
        ).toBe(true)
      // The footer whole: its last line on the sheet of its first (review 28: its links, address
      // and copyright alone on the last sheet, 15 % full, its small print on the one before).
      const sheetOf = (line = '') =>
        pages.findIndex((sheet) => squeezed(sheet).includes(squeezed(line)))
      expect(sheetOf(footerLines.at(-1)), `${format}: the footer's last line`).toBe(
        sheetOf(footerLines[0]),
      )
      // No sheet empty, or holding a heading or a few lines alone with the rest on the next: a
      // tall card kept whole left most of a sheet blank (review 18). Each but the last is written
      // on past its first third.
      for (const [index, part] of filled.slice(0, -1).entries())
        expect(part, `${format}: page ${index + 1} of ${filled.length} filled`).toBeGreaterThan(
          1 / 3,
        )
      // No heading left at a sheet's foot, the words it heads on the next: a sheet's last line
      // ending a heading printed on it (not a line that ends as a heading elsewhere does: the
      // advertorial's first offer, '60-day money-back guarantee').
      for (const [index, line] of lastLines.entries())
        expect(
          headings.filter(
            (heading) =>
              squeezed(heading ?? '').endsWith(squeezed(line)) &&
              squeezed(pages[index] ?? '').includes(squeezed(heading ?? '')),
          ),
          `${format}: page ${index + 1} ends on a heading`,
        ).toEqual([])
      expect(squeezed(text), `${format}: the video's section not printed`).not.toContain(
        squeezed(videoHeading ?? ''),
      )
      for (const source of [siteCopy.brandName, company.name, site.url ?? company.name])
        expect(firstPage, `${format}: page 1 says where it came from`).toContain(source)
      const begun = text.split(`(${store.split('-')[0]}`).length - 1
      expect(text.split(`(${store})`).length - 1, `${format}: each store URL on one line`).toBe(
        begun,
      )
      // Each email address whole on a line (rsales33: the FAQ's 'Email support /
      // @cellwisehealth.com' on page 11 of Letter).
      expect(text, `${format}: an email address split at its '@'`).not.toMatch(/\s@\w/)
      // As printed: a word joiner ('5–10 years') draws nothing on paper.
      for (const figure of figures)
        expect(text, `${format}: a figure whole`).toContain(figure.replaceAll('\u2060', ''))
    }
    const { text } = sheets.Letter
    const words = squeezed(text)
    for (const { words: label, href } of orders) {
      expect(href, 'an order link goes to the store').toBe(store)
      expect(words.includes(squeezed(`${label} (${store})`)), `${label} then where it goes`).toBe(
        true,
      )
    }
    for (const fold of folds)
      expect(words.includes(squeezed(fold)), `a fold’s words: ${fold.slice(0, 60)}`).toBe(true)
    for (const line of [videoBoxCopy.retry, videoBoxCopy.loading, videoBoxCopy.failed])
      expect(text, 'no video box').not.toContain(line)
    expect(await page.evaluate(faintOnPaper, 'body'), 'text faint on white paper').toEqual([])
  })
}

/** The legal pages, each held to its sheets on Letter at the spec's margins (review 46). */
const legalPages = [
  { path: '/privacy', most: 3 },
  { path: '/terms', most: 2 },
] as const

for (const { path, most } of legalPages)
  test(`${path} on paper: at most ${most} Letter sheets, each but the last two-thirds written, each short list with the line leading to it on one sheet, the brand and where it came from atop page 1, no "On this page" links, every line dark on white`, async ({
    page,
  }) => {
    await page.goto(path)
    await page.emulateMedia({ media: 'print' })
    // Each list of at most six items, as printed, from the line that leads to it to its last item
    // (review 46: /privacy's 'you may' list split after its first item, its laws' box 2+3).
    const groups = await page.evaluate(() =>
      [...document.querySelectorAll('main section :is(ul, ol)')]
        .filter((list) => list.checkVisibility() && list.children.length <= 6)
        .map((list) =>
          [list.previousElementSibling, list.lastElementChild].map(
            // biome-ignore lint/performance/useDomNodeTextContent: as printed, not what print hides
            (part) => (part as HTMLElement | null)?.innerText ?? '',
          ),
        ),
    )
    expect(groups.length, 'short lists on the page').toBeGreaterThan(0)
    expect(await page.evaluate(faintOnPaper, 'body'), 'text faint on white paper').toEqual([])
    const { pages, text, firstPage, filled, sheets } = await printed(page, 'Letter', false)
    expect(pages, 'sheets').toBeLessThanOrEqual(most)
    for (const [index, part] of filled.slice(0, -1).entries())
      expect(part, `page ${index + 1} of ${filled.length} filled`).toBeGreaterThan(2 / 3)
    for (const [first = '', last = ''] of groups)
      expect(
        sheets.some(
          (sheet) =>
            squeezed(sheet).includes(squeezed(first)) && squeezed(sheet).includes(squeezed(last)),
        ),
        `"${first.slice(0, 40)}" … "${last.slice(-40)}" on one sheet`,
      ).toBe(true)
    for (const source of [siteCopy.brandName, company.name, site.url ?? company.name])
      expect(firstPage, 'page 1 says where it came from').toContain(source)
    expect(text, 'the contents, a screen’s way round the page').not.toContain(documentCopy.contents)
  })

test('the 404 on paper: each way on its label then its full address where the build knows the site, else nothing after it', async ({
  page,
}) => {
  await page.goto('/nothing-here')
  const { text } = await printed(page, 'Letter', false)
  // Its why under it: nothing between them where the build knows no origin.
  for (const { label, href, why } of notFoundCopy.ways)
    expect(squeezed(text), `${label} as printed`).toContain(
      squeezed(`${label}${site.url ? ` (${site.url}${href})` : ''} ${why}`),
    )
  expect(text, 'a bare path').not.toMatch(/\(\/[a-z]*\)/)
})

test('the quiz intro’s opening on paper: its words dark on white', async ({ page }) => {
  // Print from the first style, so that no colour is caught in a screen's transition.
  await page.emulateMedia({ media: 'print' })
  await page.goto('/quiz')
  expect(await page.evaluate(faintOnPaper, 'section:has(h1)'), 'text faint on white paper').toEqual(
    [],
  )
})
