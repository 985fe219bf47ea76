/**
 * What the quiz's views read of a snapshot, through the selectors beside the machine: the
 * machine-level tests (tests/quiz.model.test.ts, tests/quiz.property.test.ts) compare this with
 * what the spec says the visitor sees.
 */
import type { QuizSnapshot } from '../../machines/quiz/quiz.model'
import {
  selectChosenValue,
  selectIsAcceptingAnswers,
  selectProgressPercent,
  selectQuestionNumber,
  selectScore,
  selectScreen,
  selectTier,
} from '../../machines/quiz/quiz.selectors'

export function quizSeen(snapshot: QuizSnapshot) {
  return {
    screen: selectScreen(snapshot),
    /** The results are the machine's final state: no event leads anywhere from them. */
    final: snapshot.status === 'done',
    questionNumber: selectQuestionNumber(snapshot),
    percent: selectProgressPercent(snapshot),
    acceptsAnswers: selectIsAcceptingAnswers(snapshot),
    chosen: selectChosenValue(snapshot),
    score: selectScore(snapshot),
    tier: selectTier(snapshot),
  }
}
