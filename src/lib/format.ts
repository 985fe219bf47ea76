/** 18000 -> '18,000'. Not toLocaleString: server and browser must print the same. */
export function groupThousands(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '2026-11-24' -> '24 Nov 2026'. Not Intl: server and browser must print the same. */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number)
  return `${day} ${months[(month ?? 1) - 1]} ${year}`
}

/**
 * A count said as 'Over N' only where N is below it: rounded down to the thousand from 1,000, to
 * the hundred from 100, and below 100 (or when the count is that round figure) the count itself.
 * 47,832 -> 'Over 47,000'; 212 -> 'Over 200'; 1,000 -> '1,000'; 47 -> '47'.
 */
export function roundedDown(count: number): { over: boolean; figure: string } {
  const whole = Math.max(0, Math.trunc(count))
  const step = whole >= 1000 ? 1000 : whole >= 100 ? 100 : 1
  const rounded = Math.floor(whole / step) * step
  const figure = groupThousands(rounded)
  return { over: rounded < whole, figure }
}

/** '2026-11-24' -> '24 Nov': a recent day, where the year goes without saying. */
export function formatShortDay(isoDay: string): string {
  return formatDay(isoDay).replace(/ \d+$/, '')
}

/**
 * The days figures were true, once each, from the earliest: '24 Nov 2026'; '19 and 20 Nov
 * 2026' within a month; '30 Nov 2026 and 1 Dec 2026' across months.
 */
export function formatDays(isoDays: readonly string[]): string {
  const days = [...new Set(isoDays)].sort()
  const sameMonth = days.every((day) => day.slice(0, 7) === days[0]?.slice(0, 7))
  const shown = days.map((day, index) =>
    sameMonth && index < days.length - 1 ? String(Number(day.slice(8, 10))) : formatDay(day),
  )
  if (shown.length < 2) return shown.join('')
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`
}
