/**
 * A moment in words in the visitor's own time zone: 'Wednesday, January 15, 7:00 pm'. Intl
 * reads the device's zone, so only the browser may call this, after the page has mounted (a
 * prerender in Node would print the build machine's zone and then mismatch at hydration).
 * The words are put together from Intl's parts, so every engine prints the same shape; the year
 * is said only when it is not the current one, and the time keeps to one line ('7:00 pm').
 * An end at midnight, which '12:00 am' or 'midnight' leaves to either end of a day, is the last
 * minute of the day it closes: 'Thursday, November 26, 11:59 pm'; a `start` at midnight is
 * '…January 16, 12:00 am', the day it begins.
 * `short`: 'Tue, Jan 15, 7:00 pm', for a slim line, with no year within a year. Days are
 * written month first everywhere (src/lib/format.ts `formatDay`).
 */
export function localDateTimeWords(
  ms: number,
  {
    now = Date.now(),
    timeZone,
    short = false,
    start = false,
  }: { now?: number; timeZone?: string; short?: boolean; start?: boolean } = {},
): string {
  const parts = (at: number) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        weekday: short ? 'short' : 'long',
        day: 'numeric',
        month: short ? 'short' : 'long',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        timeZone,
      })
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>
  const at = parts(ms)
  // en-US writes 12 at noon and midnight with hour12; some engines print '0' for midnight.
  const hour = at.hour === '0' ? '12' : at.hour
  const period = (at.dayPeriod ?? '').toLowerCase()
  const endOfDay = !start && hour === '12' && at.minute === '00' && period === 'am'
  const day = endOfDay ? parts(ms - 1) : at
  // A short date a year ahead at most is read as the next one: its weekday says which.
  const sameYear = short ? ms - now < 365 * 24 * 60 * 60 * 1000 : day.year === parts(now).year
  const year = sameYear ? '' : `, ${day.year}`
  // The month and its day on one line ('November / 28' at 375, radv19).
  const date = `${day.weekday}, ${day.month}\u00a0${day.day}${year}`
  return endOfDay ? `${date}, 11:59\u00a0pm` : `${date}, ${hour}:${at.minute}\u00a0${period}`
}

/**
 * The same moment in UTC, as the prerender may state it before the page knows the visitor's
 * zone: 'Jan 16, 2030, 00:00 UTC'. No Intl: server and browser print the same (toUTCString's
 * form is fixed by the language: 'Wed, 16 Jan 2030 00:00:00 GMT').
 */
export function utcDateTimeWords(ms: number): string {
  const [, day, month, year, time] = new Date(ms).toUTCString().split(' ')
  return `${month} ${Number(day)}, ${year}, ${time?.slice(0, 5)} UTC`
}
