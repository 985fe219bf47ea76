/**
 * The generated quiz paths (machines/quiz/quiz.model.ts) in Chromium against the built site:
 * events are clicks, key presses and the end of the scroll; states are checked by role. The
 * page's clock is paused, so the scroll to the top (which starts on an animation frame) waits
 * for the path's `scroll.settled` step, and the countdown reads a fixed 8:28.
 */
import { expect, type Locator, type Page, test } from '@playwright/test'
import { formatClock } from '../machines/countdown/countdown.selectors'
import {
  describeQuizPath,
  type QuizDriver,
  quizPathParams,
  quizPaths,
} from '../machines/quiz/quiz.model'
import { quizFigures } from '../src/content/quiz'
import { layerOfProject, pathKey, recordPathRun } from '../tests/support/trace'
import { waitForHydration } from './support/hydration'
import { answerAction, quizScreenText, startButtonName } from './support/quiz-screens'

const startOfTest = new Date('2026-03-02T09:00:00Z')

function options(page: Page): Locator {
  return page.getByRole('main').getByRole('button')
}

/** Lets animation frames run a little at a time until `done` holds (the scroll is real time). */
async function runFramesUntil(page: Page, done: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(16)
        return done()
      },
      { intervals: [20], timeout: 10_000 },
    )
    .toBe(true)
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

function browserDriver(page: Page): QuizDriver {
  let shownQuestion = 0
  return {
    start: async (variant) => {
      await page.getByRole('button', { name: startButtonName(variant), exact: true }).click()
    },
    settle: () =>
      runFramesUntil(page, () =>
        page.evaluate(
          () =>
            window.scrollY === 0 && !document.querySelector('main li button[aria-disabled="true"]'),
        ),
      ),
    answer: async (value, kind, number) => {
      if (kind === 'notAnOption') return page.keyboard.press(String(value))
      if (kind === 'whileScrolling') return options(page).first().dispatchEvent('click')
      const action = answerAction(number, value)
      if (action.by === 'click') {
        await page.getByRole('button', { name: action.label, exact: true }).click()
      } else await page.keyboard.press(action.key)
    },
    expectScreen: async (expected) => {
      const heading = page.getByRole('heading', { level: 1 })
      const text = quizScreenText(expected)
      if (text.screen === 'intro') {
        await expect(heading).toHaveText(text.heading)
        return
      }
      if (text.screen === 'question') {
        await expect(page.getByRole('main')).toMatchAriaSnapshot(
          [
            `- paragraph: ${text.position}`,
            `- paragraph: ${text.percent}`,
            `- progressbar ${JSON.stringify(text.progressName)}`,
            `- heading ${JSON.stringify(text.heading)} [level=1]`,
            '- list:',
            ...text.options.map((label) => `  - listitem:\n    - button ${JSON.stringify(label)}`),
          ].join('\n'),
        )
        // What the tree does not show, read in one go: focus, progress value, disabled, offset.
        const seen = await page.evaluate(() => ({
          focused: document.activeElement?.tagName === 'H1',
          progress: document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow'),
          disabled: [...document.querySelectorAll('main li button')].map((button) =>
            button.getAttribute('aria-disabled'),
          ),
          scrollY: window.scrollY,
        }))
        if (expected.questionNumber !== shownQuestion) expect(seen.focused).toBe(true)
        shownQuestion = expected.questionNumber
        expect(seen.progress).toBe(text.progressValue)
        expect(seen.disabled).toEqual(text.options.map(() => (expected.settling ? 'true' : null)))
        if (!expected.settling) expect(seen.scrollY).toBe(0)
        return
      }
      await expect(heading).toHaveText(text.heading)
      await expect(heading).toBeFocused()
      await expect(page.getByText(text.scoreBadge)).toBeVisible()
      await runFramesUntil(page, async () => (await scrollY(page)) === 0)
      await expect(page.getByRole('timer').first()).toHaveText(
        formatClock(quizFigures.masterclass.countdownSeconds),
      )
    },
  }
}

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
