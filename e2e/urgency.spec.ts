/**
 * The urgency claims made true (docs/urgency-claims.md), in the build with every claim set
 * (tools/e2e-site.ts: the masterclass's start, dated figures, a 47-character company email):
 * the results count to the set start, the same across a reload, and past it say the next session
 * is being scheduled; each dated figure shows its day beside it, the stock's keeping the VSL's
 * sticky header within 64 px on phones; the long email wraps rather than widen the page at 320 px. The visitor's clock is the page's fake clock, set by the test.
 * The default countdown (8:28 on every view) is e2e/paths.spec.ts's, on the default build.
 */
import { quizResults } from '../src/content/quiz-results'
import { claimsBuildEnv, claimsStartsAt } from '../tools/e2e-site'
import type { EnginePage } from './engines/engine-page'
import { expect, test, widths } from './engines/fixtures'
import {
  clockAtScript,
  countdownsAt,
  expectResults,
  middleAnswers,
  openWithAnswers,
} from './support/quiz'
import { expectNoProblems, open, sidewaysScroll, waitForHydration } from './support/site'

const start = Date.parse(claimsStartsAt)
const second = 1000
const hour = 3600 * second
/** When the visitor first opens the quiz: two days before the start. */
const opened = start - 48 * hour

/**
 * Both countdowns, read at two moments of the visitor's clock: half a minute after they opened
 * the quiz (two days less that before the start: not 8:28, the countdown from each view), then
 * 1:23:45 before the start.
 */
async function expectTimeLeftToStart(site: EnginePage) {
  expect(await countdownsAt(site, opened + 30 * second)).toEqual([
    '1 day 23:59:30',
    '1 day 23:59:30',
  ])
  expect(await countdownsAt(site, start - (hour + 23 * 60 * second + 45 * second))).toEqual([
    '1:23:45',
    '1:23:45',
  ])
}

test('the countdown counts to the set start: the same time left after a reload', async ({
  claimsSite: site,
}) => {
  await openWithAnswers(site, middleAnswers, { initScript: clockAtScript(opened) })
  await expectResults(site)
  await expectTimeLeftToStart(site)
  // A reload (the clock back where the visitor's is): the tab kept the quiz, so its results
  // again, and the same time left.
  await site.reload()
  await waitForHydration(site)
  await expectResults(site)
  await expectTimeLeftToStart(site)
  await expectNoProblems(site)
})

test('past the set start, the results say the next session is being scheduled, also on a new view', async ({
  claimsSite: site,
}) => {
  await openWithAnswers(site, middleAnswers, { initScript: clockAtScript(start - 10 * second) })
  await expectResults(site)
  const scheduling = quizResults.countdown.scheduling
  expect(await countdownsAt(site, start + second)).toEqual([scheduling, scheduling])
  // Later, on a view opened after the start: no time, negative or restarted.
  await openWithAnswers(site, middleAnswers, { initScript: clockAtScript(start + 24 * hour) })
  await expect
    .poll(() =>
      site.evaluate(() => document.querySelectorAll('[data-slot=countdown-passed]').length),
    )
    .toBe(2)
  expect(await countdownsAt(site, start + 24 * hour)).toEqual([scheduling, scheduling])
  await expectNoProblems(site)
})

test('each dated figure shows its day beside it, the sticky header still at most 64 px tall on phones, and a long email wraps in the footer at 320 px', async ({
  claimsSite: site,
}) => {
  await site.setViewport(widths.narrow)
  const datedLines = () =>
    site.evaluate(() =>
      [...document.querySelectorAll('[data-slot=as-of]')].map((asOf) =>
        (asOf.parentElement?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    )
  /** The footer's email, and how far the footer reaches past the screen's right edge (0: it wraps). */
  const footerEmail = () =>
    site.evaluate(() => {
      const footer = document.querySelector('footer')
      const link = footer?.querySelector('a[href^="mailto:"]')
      const right = Math.max(
        ...[...(footer?.querySelectorAll('*') ?? [])].map((e) => e.getBoundingClientRect().right),
      )
      return [
        link?.textContent,
        Math.max(0, Math.ceil(right - document.documentElement.clientWidth)),
      ]
    })
  await open(site, '/')
  expect(await datedLines()).toContain('212 kits remaining this month (as of 24 Nov 2026)')
  expect(await footerEmail()).toEqual([claimsBuildEnv.VITE_COMPANY_EMAIL, 0])
  // The dated stock in the VSL's sticky header: on phones, within the header's 64 px.
  const tallHeaders: string[] = []
  for (const size of [widths.narrow, widths.phone]) {
    await site.setViewport(size)
    const height = await site.evaluate(
      () => document.querySelector('[data-sticky-header]')?.getBoundingClientRect().height,
    )
    if (!height || height > 64) tallHeaders.push(`${size.width}px: ${height} px`)
  }
  expect(tallHeaders).toEqual([])
  await site.setViewport(widths.narrow)
  await open(site, '/quiz')
  expect(await datedLines()).toContain(
    '96 people started this assessment today (as of 23 Nov 2026)',
  )
  expect(await footerEmail()).toEqual([claimsBuildEnv.VITE_COMPANY_EMAIL, 0])
  expect(await sidewaysScroll(site)).toBe(0)
  await expectNoProblems(site)
})
