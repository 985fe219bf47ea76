// @vitest-environment jsdom
/**
 * The words of the claims build's urgency (docs/urgency-claims.md), each against a literal table
 * (the time left as the countdown writes it is tests/countdown.test.ts's): 'Over N' rounded down
 * and never 'Over 0', the registration's heading by the time to the start, the days a block of
 * figures is dated with, a moment in the visitor's own
 * zone and in UTC, the offer's end gone from the sales pages once it has passed (src/effects/
 * local-times.ts), and the .ics file "Add to calendar" makes on the device (its data: link,
 * tests/quiz-results-urgency.test.tsx's). The prerendered pages are tests/urgency.test.tsx's; the
 * layout in three engines, e2e/urgency.spec.ts's.
 */
import { expect, test, vi } from 'vitest'
import { formatDays } from '@/content/as-of'
import { registrationFraming } from '@/content/quiz-results'
import { showLocalTimes } from '@/effects/local-times'
import { calendarFile } from '@/lib/ics'
import { localDateTimeWords, utcDateTimeWords } from '@/lib/local-time'
import { roundedDown } from '@/lib/rounded-down'

const nbsp = '\u00a0'

test.each([
  [47_832, true, '47,000'],
  [12_345, true, '12,000'],
  [1_999, true, '1,000'],
  [1_000, false, '1,000'],
  [999, true, '900'],
  [212, true, '200'],
  [200, false, '200'],
  [100, false, '100'],
  [99, false, '99'],
  [47, false, '47'],
  [1, false, '1'],
  [0, false, '0'],
])('%d people: over %s %s', (count, over, figure) => {
  expect(roundedDown(count)).toEqual({ over, figure })
})

// Issue 72: 'closes soon' over a start seven weeks off. The spec's 508 s is always soon.
test.each([
  ['high', 508, 'Registration closes soon'],
  ['high', 0, 'Registration closes soon'],
  ['high', 23 * 3600 + 59 * 60 + 59, 'Registration closes soon'],
  ['high', 24 * 3600, 'Save your free seat'],
  ['high', 50 * 24 * 3600, 'Save your free seat'],
  ['moderate', 508, 'Save your free seat'],
  ['moderate', 50 * 24 * 3600, 'Save your free seat'],
  ['low', 508, 'Join the free masterclass'],
  ['low', 50 * 24 * 3600, 'Join the free masterclass'],
] as const)('registration, %s, %d s to the start: “%s”', (tier, seconds, heading) => {
  expect(registrationFraming(tier, seconds).heading).toBe(heading)
})

test.each([
  [['2026-11-24'], 'Nov 24, 2026'],
  [['2026-11-23', '2026-11-24'], 'Nov 23–24, 2026'],
  [['2026-11-19', '2026-11-20', '2026-11-24'], 'Nov 19–24, 2026'],
  [['2026-11-30', '2026-12-01'], 'Nov 30 – Dec 1, 2026'],
  [['2026-12-31', '2027-01-02'], 'Dec 31, 2026 – Jan 2, 2027'],
])('the days %j are dated %j', (days, shown) => {
  expect(formatDays(days)).toBe(shown)
})

// 2030-01-15T19:00:00-05:00, the claims build's masterclass start.
const start = Date.parse('2030-01-16T00:00:00Z')
const sameYear = Date.parse('2030-01-10T00:00:00Z')
test.each([
  ['America/New_York', sameYear, `Tuesday, January${nbsp}15, 7:00${nbsp}pm`],
  ['UTC', sameYear, `Tuesday, January${nbsp}15, 11:59${nbsp}pm`],
  ['Asia/Kolkata', sameYear, `Wednesday, January${nbsp}16, 5:30${nbsp}am`],
  [
    'America/Los_Angeles',
    Date.parse('2029-11-25T00:00:00Z'),
    `Tuesday, January${nbsp}15, 2030, 4:00${nbsp}pm`,
  ],
])('a moment in words, in %s: %j', (timeZone, now, shown) => {
  expect(localDateTimeWords(start, { timeZone, now })).toBe(shown)
})

// The results' banner: short, and no year for a start under a year ahead, even the next year's.
test.each([
  ['America/New_York', `Tue, Jan${nbsp}15, 7:00${nbsp}pm`],
  ['UTC', `Tue, Jan${nbsp}15, 11:59${nbsp}pm`],
])('a moment in short words, in %s: %j', (timeZone, shown) => {
  const now = Date.parse('2029-01-20T00:00:00Z')
  expect(localDateTimeWords(start, { timeZone, now, short: true })).toBe(shown)
})

// A start at midnight is the day it begins: the masterclass starts on Wednesday, not 'Tuesday'.
test('a start at midnight, in UTC', () => {
  const words = { timeZone: 'UTC', now: sameYear, start: true }
  expect(localDateTimeWords(start, words)).toBe(`Wednesday, January${nbsp}16, 12:00${nbsp}am`)
  expect(localDateTimeWords(start, { ...words, short: true })).toBe(
    `Wed, Jan${nbsp}16, 12:00${nbsp}am`,
  )
})

test('a moment in words, in UTC before the page knows the zone, the same on the server and in any browser', () => {
  expect(utcDateTimeWords(start)).toBe('Jan 16, 2030, 00:00 UTC')
  expect(utcDateTimeWords(Date.parse('2026-11-27T09:05:00Z'))).toBe('Nov 27, 2026, 09:05 UTC')
})

test('the offer’s end shows in the visitor’s zone; at or past it, its line and the price rise are gone and the others stay', () => {
  const html = `<ul><li data-gone-after="2026-11-22T12:00:00.000Z">Offer ends <time dateTime="2026-11-22T12:00:00.000Z" data-local-time="(your time)">Nov 22, 2026, 12:00 UTC</time></li><li>Only 19 kits left at this price</li></ul><p>60-day money-back guarantee.<span data-gone-after="2026-11-22T12:00:00.000Z"> Price rises to $197 when the promotion ends.</span></p>`
  const linesAt = (now: string) => {
    vi.useFakeTimers({ now: Date.parse(now), toFake: ['Date'] })
    document.body.innerHTML = html
    showLocalTimes()
    return [...document.querySelectorAll('li, p')].map((line) => line.textContent)
  }
  const [end, left, note] = linesAt('2026-11-21T00:00:00Z')
  expect(end).toMatch(
    /^Offer ends (Sunday, November\u00a022|Monday, November\u00a023), \d{1,2}:00\u00a0[ap]m \(your time\)$/,
  )
  expect(left).toBe('Only 19 kits left at this price')
  expect(note).toBe('60-day money-back guarantee. Price rises to $197 when the promotion ends.')
  expect(linesAt('2026-11-22T12:00:00Z')).toEqual([
    'Only 19 kits left at this price',
    '60-day money-back guarantee.',
  ])
})

const event = {
  uid: 'masterclass-20300116T000000000Z@masterclass.cellwisehealth.com',
  startsAt: Date.parse('2030-01-15T19:00:00-05:00'),
  durationMinutes: 90,
  summary: 'Free live masterclass: energy, focus; and sleep\\rest',
  description:
    'Free live masterclass with Dr. Rachel Morgan, MD and Daniel Brooks.\nJoin or register: https://masterclass.cellwisehealth.com/register',
  url: 'https://masterclass.cellwisehealth.com/register?utm_source=x',
  now: Date.parse('2029-12-01T08:30:15.500Z'),
}

test('the calendar file is one VEVENT in a VCALENDAR, in UTC, escaped and folded, with CRLF line endings', () => {
  expect(calendarFile(event)).toBe(
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//CellWise Health//Masterclass//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:masterclass-20300116T000000000Z@masterclass.cellwisehealth.com',
      'DTSTAMP:20291201T083015Z',
      'DTSTART:20300116T000000Z',
      'DURATION:PT90M',
      'SUMMARY:Free live masterclass: energy\\, focus\\; and sleep\\\\rest',
      'DESCRIPTION:Free live masterclass with Dr. Rachel Morgan\\, MD and Daniel Br',
      ' ooks.\\nJoin or register: https://masterclass.cellwisehealth.com/register',
      'URL:https://masterclass.cellwisehealth.com/register?utm_source=x',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  )
})

test('the calendar file folds long lines at 75 octets without splitting a character', () => {
  const text = calendarFile({ ...event, summary: `Masterclass ${'é'.repeat(80)}` })
  const lines = text.split('\r\n')
  for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  const summary = lines.slice(lines.findIndex((line) => line.startsWith('SUMMARY:')))
  expect(summary.slice(0, 3)).toEqual([
    `SUMMARY:Masterclass ${'é'.repeat(27)}`,
    ` ${'é'.repeat(37)}`,
    ` ${'é'.repeat(16)}`,
  ])
})
