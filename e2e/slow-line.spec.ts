/**
 * A slow line, in every engine: every script waits (the site's test host holds them, in one round
 * trip, e2e/engines/site-host.ts) until the visitor has tapped START and an answer, by tap or by
 * keys (the answer's digit, or Tab to it and Space), to a browser with none of them cached. Then
 * the scripts land, all at once, and the page is at question 2 as they do (issue 68: React DOM is
 * in that one wave), with no word of a slow line on the way, nothing moving, the answer counted
 * once, and the same taps or keys then finish the quiz (keyboard alone: Tab past the skip link to START and Enter,
 * every answer by Tab and Space). The test lets the scripts come, not a clock, so a busy machine
 * cannot let them in before the answer; only a page whose load event waits on them (WebKit's
 * driver can do nothing until then) gets them after the line's 8 s, and is opened again under a
 * new name. How fast question 2 comes on an 8 s line is the
 * bench's figure (ops/bench.ts); that the quiz asks for all its scripts in that one round trip is
 * tests/build-scripts.test.ts's; every other way a tap before the scripts can go is the
 * early-taps chart's generated paths (e2e/paths.spec.ts).
 */

import { quizLoading, quizQuestionCopy, quizQuestions } from '../src/content/quiz'
import { quizIntro } from '../src/content/quiz-intro'
import { quizResults } from '../src/content/quiz-results'
import type { EnginePage, GotoOptions } from './engines/engine-page'
import { expect, test } from './engines/fixtures'
import { expectReady, optionOf } from './support/quiz'
import { siteHost } from './support/results-chunk'
import { expectNoLayoutShift, hydrated, often, recordLayoutShifts } from './support/site'

// The longest the line holds the scripts: for a page whose load waits on them.
const lateMs = 8000
// Question 2 as the scripts land: a second on the bench's quiet machine (ops/bench.ts), with
// room here for three engines sharing two cores.
const question2WithinMs = 3000

/** Whether the page's main content says `line`. */
const says = (line: string) => !!document.querySelector('main')?.textContent?.includes(line)

/** Every text the page has said, kept from the first parse: whether it ever said `late`. */
const recordSaid = `(() => {
  window.__said = '';
  new MutationObserver(() => { window.__said += document.body?.textContent ?? ''; })
    .observe(document, { subtree: true, childList: true, characterData: true });
})();`
const everSaid = (line: string) => ((window as { __said?: string }).__said ?? '').includes(line)

/**
 * /quiz with every script held, at `hostname`: each test's own name for the site, whose files no
 * test before has had the browser keep.
 */
async function openLate(site: EnginePage, hostname: string, options: GotoOptions) {
  await siteHost(site).holdScripts(lateMs)
  const late = new URL('/quiz', site.origin)
  late.hostname = hostname
  await site.goto(late.href, options)
}

/** Whether the button named `name` has the focus (runs in the page). */
const focused = (name: string) =>
  document.activeElement === window.TestingLibraryDom.getByRole(document.body, 'button', { name })

/** START by keys: Tab to it (past the skip link, e2e/skip-link.spec.ts), then Enter. */
async function startByKeys(site: EnginePage) {
  await site.press('Tab')
  await site.press('Tab')
  expect(await site.evaluate(focused, quizIntro.start)).toBe(true)
  await site.press('Enter')
}

/**
 * How START is given and each answer, the early one and every later one: a tap (the engine's
 * pointer) on START and on the answer; Tab to START and Enter, then the answer's digit, or Tab
 * from the question to it and Space (so the quiz is finished by keyboard alone, before its
 * scripts and after them). Each opens the site under a name of its own (`hostname`).
 */
const ways = {
  'a tap': {
    hostname: 'tap.localhost',
    start: (site: EnginePage) => site.click({ role: 'button', name: quizIntro.start }),
    answer: (site: EnginePage, number: number) =>
      site.click({ role: 'button', name: optionOf(number, 3).label, within: 'main' }),
  },
  'its digit': {
    hostname: 'localhost',
    start: startByKeys,
    answer: (site: EnginePage, number: number) => site.press(optionOf(number, 3).key),
  },
  'Tab and Space': {
    hostname: 'slow.localhost',
    start: startByKeys,
    answer: async (site: EnginePage, number: number) => {
      for (let tab = 0; tab < 3; tab++) await site.press('Tab')
      const { label } = optionOf(number, 3)
      expect(await site.evaluate(focused, label), 'Tab reached the third answer').toBe(true)
      await site.press('Space')
    },
  },
}

for (const [way, { hostname, start, answer }] of Object.entries(ways)) {
  test(`every script late: START and an answer by ${way} before them reach question 2 as they land, unhurried, nothing moving, counted once; the rest by ${way} too`, async ({
    site,
  }) => {
    // A quiz by taps through WebDriver takes some 12 s.
    test.slow()
    // Under a new name, where the load waited on the scripts: an answer after them would prove
    // nothing here.
    for (const name of [hostname, `again.${hostname}`, `third.${hostname}`]) {
      await openLate(site, name, { initScript: `${recordLayoutShifts}\n${recordSaid}` })
      await start(site)
      await expectReady(site, 1)
      if (!(await hydrated(site))) break
    }
    for (let number = 1; number <= quizQuestions.length; number++) {
      if (number > 1) await expectReady(site, number)
      await answer(site, number)
      if (number > 1) continue
      expect(await hydrated(site), 'answered before the scripts came').toBe(false)
      expect(
        await siteHost(site).letScriptsCome(),
        'the scripts waited for the line',
      ).toBeGreaterThan(0)
      const landed = Date.now()
      await expect
        .poll(() => site.evaluate(says, quizQuestionCopy.position(2)), {
          ...often,
          timeout: question2WithinMs + 1000,
        })
        .toBe(true)
      expect(Date.now() - landed, 'question 2 as the scripts land').toBeLessThanOrEqual(
        question2WithinMs,
      )
      expect(await site.evaluate(everSaid, quizLoading.late), 'no word of a slow line').toBe(false)
    }
    // Counted once, in the right results: every answer worth 3 gives the top score.
    await expect
      .poll(() => site.evaluate(says, quizResults.scoreBadge(3 * quizQuestions.length)), often)
      .toBe(true)
    await expectNoLayoutShift(site)
  })
}
