// @vitest-environment jsdom
/**
 * The offer's end as the sales pages say it once they run (src/effects/local-times.ts): the
 * prerendered UTC time put in the visitor's zone, and the line gone once the end has passed.
 * Without JavaScript the UTC time stays (tests/urgency.test.tsx); in three engines,
 * e2e/urgency.spec.ts.
 */
import { afterEach, expect, test, vi } from 'vitest'
import { showLocalTimes } from '@/effects/local-times'

const html = `<ul><li data-gone-when-past="">Offer ends <time dateTime="2026-11-22T12:00:00.000Z" data-local-time="(your time)">22 Nov 2026, 12:00 UTC</time></li><li>Only 19 kits left at this price</li></ul>`

afterEach(() => {
  vi.useRealTimers()
})

test('before the end: the time in the visitor’s zone', () => {
  vi.useFakeTimers({ now: Date.parse('2026-11-21T00:00:00Z'), toFake: ['Date'] })
  document.body.innerHTML = html
  showLocalTimes()
  expect(document.querySelector('li')?.textContent).toMatch(
    /^Offer ends (Sunday 22|Monday 23) November, \d{1,2}:00\u00a0[ap]m \(your time\)$/,
  )
})

test('at or past the end: the line is gone, the others stay', () => {
  vi.useFakeTimers({ now: Date.parse('2026-11-22T12:00:00Z'), toFake: ['Date'] })
  document.body.innerHTML = html
  showLocalTimes()
  expect([...document.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    'Only 19 kits left at this price',
  ])
})
