/**
 * The claims build (testing/e2e-site.ts: every urgency setting set, the masterclass's start
 * 2030-01-15T19:00:00-05:00) lays out as well as the default, in each engine at 320x568, 375x667
 * and 1280x800 (docs/urgency-claims.md): on the quiz results the banner keeps one height before and
 * past the start, the default build's from sm (on phones it has the room of three lines where a
 * start is set: `bandRoom`, src/sections/quiz-results/band-tones.ts); a start a year ahead shows as
 * a date on one line, and every countdown stays one line at the longest time it shows (a day less
 * a second); the VSL's sticky header keeps within
 * 64 px on phones. The words (the start, the offer's end in the visitor's zone, calm past the
 * start, each block dated once) and the .ics file are the unit tests'
 * (tests/urgency.test.tsx, tests/quiz-results-urgency.test.tsx, tests/urgency-copy.test.ts); the
 * countdown's generated paths on this build, e2e/paths.spec.ts's.
 */
import { claimsStartsAt } from '../testing/e2e-site'
import type { EnginePage } from './engines/engine-page'
import { expect, firstScreens, test, widths } from './engines/fixtures'
import { expectResults, openWithAnswers } from './support/quiz'
import { expectNoProblems, open } from './support/site'

/** Every answer worth 3: the High tier, whose results keep their urgency. */
const highAnswers = [3, 3, 3, 3, 3, 3, 3, 3]
const startsAt = Date.parse(claimsStartsAt)
/** The furthest a start can be (under a year ahead), and the longest clock: '23:59:59'. */
const longestLeftMs = (365 * 24 * 60 * 60 - 1) * 1000
const longestClockMs = (24 * 60 * 60 - 1) * 1000

/** The results' banner height and each countdown's lines, at the page's viewport now. */
function measureResults() {
  const banner = document.querySelector('[data-slot=countdown-banner]')
  return {
    banner: banner?.getBoundingClientRect().height,
    clocks: [...document.querySelectorAll('[role=timer], [data-slot=countdown-date]')].map(
      (timer) => {
        const range = document.createRange()
        range.selectNodeContents(timer)
        return { text: timer.textContent, lines: range.getClientRects().length }
      },
    ),
  }
}

async function resultsAtEachSize(site: EnginePage) {
  const measured: Record<string, ReturnType<typeof measureResults>> = {}
  for (const size of firstScreens) {
    await site.setViewport(size)
    measured[`${size.width}x${size.height}`] = await site.evaluate(measureResults)
  }
  return measured
}

test('the results keep one banner height before and past the start, and one-line countdowns', async ({
  site,
  claimsSite,
}) => {
  await openWithAnswers(site, highAnswers, { clockHeld: true })
  await expectResults(site)
  const byDefault = await resultsAtEachSize(site)

  await openWithAnswers(claimsSite, highAnswers, {
    clockHeld: true,
    initScript: `window.__e2e.clock.at(${startsAt - longestLeftMs});`,
  })
  await expectResults(claimsSite)
  const date = {
    text: expect.stringMatching(/^\w{3}, Jan\u00a0\d+, \d+:\d\d\u00a0[ap]m$/),
    lines: 1,
  }
  const steady = await resultsAtEachSize(claimsSite)
  for (const [size, seen] of Object.entries(steady)) {
    // On phones the band's room with a start set is its own (`bandRoom`).
    if (Number.parseInt(size, 10) >= 640) {
      expect(seen.banner, `${size}: the banner`).toBe(byDefault[size]?.banner)
    }
    expect(seen.clocks, size).toEqual([date])
  }

  // A day less a second ahead: the longest clock, in the banner and the registration block.
  const comeBackAt = (at: number) =>
    claimsSite.evaluate((at) => {
      window.__e2e.clock.at(at)
      document.dispatchEvent(new Event('visibilitychange'))
    }, at)
  await comeBackAt(startsAt - longestClockMs)
  const clock = { text: '23:59:59', lines: 1 }
  for (const [size, seen] of Object.entries(await resultsAtEachSize(claimsSite))) {
    expect(seen.banner, `${size}: the banner a day ahead`).toBe(steady[size]?.banner)
    expect(seen.clocks, size).toEqual([clock, clock])
  }

  // Past the start: the tab comes back into view a second after it.
  await comeBackAt(startsAt + 1000)
  await expect
    .poll(() => claimsSite.evaluate(() => document.querySelectorAll('[role=timer]').length))
    .toBe(0)
  for (const [size, seen] of Object.entries(await resultsAtEachSize(claimsSite))) {
    expect(seen.banner, `${size}: the banner past the start`).toBe(steady[size]?.banner)
  }
  await expectNoProblems(site)
  await expectNoProblems(claimsSite)
})

test('the VSL keeps its sticky header within 64 px on phones', async ({ claimsSite: site }) => {
  await open(site, '/', {
    initScript: `window.__e2e.clock.at(${Date.parse('2026-11-25T00:00:00Z')});`,
  })
  for (const size of [widths.narrow, widths.phone]) {
    await site.setViewport(size)
    const height = () =>
      document.querySelector('[data-sticky-header]')?.getBoundingClientRect().height
    expect(await site.evaluate(height), `${size.width}px`).toBeLessThanOrEqual(64)
  }
  await expectNoProblems(site)
})
