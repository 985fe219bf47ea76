/**
 * The countdown's generated paths (machines/countdown/countdown.model.ts) on the built results
 * screen, under Playwright's clock: a tick is a second of the page's clock, a sync is the tab
 * coming back into view. The model counts down from 3 s; the page from 508 s, so the clock is
 * first run on to 3 s before the end, and each step must then show what the model says.
 */
import { expect, type Page, test } from '@playwright/test'
import { countdownPaths, describeCountdownPath } from '../machines/countdown/countdown.model'
import { quizIntro, quizQuestions } from '../src/content/quiz'
import { clockBySpec, countdownSpec } from '../tests/support/spec'
import { layerOfProject, pathKey, recordPathRun } from '../tests/support/trace'
import { waitForHydration } from './support/hydration'

const startOfTest = new Date('2026-03-02T09:00:00Z')
const options = (page: Page) => page.getByRole('main').getByRole('list').getByRole('button')

/** Takes the quiz to its results with the page's clock paused, so the countdown waits. */
async function openResults(page: Page) {
  await page.clock.install({ time: startOfTest })
  await page.goto('/quiz')
  await waitForHydration(page)
  await page.clock.pauseAt(new Date(startOfTest.getTime() + 60_000))
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
  const timers = page.getByRole('timer')
  await expect(timers.first()).toHaveText(clockBySpec(countdownSpec.seconds))
  return timers
}

for (const path of countdownPaths()) {
  test(`countdown ${describeCountdownPath(path)}`, async ({ page }, testInfo) => {
    const timers = await openResults(page)
    const modelSeconds = path.steps[0]?.state.context.remainingSeconds ?? 0
    await page.clock.runFor((countdownSpec.seconds - modelSeconds) * countdownSpec.tickMs)

    for (const step of path.steps) {
      if (step.event.type === 'countdown.sync') {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      } else if (step.event.type !== 'xstate.init') {
        await page.clock.runFor(countdownSpec.tickMs)
      }
      const shown = clockBySpec(step.state.context.remainingSeconds)
      for (const timer of await timers.all()) await expect(timer).toHaveText(shown)
    }
    recordPathRun(
      layerOfProject(testInfo.project.name),
      import.meta.url,
      pathKey('countdown', path),
    )
  })
}
