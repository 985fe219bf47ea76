/**
 * The brand's name is never broken inside a word: on every page, at every width from a small
 * phone to a wide desktop (16 px apart, so each breakpoint's edges are met), each wordmark sits on
 * one line. Words elsewhere may break where nothing else fits (text at 200 %: e2e/reflow.spec.ts);
 * the header's row must make room for the brand instead. A layout fact of the stylesheet's
 * breakpoints, the same in every engine, so Chromium alone walks the widths. Pages whose headers
 * render the same markup (the privacy, terms and 404 pages share one) are walked once: the
 * wordmark's line count depends only on the header it sits in.
 */
import { expect, test } from '@playwright/test'
import { sitePages } from '../src/pages'

const narrowest = 320
const widest = 1440
const step = 16

/** How many lines each wordmark on the page takes (runs in the page). */
function wordmarkLines(): number[] {
  return [...document.querySelectorAll('[data-slot="brand-logo"] > span')].map((wordmark) => {
    const range = document.createRange()
    range.selectNodeContents(wordmark)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  })
}

/** The markup of the header each wordmark sits in (runs in the page). */
function wordmarkHeaders(): string {
  return [...document.querySelectorAll('[data-slot="brand-logo"]')]
    .map((logo) => (logo.closest('header') ?? logo).outerHTML)
    .join('\n')
}

test('the brand name keeps to one line at every width, on every page', async ({ page }) => {
  test.slow()
  const broken: string[] = []
  const walked = new Set<string>()
  for (const { url } of sitePages) {
    await page.setViewportSize({ width: narrowest, height: 800 })
    await page.goto(url)
    await page.evaluate(() => document.fonts.ready)
    const headers = await page.evaluate(wordmarkHeaders)
    if (walked.has(headers)) continue
    walked.add(headers)
    for (let width = narrowest; width <= widest; width += step) {
      await page.setViewportSize({ width, height: 800 })
      const lines = await page.evaluate(wordmarkLines)
      expect(lines.length, `${url}: a wordmark`).toBeGreaterThan(0)
      if (lines.some((count) => count > 1)) broken.push(`${url} at ${width} px`)
    }
  }
  expect(broken).toEqual([])
})
