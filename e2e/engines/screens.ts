/**
 * The screens a visitor can reach, each with how to get there: every prerendered route, the
 * not-found page, and the quiz's question and results screens. The engine checks and the
 * pictures go through this one list.
 */
import { routePages, unknownPath } from '../../scripts/built-site'
import { quizIntro, quizQuestionCopy, quizResults } from '../../src/content/quiz'
import { deferredAttribute } from '../../src/effects/deferred-sections'
import { countdownSpec, secondsOfClock } from '../../tests/support/spec'
import { isHydrated } from '../support/hydration'
import type { EnginePage } from './engine-page'
import { expect } from './fixtures'
import { often } from './page-checks'

export interface Screen {
  /** Short name, used in test titles and picture files. */
  id: string
  /** What the visitor opens. */
  path: string
  /** From the page as loaded to the screen (for the quiz's inner screens). */
  reach?: (site: EnginePage) => Promise<void>
  /** What the page is meant to log (the not-found page logs the path). */
  expectedProblems: RegExp[]
  /** What else this screen must show. */
  expectations?: (site: EnginePage) => Promise<void>
}

/** Answers to reach the results by number keys alone: 1 to 3 each answer (score 15). */
const keyAnswers = [1, 2, 3, 1, 2, 3, 1, 2] as const

/** From the intro to the first question, ready for answers. */
export async function startQuiz(site: EnginePage) {
  await site.click({ role: 'button', name: quizIntro.start })
  await expectQuestionReady(site, 1)
}

/** The question is on screen and takes answers (the scroll to the top is over). */
async function expectQuestionReady(site: EnginePage, number: number) {
  const position = quizQuestionCopy.position(number)
  await expect
    .poll(
      () =>
        site.evaluate(
          (text) =>
            [...document.querySelectorAll('main p')].some((p) => p.textContent?.trim() === text),
          position,
        ),
      often,
    )
    .toBe(true)
  await expect
    .poll(
      () =>
        site.evaluate(
          () =>
            window.scrollY === 0 &&
            document.querySelectorAll('main li button').length > 0 &&
            !document.querySelector('main li button[aria-disabled="true"]'),
        ),
      often,
    )
    .toBe(true)
}

/** Answers every question with its number key, each once the quiz takes answers. */
async function answerWithKeys(site: EnginePage, answers: readonly number[]) {
  for (const [index, value] of answers.entries()) {
    await expectQuestionReady(site, index + 1)
    await site.press(String(value))
  }
}

/** From the intro to the last question, ready for its answer, answering by number keys alone. */
export async function reachLastQuestion(site: EnginePage) {
  await startQuiz(site)
  await answerWithKeys(site, keyAnswers.slice(0, -1))
  await expectQuestionReady(site, keyAnswers.length)
}

/** The last question's answer, by its number key: the results follow. */
export function answerLastQuestion(site: EnginePage) {
  return site.press(String(keyAnswers[keyAnswers.length - 1]))
}

/** From the intro to the results, answering by number keys alone. */
export async function finishQuiz(site: EnginePage) {
  await reachLastQuestion(site)
  await answerLastQuestion(site)
  // The keys answered with their own values: the badge shows their sum.
  const badge = quizResults.scoreBadge(keyAnswers.reduce((sum, value) => sum + value, 0))
  await expect
    .poll(() => site.evaluate(() => document.querySelector('main')?.textContent ?? ''))
    .toContain(badge)
  await expect.poll(() => site.evaluate(() => window.scrollY)).toBe(0)
}

/** Every countdown on the results reads m:ss from 8:28 down, and goes down in real time. */
async function expectCountdownGoingDown(site: EnginePage) {
  const read = () =>
    site.evaluate(() =>
      [...document.querySelectorAll('[role=timer]')].map(
        (timer) => timer.textContent?.trim() ?? '',
      ),
    )
  const first = (await read()).map(secondsOfClock)
  expect(first.length, 'the countdowns').toBeGreaterThan(0)
  for (const seconds of first) {
    expect(seconds).toBeLessThanOrEqual(countdownSpec.seconds)
    expect(seconds).toBeGreaterThan(0)
  }
  await expect
    .poll(async () => {
      const now = (await read()).map(secondsOfClock)
      return now.length === first.length && now.every((seconds, i) => seconds < (first[i] ?? 0))
    })
    .toBe(true)
}

export async function waitForHydration(site: EnginePage) {
  await expect.poll(() => site.evaluate(isHydrated, deferredAttribute)).toBe(true)
}

export const screens: readonly Screen[] = [
  ...routePages.map((page) => ({
    id: page.url === '/' ? 'home' : page.url.slice(1),
    path: page.url,
    expectedProblems: [],
  })),
  {
    id: 'not-found',
    path: unknownPath,
    expectedProblems: [new RegExp(`^console\\.(warn|error): .*${unknownPath}`)],
  },
  { id: 'quiz-question', path: '/quiz', reach: startQuiz, expectedProblems: [] },
  {
    id: 'quiz-results',
    path: '/quiz',
    reach: finishQuiz,
    expectedProblems: [],
    expectations: expectCountdownGoingDown,
  },
]

/** Opens a screen, hydrated and ready, at the viewport the page has. */
export async function openScreen(site: EnginePage, screen: Screen) {
  await site.goto(screen.path)
  await waitForHydration(site)
  await screen.reach?.(site)
}

/**
 * Reads the page down to its foot a screen at a time, as a visitor would, so every lazy image
 * is asked for, then goes back to the top once every image has arrived.
 */
export async function readToTheEnd(site: EnginePage) {
  await site.evaluate(async () => {
    const { scrollHeight } = document.documentElement
    for (let y = 0; y < scrollHeight; y += window.innerHeight * 0.8) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await window.__engineWatch.painted()
    }
  })
  await expect
    .poll(() =>
      site.evaluate(() =>
        [...document.images]
          .filter((image) => !image.complete || image.naturalWidth === 0)
          .map((image) => image.currentSrc || image.src),
      ),
    )
    .toEqual([])
  await site.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}
