/**
 * The generated quiz paths (machines/quiz/quiz.model.ts) in Chromium against the built site:
 * events are clicks, key presses and the end of the scroll; states are checked by role. The
 * page's clock is paused, so the scroll to the top (which starts on an animation frame) waits
 * for the path's `scroll.settled` step, and the countdown reads a fixed 8:28.
 */
import { expect, test } from '@playwright/test'
import { describeQuizPath, quizPathParams, quizPaths } from '../machines/quiz/quiz.model'
import { layerOfProject, pathKey, recordPathRun } from '../tests/support/trace'
import { waitForHydration } from './support/hydration'
import { browserDriver } from './support/quiz-driver'

const startOfTest = new Date('2026-03-02T09:00:00Z')

for (const [index, path] of quizPaths.entries()) {
  test(describeQuizPath(path), async ({ page, baseURL }, testInfo) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const origin = new URL(baseURL ?? page.url()).origin
    const foreign: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url())
    })

    await page.clock.install({ time: startOfTest })
    await page.goto('/quiz')
    await waitForHydration(page)
    await page.clock.pauseAt(new Date(startOfTest.getTime() + 60_000))

    await path.test(quizPathParams(browserDriver(page), index))

    expect(foreign).toEqual([])
    expect(problems).toEqual([])
    recordPathRun(layerOfProject(testInfo.project.name), import.meta.url, pathKey('quiz', path))
  })
}
