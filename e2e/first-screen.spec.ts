/**
 * The first screen of every page and quiz screen, as the visitor sees it on a small phone, a
 * phone and a desktop: the brand in the banner and the next step, whole, before any scroll;
 * and the heading in the site's own typeface (or its stand-in, on a visit the face came too late
 * for). Measured against the fold, not pictured. The
 * footer every page ends with is tests/pages.test.tsx.
 */

import { advertorial } from '../src/content/advertorial'
import { notFoundCopy } from '../src/content/not-found'
import { quizQuestionCopy, quizQuestions } from '../src/content/quiz'
import { quizIntro, quizResultsPreview } from '../src/content/quiz-intro'
import { quizResults } from '../src/content/quiz-results'
import { siteCopy } from '../src/content/site'
import { pageTable, sitePages } from '../src/pages'
import type { EnginePage, Viewport } from './engines/engine-page'
import { expect, firstScreens, test } from './engines/fixtures'
import { answerByKeys, expectReady, expectResults, openWithAnswers, optionOf } from './support/quiz'
import { open } from './support/site'

const unknownPage = sitePages.find((page) => !page.routed)?.url ?? ''

/**
 * An element of the first screen: by role and exact name, by CSS selector (`name` then only
 * says what it is), or (`text`) by its whole text; whole on the screen.
 */
interface Step {
  name: string
  role?: 'link' | 'button' | 'heading'
  css?: string
  text?: boolean
  /** Only from this viewport width up. */
  from?: number
}

/** A control by its name as a reader hears it: the content's word joiners are spans on the page. */
const link = (name: string): Step => ({ role: 'link', name: name.replaceAll('\u2060', '') })
const button = (name: string): Step => ({ role: 'button', name: name.replaceAll('\u2060', '') })
const brandHome = link(`${siteCopy.brandName}: home`)

/**
 * Each page's next step, which its first screen shows whole. On every VSL variant, the way into
 * the video and the kit as it arrives; at 1280 the priced order action too (on a phone it follows
 * the hero's points, and the header's own is the tablet's: e2e/sales.spec.ts). With the brand's
 * proof set, e2e/proof.spec.ts.
 */
const nextSteps: Record<string, readonly Step[]> = {
  ...Object.fromEntries(
    pageTable.flatMap((row) =>
      row.kind === 'vsl'
        ? [
            [
              row.path,
              [
                link(row.content.hero.watchLink),
                {
                  name: 'the kit as it arrives',
                  css: `main img[src="${row.content.hero.image.src}"]`,
                },
                // Issue 62: it ended 1 px under the fold.
                { name: 'the order button', css: '#hero a[data-outbound]', from: 1280 },
              ],
            ],
          ]
        : [],
    ),
  ),
  // The article's start: its headline and, from 375, the way to its offer ("how to check ... for
  // $97"), whole; at 1280 the standfirst and the byline too (issue 72: the dek at y 840, the byline at
  // 1009, under a 352 px picture). With the proof set, the test after the next.
  '/advertorial-v2': [
    { name: advertorial.byline.heading, css: 'h1' },
    { ...link(advertorial.byline.offerLink), from: 375 },
    { name: advertorial.byline.lede, text: true, from: 1280 },
    { name: 'the byline', css: '[data-slot="byline"]', from: 1280 },
  ],
  '/quiz': [button(quizIntro.start)],
  '/privacy': [brandHome],
  '/terms': [brandHome],
  // What the page is, and the ways on from it.
  '*': [
    { role: 'heading', name: notFoundCopy.title },
    ...notFoundCopy.ways.map(({ label }) => link(label)),
  ],
}

/**
 * Where the brand and each step sit against the first screen (runs in the page): the names of
 * those not whole on it. The brand is the banner's logo.
 */
function notOnFirstScreen(steps: readonly Step[]): string[] {
  const { queryAllByRole } = window.TestingLibraryDom
  const onScreen = (element: Element | null | undefined) => {
    if (!element) return false
    const box = element.getBoundingClientRect()
    return (
      box.width > 0 &&
      box.height > 0 &&
      getComputedStyle(element).visibility === 'visible' &&
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= innerHeight &&
      box.right <= document.documentElement.clientWidth
    )
  }
  const missing = steps
    .filter(({ from = 0 }) => innerWidth >= from)
    .filter(({ role, name, css, text }) => {
      const found = role
        ? queryAllByRole(document.body, role, { name })
        : text
          ? [...document.querySelectorAll('main *')].filter(
              // As a reader reads it: the build's word joiners and no-break spaces (src/lib/typeset.ts) are not words.
              (e) =>
                e.textContent
                  ?.replace(/\u2060/g, '')
                  .replace(/\u00a0/g, ' ')
                  .trim() === name,
            )
          : [...document.querySelectorAll(css ?? '')]
      return !found.some((element) => onScreen(element))
    })
    .map(({ name }) => name)
  const brand = document.querySelector('header [data-slot="brand-logo"]')
  return onScreen(brand) ? missing : ['the brand in the banner', ...missing]
}

/**
 * Looks at each first screen from the top: the brand and `steps` whole on it, at every size (or
 * at each of `viewports`).
 */
async function expectFirstScreens(
  site: EnginePage,
  steps: readonly Step[],
  reach?: () => unknown,
  viewports: readonly Viewport[] = firstScreens,
) {
  const seen: Record<string, string[]> = {}
  for (const viewport of viewports) {
    await site.setViewport(viewport)
    await reach?.()
    await site.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
    seen[`${viewport.width}x${viewport.height}`] = await site.evaluate(notOnFirstScreen, steps)
  }
  expect(seen, 'not whole on the first screen').toEqual(
    Object.fromEntries(Object.keys(seen).map((size) => [size, []])),
  )
}

/** The family the heading is drawn in: the site's face, or the stand-in this machine has. */
async function readHeadingFace(site: EnginePage) {
  return site.evaluate(async () => {
    await document.fonts.ready
    // The page switches its headings to the face in the task the face came in (paint-first.ts).
    await new Promise(requestAnimationFrame)
    // The first family of its stack with a face loaded: the one drawn (a stand-in family whose
    // local face this machine lacks has none).
    const family = getComputedStyle(document.querySelector('h1') as Element).fontFamily
    const loaded = new Set(
      [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/["']/g, '')),
    )
    const drawn = family
      .split(',')
      .map((name) => name.replace(/["']/g, '').trim())
      .find((name) => loaded.has(name))
    return { drawn }
  })
}

for (const page of sitePages) {
  test(`${page.routed ? page.url : 'the not-found page'}: the brand and the next step on every first screen, the site's typeface`, async ({
    site,
  }) => {
    await open(site, page.url)
    await expectFirstScreens(site, nextSteps[page.path] ?? [])
    // The brand's face, or where it came too late for this visit (after the loader's wait, as a
    // worker's first visit may be) its metric-matched stand-in, drawn from a local face.
    const { drawn } = await readHeadingFace(site)
    expect(drawn).toMatch(/^Source Serif 4(?: Fallback.*)?$/)
  })
}

/** A tablet's short window, a landscape tablet and a portrait one. */
const tablets = [
  { width: 768, height: 667 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
] as const

/** Every answer the heaviest: the high tier, whose title is the longest. */
const highAnswers = quizQuestions.map(() => 3)

/**
 * The contrast of the answers' edge (their border) with what they sit on and with the page
 * around the card, from the computed colours (runs in the page): WCAG 2.2's ratio, rounded down to
 * 0.01.
 */
function answerEdgeContrast(): { card: number; page: number } {
  const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number)
  const backdrop = (element: Element | null): number[] => {
    for (let at = element; at; at = at.parentElement) {
      const colour = rgb(getComputedStyle(at).backgroundColor)
      if ((colour[3] ?? 1) === 1) return colour
    }
    return [255, 255, 255]
  }
  const luminance = (colour: number[]) => {
    const [r = 0, g = 0, b = 0] = colour.map((value) => {
      const channel = value / 255
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const ratio = (one: number[], other: number[]) => {
    const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a)
    return Math.floor((((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)) * 100) / 100
  }
  const option = document.querySelector('[data-slot="quiz-option"]')
  const edge = rgb(option ? getComputedStyle(option).borderTopColor : '')
  const card = option?.closest('[data-slot="question-card"]') ?? null
  return {
    card: ratio(edge, backdrop(option?.parentElement ?? null)),
    page: ratio(edge, backdrop(card)),
  }
}

/** Where the question's card starts, from the top of the page (runs in the page). */
const cardTop = () =>
  document.querySelector('[data-slot="quiz-progress"] + *')?.getBoundingClientRect().top

/** Whether the progress says the quiz is half done (runs in the page). */
const saysHalfway = (words: string) =>
  [...document.querySelectorAll('[data-slot="quiz-progress"] p')].some(
    (line) => line.textContent === words && line.checkVisibility(),
  )

test('every quiz question shows its three answers on the first screen (at 1280 the whole screen), edged at 3:1 or more against the card and the page, the fourth that it is halfway, the card where the first had it; the results their score and way to register, on tablets too', async ({
  site,
}) => {
  await open(site, '/quiz')
  await answerByKeys(site, [])
  const halfway: boolean[] = []
  // On the smallest phone, where a line that wraps or comes and goes would move the card: a
  // question that arrives over 0.5 s after the tap (a slow phone) counts that as a layout shift.
  const cardTops: (number | undefined)[] = []
  for (const [index, question] of quizQuestions.entries()) {
    await expectReady(site, index + 1)
    await expectFirstScreens(site, [
      ...question.options.map((option) => button(optionOf(index + 1, option.value).label)),
      // At 1280 x 800 the whole screen, to its footnote (issue 72: 826 px, the footnote cut).
      { name: 'the footnote', css: 'footer', from: 1280 },
    ])
    halfway.push(await site.evaluate(saysHalfway, quizQuestionCopy.halfway))
    await site.setViewport(firstScreens[0])
    await site.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
    cardTops.push(await site.evaluate(cardTop))
    if (index === 0) {
      // WCAG 2.2 1.4.11 Non-text Contrast: a control's boundary at 3:1 against what is beside it.
      const contrast = await site.evaluate(answerEdgeContrast)
      expect(contrast.card, 'the answer’s edge against the card').toBeGreaterThanOrEqual(3)
      expect(contrast.page, 'the answer’s edge against the page').toBeGreaterThanOrEqual(3)
      // WCAG 2.2 2.5.8 Target Size: the footnote's privacy link, alone on its line, 24 px tall (20).
      const link = await site.evaluate(
        () =>
          document.querySelector('main ~ footer a[href="/privacy"]')?.getBoundingClientRect()
            .height,
      )
      expect(link, 'the privacy link’s height').toBeGreaterThanOrEqual(24)
    }
    await site.press(optionOf(index + 1, highAnswers[index] ?? 3).key)
  }
  // 'Question 4 of 8 · 50% complete' (the spec's percent: 4 / 8) is where half the bar is full.
  expect(halfway, 'halfway said on').toEqual([
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
  ])
  expect(cardTops[0], 'a card').toBeGreaterThan(0)
  expect(new Set(cardTops), 'where the card starts, question by question').toEqual(
    new Set([cardTops[0]]),
  )
  await expectResults(site)
  const score: Step = { name: 'High Risk Score: 24/24', text: true }
  const tier: Step = { role: 'heading', name: quizResults.tiers.high.title }
  const join = link(
    `${quizResults.buttons.join} ${quizResults.buttons.reserveLines[1]} ${quizResults.newTabName}`,
  )
  // The badge, the tier's title, the whole dial and the primary button under them.
  await expectFirstScreens(site, [
    score,
    tier,
    { name: 'the score dial', css: '[data-slot="score-dial"]' },
    join,
  ])
  // On tablets, a short one's too, the score, the tier and the button (review 46: at 768x667 the
  // button started at 625-698 px, under the dial).
  await expectFirstScreens(site, [score, tier, join], undefined, tablets)
  // The tier scale under the dial keeps each tier's name whole, on the narrowest phone too.
  const scaleNames = `ol[aria-label="${quizResults.scale.name}"] li > span:nth-of-type(2)`
  for (const viewport of firstScreens) {
    await site.setViewport(viewport)
    expect(await site.evaluate(textLines, scaleNames), `${viewport.width}px`).toEqual([1, 1, 1])
  }
})

/** How many lines the text of each visible element `css` finds runs to (runs in the page). */
function textLines(css: string): number[] {
  return [...document.querySelectorAll(css)]
    .filter((element) => element.checkVisibility())
    .map((element) => window.__e2e.rows(window.__e2e.lines(element).flatMap((text) => text.lines)))
}

/** Whether the story link's arrow follows its text on the text's last line (runs in the page). */
function arrowEndsLink(): boolean {
  const link = document.querySelector('main [data-slot="story-link"]')
  const arrow = link?.querySelector('svg')?.getBoundingClientRect()
  const texts = link ? document.createTreeWalker(link, NodeFilter.SHOW_TEXT) : undefined
  let last: Node | null = null
  for (let text = texts?.nextNode(); text; text = texts?.nextNode()) last = text
  if (!arrow || !last) return false
  const range = document.createRange()
  range.selectNodeContents(last)
  const line = [...range.getClientRects()].at(-1)
  const gap = arrow.left - (line?.right ?? Number.NaN)
  return !!line && gap >= 0 && gap <= 12 && arrow.top < line.bottom && arrow.bottom > line.top
}

test('/advertorial-v2: on phones the alert bar is at most two lines at 375 and three at 320, so the first screen opens on the story; its link ends in its arrow', async ({
  site,
}) => {
  await open(site, '/advertorial-v2')
  const seen: Record<string, unknown> = {}
  for (const viewport of firstScreens.filter(({ width }) => width < 640)) {
    await site.setViewport(viewport)
    seen[`${viewport.width}x${viewport.height}`] = {
      // At most three lines at 320 and two at 375, whatever words the brand gives it.
      alertLines: (await site.evaluate(textLines, '[data-slot="alert-text"]')).map(
        (lines) => lines <= (viewport.width < 375 ? 3 : 2),
      ),
      arrowEndsLink: await site.evaluate(arrowEndsLink),
    }
  }
  expect(seen).toEqual({
    '320x568': { alertLines: [true], arrowEndsLink: true },
    '375x667': { alertLines: [true], arrowEndsLink: true },
  })
})

/**
 * Where the advertorial's first order button ends, in screens from the top; whether the brand's
 * proof under its byline (the score and the lab) ends on the first screen; how wide the story's
 * photograph is against the headline's column; and the images on the first screen left to load
 * lazily (runs in the page).
 */
function advertorialReach(opening: string) {
  const order = document.querySelector('main [data-slot="order-button"]')
  const proof = ['[data-slot=review-score]', '[data-slot=lab-line]'].map((css) =>
    document.querySelector(`#${opening} ${css}`),
  )
  const width = (css: string) => document.querySelector(css)?.getBoundingClientRect().width ?? 0
  return {
    orderScreens: ((order?.getBoundingClientRect().bottom ?? Number.NaN) + scrollY) / innerHeight,
    /** Where the lower of the two ends, in px from the top (none: infinity). */
    proofEnd: Math.max(
      ...proof.map((element) =>
        element ? element.getBoundingClientRect().bottom + scrollY : Number.POSITIVE_INFINITY,
      ),
    ),
    photoAcrossColumn:
      Math.round(width(`#${opening} img[alt="Photograph of Carol"]`)) ===
      Math.round(width(`#${opening} h1`)),
    lazyOnFirstScreen: [...document.images]
      .filter(
        (image) =>
          image.loading === 'lazy' &&
          image.checkVisibility() &&
          image.getBoundingClientRect().top + scrollY < innerHeight,
      )
      .map((image) => image.alt),
  }
}

// Issue 72: the proof under a 352 px picture at 1280; round 5, the story's photograph a 151 px
// inset beside its caption at 375 and the author's face lazy on the first screen. Unset, the first
// order's place at 375: e2e/sales.spec.ts.
test("/advertorial-v2 with the brand's proof set: the proof on a 1366x768 laptop's first screen (1280x650), the story's photograph across the column and the first order within 2.95 screens at 375 and 3.35 at 320x568, no first-screen image lazy", async ({
  claimsSite: site,
}) => {
  await open(site, '/advertorial-v2')
  await site.setViewport({ width: 320, height: 568 })
  const small = await site.evaluate(advertorialReach, advertorial.byline.id)
  await site.setViewport({ width: 375, height: 667 })
  const phone = await site.evaluate(advertorialReach, advertorial.byline.id)
  await site.setViewport({ width: 1280, height: 650 })
  const laptop = await site.evaluate(advertorialReach, advertorial.byline.id)
  expect({
    // Round 6: it ended at 780 px of 800, the page's next part not begun on the first screen;
    // round 7: it started at 610 px, cut at a 1366x768 laptop's 650.
    proofOnFirstScreen: laptop.proofEnd <= 650 || Math.round(laptop.proofEnd),
    photoAcrossColumn: phone.photoAcrossColumn,
    // Issue 72: 3.4 screens, the proof and a landscape photograph across the column before it;
    // round 7: 2.99, the proof box five lines under the byline (2.93 since).
    orderWithin3Screens: phone.orderScreens <= 2.95 || phone.orderScreens.toFixed(2),
    // Round 10: 3.49 at 320x568 in the review (the opening 1.9 screens); with the photograph 2:1
    // on phones, the disclosure in the quote's role line and the sponsor on the label's line,
    // about 0.1 screen less; round 12 (3.34 in the review), the photograph 9:4 and the symptoms'
    // closing line on one line under 352 px, 40 px less; round 13 (3.31 to the button's top),
    // the score two lines, the photograph 5:2, the lede and the symptoms 15 px, 57 px less (3.21).
    // Three screens there would take words out or move a section.
    orderAt320: small.orderScreens <= 3.35 || small.orderScreens.toFixed(2),
    lazyOnFirstScreen: [...phone.lazyOnFirstScreen, ...laptop.lazyOnFirstScreen],
  }).toEqual({
    proofOnFirstScreen: true,
    photoAcrossColumn: true,
    orderWithin3Screens: true,
    orderAt320: true,
    lazyOnFirstScreen: [],
  })
})

/** The left edge of each element a selector finds first, in CSS px (runs in the page). */
const leftEdges = (selectors: readonly string[]) =>
  selectors.map((css) =>
    Math.round(document.querySelector(css)?.getBoundingClientRect().left ?? -1),
  )

/** What starts at the content edge on each page: the logo in the header, the content, the footer's logo. */
const edgeParts: Record<string, readonly string[]> = {
  '/': ['header [data-slot="brand-logo"]', 'main h1', 'footer [data-slot="brand-logo"]'],
  '/advertorial-v2': [
    'header [data-slot="brand-logo"]',
    '#alert svg',
    'main h1',
    'footer [data-slot="brand-logo"]',
  ],
  '/privacy': ['header [data-slot="brand-logo"]', 'main h1', 'footer [data-slot="brand-logo"]'],
  '/quiz': ['header [data-slot="brand-logo"]', 'main h1', 'footer [data-slot="brand-logo"]'],
  // From lg the ways on stand beside the heading: its code, above it, keeps the edge.
  [unknownPage]: [
    'header [data-slot="brand-logo"]',
    'main p',
    'main h1',
    'footer [data-slot="brand-logo"]',
  ],
}

test('at 1280 px the header and the content share one edge', async ({ site }) => {
  await site.setViewport({ width: 1280, height: 800 })
  const edges: Record<string, number[]> = {}
  for (const [path, parts] of Object.entries(edgeParts)) {
    await open(site, path)
    edges[path] = await site.evaluate(leftEdges, parts)
  }
  expect(edges).toEqual(
    Object.fromEntries(
      Object.entries(edges).map(([path, lefts]) => [path, lefts.map(() => lefts[0])]),
    ),
  )
})

/**
 * The results as laid out now (runs in the page): how many screens the page is, where the heading
 * of what drove the score ends against the fold, the dial's score's font size (px), and what is
 * drawn like a control (a filled, bordered, shadowed or ringed box) among the rows of the tier
 * legend and the hosts' credentials, with the row the legend marks.
 */
function resultsLayout(heading: string) {
  const drivers = [...document.querySelectorAll('main h2')].find(
    (element) => element.textContent === heading,
  )
  const score = document.querySelector('[data-slot="score-dial"] > span:last-child')
  const boxed = (element: Element) => {
    const style = getComputedStyle(element)
    return (
      !/^(transparent|rgba\(.*, 0\))$/.test(style.backgroundColor) ||
      style.boxShadow !== 'none' ||
      Number.parseFloat(style.borderTopWidth) > 0 ||
      Number.parseFloat(style.borderLeftWidth) > 0
    )
  }
  const reserve = [...document.querySelectorAll('main a')].find((link) => link.checkVisibility())
  const taught = ['quiz-discover-heading', 'quiz-struggles-heading'].map((id) =>
    document.getElementById(id)?.closest('section'),
  )
  const legend = [...document.querySelectorAll('main ol[aria-label] > li')]
  const struggles = document.getElementById('quiz-struggles-heading')?.closest('section')
  const headings = [...document.querySelectorAll<HTMLElement>('main h1, main h2')].filter(
    (heading) => heading.offsetWidth > 0,
  )
  const left = (element: Element | null) => Math.round(element?.getBoundingClientRect().left ?? -1)
  /** Whether the text of `heading` sits centred right above `box` (its lines' middle, 2 px). */
  const centredOver = (heading: Element | null, box: Element | null) => {
    if (!heading || !box) return false
    const range = document.createRange()
    range.selectNodeContents(heading)
    const lines = [...range.getClientRects()]
    const under = box.getBoundingClientRect()
    return lines.every(
      (line) =>
        Math.abs(line.left + line.width / 2 - (under.left + under.width / 2)) <= 2 &&
        line.bottom <= under.top,
    )
  }
  const credentials = [...document.querySelectorAll('main [data-slot="credentials"]')]
  return {
    screens: document.documentElement.scrollHeight / innerHeight,
    driversBottom: Math.round(drivers?.getBoundingClientRect().bottom ?? -1),
    fold: innerHeight,
    reserveSlack: innerHeight - (reserve?.getBoundingClientRect().bottom ?? innerHeight),
    /** What the masterclass teaches, each point shown without a tap. */
    taughtShown: taught.map(
      (part) =>
        [...(part?.querySelectorAll('li') ?? [])].filter((li) => li.checkVisibility()).length,
    ),
    /**
     * Laid out as one: what the masterclass teaches and the struggles each in two columns, no
     * half of the row left empty; the registration's heading centred over its card (issue 72:
     * alone in the left half beside it).
     */
    asOne: [
      ...taught.map(
        (part) =>
          new Set(
            [...(part?.querySelectorAll('li') ?? [])].map((li) => li.getBoundingClientRect().left),
          ).size === 2,
      ),
      centredOver(
        document.getElementById('quiz-register-heading'),
        document.querySelector('[data-slot=registration]'),
      ),
    ],
    scorePx: Number.parseFloat(score ? getComputedStyle(score).fontSize : '0'),
    boxed: [...legend, ...credentials, ...credentials.flatMap((line) => [...line.children])]
      .filter(boxed)
      .map((element) => element.textContent),
    marked: legend
      .filter((row) => row.getAttribute('aria-current') === 'true')
      .map((row) => row.textContent),
    credentials: credentials.map((line) => line.textContent),
    /** The struggles drawn like an answer (a rounded box, or an icon such as a tick). */
    struggleLike: [...(struggles?.querySelectorAll('li') ?? [])].filter(
      (item) =>
        (Number.parseFloat(getComputedStyle(item).borderTopLeftRadius) > 0 && boxed(item)) ||
        item.querySelector('svg'),
    ).length,
    /** Where the logo and each heading of the first column start: one edge (a centred one has none). */
    edges: new Set(
      [
        document.querySelector('header [data-slot="brand-logo"]'),
        ...headings.filter((heading) => getComputedStyle(heading).textAlign !== 'center'),
      ]
        .map(left)
        .filter((edge) => edge < innerWidth / 2),
    ).size,
  }
}

/**
 * The most a tier's results may run to, in screens (the document's height over the viewport's),
 * and the dial's score's smallest size on a phone: the results end where a visitor is done. Issue
 * 53 opened what the masterclass teaches (folded before: 5 and 6.5 screens).
 */
const resultsBudget = {
  '320x568': 7.5,
  '375x667': 6,
} as const
const dialScoreMinPx = 20

for (const [tier, answers, marked] of [
  ['low', quizQuestions.map(() => 1), 'Low8–10 · You'],
  ['moderate', quizQuestions.map(() => 2), 'Moderate11–18 · You'],
  ['high', highAnswers, 'High19–24 · You'],
] as const) {
  test(`the results of a ${tier} score: within their screens, what drove it on the first screen under the dial, what the masterclass teaches shown, a legend and a line of credentials, struggles unlike answers, at 1280 one edge for the logo and the first column's headings`, async ({
    site,
  }) => {
    await openWithAnswers(site, answers)
    await expectResults(site)
    const seen: Record<string, unknown> = {}
    for (const viewport of firstScreens) {
      await site.setViewport(viewport)
      await site.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
      const layout = await site.evaluate(resultsLayout, quizResults.drivers.heading)
      const size = `${viewport.width}x${viewport.height}`
      const budget = resultsBudget[size as keyof typeof resultsBudget]
      seen[size] = {
        // Within the budget of screens on a phone (the desktop has none); else how many.
        screens:
          budget === undefined || layout.screens <= budget ? 'within' : layout.screens.toFixed(2),
        // The heading of what drove the score whole above the fold (a 320 px phone scrolls to it).
        driversOnFirstScreen:
          viewport.width === 320 ||
          (layout.driversBottom > 0 && layout.driversBottom <= layout.fold),
        // The primary button with 8 px to spare above the fold of the smallest phone.
        reserveSlack:
          viewport.width > 320 || layout.reserveSlack >= 8 ? 'ok' : `${layout.reserveSlack} px`,
        taughtShown: layout.taughtShown,
        asOne: layout.asOne.map((beside) => beside === viewport.width >= 1024),
        dialScore: layout.scorePx >= dialScoreMinPx ? 'legible' : `${layout.scorePx} px`,
        boxed: layout.boxed,
        marked: layout.marked,
        credentials: layout.credentials,
        struggleLike: layout.struggleLike,
        oneEdge: viewport.width < 1024 || layout.edges === 1,
      }
    }
    const expected = {
      screens: 'within',
      driversOnFirstScreen: true,
      reserveSlack: 'ok',
      taughtShown: [quizResults.discoveries.items.length, quizResults.struggles.items.length],
      asOne: [true, true, true],
      dialScore: 'legible',
      boxed: [],
      marked: [marked],
      credentials: [quizResults.pitch.credentials.join(' · ')],
      struggleLike: 0,
      oneEdge: true,
    }
    expect(seen).toEqual(
      Object.fromEntries(firstScreens.map(({ width, height }) => [`${width}x${height}`, expected])),
    )
  })
}

/**
 * The intro as laid out (runs in the page): its height in screens, the lines of its eyebrow (the
 * pill above the heading), the caption of each example results card shown, with its lines, and
 * where its counters and the brand's score (none unset) end.
 */
function introLayout(eyebrow: string) {
  const pill = [...document.querySelectorAll('main p')].find((p) => p.textContent === eyebrow)
  const example = [...document.querySelectorAll('main [data-slot="results-preview"]')].find(
    (figure) => figure.checkVisibility(),
  )
  return {
    screens: document.documentElement.scrollHeight / innerHeight,
    startBottom: document.querySelector('main [data-slot="quiz-start"]')?.getBoundingClientRect()
      .bottom,
    exampleAt: ((example?.getBoundingClientRect().top ?? Number.NaN) + scrollY) / innerHeight,
    countersBottom: document.querySelector('main dl')?.getBoundingClientRect().bottom,
    scoreBottom: document.querySelector('main [data-slot="review-score"]')?.getBoundingClientRect()
      .bottom,
    dayBottom: document.querySelector('main [data-slot="as-of"]')?.getBoundingClientRect().bottom,
    pillLines: pill ? window.__e2e.rows(window.__e2e.lines(pill).flatMap((text) => text.lines)) : 0,
    examples: [...document.querySelectorAll('main figcaption')]
      .filter((caption) => caption.checkVisibility())
      .map((caption) => {
        const lines = window.__e2e.lines(caption).flatMap((text) => text.lines)
        return `${caption.textContent} (${window.__e2e.rows(lines)} line)`
      }),
  }
}

test("the quiz intro at 320, 375 and 1280 px: START above 600 px at 1280, the example of the results within 1.5 screens, its caption and the pill on one line, at most 6 screens at 375x667; at 1280x650 the counters whole, and the brand's score and their day once set", async ({
  site,
  claimsSite,
}) => {
  await open(site, '/quiz')
  const intro: Record<number, ReturnType<typeof introLayout>> = {}
  for (const viewport of firstScreens) {
    await site.setViewport(viewport)
    intro[viewport.width] = await site.evaluate(introLayout, quizIntro.eyebrow)
  }
  // Issue 44: 9.25 screens at 375x667 (11.7 at 320x568) before; its pill on two lines at 320.
  expect(intro[375]?.screens, 'screens at 375x667').toBeLessThanOrEqual(6)
  // Issue 72: START's bottom at 680 (768 with the proof set), under a 1366x768 laptop's fold.
  expect(intro[1280]?.startBottom, "START's bottom at 1280x800").toBeLessThan(600)
  const caption = `${quizResultsPreview.label} ${quizResultsPreview.caption} (1 line)`
  // Issue 53: the example right under the first START, within 1.5 screens (3.1 down at 375).
  expect(
    Object.values(intro).map(({ pillLines, examples, exampleAt }) => ({
      pillLines,
      examples,
      within: exampleAt <= 1.5,
    })),
  ).toEqual(firstScreens.map(() => ({ pillLines: 1, examples: [caption], within: true })))
  // Round 7: a 1366x768 laptop's 1280x650 of page cut the counters mid-label, and the score set
  // sat under them at y 735; round 12 put the score under them again, with the day of both.
  const laptop: Record<string, unknown> = {}
  for (const [build, page] of [
    ['default', site],
    ['proof', claimsSite],
  ] as const) {
    if (build === 'proof') await open(page, '/quiz')
    await page.setViewport({ width: 1280, height: 650 })
    const {
      countersBottom = Number.NaN,
      scoreBottom,
      dayBottom,
    } = await page.evaluate(introLayout, quizIntro.eyebrow)
    laptop[build] = {
      counters: countersBottom <= 650,
      score: typeof scoreBottom === 'number' ? scoreBottom <= 650 : 'unset',
      day: typeof dayBottom === 'number' ? dayBottom <= 650 : 'unset',
    }
  }
  expect(laptop, 'on the first screen at 1280x650').toEqual({
    default: { counters: true, score: 'unset', day: 'unset' },
    proof: { counters: true, score: true, day: true },
  })
})
