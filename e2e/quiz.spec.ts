/**
 * The quiz as a visitor takes it, beyond the generated paths (e2e/paths.spec.ts, which also see
 * that nothing leaves the page's origin): from the foot of the long intro, scrolled anywhere,
 * storing nothing, to the masterclass links with the ad's campaign; one answer per double click;
 * by keyboard alone; the beat a chosen answer holds, on the page's held clock.
 */

import { quizIntro } from '../src/content/quiz'
import { choiceBeatSpec } from '../tests/support/spec'
import { builtLinks } from '../tools/built-site'
import type { EnginePage } from './engines/engine-page'
import { expect, test } from './engines/fixtures'
import {
  expectReady,
  expectResults,
  expectStillAt,
  middleAnswers,
  optionOf,
  startAtFirstQuestion,
} from './support/quiz'
import { clock, expectOutboundLinks, landingSearch, open } from './support/site'

const { outboundLinks } = await builtLinks()

test('a visitor from an ad takes the whole quiz from the foot of the intro: private, at the top after every step, the campaign on the masterclass links', async ({
  site,
}) => {
  await open(site, `/quiz${landingSearch}`)
  // From the foot of the long intro, so the first scroll to the top is a real one.
  const foot = () => {
    scrollTo({ top: document.body.scrollHeight, behavior: 'instant' })
    return scrollY
  }
  expect(await site.evaluate(foot)).toBeGreaterThan(0)
  await site.click({ role: 'button', name: quizIntro.closing.button })
  for (const [index, value] of middleAnswers.entries()) {
    await expectReady(site, index + 1)
    // Wherever the visitor has scrolled to, the next screen starts at the top.
    await site.evaluate(() => scrollBy({ top: 300, behavior: 'instant' }))
    await site.click({ role: 'button', name: optionOf(index + 1, value).label, within: 'main' })
  }
  await expectResults(site)
  await expect.poll(() => site.evaluate(() => scrollY)).toBe(0)
  expect(
    await site.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length]),
    'nothing kept: no cookie, no storage',
  ).toEqual(['', 0, 0])
  await expectOutboundLinks(site, outboundLinks.masterclass, landingSearch)
})

test('a double click answers one question', async ({ site }) => {
  await startAtFirstQuestion(site)
  await site.click({ role: 'button', name: optionOf(1, 3).label }, 2)
  await expectReady(site, 2)
  await expectStillAt(site, 2)
})

test('the quiz can be finished with the keyboard alone', async ({ site }) => {
  await open(site, '/quiz')
  const isFocused = (name: string) =>
    site.evaluate(
      (wanted) =>
        document.activeElement ===
        window.TestingLibraryDom.getByRole(document.body, 'button', { name: wanted }),
      name,
    )
  await site.press('Tab')
  expect(await isFocused(quizIntro.start)).toBe(true)
  await site.press('Enter')
  for (const [index, value] of [1, 2, 3, 1, 2, 3, 1, 2].entries()) {
    const number = index + 1
    await expectReady(site, number)
    if (number % 2 === 1) {
      // Tab from the question to its options, then Enter.
      for (let tab = 0; tab < value; tab++) await site.press('Tab')
      expect(await isFocused(optionOf(number, value).label)).toBe(true)
      await site.press('Enter')
    } else await site.press(String(value))
  }
  await expectResults(site)
})

/** Question 1 with the clock held, answered by key: whether the answer shows chosen, and how. */
async function chooseFirst(site: EnginePage) {
  await startAtFirstQuestion(site)
  await clock.hold(site)
  await site.press('1')
}
const chosen = (site: EnginePage) =>
  site.evaluate(() => {
    const option = document.querySelector('main [aria-pressed="true"]')
    return option ? getComputedStyle(option).transitionDuration : null
  })

test('a chosen answer holds its look 300-450 ms after a short transition, and no time with reduced motion', async ({
  site,
  reducedMotionSite,
}) => {
  await chooseFirst(site)
  await expect.poll(() => chosen(site)).toBe('0.15s')
  await clock.tick(site, choiceBeatSpec.minMs - 1)
  expect(await chosen(site), `still chosen after ${choiceBeatSpec.minMs - 1} ms`).not.toBeNull()
  await clock.tick(site, choiceBeatSpec.maxMs - choiceBeatSpec.minMs + 1)
  await expect.poll(() => chosen(site), `gone by ${choiceBeatSpec.maxMs} ms`).toBeNull()

  await chooseFirst(reducedMotionSite)
  await expect.poll(() => chosen(reducedMotionSite)).toBe('0s')
  await clock.tick(reducedMotionSite, 1)
  await expect.poll(() => chosen(reducedMotionSite), 'gone at the next task').toBeNull()
})
