import { expect, type Locator, type Page } from '@playwright/test'
import { quizIntro, quizQuestions } from '../../src/content/quiz'
import { waitForHydration } from './hydration'

const options = (page: Page) => page.getByRole('main').getByRole('list').getByRole('button')

/**
 * Takes the quiz to its results with the page's clock installed at `start` and paused, so the
 * countdown waits for the test to move the clock. Returns the countdown's timers.
 */
export async function openResultsOnPausedClock(page: Page, start: Date): Promise<Locator> {
  await page.clock.install({ time: start })
  await page.goto('/quiz')
  await waitForHydration(page)
  await page.clock.pauseAt(new Date(start.getTime() + 60_000))
  await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
  for (const question of quizQuestions) {
    await expect(page.getByRole('heading', { name: question.text })).toBeVisible()
    // The clock is paused: let the scroll's animation frames run until answers are taken.
    await expect
      .poll(async () => {
        await page.clock.runFor(50)
        return options(page).first().getAttribute('aria-disabled')
      })
      .toBeNull()
    await page.keyboard.press('1')
  }
  return page.getByRole('timer')
}
