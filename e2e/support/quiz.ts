/**
 * The quiz in the browser, one driver for every engine: each event of the generated paths
 * (machines/quiz/quiz.model.ts) is one entry of `quizActions`, and each state is checked by
 * what the visitor sees, in the words of the content. The page's clock is held, so the scroll to
 * the top (which starts on an animation frame) waits for the path's `scroll.settled` step, and
 * the beat that shows a chosen answer (the machine's `choiceBeat` delay) for its step.
 */

import type { CountdownPath } from '../../machines/countdown/countdown.model'
import { doubleTapMs } from '../../machines/early-taps/early-taps.machine'
import type { QuizEvent } from '../../machines/quiz/quiz.events'
import {
  type ExpectedQuizScreen,
  expectedScreen,
  notAnOption,
  type QuizPath,
} from '../../machines/quiz/quiz.model'
import { choiceBeatOver } from '../../machines/quiz/quiz.persistence'
import { clockBySpec, countdownSpec } from '../../spec/figures'
import { quizQuestionCopy, quizQuestions } from '../../src/content/quiz'
import { quizIntro } from '../../src/content/quiz-intro'
import { quizResults } from '../../src/content/quiz-results'
import { sitePages } from '../../src/pages'
import { claimsStartsAt } from '../../testing/e2e-site'
import type { EnginePage, GotoOptions } from '../engines/engine-page'
import { expect } from '../engines/fixtures'
import { keptQuizScript, openWithEntryHeld, runEntry } from './early-taps'
import { clock, often, open, waitForHydration } from './site'

/**
 * Question `number`'s heading (1-based) as it reads on the page: the content's words, less the word
 * joiners that hold some of them (the view holds those words by a nowrap span, kept-words.tsx).
 */
export const questionHeading = (number: number) =>
  quizQuestions[number - 1]?.text.replaceAll('\u2060', '')

/**
 * The page's three start buttons by the name each reads at the page's width (the score block's is
 * its short label under sm); each path uses one, so every one gets used.
 */
const startButtons = (wide: boolean) => [
  quizIntro.start,
  wide ? quizIntro.score.button : quizIntro.score.buttonShort,
  quizIntro.closing.button,
]

/** The page is at the top and the question takes answers: the scroll is over. */
const settled = () =>
  scrollY === 0 && !document.querySelector('main li button[aria-disabled="true"]')

/** Question `number` is on screen and takes answers; a failure says which part is missing. */
export async function expectReady(site: EnginePage, number: number) {
  const seen = (line: string) => ({
    question: !!document.querySelector('main')?.textContent?.includes(line),
    scrollY,
    waiting: !!document.querySelector('main li button[aria-disabled="true"]'),
  })
  await expect
    .poll(() => site.evaluate(seen, quizQuestionCopy.position(number)), {
      ...often,
      timeout: 10_000,
    })
    .toEqual({ question: true, scrollY: 0, waiting: false })
}

/**
 * Lets the held clock run a frame at a time until `done` holds in the page (scrolls are real);
 * how long it ran, in ms.
 */
export async function runFramesUntil(site: EnginePage, done: () => boolean): Promise<number> {
  let ran = 0
  await expect
    .poll(
      async () => {
        await clock.tick(site, 16)
        ran += 16
        return site.evaluate(done)
      },
      {
        intervals: [20],
        timeout: 10_000,
      },
    )
    .toBe(true)
  return ran
}

/** The option worth `value` on question `number` (1-based). */
export function optionOf(number: number, value: number) {
  const options = quizQuestions[number - 1]?.options ?? []
  const index = options.findIndex((option) => option.value === value)
  const option = options[index]
  if (!option) throw new Error(`question ${number} has no option worth ${value}`)
  return { label: option.label, key: String(index + 1) }
}

/** How the path answers: odd questions by clicking the option, even ones by its number key. */
async function answer(site: EnginePage, number: number, value: number) {
  const { label, key } = optionOf(number, value)
  if (number % 2 === 1) await site.click({ role: 'button', name: label, within: 'main' })
  else await site.press(key)
}

type Before = ExpectedQuizScreen | undefined

/** Timer by timer until the chosen answer has gone, so the next screen's scroll is still due. */
export const endBeat = (site: EnginePage) =>
  expect
    .poll(async () => {
      await clock.next(site)
      return site.evaluate(() => !document.querySelector('main [aria-pressed]'))
    }, often)
    .toBe(true)

/** The browser's action for each event of the quiz's paths: a new event is a new entry. */
const quizActions: {
  [Type in QuizEvent['type']]: (
    site: EnginePage,
    event: Extract<QuizEvent, { type: Type }>,
    before: Before,
    variant: number,
  ) => Promise<void>
} = {
  'quiz.start': async (site, _, __, variant) => {
    const names = startButtons(await site.evaluate(() => matchMedia('(min-width: 40rem)').matches))
    await site.click({ role: 'button', name: names[variant % names.length] ?? '' })
  },
  // Tapped on the page's HTML before its JavaScript, which then runs and takes them: the hero's
  // START, on the first screen.
  'taps.handOver': async (site, { answers }) => {
    await site.click({ role: 'button', name: quizIntro.start })
    // Question 1 takes a tap once a double tap's second would have come (machines/early-taps).
    if (answers.length > 0) await clock.tick(site, doubleTapMs)
    for (const value of answers) {
      await site.click({ role: 'button', name: optionOf(1, value).label, within: 'main' })
    }
    await runEntry(site)
  },
  'scroll.settled': async (site) => {
    await runFramesUntil(site, settled)
  },
  'answer.select': async (site, { value }, before) => {
    if (before?.settling || before?.chosen !== undefined) {
      return site.click({ css: 'main li:first-child button' })
    }
    if (value === notAnOption) return site.press(String(value))
    return answer(site, before?.questionNumber ?? 1, value)
  },
}

/** What the browser alone can show of a quiz screen, in one round trip. */
function readScreen() {
  const heading = document.querySelector('h1')
  const options = [...document.querySelectorAll('main li button')]
  return {
    heading: heading?.textContent?.trim() ?? '',
    focused: document.activeElement === heading,
    buttons: options.map((option) => option.getAttribute('aria-disabled')),
    pressed: options.map((option) => option.getAttribute('aria-pressed')),
    atTop: scrollY === 0,
  }
}

/**
 * What the visitor must see on the screen the model expects, where the engine decides it: the
 * heading, focused when the screen is new; whether the options take answers (not while the page
 * scrolls) and which shows as just chosen; the page at the top once it has settled. Nothing wider
 * than the screen is e2e/reflow.spec.ts's, on every question; the rest of each screen is React's
 * rendering, tests/quiz.view.test.tsx's.
 */
async function expectQuizScreen(
  site: EnginePage,
  expected: ExpectedQuizScreen,
  focusMoves: boolean,
) {
  if (expected.screen === 'intro') {
    await expect
      .poll(() => site.evaluate(() => document.querySelector('h1')?.textContent))
      .toBe(quizIntro.heading)
    return
  }
  const results = expected.screen === 'results'
  if (results) await runFramesUntil(site, () => scrollY === 0)
  const options = results ? [] : (quizQuestions[expected.questionNumber - 1]?.options ?? [])
  const waiting = expected.settling || expected.chosen !== undefined
  const want = {
    heading: results
      ? quizResults.tiers[expected.tier].title
      : questionHeading(expected.questionNumber),
    focused: true,
    buttons: options.map(() => (waiting ? 'true' : null)),
    pressed: options.map((option) =>
      expected.chosen === undefined ? null : String(option.value === expected.chosen),
    ),
    atTop: true,
  }
  await expect
    .poll(async () => {
      const seen = await site.evaluate(readScreen)
      // While it scrolls, the page may be anywhere.
      return {
        ...seen,
        focused: seen.focused || !focusMoves,
        atTop: seen.atTop || expected.settling,
      }
    }, often)
    .toEqual(want)
}

/** Opens /quiz and runs one generated quiz path there; `variant` picks the start button. */
export async function runQuizPath(site: EnginePage, path: QuizPath, variant: number) {
  // A path that begins with taps before the JavaScript holds the page's entry back.
  if (path.steps.some(({ event }) => event.type === 'taps.handOver')) await openWithEntryHeld(site)
  else await open(site, '/quiz')
  await clock.hold(site)
  let before: ExpectedQuizScreen | undefined
  for (const step of path.steps) {
    const type: string = step.event.type
    if (type === choiceBeatOver.type) await endBeat(site)
    else if (type !== 'xstate.init') {
      const act = quizActions[type as QuizEvent['type']] as (...args: unknown[]) => Promise<void>
      await act(site, step.event, before, variant)
    }
    const expected = expectedScreen(step.state)
    const focusMoves =
      expected.screen !== before?.screen || expected.questionNumber !== before.questionNumber
    await expectQuizScreen(site, expected, focusMoves)
    before = expected
  }
}

/** Every countdown on the page reads `shown` (its time, or its line once a set start has passed). */
async function expectTimers(site: EnginePage, shown: string | undefined, message: string) {
  const read = () =>
    site.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll('[role=timer], [data-slot=countdown-passed]')].map(
          (t) => t.textContent,
        ),
      ),
    ])
  await expect.poll(read, { ...often, message }).toEqual([shown])
}

/**
 * A countdown path on the results, opened as a tab that kept them would be, the clock held from
 * the page's first script so it moves only with the test. On the default build the countdown
 * starts at 8:28 and the model counts down from 3 s, so the clock first runs on to 3 s before the
 * end. On the claims build (testing/e2e-site.ts) the clock starts `startsInMs` before the set start
 * (after it, when negative), the model's own distance. Then a tick is a second of that clock, a
 * sync the tab coming back into view, and after each step the timers show the model's state (the
 * masterclass being scheduled once the set start has passed).
 */
export async function runCountdownPath(
  site: EnginePage,
  path: CountdownPath,
  startsInMs: number | undefined,
) {
  if (startsInMs === undefined) {
    await openWithAnswers(site, middleAnswers, { clockHeld: true })
    await expectTimers(site, clockBySpec[countdownSpec.seconds], 'the results appear')
    const modelSeconds = path.steps[0]?.state.context.remainingSeconds ?? 0
    await clock.tick(site, (countdownSpec.seconds - modelSeconds) * countdownSpec.tickMs)
  } else {
    const at = Date.parse(claimsStartsAt) - startsInMs
    await openWithAnswers(site, middleAnswers, {
      clockHeld: true,
      initScript: `window.__e2e.clock.at(${at});`,
    })
    await expectResults(site)
  }
  for (const [index, step] of path.steps.entries()) {
    if (step.event.type === 'countdown.sync') {
      await site.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    } else if (step.event.type === 'countdown.tick') {
      await clock.tick(site, countdownSpec.tickMs)
    }
    const shown =
      step.state.value === 'passed'
        ? quizResults.countdown.scheduling
        : clockBySpec[step.state.context.remainingSeconds]
    await expectTimers(site, shown, `step ${index}: ${step.event.type}`)
  }
}

/**
 * Starts the quiz and answers `values` by their number keys, each once the question takes
 * answers, with the clock as it is (running, unless the test held it).
 */
export async function answerByKeys(site: EnginePage, values: readonly number[]) {
  await site.click({ role: 'button', name: quizIntro.start })
  for (const [index, value] of values.entries()) {
    await expectReady(site, index + 1)
    await site.press(optionOf(index + 1, value).key)
  }
}

/** Every answer worth 2: the moderate tier's results. */
export const middleAnswers = quizQuestions.map(() => 2)

/**
 * Opens /quiz as a tab that kept a quiz with `answers` given. Answering in the page is the quiz
 * paths' job; the paths that begin later begin here.
 */
export async function openWithAnswers(
  site: EnginePage,
  answers: readonly number[],
  options: GotoOptions = {},
) {
  const initScript = `${keptQuizScript(answers)}${options.initScript ?? ''}`
  await open(site, '/quiz', { ...options, initScript })
}

/** Whether the page's main content shows (the <head> script hides it for a resume, for a while). */
const mainShown = () =>
  getComputedStyle(document.querySelector('main') ?? document.body).visibility === 'visible'

/**
 * Reloads /quiz as a phone does a discarded tab, and waits until its JavaScript has taken over
 * and its content shows (the tab kept the quiz: it resumes, e2e/resume.spec.ts).
 */
export async function reloadQuiz(site: EnginePage) {
  await site.reload()
  await waitForHydration(site)
  await expect.poll(() => site.evaluate(mainShown)).toBe(true)
}

/**
 * The results are on screen: their countdown is (or the start's date, more than a day ahead, or
 * its line, once a set start has passed).
 */
export async function expectResults(site: EnginePage) {
  await expect
    .poll(() =>
      site.evaluate(
        () =>
          !!document.querySelector(
            '[role=timer], [data-slot=countdown-date], [data-slot=countdown-passed]',
          ),
      ),
    )
    .toBe(true)
}

/** From /quiz as opened: started, its first question taking answers. */
async function toFirstQuestion(site: EnginePage) {
  await answerByKeys(site, [])
  await expectReady(site, 1)
}

/** /quiz, opened and started, its first question taking answers. */
export async function startAtFirstQuestion(site: EnginePage) {
  await open(site, '/quiz')
  await toFirstQuestion(site)
}

/** A screen the page-wide checks look at: a page of the site or one of the quiz's inner screens. */
export interface SiteScreen {
  name: string
  path: string
  /** From the page as opened to the screen. */
  reach?: (site: EnginePage) => Promise<void>
}

/** Every page of the page table, then the quiz's first question and its results. */
export const siteScreens: readonly SiteScreen[] = [
  ...sitePages.map((page) => ({
    name: page.routed ? page.url : 'the not-found page',
    path: page.url,
  })),
  { name: '/quiz, a question', path: '/quiz', reach: toFirstQuestion },
  {
    name: '/quiz, the results',
    path: '/quiz',
    reach: async (site) => {
      await openWithAnswers(site, middleAnswers)
      await expectResults(site)
    },
  },
]
