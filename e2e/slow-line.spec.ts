/**
 * A slow line, in every engine: every script comes late (the site's test host holds them one
 * round trip, e2e/engines/site-host.ts), as a real host sends them, to a browser with none of
 * them cached. START and an answer given by keys before the scripts reach question 2 as the scripts
 * land, nothing moving, the answer counted once. That the quiz asks for all its scripts in that
 * one round trip is tests/build-scripts.test.ts's.
 */
import { quizQuestionCopy, quizQuestions } from '../src/content/quiz'
import { quizIntro } from '../src/content/quiz-intro'
import { quizResults } from '../src/content/quiz-results'
import { expect, test } from './engines/fixtures'
import { expectReady, optionOf } from './support/quiz'
import { siteHost } from './support/results-chunk'
import { expectNoLayoutShift, hydrated, often, recordLayoutShifts } from './support/site'

// Short, for the suite's time (the bench's is 8 s), but long enough for the keys on a busy machine.
const lateMs = 4000

/** Whether the page's main content says `line`. */
const says = (line: string) => !!document.querySelector('main')?.textContent?.includes(line)

test('every script late: START and an answer by keys before them reach question 2 as they land, nothing moving, counted once', async ({
  site,
}) => {
  await siteHost(site).setLate(lateMs)
  // The site by another name, whose files no test before has had this browser keep.
  const elsewhere = new URL('/quiz', site.origin)
  elsewhere.hostname = 'localhost'
  await site.goto(elsewhere.href, { initScript: recordLayoutShifts })
  await site.press('Tab')
  const focused = (name: string) =>
    document.activeElement === window.TestingLibraryDom.getByRole(document.body, 'button', { name })
  expect(await site.evaluate(focused, quizIntro.start)).toBe(true)
  await site.press('Enter')
  for (let number = 1; number <= quizQuestions.length; number++) {
    await expectReady(site, number)
    await site.press(optionOf(number, 3).key)
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
  }
  // Counted once, in the right results: every answer worth 3 gives the top score.
  await expect
    .poll(() => site.evaluate(says, quizResults.scoreBadge(3 * quizQuestions.length)), often)
    .toBe(true)
  await expectNoLayoutShift(site)
})
