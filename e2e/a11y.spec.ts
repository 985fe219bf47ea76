/**
 * Accessibility in the browser: axe-core on every route and on each quiz screen (intro, a
 * question, results), at both widths of the config (phone 375 px, desktop 1280 px). Zero
 * violations of any impact. And with reduced motion asked for, nothing on the quiz animates.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { routePages, unknownPath } from '../scripts/built-site'
import { quizIntro, quizQuestionCopy, quizQuestions, quizResults } from '../src/content/quiz'
import { waitForHydration } from './support/hydration'

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/** One line per failing element: rule, impact, selector, and what axe says to fix. */
function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n` +
          `    at ${node.target.join(' ')}\n` +
          `    ${node.failureSummary?.replaceAll('\n', '\n    ') ?? ''}`,
      ),
    )
    .join('\n')
}

async function expectNoAxeViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations,
    `axe violations on ${screen}:\n${describeViolations(results.violations)}`,
  ).toEqual([])
}

test.beforeEach(async ({ page }) => {
  // axe checks every element of a long sales page (colour contrast above all): seconds each.
  test.setTimeout(120_000)
  // Only this machine's server answers: the video host and anything else are never contacted.
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  )
})

const questionPosition = (number: number) => quizQuestionCopy.position(number)

async function startQuiz(page: Page) {
  await page.goto('/quiz')
  await waitForHydration(page)
  await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
  await expect(page.getByText(questionPosition(1), { exact: true })).toBeVisible()
}

/** Answers the question on screen with its first option, once the quiz takes answers. */
async function answerCurrent(page: Page, number: number) {
  const question = quizQuestions[number - 1]
  const option = question?.options[0]
  if (!option) throw new Error(`no question ${number}`)
  const button = page.getByRole('button', { name: option.label, exact: true })
  await expect(button).toBeEnabled()
  await button.click()
}

async function finishQuiz(page: Page) {
  await startQuiz(page)
  for (const [index] of quizQuestions.entries()) {
    await answerCurrent(page, index + 1)
    const next = index + 2
    if (next <= quizQuestions.length) {
      await expect(page.getByText(questionPosition(next), { exact: true })).toBeVisible()
    }
  }
  await expect(page.getByText(quizResults.countdown.label)).toBeVisible()
}

test.describe('axe finds no violation', () => {
  for (const { url } of routePages) {
    test(`on ${url}`, async ({ page }) => {
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectNoAxeViolations(page, url)
    })
  }

  test('on the not-found page', async ({ page }) => {
    const response = await page.goto(unknownPath)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page, `the not-found page (${unknownPath})`)
  })

  test('on the quiz intro', async ({ page }) => {
    await page.goto('/quiz')
    await expect(page.getByRole('heading', { level: 1, name: quizIntro.heading })).toBeVisible()
    await expectNoAxeViolations(page, 'the quiz intro')
  })

  test('on a quiz question, first and after an answer', async ({ page }) => {
    await startQuiz(page)
    await expect(
      page.getByRole('button', { name: quizQuestions[0]?.options[0]?.label }),
    ).toBeEnabled()
    await expectNoAxeViolations(page, 'question 1')
    await answerCurrent(page, 1)
    await expect(page.getByText(questionPosition(2), { exact: true })).toBeVisible()
    await expect(
      page.getByRole('button', { name: quizQuestions[1]?.options[0]?.label }),
    ).toBeEnabled()
    await expectNoAxeViolations(page, 'question 2')
  })

  test('on the quiz results', async ({ page }) => {
    await finishQuiz(page)
    await expectNoAxeViolations(page, 'the quiz results')
  })
})

/** Every element whose CSS animation or transition lasts longer than `limitS` seconds. */
async function longMotions(page: Page, limitS = 0.01): Promise<string[]> {
  return page.evaluate((limit) => {
    const seconds = (value: string) =>
      value.split(',').map((part) => {
        const text = part.trim()
        return text.endsWith('ms') ? Number.parseFloat(text) / 1000 : Number.parseFloat(text)
      })
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.classList.length ? `.${[...element.classList].slice(0, 4).join('.')}` : ''
      }`
    const found: string[] = []
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo)
        const animated = style.animationName !== 'none'
        const animation = Math.max(...seconds(style.animationDuration))
        const transition = Math.max(
          ...seconds(style.transitionDuration).map(
            (duration, index) => duration + (seconds(style.transitionDelay)[index] ?? 0),
          ),
        )
        if (animated && animation > limit) {
          found.push(
            `${nameOf(element)}${pseudo ?? ''}: animation ${style.animationName} ${style.animationDuration}`,
          )
        }
        if (style.transitionProperty !== 'none' && transition > limit) {
          found.push(
            `${nameOf(element)}${pseudo ?? ''}: transition ${style.transitionProperty} ${style.transitionDuration}`,
          )
        }
      }
    }
    return found
  }, limitS)
}

test.describe('with reduced motion asked for', () => {
  test('the quiz screens neither animate nor scroll smoothly', async ({ page }) => {
    // Without the preference the quiz does move (hover colours, the live dot), so the check sees it.
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/quiz')
    await expect(page.getByRole('heading', { level: 1, name: quizIntro.heading })).toBeVisible()
    expect(await longMotions(page)).not.toEqual([])

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: quizIntro.heading })).toBeVisible()
    expect(await longMotions(page), 'motion on the intro').toEqual([])
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto')

    await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
    await expect(page.getByText(questionPosition(1), { exact: true })).toBeVisible()
    expect(await longMotions(page), 'motion on a question').toEqual([])

    for (const [index] of quizQuestions.entries()) {
      await answerCurrent(page, index + 1)
      // With reduced motion the page jumps to the top at once.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    }
    await expect(page.getByText(quizResults.countdown.label)).toBeVisible()
    expect(await longMotions(page), 'motion on the results').toEqual([])
  })
})
