import { choiceBeatMs } from '@machines/quiz/quiz.machine'
import { prefersReducedMotion } from '@/effects/scroll'

/**
 * How long the quiz's `choiceBeat` lasts on this page: the machine's beat, so a tap is felt
 * before its question leaves the screen, or none (the next task) when the visitor prefers reduced
 * motion and would rather not wait for the screen to change. The machine keeps the time.
 */
export function choiceBeat(): number {
  return prefersReducedMotion() ? 0 : choiceBeatMs
}
