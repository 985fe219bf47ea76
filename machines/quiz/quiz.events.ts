/** Everything that can happen to the quiz, named by subject. */
export type QuizEvent =
  | { type: 'quiz.start' }
  | { type: 'answer.select'; value: number }
  | { type: 'scroll.settled' }
  | { type: 'answer.shown' }
