/**
 * Taps before the quiz's JavaScript ran. The inline <head> script holds them
 * (src/inline/early-taps.ts): a START shows question 1 at once, from the page's HTML
 * (build/build.ts writes it outside #root, from the machine's own first question), and an answer
 * tapped there shows chosen while the page's status region (`data-held-status`, outside #root) says the quiz is
 * on its way. Each tap is held as the quiz's event (machines/early-taps charts the script); the
 * quiz entry's side of the hand-over is `takeOverHeldTaps` (src/actors/quiz.ts), which gives them
 * to the machine at once, whose rules decide.
 */
import type { QuizEvent } from '@machines/quiz/quiz.events'

/**
 * The status region, outside #root, that says an answer waits, a kept quiz is being picked up, the
 * quiz is late (with a reload), or that it failed to load.
 */
export const heldStatusAttribute = 'data-held-status'
/** What the status region says, each a `data-` attribute of it holding the words. */
export type HeldMessage = 'busy' | 'resuming' | 'late' | 'failed'
/**
 * On the template of question 1 before #root, and on its copy that stands in for #root after an
 * early START.
 */
export const earlyQuestionAttribute = 'data-early-question'
/** On <html> while the early question 1 stands in for #root (src/styles.css). */
export const earlyStartAttribute = 'data-early-start'
/** On the quiz's START buttons: what the <head> script takes as a start. */
export const startSlot = 'quiz-start'

/** What the inline <head> script offers the entry on the quiz. */
export interface HeldTaps {
  /**
   * Stops holding taps and returns those held, as the quiz's events: #root shows in the early
   * question's place, which goes; the status region empties; the page's title is its own again,
   * for the quiz's JavaScript to set.
   */
  handOver: () => QuizEvent[]
}

declare global {
  interface Window {
    heldTaps?: HeldTaps
  }
}

/**
 * The taps held before the quiz's JavaScript, once: from now on the quiz's JavaScript shows the
 * quiz, #root in the early question's place and no tap held more. Its screen shows as it already
 * is, not easing in a second time: once React has drawn what the machine makes of the taps, in
 * the same commit, and before the browser paints it (a microtask: no frame, so a page whose frames
 * wait, in a background tab, hands over all the same).
 */
export function handOverHeldTaps(): QuizEvent[] {
  const held = window.heldTaps
  if (!held) return []
  delete window.heldTaps
  const wasHidden = document.documentElement.hasAttribute(earlyStartAttribute)
  const taps = held.handOver()
  if (wasHidden) queueMicrotask(finishEasingIn)
  return taps
}

function finishEasingIn() {
  for (const animation of document.getElementById('root')?.getAnimations({ subtree: true }) ?? []) {
    if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) {
      animation.finish()
    }
  }
}
