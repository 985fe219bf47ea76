/**
 * The countdown's generated paths (machines/countdown/countdown.model.ts) on the built results
 * screen in this project's engine, as e2e/countdown.model.spec.ts runs them in Chromium: the
 * page's clock (page-watch.ts, which `Date.now()` follows) is held before the last answer, so the
 * countdown starts at 8:28 and moves only when the test moves the clock. A tick is a second of
 * that clock; a sync is the tab coming back into view. The model counts down from 3 s and the
 * page from 508 s, so the clock is first run on to 3 s before the end.
 */
import { countdownPaths, describeCountdownPath } from '../../machines/countdown/countdown.model'
import { clockBySpec, countdownSpec } from '../../tests/support/spec'
import { layerOfProject, pathKey, recordPathRun } from '../../tests/support/trace'
import type { EnginePage } from './engine-page'
import { expect, test } from './fixtures'
import { expectNoProblems, often } from './page-checks'
import { answerLastQuestion, reachLastQuestion, waitForHydration } from './screens'
import { widths } from './viewports'

const readTimers = () =>
  [...document.querySelectorAll('[role=timer]')].map((timer) => timer.textContent?.trim() ?? '')

/** Every countdown on the results reads `shown` (there is one per call to action). */
async function expectTimers(site: EnginePage, shown: string, label: string) {
  await expect
    .poll(
      async () => {
        const timers = await site.evaluate(readTimers)
        return timers.length > 0 && timers.every((timer) => timer === shown) ? shown : timers
      },
      { ...often, message: label },
    )
    .toBe(shown)
}

const runFor = (site: EnginePage, ms: number) =>
  site.evaluate((step) => window.__engineWatch.clock.runFor(step), ms)

for (const path of countdownPaths()) {
  test(`countdown ${describeCountdownPath(path)}`, async ({ site }, testInfo) => {
    await site.setViewport(widths.phone)
    await site.goto('/quiz')
    await waitForHydration(site)
    await reachLastQuestion(site)
    await site.evaluate(() => window.__engineWatch.clock.hold())
    await answerLastQuestion(site)
    await expectTimers(site, clockBySpec(countdownSpec.seconds), 'the results appear')

    const modelSeconds = path.steps[0]?.state.context.remainingSeconds ?? 0
    await runFor(site, (countdownSpec.seconds - modelSeconds) * countdownSpec.tickMs)
    for (const [index, step] of path.steps.entries()) {
      if (step.event.type === 'countdown.sync') {
        await site.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      } else if (step.event.type !== 'xstate.init') {
        await runFor(site, countdownSpec.tickMs)
      }
      const shown = clockBySpec(step.state.context.remainingSeconds)
      await expectTimers(site, shown, `step ${index}: ${step.event.type}`)
    }

    await expectNoProblems(site)
    recordPathRun(
      layerOfProject(testInfo.project.name),
      import.meta.url,
      pathKey('countdown', path),
    )
  })
}
