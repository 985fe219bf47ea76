import type { SnapshotFrom } from 'xstate'
import type { quizMachine } from './quiz.machine'
import { driversOf, quizRules, scoreOf, tierOf } from './quiz.rules'

type QuizSnapshot = SnapshotFrom<typeof quizMachine>
export type QuizScreen = 'intro' | 'question' | 'results'

export const selectScreen = (snapshot: QuizSnapshot): QuizScreen => {
  if (snapshot.matches('question')) return 'question'
  if (snapshot.matches('results')) return 'results'
  return 'intro'
}

const isShowingChoice = (snapshot: QuizSnapshot) => snapshot.matches({ question: 'chosen' })

/** 0-based index of the question on screen; its answer is already recorded while it is shown. */
export const selectQuestionIndex = (snapshot: QuizSnapshot) =>
  snapshot.context.answers.length - (isShowingChoice(snapshot) ? 1 : 0)

/** 1-based number shown as 'Question N of 8'. */
export const selectQuestionNumber = (snapshot: QuizSnapshot) => selectQuestionIndex(snapshot) + 1

export const selectProgressPercent = (snapshot: QuizSnapshot) =>
  Math.round((selectQuestionNumber(snapshot) / quizRules.questionCount) * 100)

export const selectIsAcceptingAnswers = (snapshot: QuizSnapshot) =>
  snapshot.matches({ question: 'ready' })

/** The value of the answer being shown as chosen, or undefined when none is. */
export const selectChosenValue = (snapshot: QuizSnapshot) =>
  isShowingChoice(snapshot) ? snapshot.context.answers.at(-1) : undefined

export const selectScore = (snapshot: QuizSnapshot) => scoreOf(snapshot.context.answers)

export const selectTier = (snapshot: QuizSnapshot) => tierOf(selectScore(snapshot))

/** The visitor's answers, in question order (the results list them for print). */
export const selectAnswers = (snapshot: QuizSnapshot): readonly number[] => snapshot.context.answers

/** When the results were reached (ms since 1970), for the printed record; undefined before. */
export const selectResultsAt = (snapshot: QuizSnapshot) => snapshot.context.resultsAt

/**
 * What drove the score: the answers that add to the risk and the visitor's priority, as question
 * numbers and values (no copy); answers of one value in the order of `ranking`, the copy's
 * (`driversOf` in quiz.rules.ts).
 */
export const selectScoreDrivers = (snapshot: QuizSnapshot, ranking: readonly number[]) =>
  driversOf(snapshot.context.answers, ranking)
