/**
 * Taps before the quiz's JavaScript ran. The inline <head> script holds them
 * (src/inline/early-taps.ts): a START shows question 1 at once, from the page's HTML
 * (build/build.ts writes it outside #root, from the machine's own first question), and an answer
 * tapped there shows chosen while the page's status region (`data-held-status`, outside #root) says the quiz is
 * on its way. Each tap is held as the quiz's event; the quiz entry's side of the hand-over is
 * `takeOverHeldTaps` (src/actors/quiz.ts), which gives them to the machine, whose rules decide.
 */
import type { QuizEvent } from '@machines/quiz/quiz.events'

/** The status region, outside #root, that says an answer waits, or that the quiz failed to load. */
export const heldStatusAttribute = 'data-held-status'
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
   * Hands `take` each tap held so far, as the quiz's event, and each one held from now on, until
   * `handOver`; the page's title is its own again, for the quiz's JavaScript to set.
   */
  listen: (take: (event: QuizEvent) => void) => void
  /**
   * Stops holding taps: #root shows in the early question's place, which goes; the status
   * region empties.
   */
  handOver: () => void
}

declare global {
  interface Window {
    heldTaps?: HeldTaps
  }
}

/**
 * Hands `take` the taps held before the quiz's JavaScript, and those held until
 * `handOverHeldTaps`.
 */
export function listenToHeldTaps(take: (event: QuizEvent) => void) {
  window.heldTaps?.listen(take)
}

/**
 * The quiz's JavaScript shows the quiz from now on: #root in the early question's place, in the
 * same frame, its screen as it already is (not easing in a second time), and no tap is held more.
 */
export function handOverHeldTaps() {
  const held = window.heldTaps
  if (!held) return
  delete window.heldTaps
  const wasHidden = document.documentElement.hasAttribute(earlyStartAttribute)
  held.handOver()
  if (!wasHidden) return
  for (const animation of document.getElementById('root')?.getAnimations({ subtree: true }) ?? []) {
    if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) {
      animation.finish()
    }
  }
}
