/**
 * The quiz's results come as a chunk of their own, asked for once the quiz has hydrated
 * (src/routes/quiz-page.tsx). Should it be slow or fail, the visitor still gets their results:
 * Chromium only, as staging that takes request interception (e2e/support/held-requests.ts).
 */
import type { Page } from '@playwright/test'
import { quizIntro, quizQuestions, quizResultsLoading } from '../src/content/quiz'
import { quizResults } from '../src/content/quiz-results'
import { expect, test } from './engines/fixtures'
import { holdBack } from './support/held-requests'
import { resultsChunkPath } from './support/quiz'

test.use({ viewport: { width: 375, height: 740 } })

const chunkPath = await resultsChunkPath()
const isResultsChunk = (url: URL) => url.pathname === chunkPath

/** Opens the quiz, its results chunk held back, and sees it asked for before START. */
async function openWithChunkHeld(page: Page) {
  const chunk = await holdBack(page, isResultsChunk)
  await page.goto('/quiz')
  await expect.poll(() => chunk.waiting(), 'asked for once hydrated').toBe(1)
  return chunk
}

/** Starts the quiz and answers every question with its heaviest answer, by key. */
async function answerAll(page: Page) {
  await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
  for (const question of quizQuestions) {
    await expect(page.getByRole('heading', { level: 1, name: question.text })).toBeFocused()
    await expect(page.locator('main [aria-disabled]')).toHaveCount(0)
    await page.keyboard.press('3')
  }
}

const resultsHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: quizResults.tiers.high.title })

test('results due before their chunk: a calm, focused placeholder a screen tall, then the results', async ({
  page,
}) => {
  const chunk = await openWithChunkHeld(page)
  await answerAll(page)
  await expect(page.getByRole('heading', { level: 1, name: quizResultsLoading.busy })).toBeFocused()
  const main = await page.locator('main').boundingBox()
  expect(main?.height).toBeGreaterThanOrEqual(740)
  await chunk.release()
  await expect(resultsHeading(page)).toBeFocused()
  expect(await page.evaluate(() => scrollY)).toBe(0)
})

test('a chunk that fails: asked for again when due, then a clear message, and Try again brings the results', async ({
  page,
}) => {
  const chunk = await openWithChunkHeld(page)
  await chunk.fail()
  let asked = 0
  page.on('request', (request) => {
    if (isResultsChunk(new URL(request.url()))) asked++
  })
  await answerAll(page)
  await expect(
    page.getByRole('heading', { level: 1, name: quizResultsLoading.failedTitle }),
  ).toBeFocused()
  expect(asked).toBe(1)
  await expect(page.getByText(quizResultsLoading.failedText)).toBeVisible()
  await chunk.release()
  await page.getByRole('button', { name: quizResultsLoading.retry }).click()
  await expect(resultsHeading(page)).toBeFocused()
})
