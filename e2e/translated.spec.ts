/**
 * The quiz survives a translator, in every engine: with its text rewritten as the browser's page
 * translation does it (e2e/support/translator.ts) at the intro, before the page's JavaScript
 * (with an extension's markup added too), mid-quiz or on the results, a
 * visitor who taps through it sees each question's own words and progress, every tap counts (the
 * tier the spec gives their score), the results' clock still moves, and the error screen never
 * shows. The views render every text that can change as the one string of its element
 * (docs/testing.md, "Accessibility promises").
 */
import { percentBySpec, tierBySpec } from '../spec/figures'
import { quizQuestionCopy } from '../src/content/quiz'
import { quizIntro } from '../src/content/quiz-intro'
import { quizResults } from '../src/content/quiz-results'
import { errorScreenCopy } from '../src/content/site'
import type { EnginePage } from './engines/engine-page'
import { expect, test } from './engines/fixtures'
import { openWithEntryHeld, runEntry } from './support/early-taps'
import {
  expectReady,
  expectResults,
  openWithAnswers,
  optionOf,
  questionHeading,
} from './support/quiz'
import { expectNoProblems, often, open } from './support/site'
import { addExtensionMarkup, translatePage } from './support/translator'

/** What the visitor reads: the heading, the progress line, whether the error screen shows. */
const read = (errorTitle: string) => ({
  heading: document.querySelector('main h1')?.textContent ?? '',
  progress: [...document.querySelectorAll('[data-slot="quiz-progress"] p')].map(
    (line) => line.textContent,
  ),
  translated: document.querySelectorAll('main font').length > 0,
  error: document.body.textContent?.includes(errorTitle) ?? false,
})

const translate = (site: EnginePage) => site.evaluate(translatePage)

/**
 * Taps START and `answers`, translating the page at question `translateAt` (before: already
 * translated), checking that each question shows its own words and
 * progress, then the tier the spec gives the score.
 */
async function tapThrough(site: EnginePage, answers: readonly number[], translateAt = 0) {
  await site.click({ role: 'button', name: quizIntro.start })
  for (const [index, value] of answers.entries()) {
    const number = index + 1
    if (number === translateAt) {
      await expectReady(site, number)
      await translate(site)
    }
    await expect
      .poll(() => site.evaluate(read, errorScreenCopy.title), often)
      .toEqual({
        heading: questionHeading(number),
        progress: [
          quizQuestionCopy.position(number),
          quizQuestionCopy.percent(percentBySpec(number)),
          number * 2 === answers.length ? quizQuestionCopy.halfway : quizQuestionCopy.privacy,
        ],
        translated: number >= translateAt,
        error: false,
      })
    await expectReady(site, number)
    await site.click({ role: 'button', name: optionOf(number, value).label, within: 'main' })
  }
  await expectResults(site)
  const score = answers.reduce((sum, value) => sum + value, 0)
  expect(await site.evaluate(read, errorScreenCopy.title)).toMatchObject({
    heading: quizResults.tiers[tierBySpec(score)].title,
    error: false,
  })
  expect(await site.evaluate(() => document.querySelector('main')?.textContent)).toContain(
    quizResults.scoreBadge(score),
  )
}

/**
 * Translated before the JavaScript, the page keeps its footer's HTML as translated (the
 * translator's inline styles included) and draws it again on the results: its CSP refuses those
 * styles, and the words show all the same.
 */
const keptTranslation = [/^CSP style-src-attr blocked inline$/]

/** Scores 9, 18 and 23: the low, moderate and high tiers. */
const low = [1, 1, 1, 1, 2, 1, 1, 1]
const moderate = [3, 1, 2, 3, 1, 2, 3, 3]
const high = [3, 3, 3, 2, 3, 3, 3, 3]

test('translated at the intro', async ({ site }) => {
  await open(site, '/quiz')
  await translate(site)
  await tapThrough(site, moderate)
  await expectNoProblems(site)
})

test('translated mid-quiz, at question 2', async ({ site }) => {
  await open(site, '/quiz')
  await tapThrough(site, low, 2)
  await expectNoProblems(site)
})

test('translated on the results: the clock still moves', async ({ site }) => {
  await openWithAnswers(site, moderate)
  await expectResults(site)
  const clock = () => document.querySelector('[role=timer]')?.textContent
  const shown = await site.evaluate(clock)
  await translate(site)
  await expect.poll(() => site.evaluate(clock), { timeout: 5000 }).not.toBe(shown)
  expect(await site.evaluate(read, errorScreenCopy.title)).toMatchObject({
    translated: true,
    error: false,
  })
  await expectNoProblems(site)
})

test("translated before the JavaScript runs, an extension's markup added too", async ({ site }) => {
  await openWithEntryHeld(site)
  await site.evaluate(addExtensionMarkup)
  await translate(site)
  await runEntry(site)
  await tapThrough(site, high)
  await expectNoProblems(site, keptTranslation)
})
