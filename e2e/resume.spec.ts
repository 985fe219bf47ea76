/**
 * The quiz survives what phones do to a tab, in the tab only (src/effects/quiz-storage.ts): a
 * reload at a question and while its answer shows comes back to the screen due with the same
 * answers, so the same score; so does leaving and coming Back; a reload on the results is the
 * spec's way back, to a fresh quiz whose results count from 8:28 again; a new tab of the same
 * browser starts at the intro. What is kept is the tab's session storage alone
 * (e2e/nothing-sent.spec.ts checks the rest of the browser's storage after a whole run); which kept
 * values resume, at each question and every way a kept quiz can be spoilt, is
 * tests/quiz-persistence.test.ts's and the quiz's paths'.
 */

import { clockBySpec, countdownSpec } from '../spec/figures'
import { quizIntro } from '../src/content/quiz-intro'
import { quizResults } from '../src/content/quiz-results'
import type { EnginePage } from './engines/engine-page'
import { expect, test } from './engines/fixtures'
import {
  answerByKeys,
  endBeat,
  expectReady,
  expectResults,
  optionOf,
  reloadQuiz as reload,
} from './support/quiz'
import { clock, expectNoProblems, open, waitForHydration } from './support/site'

/** Scores 18, the top of the moderate tier (the spec's table). */
const answers = [3, 1, 2, 3, 1, 2, 3, 3]
const score = 18

/** The one key the quiz keeps its progress under (src/effects/quiz-storage.ts). */
const kept = () => sessionStorage.getItem('quiz')

/** The countdown's time, as shown. */
const timer = () => document.querySelector('[role=timer]')?.textContent

/** What the results say: the tier's heading and the score badge. */
const readResults = (site: EnginePage) =>
  site.evaluate(() => ({
    heading: document.querySelector('h1')?.textContent ?? '',
    text: document.querySelector('main')?.textContent ?? '',
  }))

/** The intro is on screen and its START begins at question 1. */
async function expectFreshStart(site: EnginePage) {
  await expect
    .poll(() => site.evaluate(() => document.querySelector('h1')?.textContent))
    .toBe(quizIntro.heading)
  await site.click({ role: 'button', name: quizIntro.start })
  await expectReady(site, 1)
}

/** Opens the quiz, starts it and gives its first `count` answers by key. */
async function startAndAnswer(site: EnginePage, count: number) {
  await open(site, '/quiz')
  await answerByKeys(site, answers.slice(0, count))
}

test('a reload at a question and while an answer shows (the last one too) comes back to the screen due, with the same answers; on the results it starts a fresh quiz whose results count from 8:28 again', async ({
  site,
}) => {
  // Question 3's answer given: the reload comes while it shows, so back at question 4.
  await startAndAnswer(site, 3)
  await reload(site)
  for (const [index, value] of answers.entries()) {
    if (index < 3) continue
    await expectReady(site, index + 1)
    if (index === 5) {
      await reload(site)
      await expectReady(site, index + 1)
    }
    await site.press(optionOf(index + 1, value).key)
  }
  // The last answer shows when the tab reloads: it comes back on the results.
  await reload(site)
  await expectResults(site)
  const results = await readResults(site)
  expect(results.heading).toBe(quizResults.tiers.moderate.title)
  expect(results.text).toContain(quizResults.scoreBadge(score))
  await clock.hold(site)
  await clock.tick(site, 60_000)
  await expect.poll(() => site.evaluate(timer)).toBe(clockBySpec[countdownSpec.seconds - 60])

  // The spec's way back: a reload on the results is a fresh quiz, nothing kept of the last one.
  await reload(site)
  expect(await site.evaluate(kept)).toBeNull()
  await expectFreshStart(site)
  for (const [index, value] of answers.entries()) {
    await expectReady(site, index + 1)
    // The clock held from the last answer, the results' countdown reads as it starts.
    if (index === answers.length - 1) await clock.hold(site)
    await site.press(optionOf(index + 1, value).key)
  }
  await endBeat(site)
  await expectResults(site)
  expect(await site.evaluate(timer)).toBe(clockBySpec[countdownSpec.seconds])
  await expectNoProblems(site)
})

test('leaving the quiz and coming Back returns to the same question', async ({ site }) => {
  await startAndAnswer(site, 2)
  await expectReady(site, 3)
  await open(site, '/privacy', { keepSession: true })
  await site.back()
  expect(await site.evaluate(() => location.pathname)).toBe('/quiz')
  await waitForHydration(site)
  await expectReady(site, 3)
  await expectNoProblems(site)
})

test('a new tab starts at the intro: the quiz is kept in its own tab only', async ({ site }) => {
  await startAndAnswer(site, 1)
  await expectReady(site, 2)
  expect(await site.evaluate(kept)).toContain('"answers":[3]')

  await site.newTab()
  await open(site, '/quiz')
  expect(await site.evaluate(kept)).toBeNull()
  await expectFreshStart(site)
  await expectNoProblems(site)
})
