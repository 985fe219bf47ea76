/**
 * The quiz as a visitor takes it, beyond the generated paths (e2e/paths.spec.ts, which also see
 * that nothing leaves the page's origin, and start from each START, the foot of the intro's
 * too, each next screen at the top): the beat a chosen answer holds, on the page's held clock,
 * and the next question's look as it comes. Its progress kept in the tab alone is
 * e2e/resume.spec.ts's, nothing left in the browser at the results e2e/nothing-sent.spec.ts's,
 * the quiz by keyboard alone e2e/slow-line.spec.ts's. A second click on an answer already taken
 * (a double click's) is the paths' `answer.select` while it shows; the results' chunk asked for
 * before START, e2e/results-chunk.spec.ts's.
 */

import { choiceBeatSpec } from '../spec/figures'
import type { EnginePage } from './engines/engine-page'
import { expect, test } from './engines/fixtures'
import { expectReady, startAtFirstQuestion } from './support/quiz'
import { clock } from './support/site'

/** Question 1 with the clock held, answered by key: whether the answer shows chosen, and how. */
async function chooseFirst(site: EnginePage) {
  await startAtFirstQuestion(site)
  await clock.hold(site)
  await site.press('1')
}
/** The chosen option's transition in seconds, or null when no option shows chosen. */
const chosen = (site: EnginePage) =>
  site.evaluate(() => {
    const option = document.querySelector('main [aria-pressed="true"]')
    const duration = option && getComputedStyle(option).transitionDuration
    return duration ? Number.parseFloat(duration) / (duration.endsWith('ms') ? 1000 : 1) : null
  })

test('a chosen answer holds its look 300-450 ms after a short transition, and no time with reduced motion', async ({
  site,
  reducedMotionSite,
}) => {
  await chooseFirst(site)
  await expect.poll(() => chosen(site), 'a short transition').toBeCloseTo(0.15)
  await clock.tick(site, choiceBeatSpec.minMs - 1)
  expect(await chosen(site), `still chosen after ${choiceBeatSpec.minMs - 1} ms`).not.toBeNull()
  await clock.tick(site, choiceBeatSpec.maxMs - choiceBeatSpec.minMs + 1)
  await expect.poll(() => chosen(site), `gone by ${choiceBeatSpec.maxMs} ms`).toBeNull()

  await chooseFirst(reducedMotionSite)
  await expect.poll(() => chosen(reducedMotionSite), 'no transition').toBeLessThanOrEqual(0.01)
  await clock.tick(reducedMotionSite, 1)
  await expect.poll(() => chosen(reducedMotionSite), 'gone at the next task').toBeNull()
})

/**
 * Runs in the page, its clock held while a question shows its chosen answer: ends the beat on
 * the page's clock, and the moment the next question is on screen reads each option's background
 * over the first 300 ms of whatever colour transition it runs. A transition runs on the
 * document's timeline, not the page's timers, so each is held and sought to 0, 50, ... 300 ms,
 * alike in every engine. Also returns the chosen answer's own colour and how long the new
 * question's entrance lasts (ms, one per CSS animation: reduced motion's 0.01 ms transitions on
 * every property are not an entrance, and an engine under load can catch one running).
 */
async function nextQuestionLook() {
  const main = document.querySelector('main') as HTMLElement
  const chosen = main.querySelector<HTMLElement>('[aria-pressed="true"]')
  if (!chosen) throw new Error('no answer shows chosen')
  for (const motion of chosen.getAnimations()) motion.finish()
  const pressed = getComputedStyle(chosen).backgroundColor
  const heading = main.querySelector('h1')?.textContent
  const read = () => {
    const options = [...main.querySelectorAll<HTMLElement>('[data-slot="quiz-option"]')]
    const samples = [0, 50, 100, 150, 200, 250, 300].map((ms) =>
      options.map((option) => {
        for (const motion of option.getAnimations()) {
          motion.pause()
          motion.currentTime = ms
        }
        return getComputedStyle(option).backgroundColor
      }),
    )
    const entrance = main
      .querySelector('h1')
      ?.parentElement?.getAnimations()
      .filter((motion) => motion instanceof CSSAnimation)
      .map((motion) => Number(motion.effect?.getTiming().duration))
    return { samples, entrance }
  }
  let seen: ReturnType<typeof read> | undefined
  const watch = new MutationObserver(() => {
    if (!seen && main.querySelector('h1')?.textContent !== heading) seen = read()
  })
  watch.observe(main, { subtree: true, childList: true, characterData: true })
  for (let timer = 0; timer < 10 && !seen; timer++) {
    window.__e2e.clock.next()
    await window.__e2e.painted()
  }
  watch.disconnect()
  return { pressed, ...seen }
}

/** Each question's answer, so that every slot is chosen before a new question comes. */
const slots = ['1', '2', '3', '1', '2', '3', '1']

test('the next question never shows the last answer chosen: its options 0-300 ms after it shows; it steps in, at once with reduced motion', async ({
  site,
  reducedMotionSite,
}) => {
  for (const [page, motion] of [
    [site, true],
    [reducedMotionSite, false],
  ] as const) {
    await startAtFirstQuestion(page)
    const seen: Record<string, unknown> = {}
    for (const [index, key] of slots.entries()) {
      await expectReady(page, index + 1)
      await clock.hold(page)
      await page.press(key)
      const { pressed, samples, entrance } = await page.evaluate(nextQuestionLook)
      expect(samples, `question ${index + 2} came`).toBeDefined()
      seen[`question ${index + 2}`] = {
        selectedLook: samples?.flat().filter((colour) => colour === pressed).length,
        entrance: entrance?.every((ms) => ms >= 150 && ms <= 200) && entrance.length,
      }
      await page.evaluate(() => window.__e2e.clock.run())
    }
    const expected = { selectedLook: 0, entrance: motion ? 1 : 0 }
    expect(seen, motion ? 'with motion' : 'reduced motion').toEqual(
      Object.fromEntries(slots.map((_, index) => [`question ${index + 2}`, expected])),
    )
  }
})
