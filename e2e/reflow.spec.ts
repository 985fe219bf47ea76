/**
 * WCAG 2.2, 1.4.10 Reflow: every page reads without sideways scrolling from 320 CSS px
 * up. Each route and each quiz screen (the intro, every question, the results in every tier) is
 * measured at the widths of its project: phones at 320 and 375 px, the desktop project at 768 and
 * 1280 px, so every width is checked once.
 */
import { expect, type Page, test } from '@playwright/test'
import { builtLinks, routePages, unknownPath } from '../scripts/built-site'
import { quizIntro, quizQuestions, quizResults } from '../src/content/quiz'
import { tierBySpec } from '../tests/support/spec'
import { waitForHydration } from './support/hydration'

const widthsByProject: Record<string, readonly number[]> = {
  phone: [320, 375],
  desktop: [768, 1280],
}

function projectWidths(): readonly number[] {
  const { name } = test.info().project
  const widths = widthsByProject[name]
  if (!widths) throw new Error(`No reflow widths for the Playwright project "${name}"`)
  return widths
}

/** How far the page scrolls sideways at `width` (0 when it does not). */
async function sidewaysScroll(page: Page, width: number): Promise<number> {
  const height = page.viewportSize()?.height ?? 800
  await page.setViewportSize({ width, height })
  return page.evaluate(() => {
    const root = document.documentElement
    return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth
  })
}

/** Measures the screen on show at every width of the project, naming the screen on failure. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const overflow: Record<string, number> = {}
  for (const width of projectWidths()) overflow[`${width} px`] = await sidewaysScroll(page, width)
  const widths = Object.keys(overflow)
  expect(overflow, `${screen}: sideways scroll in CSS px`).toEqual(
    Object.fromEntries(widths.map((width) => [width, 0])),
  )
}

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: the video player's host gets an empty script.
  const { videoHost } = await builtLinks()
  await page.route(`${new URL(videoHost.scriptUrl).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  )
  // Layout is what is measured; without smooth scrolling the quiz moves on at once.
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

for (const { url } of [...routePages, { url: unknownPath }]) {
  test(`${url} does not scroll sideways`, async ({ page }) => {
    await page.goto(url)
    await waitForHydration(page)
    await expectNoSidewaysScroll(page, url)
  })
}

/** One answer value for every question: all 1s, all 2s or all 3s reach each tier once. */
for (const value of [1, 2, 3] as const) {
  const score = value * quizQuestions.length
  const tier = tierBySpec(score)

  test(`the quiz does not scroll sideways on any screen (answers all ${value}, ${tier} risk)`, async ({
    page,
  }) => {
    await page.goto('/quiz')
    await waitForHydration(page)
    const heading = page.getByRole('heading', { level: 1 })
    // The questions are the same screens whatever the answers: one run measures them.
    const measureQuestions = value === 1
    if (measureQuestions) await expectNoSidewaysScroll(page, 'intro')
    await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
    for (const [index, question] of quizQuestions.entries()) {
      await expect(heading).toHaveText(question.text)
      if (measureQuestions) await expectNoSidewaysScroll(page, `question ${index + 1}`)
      const option = question.options.find((candidate) => candidate.value === value)
      if (!option) throw new Error(`question ${index + 1} has no option worth ${value}`)
      const button = page.getByRole('button', { name: option.label, exact: true })
      // Answers count once the page is back at the top (the quiz ignores them while it scrolls).
      await expect(button).not.toHaveAttribute('aria-disabled', 'true')
      await button.click()
    }
    await expect(heading).toHaveText(quizResults.tiers[tier].title)
    await expectNoSidewaysScroll(page, `results (${tier})`)
  })
}
