/**
 * The countdown's generated paths (machines/countdown/countdown.model.ts) on the built results
 * screen, under Playwright's clock: a tick is a second of the page's clock, a sync is the tab
 * coming back into view. The model counts down from 3 s; the page from 508 s, so the clock is
 * first run on to 3 s before the end, and each step must then show what the model says.
 */
import { expect, type Page, test } from '@playwright/test'
import { countdownPaths, describeCountdownPath } from '../machines/countdown/countdown.model'
import { clockBySpec, countdownSpec } from '../tests/support/spec'
import { layerOfProject, pathKey, recordPathRun } from '../tests/support/trace'
import { openResultsOnPausedClock } from './support/paused-results'

const startOfTest = new Date('2026-03-02T09:00:00Z')
/** The results with the countdown waiting, showing where it starts. */
async function openResults(page: Page) {
  const timers = await openResultsOnPausedClock(page, startOfTest)
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
