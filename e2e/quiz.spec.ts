/**
 * The quiz in Chromium at both widths (phone 375 px, desktop 1280 px): the whole way through,
 * privately (no request leaves the page's origin, nothing stored), back at the top after every
 * step, one answer per click or key, by keyboard alone, with the decorative countdown and the
 * masterclass links as the results show them.
 */
import { expect, type Page, test } from '@playwright/test'
import { builtLinks } from '../scripts/built-site'
import { quizIntro, quizQuestionCopy, quizQuestions, quizResults } from '../src/content/quiz'
import { clockBySpec, countdownSpec, tierBySpec } from '../tests/support/spec'
import { waitForHydration } from './support/hydration'
import { openResultsOnPausedClock } from './support/paused-results'

/** Console errors and warnings (a hydration mismatch is one) and uncaught errors. */
function recordProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/** Every request the page makes to another origin than its own. */
function recordForeignRequests(page: Page, baseURL: string | undefined): string[] {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(request.url())
  })
  return foreign
}

async function openQuiz(page: Page, path = '/quiz') {
  await page.goto(path)
  await waitForHydration(page)
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const options = (page: Page) => page.getByRole('main').getByRole('list').getByRole('button')
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)
const position = (page: Page, number: number) =>
  page.getByText(quizQuestionCopy.position(number), { exact: true })

/** The question is on screen, focused, with the page at the top and answers taken. */
async function expectQuestion(page: Page, number: number) {
  const question = quizQuestions[number - 1]
  if (!question) throw new Error(`no question ${number}`)
  await expect(heading(page)).toHaveText(question.text)
  await expect(heading(page)).toBeFocused()
  await expect(position(page, number)).toBeVisible()
  await expect(options(page).first()).toBeEnabled()
  await expect.poll(() => scrollY(page)).toBe(0)
}

/**
 * The quiz is still on question `number` and takes answers, read at once rather than retried.
 * Every click or key of the action before has reached the page when Playwright's action returns,
 * and the quiz shows an answer at once (the next question, its options held until the scroll
 * settles): a second answer would already be on screen, so there is nothing to wait for.
 */
async function expectStillAt(page: Page, number: number) {
  expect(await position(page, number).isVisible()).toBe(true)
  expect(await options(page).first().getAttribute('aria-disabled')).toBeNull()
}

async function expectResults(page: Page, score: number) {
  await expect(heading(page)).toHaveText(quizResults.tiers[tierBySpec(score)].title)
  await expect(heading(page)).toBeFocused()
  await expect(page.getByText(quizResults.scoreBadge(score), { exact: true })).toBeVisible()
  await expect.poll(() => scrollY(page)).toBe(0)
}

/** Answers every question with its number key, each once the quiz takes answers. */
async function answerAllWithKeys(page: Page, values: readonly number[]) {
  for (const [index, value] of values.entries()) {
    await expect(position(page, index + 1)).toBeVisible()
    await expect(options(page).first()).toBeEnabled()
    await page.keyboard.press(String(value))
  }
}

test('a visitor takes the whole quiz: private, no errors, at the top after every step', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = recordProblems(page)
  const foreign = recordForeignRequests(page, baseURL)
  await openQuiz(page)
  await expect(heading(page)).toHaveText(quizIntro.heading)

  // Start from the foot of the long intro, so the first scroll to the top is a real one.
  const closing = page.getByRole('button', { name: quizIntro.closing.button, exact: true })
  await closing.scrollIntoViewIfNeeded()
  expect(await scrollY(page)).toBeGreaterThan(0)
  await closing.click()

  const answers = [3, 1, 2, 3, 2, 1, 3, 2]
  for (const [index, value] of answers.entries()) {
    await expectQuestion(page, index + 1)
    await expect(
      page.getByText(quizQuestionCopy.percent(Math.round(((index + 1) / 8) * 100))),
    ).toBeVisible()
    const option = quizQuestions[index]?.options.find((candidate) => candidate.value === value)
    if (!option) throw new Error(`no option ${value}`)
    // Wherever the visitor has scrolled to, the next screen starts at the top.
    await page.mouse.wheel(0, 300)
    await page.getByRole('button', { name: option.label, exact: true }).click()
  }
  await expectResults(
    page,
    answers.reduce((sum, value) => sum + value, 0),
  )

  expect(foreign).toEqual([])
  expect(await context.cookies()).toEqual([])
  expect(
    await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length })),
  ).toEqual({ local: 0, session: 0 })
  expect(problems).toEqual([])
})

test('START tapped before the JavaScript has arrived still starts the quiz', async ({ page }) => {
  const problems = recordProblems(page)
  // The quiz's scripts are held back, as on a slow network, until the visitor has tapped START.
  let deliver = () => {}
  const delivered = new Promise<void>((resolve) => {
    deliver = resolve
  })
  await page.route(/\/assets\/quiz-/, async (route) => {
    await delivered
    await route.continue()
  })
  await page.goto('/quiz', { waitUntil: 'domcontentloaded' })
  await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
  await expect(heading(page)).toHaveText(quizIntro.heading)
  deliver()
  await expectQuestion(page, 1)
  expect(problems).toEqual([])
})

test('a double click answers one question', async ({ page }) => {
  await openQuiz(page)
  await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
  await expectQuestion(page, 1)
  await page
    .getByRole('button', { name: quizQuestions[0]?.options[2]?.label, exact: true })
    .dblclick()
  await expectQuestion(page, 2)
  await expectStillAt(page, 2)
})

test('a second click while the page scrolls does not answer the next question', async ({
  page,
}) => {
  await openQuiz(page)
  await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
  await expectQuestion(page, 1)
  // Two clicks in the same task: the second lands while the first answer's scroll is pending.
  await options(page)
    .first()
    .evaluate((button: HTMLElement) => {
      button.click()
      button.click()
    })
  await expectQuestion(page, 2)
  await expectStillAt(page, 2)
})

test('a number key held down answers one question', async ({ page }) => {
  await openQuiz(page)
  await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
  await expectQuestion(page, 1)
  await page.keyboard.down('2')
  await expectQuestion(page, 2)
  // The key repeats while held: each repeat is ignored.
  await page.keyboard.down('2')
  await page.keyboard.down('2')
  await page.keyboard.up('2')
  await expectStillAt(page, 2)
})

test('the quiz can be finished with the keyboard alone', async ({ page }) => {
  await openQuiz(page)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: quizIntro.start, exact: true })).toBeFocused()
  await page.keyboard.press('Enter')

  const answers = [1, 2, 3, 1, 2, 3, 1, 2]
  for (const [index, value] of answers.entries()) {
    const number = index + 1
    await expectQuestion(page, number)
    const question = quizQuestions[index]
    if (!question) throw new Error(`no question ${number}`)
    // The number keys are shown on the buttons.
    for (const [i, option] of question.options.entries()) {
      await expect(page.getByRole('button', { name: option.label, exact: true })).toHaveAttribute(
        'aria-keyshortcuts',
        String(i + 1),
      )
    }
    if (number % 2 === 1) {
      // Tab from the question to its options, then Enter.
      for (let tab = 0; tab < value; tab++) await page.keyboard.press('Tab')
      await expect(options(page).nth(value - 1)).toBeFocused()
      await page.keyboard.press('Enter')
    } else {
      await page.keyboard.press(String(value))
    }
  }
  await expectResults(
    page,
    answers.reduce((sum, value) => sum + value, 0),
  )
})

test('the countdown starts at 8:28 on the results and shows 8:27 a second later', async ({
  page,
}) => {
  const timers = await openResultsOnPausedClock(page, new Date('2026-03-02T09:00:00Z'))
  const first = clockBySpec(countdownSpec.seconds)
  await expect(timers).toHaveText([first, first])
  await expect(page.getByText(quizResults.countdown.label, { exact: true })).toBeVisible()
  await expect(page.getByText(quizResults.countdown.registered, { exact: true })).toBeVisible()
  // Not a live region: screen readers are not told every second.
  for (const timer of await timers.all()) {
    await expect(timer).toHaveAttribute('aria-live', 'off')
    expect(
      await timer.evaluate(
        (element) => !!element.closest('[aria-live=polite], [aria-live=assertive]'),
      ),
    ).toBe(false)
  }
  await page.clock.runFor(1000)
  const second = clockBySpec(countdownSpec.seconds - 1)
  await expect(timers).toHaveText([second, second])
})

test.describe('the masterclass buttons', () => {
  const buttonNames = [quizResults.buttons.reserve, quizResults.buttons.energy]

  async function finish(page: Page, path: string) {
    await openQuiz(page, path)
    await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
    await answerAllWithKeys(page, [2, 2, 2, 2, 2, 2, 2, 2])
    await expect(page.getByText(quizResults.scoreBadge(16), { exact: true })).toBeVisible()
  }

  test('open the registration page in a new tab without an opener', async ({ page }) => {
    const { outboundLinks } = await builtLinks()
    await finish(page, '/quiz')
    for (const name of buttonNames) {
      const link = page.getByRole('link', { name, exact: true })
      await expect(link).toHaveAttribute('href', outboundLinks.masterclass)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('carry the landing page’s campaign parameters and nothing else', async ({ page }) => {
    const { outboundLinks } = await builtLinks()
    await finish(page, '/quiz?utm_source=x&gclid=y&ref=z')
    const expected = new URL(outboundLinks.masterclass)
    expected.searchParams.append('utm_source', 'x')
    expected.searchParams.append('gclid', 'y')
    for (const name of buttonNames) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        expected.href,
      )
    }
  })
})
