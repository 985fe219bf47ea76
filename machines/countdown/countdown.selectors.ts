import type { SnapshotFrom } from 'xstate'
import type { countdownMachine } from './countdown.machine'

type CountdownSnapshot = SnapshotFrom<typeof countdownMachine>

const twoDigits = (value: number) => String(value).padStart(2, '0')

/**
 * m:ss with two-digit seconds, e.g. 8:28 or 0:05; from an hour h:mm:ss (a set start can be
 * hours away). From a day ('days') the view shows the start's date instead of a clock.
 */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const minutes = Math.floor(seconds / 60)
  const hours = Math.floor(minutes / 60)
  if (hours === 0) return `${minutes}:${twoDigits(seconds % 60)}`
  return `${hours}:${twoDigits(minutes % 60)}:${twoDigits(seconds % 60)}`
}

/** How long the clock reads: it sets the clock's size where a narrow screen needs it smaller. */
export function clockLength(totalSeconds: number): 'minutes' | 'hours' | 'days' {
  if (totalSeconds >= 24 * 60 * 60) return 'days'
  return totalSeconds >= 60 * 60 ? 'hours' : 'minutes'
}

export const selectRemainingSeconds = (snapshot: CountdownSnapshot) =>
  snapshot.context.remainingSeconds

export const selectClock = (snapshot: CountdownSnapshot) =>
  formatClock(snapshot.context.remainingSeconds)

/** The clock time (ms since epoch) the countdown ends at: a set start, shown as a date beyond a day. */
export const selectEndsAt = (snapshot: CountdownSnapshot) => snapshot.context.endsAt

export const selectClockLength = (snapshot: CountdownSnapshot) =>
  clockLength(snapshot.context.remainingSeconds)

/** A set start has passed: the view says the next session is being scheduled, and shows no time. */
export const selectHasPassed = (snapshot: CountdownSnapshot) => snapshot.matches('passed')
