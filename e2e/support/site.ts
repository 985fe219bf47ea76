/**
 * What every spec does with an engine page, whatever the engine: open a page and wait until its
 * JavaScript has taken over, step its clock, read the problems it had, run axe, measure reflow.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { deferredAttribute } from '../../src/effects/deferred-sections'
import type { EnginePage, GotoOptions } from '../engines/engine-page'
import { expect } from '../engines/fixtures'

/** For states that change within frames (a scroll, an answer): look often. */
export const often = { intervals: [20, 50, 100] }

/**
 * Whether the page's JavaScript has taken over its prerendered HTML (runs in the page): on a
 * sales page every island is live
 * (src/entries/sales.ts marks it `data-live`) and every section that waited to be laid out has
 * been (src/effects/deferred-sections.ts); on the 404 page its
 * plain script has marked #root `data-live`; on the quiz React has hydrated #root (the elements
 * it adopts carry its fiber key) and the quiz has taken over the <head> script's taps
 * (src/effects/held-click.ts). Polled from the test, so it works under a held clock.
 */
export function isHydrated(deferred: string): boolean {
  const islands = [...document.querySelectorAll('[data-island]')]
  if (islands.length > 0) {
    return (
      islands.every((island) => island.hasAttribute('data-live')) &&
      !document.querySelector(`[${deferred}]`)
    )
  }
  if (document.querySelector('#root[data-live]')) return true
  const root = document.querySelector('#root > *')
  const adopted = !!root && Object.keys(root).some((key) => key.startsWith('__reactFiber$'))
  return adopted && !('heldTaps' in window)
}

/** Whether the page's JavaScript has taken over, now. */
export const hydrated = (site: EnginePage) => site.evaluate(isHydrated, deferredAttribute)

/** Waits until the page's JavaScript has taken over (a tap would work). */
export async function waitForHydration(site: EnginePage) {
  await expect.poll(() => hydrated(site), often).toBe(true)
}

/** Opens a path of the site and waits until its JavaScript has taken over. */
export async function open(site: EnginePage, path: string, options?: GotoOptions) {
  await site.goto(path, options)
  await waitForHydration(site)
}

/** The page's fake clock (engines/in-page.ts). */
export const clock = {
  hold: (site: EnginePage) => site.evaluate(() => window.__e2e.clock.hold()),
  run: (site: EnginePage) => site.evaluate(() => window.__e2e.clock.run()),
  tick: (site: EnginePage, ms: number) => site.evaluate((by) => window.__e2e.clock.tick(by), ms),
  next: (site: EnginePage) => site.evaluate(() => window.__e2e.clock.next()),
}

/**
 * Nothing went wrong on the page: no console error or warning, no uncaught error or rejection,
 * no CSP violation, no element that failed to load. `expected` lists what the test provoked.
 */
export async function expectNoProblems(site: EnginePage, expected: readonly RegExp[] = []) {
  const problems = await site.evaluate(() => window.__e2e.problems)
  expect(problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)))).toEqual(
    [],
  )
}

/** Every request of the page stayed on its origin (the Resource Timing API, in every engine). */
export async function expectNothingLeftTheOrigin(site: EnginePage) {
  const foreign = await site.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => /^https?:/.test(url) && new URL(url).origin !== location.origin),
  )
  expect(foreign).toEqual([])
}

/**
 * Reads the page down to its foot a screen at a time, as a visitor would, until every image it
 * shows (lazy ones included; not one its width hides, which Gecko never fetches) has arrived in a
 * format the engine shows; then goes back to the top.
 */
export async function readToTheEnd(site: EnginePage) {
  await site.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 0.8) {
      scrollTo({ top: y, behavior: 'instant' })
      await window.__e2e.painted()
    }
  })
  await expect
    .poll(() =>
      site.evaluate(() =>
        [...document.images]
          .filter((image) => image.checkVisibility())
          .filter((image) => !image.complete || image.naturalWidth === 0)
          .map((image) => image.currentSrc || image.src),
      ),
    )
    .toEqual([])
  await site.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
}

export const axeSource = readFile(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * axe-core's default rules on the whole document, zero violations of any impact; each is listed
 * with its element and how to fix it. Its source is run the driver's way (the page's CSP admits
 * no injected <script>).
 */
export async function expectNoAxeViolations(site: EnginePage, screen: string) {
  await site.run(await axeSource)
  const violations = await site.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') }
    return (await axe.run(document)).violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.impact}] ${violation.id}: ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary}`,
      ),
    )
  })
  expect(violations, `axe on ${screen} in ${site.engine}`).toEqual([])
}

/**
 * Every element whose CSS animation or transition lasts longer than 10 ms, pseudo elements
 * included (runs in the page).
 */
export function longMotions(): string[] {
  const seconds = (value: string) =>
    value
      .split(',')
      .map((part) => Number.parseFloat(part) / (part.trim().endsWith('ms') ? 1000 : 1))
  const found: string[] = []
  for (const element of document.querySelectorAll('*')) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo)
      const delays = seconds(style.transitionDelay)
      const transition = Math.max(
        ...seconds(style.transitionDuration).map((duration, i) => duration + (delays[i] ?? 0)),
      )
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}${pseudo ?? ''}`
      if (style.animationName !== 'none' && Math.max(...seconds(style.animationDuration)) > 0.01)
        found.push(`${name}: animation ${style.animationName}`)
      if (style.transitionProperty !== 'none' && transition > 0.01)
        found.push(`${name}: transition ${style.transitionProperty}`)
    }
  }
  return found
}

/**
 * WCAG 1.4.12 text spacing as a reading extension applies it (line height 1.5, paragraph spacing
 * 2em, letter spacing 0.12em, word spacing 0.16em), as a constructed stylesheet, which the page's
 * CSP allows (runs in the page). Returns the body's letter spacing in px, to show it took.
 */
export function spaceText(): number {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(`* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important } p { margin-bottom: 2em !important }`)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  return Number.parseFloat(getComputedStyle(document.body).letterSpacing)
}

/**
 * Text cut off by a box that hides its overflow, in or under the elements `within` finds (runs in
 * the page): a line of text reaching past the edge of such an ancestor. Screen-reader-only text
 * (in a box of 1 px or less) is meant to be cut off.
 */
export function clippedText(within: string): string[] {
  const found: string[] = []
  for (const box of document.querySelectorAll(`${within}, ${within} *`)) {
    const style = getComputedStyle(box)
    if (!/hidden|clip/.test(style.overflowX + style.overflowY)) continue
    const edge = box.getBoundingClientRect()
    if (edge.width <= 1 || edge.height <= 1) continue
    for (const { text, lines } of window.__e2e.lines(box)) {
      let inside = text.parentElement
      while (inside && inside !== box && inside.getBoundingClientRect().width > 1)
        inside = inside.parentElement
      if (inside !== box || !lines.some((line) => window.__e2e.outside(line, edge))) continue
      found.push(`${box.tagName.toLowerCase()}: ${text.textContent?.trim().slice(0, 40)}`)
    }
  }
  return found
}

/** An init script summing the page's layout shifts not caused by input, where the engine measures them. */
export const recordLayoutShifts = `(() => {
  if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) return;
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`

/** Nothing shifted (Chromium measures layout shifts; WebKit and Gecko have no such API). */
export async function expectNoLayoutShift(site: EnginePage) {
  const shift = await site.evaluate(() => (window as { __layoutShift?: number }).__layoutShift)
  expect(shift ?? 0).toBeLessThan(0.01)
}

/**
 * Every control on screen styled as a button (a pill, filled or outlined; runs in the page): its
 * label, the lines its words take (its icon is not a word; a stacked label's, its longest part's),
 * and whether a line of them reaches past its edges.
 */
export function buttonLabels(): { label: string; lines: number; spills: boolean }[] {
  return [...document.querySelectorAll('a, button')].flatMap((control) => {
    const box = control.getBoundingClientRect()
    const style = getComputedStyle(control)
    const pill = Number.parseFloat(style.borderTopLeftRadius) >= box.height / 2 - 1
    const painted =
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' || Number.parseFloat(style.borderTopWidth) > 0
    // Unseen, or kept for screen readers only (the skip link until it has the focus: 1 px).
    if (!control.checkVisibility({ visibilityProperty: true }) || box.width <= 1) return []
    const label = (control.textContent ?? '').replaceAll('\u2060', '').trim()
    // An icon's button (the stories' Previous and Next) has no words to wrap.
    if (!pill || !painted || !label) return []
    // A label stacked by design (a column, as the results' reserve button) is one line per part.
    const column = style.display.endsWith('flex') && style.flexDirection === 'column'
    const parts = column ? [...control.children] : [control]
    const linesOf = (part: Node) => window.__e2e.lines(part).flatMap((text) => text.lines)
    const spills = linesOf(control).some((line) => window.__e2e.outside(line, box))
    return [
      { label, lines: Math.max(...parts.map((part) => window.__e2e.rows(linesOf(part)))), spills },
    ]
  })
}

/**
 * Each button-styled control whose label is not on one line, at the top, 1000 px down and halfway
 * (so the slim bar's too, as it would show); then back at the top.
 */
export async function wrappedButtons(site: EnginePage, at: string): Promise<string[]> {
  const wrapped: string[] = []
  for (const top of [0, 1000, (await site.evaluate(() => document.body.scrollHeight)) / 2]) {
    await site.evaluate((top) => scrollTo({ top, behavior: 'instant' }), top)
    await expect.poll(() => site.evaluate(() => document.getAnimations().length), often).toBe(0)
    for (const { label, lines } of await site.evaluate(buttonLabels))
      if (lines !== 1) wrapped.push(`${at}: "${label}" on ${lines} lines`)
  }
  await site.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
  return [...new Set(wrapped)]
}
