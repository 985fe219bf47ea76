import type { CoverageExclusion } from '../registry'

/** What the countdown's generated paths leave out on purpose (`npm run path-coverage` lists these). */
const syncEndsReason =
  "A sync ends the countdown only when the clock has moved on without ticks (a tab in the background). The generated paths' clock moves with their ticks alone; tests/countdown.property.test.ts jumps the clock and then syncs."

export const countdownCoverageExclusions: readonly CoverageExclusion[] = [
  // To a set start (always #0, passed) and from each view (always #1, finished) alike.
  {
    measure: 'pairs',
    item: 'countdown.running countdown.sync #0 -> countdown.running always #0',
    reason: syncEndsReason,
  },
  {
    measure: 'pairs',
    item: 'countdown.running countdown.sync #0 -> countdown.running always #1',
    reason: syncEndsReason,
  },
]
