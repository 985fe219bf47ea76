import type { SnapshotFrom } from 'xstate'
import type { countdownMachine } from './countdown.machine'

type CountdownSnapshot = SnapshotFrom<typeof countdownMachine>

const twoDigits = (value: number) => String(value).padStart(2, '0')

/**
 * m:ss with two-digit seconds, e.g. 8:28 or 0:05; from an hour h:mm:ss (a set start can be
 * hours away), from a day 'N days h:mm:ss' ('1 day 0:00:00').
 */
function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const minutes = Math.floor(seconds / 60)
  const hours = Math.floor(minutes / 60)
  const days = Math.floor(hours / 24)
  if (hours === 0) return `${minutes}:${twoDigits(seconds % 60)}`
  const time = `${hours % 24}:${twoDigits(minutes % 60)}:${twoDigits(seconds % 60)}`
  return days === 0 ? time : `${days} ${days === 1 ? 'day' : 'days'} ${time}`
}

export const selectRemainingSeconds = (snapshot: CountdownSnapshot) =>
  snapshot.context.remainingSeconds

export const selectClock = (snapshot: CountdownSnapshot) =>
  formatClock(snapshot.context.remainingSeconds)

/** A set start has passed: the view says the next session is being scheduled, and shows no time. */
export const selectHasPassed = (snapshot: CountdownSnapshot) => snapshot.matches('passed')
