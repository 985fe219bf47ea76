/**
 * The quiz driver for Chromium under a paused page clock: the model's events become clicks, key
 * presses and the end of the scroll; each screen is checked by role. Used by the generated paths
 * (e2e/quiz.model.spec.ts) and the storyboard (scripts/storyboard.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test'
import type { QuizDriver } from '../../machines/quiz/quiz.model'
import { clockBySpec, countdownSpec } from '../../tests/support/spec'
import { answerAction, quizScreenText, startButtonName } from './quiz-screens'

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

export function browserDriver(page: Page): QuizDriver {
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
      await expect(page.getByRole('timer').first()).toHaveText(clockBySpec(countdownSpec.seconds))
    },
  }
}
