/** Figures from the spec and the test setup, written out here rather than read from the product. */

/** Spec §4: the results countdown starts at 508 seconds, shown as m:ss. */
export const specCountdownSeconds = 508

/** m:ss as seconds, or NaN when the text is not in that format. */
export function clockSeconds(text: string): number {
  const match = /^(\d+):([0-5]\d)$/.exec(text)
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN
}

/** The sizes the tests look at: the phone and desktop projects' viewports, and 320 px reflow. */
export const widths = {
  narrow: { width: 320, height: 740 },
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const

/**
 * The video loader's timing: decisions.md (added about 100 ms after mount; 3 retries, 1 s, 2 s
 * and 4 s after each failure) and issue 10 (a load may take 30 s, and the player 10 s after its
 * script ran).
 */
export const videoTiming = {
  mountDelayMs: 100,
  backoffMs: [1000, 2000, 4000],
  loadTimeoutMs: 30_000,
  playerGraceMs: 10_000,
} as const
export const videoAttempts = 1 + videoTiming.backoffMs.length
