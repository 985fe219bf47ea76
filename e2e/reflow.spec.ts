/**
 * Every page and every quiz screen reflows (WCAG 1.4.4 and 1.4.10, issues 37, 44 and 50): with the
 * text at 200 % on a 320x568 and a 375x667 phone, on a 280x653 screen (a fold phone's cover
 * screen) and at 400 % zoom (a 1280x800 desktop's 320x200 CSS px), nothing scrolls sideways, no
 * text is cut off, no control's label reaches out of its box, and the bars that stay on screen
 * (sticky or fixed) cover at most a quarter of its height, at its top and halfway down (where a
 * phone's slim bar shows). Two walks through the site look at each screen: every page of the page
 * table, then the quiz's intro, each of its eight questions and its results. They walk the build
 * with every urgency claim set and a 47-character company email (testing/e2e-site.ts), the most
 * each page prints. At 200 % text and 400 % zoom, no word anywhere on the screen breaks across
 * two lines, except where it may wrap: at a hyphen, a dash or a soft-wrap point (an email address
 * or a host name wraps where it must).
 *
 * 200 % text is the browser's own default font size at 32 px instead of 16, set as a visitor sets
 * it in each engine's settings (e2e/engines/: Chromium's profile preferences, Firefox's font
 * preferences, WebKitGTK's settings), in a browser of its own with the engine's own desktop
 * scrollbars (Chromium's and Gecko's take 15 and 12 px of the page's width; WebKitGTK's overlay
 * it): the first walk. Every `rem` and `em`, the rem media queries included, reads it, so a
 * 375x667 phone lays out as a screen 11.7 rem wide and 20.8 rem tall (`short`: neither bar
 * sticks). A drawing's words (the guarantee seal's) are text like any other. The second walk, in
 * the test browser as it is, looks at each screen at 280 px and then at 400 % zoom.
 */

import { quizQuestions } from '../src/content/quiz'
import { sitePages } from '../src/pages'
import { type EnginePage, largeTextSizes, type Viewport } from './engines/engine-page'
import { expect, test } from './engines/fixtures'
import { answerByKeys, expectReady, expectResults, middleAnswers, optionOf } from './support/quiz'
import { clippedText, open } from './support/site'

interface Condition {
  name: string
  viewport: Viewport
  /** Whether every word on the screen is checked whole. */
  wholeWords: boolean
}

/** The first walk's conditions, in the browser whose default font size is 200 %: two phones. */
const largeText: readonly Condition[] = [
  { name: '200 % text at 320x568', viewport: { width: 320, height: 568 }, wholeWords: true },
  { name: '200 % text at 375x667', viewport: { width: 375, height: 667 }, wholeWords: true },
]

// At 280 px the quiz intro's four figures in two columns still break a word (the average annual cost).
const narrow: readonly Condition[] = [
  { name: '280x653', viewport: { width: 280, height: 653 }, wholeWords: false },
  { name: '400 % zoom (320x200)', viewport: { width: 320, height: 200 }, wholeWords: true },
]

/**
 * Every control (link, button, summary) in `roots` and shown, whose content is wider than its box
 * or a line of whose label reaches out of it (runs in the page).
 */
function spilledLabels(roots: readonly ParentNode[]): string[] {
  const spilled: string[] = []
  const name = (element: Element) =>
    (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)
  for (const control of roots.flatMap((root) => [...root.querySelectorAll('a, button, summary')])) {
    if (!control.checkVisibility({ visibilityProperty: true })) continue
    const box = control.getBoundingClientRect()
    // Kept for screen readers only (the skip link until it has the focus) is 1 px and not drawn.
    if (box.width <= 1 || box.height <= 1) continue
    const inline = getComputedStyle(control).display === 'inline'
    if (!inline && control.scrollWidth > control.clientWidth + 1) {
      spilled.push(`"${name(control)}" is ${control.scrollWidth - control.clientWidth} px too wide`)
      continue
    }
    const out = window.__e2e
      .lines(control)
      .some(
        ({ text, lines }) =>
          text.parentElement?.checkVisibility() &&
          lines.some((line) => window.__e2e.outside(line, box)),
      )
    if (out) spilled.push(`"${name(control)}" reaches out of its box`)
  }
  return spilled
}

/**
 * Every word in `root` shown that sits on more than one line other than where it may wrap (after
 * a hyphen or a dash not held by a word joiner, a soft hyphen or a zero-width space, or a slash
 * not before a digit, as Unicode's line breaking allows): a heading
 * too big for the screen, or a column squeezed to a few letters (runs in the page). An address
 * (an email, a host name) is not a word.
 */
function brokenWords(root: Node): string[] {
  const broken: string[] = []
  for (const { text, lines } of window.__e2e.lines(root)) {
    const parent = text.parentElement
    if (lines.length < 2 || !parent?.checkVisibility()) continue
    if (window.__e2e.rows(lines) < 2) continue
    const content = text.data
    for (const word of content.matchAll(/\S+/g)) {
      // An address (email, host, URL) is no word: a 47-character email wraps where it must.
      if (/@|:\/\/|\w\.\w+[.:]\w/.test(word[0])) continue
      const range = document.createRange()
      const rectsOf = (start: number, end: number) => {
        range.setStart(text, start)
        range.setEnd(text, end)
        return [...range.getClientRects()].filter((rect) => rect.width > 0)
      }
      // A drop cap (a floated first letter) stands beside its word's other letters, not above them.
      const first =
        word.index === 0 && getComputedStyle(parent, '::first-letter').float !== 'none' ? 1 : 0
      if (window.__e2e.rows(rectsOf(word.index + first, word.index + word[0].length)) < 2) continue
      // The pieces between its wrap points, each on one line, or the word broke mid-piece.
      const pieces = word[0]
        .slice(first)
        .split(/(?<=[-\u2010\u2013\u2014\u00ad\u200b])(?!\u2060)|(?<=\/)(?!\d)/)
      let start = word.index + first
      const midPiece = pieces.some((piece) => {
        const rows = window.__e2e.rows(rectsOf(start, start + piece.length))
        start += piece.length
        return rows > 1
      })
      if (!midPiece) continue
      const slot = parent.closest('[data-slot]')?.getAttribute('data-slot')
      const where = `<${parent.localName}>${slot ? ` in ${slot}` : ''}, ${getComputedStyle(parent).fontSize} text, ${Math.round(parent.getBoundingClientRect().width)} px wide`
      broken.push(`"${word[0]}" breaks across lines (${where})`)
    }
  }
  return broken
}

type Helpers = {
  spilledLabels: typeof spilledLabels
  clippedText: typeof clippedText
  brokenWords: typeof brokenWords
}

/**
 * The helpers the page reads itself with, put there before its own scripts (one round trip per
 * look instead of one per helper).
 */
const helpersScript = `window.__reflow = { spilledLabels: ${spilledLabels}, clippedText: ${clippedText}, brokenWords: ${brokenWords} };`

/**
 * Everything wrong with the screen on show (runs in the page), once it has laid out at its
 * viewport: how far it scrolls sideways; text cut off; labels that spill; words broken anywhere on
 * it (at 200 % text and 400 % zoom); then at its top and halfway down (where a
 * phone's slim bar shows), once what the scroll started (a bar sliding in or away) has finished,
 * how much of the screen the bars that stay on it (sticky or fixed, shown) cover, and their labels.
 */
async function readDown(wholeWords: boolean) {
  const helpers = (window as unknown as { __reflow: Helpers }).__reflow
  // Once the page has laid out the new size and its own observers have answered it.
  await window.__e2e.painted()
  const found: string[] = []
  const root = document.documentElement
  const sideways = Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth
  if (sideways > 0) found.push(`scrolls ${sideways} px sideways`)
  for (const text of helpers.clippedText('body')) found.push(`cut off: ${text}`)
  found.push(...helpers.spilledLabels([document]))
  // A drawing's words stay in the box its drawing leaves them (the seal's, inside its ring).
  for (const frame of document.querySelectorAll('[data-text-frame]')) {
    const edge = frame.getBoundingClientRect()
    for (const { text, lines } of window.__e2e.lines(frame)) {
      if (lines.some((line) => window.__e2e.outside(line, edge)))
        found.push(`out of its drawing: ${text.data.trim()}`)
    }
  }
  if (wholeWords) found.push(...helpers.brokenWords(document.body))
  const bars = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) =>
    ['sticky', 'fixed'].includes(getComputedStyle(element).position),
  )
  // Without a bar that may stay on screen, scrolling shows nothing new.
  const stops =
    bars.length === 0
      ? {}
      : { 'at the top': 0, halfway: Math.round((root.scrollHeight - innerHeight) / 2) }
  for (const [stop, top] of Object.entries(stops)) {
    scrollTo({ top, behavior: 'instant' })
    await window.__e2e.painted()
    const moving = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
    if (moving.length > 0) {
      await Promise.allSettled(moving.map((animation) => animation.finished))
      await window.__e2e.painted()
    }
    const shown = window.__e2e.barsShown(bars)
    found.push(...helpers.spilledLabels(shown))
    const covered = window.__e2e.cover(shown)
    if (covered > innerHeight / 4) {
      found.push(`${stop}: bars cover ${Math.round(covered)} of ${innerHeight} px`)
    }
  }
  scrollTo({ top: 0, behavior: 'instant' })
  return [...new Set(found)]
}

/**
 * What is wrong with the screen on show under each of `conditions`, each named with its
 * condition. The conditions in turn from the size the last screen ended at (every other screen
 * backwards): one resize fewer per screen, each a window's resize in WebKit.
 */
async function inspect(
  site: EnginePage,
  conditions: readonly Condition[],
  screen: string,
  found: string[],
  backwards: boolean,
) {
  for (const { name, viewport, wholeWords } of backwards ? conditions.toReversed() : conditions) {
    await site.setViewport(viewport)
    for (const problem of await site.evaluate(readDown, wholeWords)) {
      found.push(`${name}, ${screen}: ${problem}`)
    }
  }
}

/** One walk: every page, then the quiz screen by screen, each looked at under `conditions`. */
async function walk(site: EnginePage, conditions: readonly Condition[]) {
  const found: string[] = []
  let screens = 0
  const look = (screen: string) => inspect(site, conditions, screen, found, screens++ % 2 === 1)
  for (const page of sitePages) {
    if (page.url === '/quiz') continue
    await open(site, page.url, { initScript: helpersScript })
    await look(page.routed ? page.url : 'the not-found page')
  }
  await open(site, '/quiz', { initScript: helpersScript })
  await look('/quiz, the intro')
  await answerByKeys(site, [])
  for (const [index, value] of middleAnswers.entries()) {
    await expectReady(site, index + 1)
    await look(`/quiz, question ${index + 1} of ${quizQuestions.length}`)
    await site.press(optionOf(index + 1, value).key)
  }
  await expectResults(site)
  await look('/quiz, the results')
  return found
}

// Fifteen screens in one walk each, not fifteen tests' navigations; the two walks at once, each in
// its own browser (most of a walk is waiting for the page).
test("every page and quiz screen at the browser's own 200 % text, 280 px and 400 % zoom: no sideways scroll, no text cut off or out of its drawing, no label spilling, no word broken, bars over at most a quarter of the screen", async ({
  largeTextClaimsSite,
  claimsSite,
}) => {
  test.setTimeout(120_000)
  const found = (
    await Promise.all([walk(largeTextClaimsSite, largeText), walk(claimsSite, narrow)])
  ).flat()
  const rootSize = await largeTextClaimsSite.evaluate(
    () => getComputedStyle(document.documentElement).fontSize,
  )
  expect(rootSize, "the engine's own default font size").toBe(`${largeTextSizes.standard}px`)
  expect(found).toEqual([])
})
