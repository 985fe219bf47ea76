/** What happens on the quiz page before its JavaScript runs, named by subject. */
export type EarlyTapsEvent =
  /** The tab kept a quiz in progress: the page opens to resume it (src/effects/quiz-storage.ts). */
  | { type: 'quiz.kept' }
  /** A START button is tapped (or clicked). */
  | { type: 'start.tapped' }
  /** An option of the early question 1 is tapped, or its key (1-3) pressed. */
  | { type: 'answer.tapped'; value: number }
  /** The reload the status offers once the JavaScript is late is tapped. */
  | { type: 'reload.tapped' }
  /** A module script of the page failed to load, or an error came before the hand-over. */
  | { type: 'script.failed' }
  /** The quiz's JavaScript takes the held taps (src/actors/quiz.ts, `takeOverHeldTaps`). */
  | { type: 'taps.taken' }
