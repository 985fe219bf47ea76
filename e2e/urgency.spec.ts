/**
 * The claims build (testing/e2e-site.ts: every urgency setting set, the masterclass's start
 * 2030-01-15T19:00:00-05:00) as good as the default, in each engine at 320x568, 375x667 and
 * 1280x800 (docs/urgency-claims.md). On the quiz results: the banner keeps the default build's
 * height (measured here on both builds) and every countdown one line, at the longest time left a
 * start a year ahead gives; the start is said in the visitor's own zone with "Add to calendar",
 * whose .ics file, made in the page, is read back from its link; past the start nothing says
 * registration closes soon, seats left or free today. On the VSL: each block is dated once, the
 * offer's end is said in the visitor's zone, and the sticky header keeps within 64 px on phones.
 * The words of each line, by tier and in each zone, are the unit tests'
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
/** The longest clock a start under a year ahead shows: '364 d 23:59:59'. */
const longestLeftMs = (365 * 24 * 60 * 60 - 1) * 1000

/** The results' banner height and each countdown's lines, at the page's viewport now. */
function measureResults() {
  const banner = document.querySelector('[data-slot=countdown-banner]')
  return {
    banner: banner?.getBoundingClientRect().height,
    clocks: [...document.querySelectorAll('[role=timer]')].map((timer) => {
      const range = document.createRange()
      range.selectNodeContents(timer)
      return { text: timer.textContent, lines: range.getClientRects().length }
    }),
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

test('the results: the default’s banner height, one-line countdowns, the start and its .ics, and calm past it', async ({
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
  const claims = await resultsAtEachSize(claimsSite)
  for (const [size, seen] of Object.entries(claims)) {
    expect(seen.banner, `${size}: the banner`).toBe(byDefault[size]?.banner)
    const clock = '364\u00a0d\u00a023:59:59'
    expect(seen.clocks, size).toEqual([
      { text: clock, lines: 1 },
      { text: clock, lines: 1 },
    ])
  }

  const start = await claimsSite.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('[data-slot=masterclass-start] a')
    return {
      line: document.querySelector('[data-slot=masterclass-start] p')?.textContent,
      download: link?.getAttribute('download'),
      ics: decodeURIComponent(link?.href.replace(/^data:text\/calendar;charset=utf-8,/, '') ?? ''),
    }
  })
  // The start, 2030-01-16T00:00Z, is Tuesday 15 January in the Americas, Wednesday 16
  // elsewhere; seen from 2029, with its year.
  expect(start.line).toMatch(
    /^Starts (Tuesday 15|Wednesday 16) January 2030, \d{1,2}:\d{2}\u00a0[ap]m \(your\u00a0time\)$/,
  )
  expect(start.download).toBe('cellwise-masterclass.ics')
  const lines = start.ics.split('\r\n')
  expect(lines.at(-1), 'CRLF after the last line').toBe('')
  expect(start.ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
  expect(lines).toEqual(
    expect.arrayContaining([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:masterclass-20300116T000000000Z@masterclass.cellwisehealth.com',
      'DTSTART:20300116T000000Z',
      'DURATION:PT90M',
      'URL:https://masterclass.cellwisehealth.com/register',
      'END:VEVENT',
      'END:VCALENDAR',
    ]),
  )
  expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:2029\d{4}T\d{6}Z$/)

  // Past the start: the tab comes back into view a second after it.
  await claimsSite.evaluate((at) => {
    window.__e2e.clock.at(at)
    document.dispatchEvent(new Event('visibilitychange'))
  }, startsAt + 1000)
  await expect
    .poll(() => claimsSite.evaluate(() => document.querySelectorAll('[role=timer]').length))
    .toBe(0)
  const past = await claimsSite.evaluate(() => document.body.textContent ?? '')
  expect(past).toContain('The next free masterclass session is being scheduled')
  expect(past).not.toMatch(/closes soon|closes in|spots remaining|free today/i)
  const passedBanner = await resultsAtEachSize(claimsSite)
  for (const [size, seen] of Object.entries(passedBanner)) {
    expect(seen.banner, `${size}: the banner past the start`).toBe(byDefault[size]?.banner)
  }
  await expectNoProblems(site)
  await expectNoProblems(claimsSite)
})

test('the VSL dates each block once, says the offer’s end in the visitor’s zone, and keeps its header within 64 px on phones', async ({
  claimsSite: site,
}) => {
  // Before the offer's end (72 hours from 24 Nov 2026, 00:00 UTC).
  await open(site, '/', {
    initScript: `window.__e2e.clock.at(${Date.parse('2026-11-25T00:00:00Z')});`,
  })
  const dated = await site.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('header, section')]
        .map((block) => [
          block.id || block.tagName.toLowerCase(),
          block.querySelectorAll('[data-slot=as-of]').length,
        ])
        .filter(([, count]) => count !== 0),
    ),
  )
  expect(dated).toEqual({ header: 1, hero: 1, testimonials: 1, 'final-offer': 1 })
  const offerEnd = await site.evaluate(
    () => document.querySelector('#final-offer time[data-local-time]')?.closest('li')?.textContent,
  )
  expect(offerEnd).toMatch(
    /^Offer ends (Thursday 26|Friday 27) November, \d{1,2}:\d{2}\u00a0[ap]m \(your\u00a0time\)$/,
  )

  const tallHeaders: string[] = []
  for (const size of [widths.narrow, widths.phone]) {
    await site.setViewport(size)
    const height = await site.evaluate(
      () => document.querySelector('[data-sticky-header]')?.getBoundingClientRect().height,
    )
    if (!height || height > 64) tallHeaders.push(`${size.width}px: ${height} px`)
  }
  expect(tallHeaders).toEqual([])
  await expectNoProblems(site)
})
