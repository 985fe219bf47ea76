import type { SnapshotFrom } from 'xstate'
import type { countdownMachine } from './countdown.machine'

type CountdownSnapshot = SnapshotFrom<typeof countdownMachine>

/** m:ss with two-digit seconds, e.g. 8:28 or 0:05. */
function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

export const selectRemainingSeconds = (snapshot: CountdownSnapshot) =>
  snapshot.context.remainingSeconds

export const selectClock = (snapshot: CountdownSnapshot) =>
  formatClock(snapshot.context.remainingSeconds)
