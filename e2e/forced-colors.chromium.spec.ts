/**
 * Forced colours (Windows High Contrast), emulated in Chromium at a phone's width, on every page
 * and the quiz's inner screens: forced colours drop backgrounds, so every link or button drawn
 * with a background of its own must keep an edge forced colours paint (a border or an outline in
 * a colour other than the page's), and the quiz's progress bar must still tell done from
 * remaining. Chromium only: the other engines here cannot emulate forced colours.
 */
import { expect, type Page, test } from '@playwright/test'
import { quizQuestions } from '../src/content/quiz'
import { quizIntro } from '../src/content/quiz-intro'
import { deferredAttribute } from '../src/effects/deferred-sections'
import { sitePages } from '../src/pages'
import { widths } from './engines/fixtures'
import { keptQuizScript } from './support/early-taps'
import { isHydrated } from './support/site'

/** Every link or button that normal colours draw with a background: its name and its index. */
function filledControls(): string[] {
  return [...document.querySelectorAll<HTMLElement>('a, button')]
    .filter((control) => {
      const { backgroundColor, display } = getComputedStyle(control)
      // Kept for screen readers only (the skip link until it has the focus: 1 px) is not drawn.
      const drawn = display !== 'none' && control.getBoundingClientRect().width > 1
      return drawn && !/^(transparent|rgba\(.*, 0\))$/.test(backgroundColor)
    })
    .map((control, index) => {
      control.dataset.filled = String(index)
      return control.textContent?.trim().slice(0, 40) || control.getAttribute('aria-label') || ''
    })
}

/** The filled controls (marked by `filledControls`) with no edge forced colours paint. */
function edgeless(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-filled]')]
    .filter((control) => {
      const style = getComputedStyle(control)
      const page = getComputedStyle(document.body).backgroundColor
      const sides = ['top', 'right', 'bottom', 'left'] as const
      const border = sides.every(
        (side) =>
          Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
          style.getPropertyValue(`border-${side}-style`) !== 'none' &&
          style.getPropertyValue(`border-${side}-color`) !== page,
      )
      const outline =
        Number.parseFloat(style.outlineWidth) > 0 &&
        style.outlineStyle !== 'none' &&
        style.outlineColor !== page
      return !border && !outline
    })
    .map((control) => control.textContent?.trim().slice(0, 40) ?? '')
}

/** Checks the filled controls' edges; returns how many there are. */
async function expectEdges(page: Page, screen: string): Promise<number> {
  await page.emulateMedia({ forcedColors: 'none' })
  const filled = await page.evaluate(filledControls)
  await page.emulateMedia({ forcedColors: 'active' })
  expect(await page.evaluate(edgeless), `${screen}: controls without an edge`).toEqual([])
  return filled.length
}

test.use({ viewport: widths.phone })

for (const { url } of sitePages) {
  test(`${url}: every filled link and button keeps an edge in forced colours`, async ({ page }) => {
    await page.goto(url)
    // Its JavaScript's part too: its live islands.
    await page.waitForFunction(isHydrated, deferredAttribute)
    await expectEdges(page, url)
  })
}

test('the quiz: its progress bar tells done from remaining, its results keep their edges', async ({
  page,
}) => {
  await page.goto('/quiz')
  // Once the quiz's JavaScript has taken over, so that the progress bar read is the one that stays.
  await page.waitForFunction(isHydrated, deferredAttribute)
  await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
  await expect(page.getByRole('heading', { name: quizQuestions[0]?.text })).toBeVisible()
  await page.emulateMedia({ forcedColors: 'active' })
  const segments = await page
    .getByRole('progressbar')
    .evaluate((bar) =>
      [...bar.children].map((segment) => getComputedStyle(segment).backgroundColor),
    )
  expect(segments).toHaveLength(quizQuestions.length)
  const [done, ...remaining] = segments
  expect(new Set(remaining).size, 'the remaining segments look alike').toBe(1)
  expect(remaining[0], 'done and remaining differ').not.toBe(done)
  await expectEdges(page, 'quiz-question')
  // The results, as a tab that kept every answer would open them.
  await page.addInitScript(keptQuizScript(quizQuestions.map(() => 2)))
  await page.goto('/quiz')
  await expect(page.getByRole('timer').first()).toBeVisible()
  expect(await expectEdges(page, 'quiz-results'), 'the masterclass links').toBeGreaterThan(1)
})
