import type { SnapshotFrom } from 'xstate'
import type { quizMachine } from './quiz.machine'
import { quizRules, scoreOf, tierOf } from './quiz.rules'

type QuizSnapshot = SnapshotFrom<typeof quizMachine>
export type QuizScreen = 'intro' | 'question' | 'results'

export const selectScreen = (snapshot: QuizSnapshot): QuizScreen => {
  if (snapshot.matches('question')) return 'question'
  if (snapshot.matches('results')) return 'results'
  return 'intro'
}

/** 0-based index of the question on screen. */
export const selectQuestionIndex = (snapshot: QuizSnapshot) => snapshot.context.answers.length

/** 1-based number shown as 'Question N of 8'. */
export const selectQuestionNumber = (snapshot: QuizSnapshot) => selectQuestionIndex(snapshot) + 1

export const selectProgressPercent = (snapshot: QuizSnapshot) =>
  Math.round((selectQuestionNumber(snapshot) / quizRules.questionCount) * 100)

export const selectIsAcceptingAnswers = (snapshot: QuizSnapshot) =>
  snapshot.matches({ question: 'ready' })

export const selectScore = (snapshot: QuizSnapshot) => scoreOf(snapshot.context.answers)

export const selectTier = (snapshot: QuizSnapshot) => tierOf(selectScore(snapshot))
