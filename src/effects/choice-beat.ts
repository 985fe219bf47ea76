import { prefersReducedMotion } from '@/effects/scroll'

/** How long a chosen answer stays on screen, shown selected, before the next screen comes. */
const choiceBeatMs = 375

/**
 * Calls `onDone` once the chosen answer has been seen: after a short beat, so a tap is felt
 * before its question leaves the screen, or at once (in the next task) when the visitor prefers
 * reduced motion and would rather not wait for the screen to change. Returns the cancel.
 */
export function afterChoiceBeat(onDone: () => void): () => void {
  const timer = setTimeout(onDone, prefersReducedMotion() ? 0 : choiceBeatMs)
  return () => clearTimeout(timer)
}
