import { groupThousands } from './format'

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
