/**
 * A slow line, in every engine: every script comes late (the site's test host holds them one
 * round trip, e2e/engines/site-host.ts), as a real host sends them, to a browser with none of
 * them cached. START and an answer given by keys before the scripts (the answer's digit, or Tab to
 * it and Space) reach question 2 as the scripts land, with no word of a slow line on the way,
 * nothing moving, the answer counted once, and the same keys then finish the quiz (keyboard
 * alone: Tab to START and Enter, every answer by Tab and Space). That the quiz
 * asks for all its scripts in that one round trip is tests/build-scripts.test.ts's; pointer taps
 * before the scripts are the early-taps chart's generated paths (e2e/paths.spec.ts).
 */

import { quizLoading, quizQuestionCopy, quizQuestions } from '../src/content/quiz'
import { quizIntro } from '../src/content/quiz-intro'
import { quizResults } from '../src/content/quiz-results'
import type { EnginePage, GotoOptions } from './engines/engine-page'
import { expect, test } from './engines/fixtures'
import { expectReady, optionOf } from './support/quiz'
import { siteHost } from './support/results-chunk'
import { expectNoLayoutShift, hydrated, often, recordLayoutShifts } from './support/site'

// Short, for the suite's time (the bench's is 8 s), but long enough for the keys on a busy machine.
const lateMs = 4000

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
 * /quiz with every script late, at `hostname`: each test's own name for the site, whose files no
 * test before has had the browser keep.
 */
async function openLate(site: EnginePage, hostname: string, options: GotoOptions) {
  await siteHost(site).setLate(lateMs)
  const late = new URL('/quiz', site.origin)
  late.hostname = hostname
  await site.goto(late.href, options)
}

/** Whether the button named `name` has the focus (runs in the page). */
const focused = (name: string) =>
  document.activeElement === window.TestingLibraryDom.getByRole(document.body, 'button', { name })

/**
 * How each answer is given, the early one and every later one: its digit, or Tab from the question
 * to it and Space (so the quiz is finished by keyboard alone, before its scripts and after them).
 */
const ways = {
  'its digit': (site: EnginePage, number: number) => site.press(optionOf(number, 3).key),
  'Tab and Space': async (site: EnginePage, number: number) => {
    for (let tab = 0; tab < 3; tab++) await site.press('Tab')
    const { label } = optionOf(number, 3)
    expect(await site.evaluate(focused, label), 'Tab reached the third answer').toBe(true)
    await site.press('Space')
  },
}

for (const [index, [way, answer]] of Object.entries(ways).entries()) {
  test(`every script late: START and an answer by ${way} before them reach question 2 as they land, unhurried, nothing moving, counted once; the rest by ${way} too`, async ({
    site,
  }) => {
    await openLate(site, ['localhost', 'slow.localhost'][index] ?? '', {
      initScript: `${recordLayoutShifts}\n${recordSaid}`,
    })
    await site.press('Tab')
    expect(await site.evaluate(focused, quizIntro.start)).toBe(true)
    await site.press('Enter')
    for (let number = 1; number <= quizQuestions.length; number++) {
      await expectReady(site, number)
      await answer(site, number)
      if (number > 1) continue
      const answered = Date.now()
      expect(await hydrated(site), 'answered before the scripts came').toBe(false)
      await expect
        .poll(() => site.evaluate(says, quizQuestionCopy.position(2)), {
          ...often,
          timeout: lateMs + 2000,
        })
        .toBe(true)
      expect(Date.now() - answered).toBeLessThanOrEqual(lateMs + 1000)
      expect(await site.evaluate(everSaid, quizLoading.late), 'no word of a slow line').toBe(false)
    }
    // Counted once, in the right results: every answer worth 3 gives the top score.
    await expect
      .poll(() => site.evaluate(says, quizResults.scoreBadge(3 * quizQuestions.length)), often)
      .toBe(true)
    await expectNoLayoutShift(site)
  })
}
