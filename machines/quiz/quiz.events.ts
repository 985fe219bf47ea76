/** Everything that can happen to the quiz, named by subject. */
export type QuizEvent =
  | { type: 'quiz.start' }
  | { type: 'answer.select'; value: number }
  | { type: 'scroll.settled' }
  /** The taps held before the quiz's JavaScript ran: a START, then these answers (src/effects/held-click.ts). */
  | { type: 'taps.handOver'; answers: number[] }
