/**
 * The generated quiz paths (machines/quiz/quiz.model.ts) against the built site in this
 * project's engine, at a phone width and at 1280 px, through the same driver contract as in
 * Chromium (e2e/quiz.model.spec.ts) and the same expected screens (e2e/support/quiz-screens.ts).
 *
 * The page's clock is held (engines/page-watch.ts), so the scroll to the top, which starts on an
 * animation frame, waits for the path's `scroll.settled` step; that step lets real time run until
 * the page is at the top and takes answers. The results' countdown runs in real time: it is
 * checked by its format and its start, not by exact figures (screens.spec.ts sees it go down).
 */

import {
  describeQuizPath,
  type QuizDriver,
  quizPathParams,
  quizPaths,
} from '../../machines/quiz/quiz.model'
import { deferredAttribute } from '../../src/effects/deferred-sections'
import { countdownSpec, secondsOfClock } from '../../tests/support/spec'
import { layerOfProject, pathKey, recordPathRun } from '../../tests/support/trace'
import { isHydrated } from '../support/hydration'
import { answerAction, quizScreenText, startButtonName } from '../support/quiz-screens'
import type { EnginePage } from './engine-page'
import { expect, test } from './fixtures'
import { expectNoProblems, expectNothingLeftTheOrigin, often } from './page-checks'
import { widths } from './viewports'

/** Everything the test reads on a quiz screen, in one round trip. */
function readQuizScreen() {
  const watch = window.__engineWatch
  const main = document.querySelector('main')
  const heading = document.querySelector('h1')
  const options = [...(main?.querySelectorAll('li button') ?? [])]
  const text = (element: Element | null | undefined) =>
    (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
  return {
    heading: text(heading),
    headingFocused: document.activeElement === heading && heading !== null,
    paragraphs: [...(main?.querySelectorAll('p') ?? [])].map(text),
    progressName: main?.querySelector('[role=progressbar]')?.getAttribute('aria-label') ?? null,
    progressValue: main?.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') ?? null,
    options: options.map((option) => watch.nameOf(option)),
    disabled: options.map((option) => option.getAttribute('aria-disabled')),
    timers: [...document.querySelectorAll('[role=timer]')].map(text),
    scrollY: window.scrollY,
  }
}
type QuizScreen = ReturnType<typeof readQuizScreen>

const settled = () =>
  window.scrollY === 0 && !document.querySelector('main li button[aria-disabled="true"]')

function engineDriver(site: EnginePage): QuizDriver {
  let shownQuestion = 0
  const read = () => site.evaluate(readQuizScreen)
  const clock = {
    hold: () => site.evaluate(() => window.__engineWatch.clock.hold()),
    run: () => site.evaluate(() => window.__engineWatch.clock.run()),
  }
  return {
    start: (variant) => site.click({ role: 'button', name: startButtonName(variant) }),
    settle: async () => {
      await clock.run()
      await expect.poll(() => site.evaluate(settled), often).toBe(true)
      await clock.hold()
    },
    answer: async (value, kind, number) => {
      if (kind === 'notAnOption') return site.press(String(value))
      // A real click on the first option while the page scrolls (the clock holds the scroll).
      if (kind === 'whileScrolling') return site.click({ css: 'main li:first-child button' })
      const action = answerAction(number, value)
      if (action.by === 'click') await site.click({ role: 'button', name: action.label })
      else await site.press(action.key)
    },
    expectScreen: async (expected) => {
      const text = quizScreenText(expected)
      if (text.screen === 'intro') {
        await expect.poll(async () => (await read()).heading, often).toBe(text.heading)
        return
      }
      if (text.screen === 'question') {
        const focusMoves = expected.questionNumber !== shownQuestion
        shownQuestion = expected.questionNumber
        // Focus moves to a new question's heading; while the page scrolls it may be anywhere.
        const relevant = ({ headingFocused, scrollY, ...seen }: QuizScreen) => ({
          ...seen,
          ...(focusMoves ? { headingFocused } : {}),
          ...(expected.settling ? {} : { scrollY }),
        })
        await expect
          .poll(async () => relevant(await read()), often)
          .toEqual({
            heading: text.heading,
            ...(focusMoves ? { headingFocused: true } : {}),
            paragraphs: expect.arrayContaining([text.position, text.percent]),
            progressName: text.progressName,
            progressValue: text.progressValue,
            options: text.options,
            disabled: text.options.map(() => (expected.settling ? 'true' : null)),
            timers: [],
            ...(expected.settling ? {} : { scrollY: 0 }),
          })
        return
      }
      // The results: the page scrolls to the top in real time and the countdown runs.
      await clock.run()
      await expect.poll(async () => (await read()).heading, often).toBe(text.heading)
      const seen = await read()
      expect(seen.headingFocused).toBe(true)
      expect(await site.evaluate(() => document.querySelector('main')?.textContent)).toContain(
        text.scoreBadge,
      )
      await expect.poll(() => site.evaluate(() => window.scrollY), often).toBe(0)
      // The countdown has just started (it going down is checked on the results screen).
      const started = seen.timers.map(secondsOfClock)
      expect(started.length, 'the countdowns').toBeGreaterThan(0)
      for (const seconds of started) {
        expect(seconds, seen.timers.join(', ')).toBeLessThanOrEqual(countdownSpec.seconds)
        expect(seconds, seen.timers.join(', ')).toBeGreaterThan(countdownSpec.seconds - 30)
      }
    },
  }
}

for (const width of [widths.phone, widths.desktop]) {
  test.describe(`${width.width} px`, () => {
    for (const [index, path] of quizPaths.entries()) {
      test(describeQuizPath(path), async ({ site }, testInfo) => {
        await site.setViewport(width)
        await site.goto('/quiz')
        await expect.poll(() => site.evaluate(isHydrated, deferredAttribute)).toBe(true)
        await site.evaluate(() => window.__engineWatch.clock.hold())

        await path.test(quizPathParams(engineDriver(site), index))

        await expectNothingLeftTheOrigin(site)
        await expectNoProblems(site)
        const layer = layerOfProject(testInfo.project.name)
        recordPathRun(layer, import.meta.url, pathKey('quiz', path))
      })
    }
  })
}
