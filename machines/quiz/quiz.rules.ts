import { quizRules } from './quiz.machine'

// The counts and the answer rule live in the machine's file, so that Stately's tools open it as it
// is (they accept imports from xstate alone); what is worked out from them lives here.
export { isAnswerValue, quizRules } from './quiz.machine'

export type RiskTier = 'low' | 'moderate' | 'high'

export const minScore = quizRules.questionCount * quizRules.minAnswerValue
export const maxScore = quizRules.questionCount * quizRules.maxAnswerValue

export function scoreOf(answers: readonly number[]): number {
  return answers.reduce((sum, value) => sum + value, 0)
}

export function tierOf(score: number): RiskTier {
  if (score <= quizRules.lowMaxScore) return 'low'
  if (score <= quizRules.moderateMaxScore) return 'moderate'
  return 'high'
}

/** An answer that weighed on the score: its question (1-based) and its value. */
interface ScoreDriver {
  question: number
  value: number
}

/** What drove a score: the answers that add to the risk, and the visitor's own priority. */
export interface ScoreFactors {
  /**
   * The answers that weighed most: those above the lowest value, the priority question's aside,
   * the heaviest first, answers of one value in the order of `ranking`, at most `maxDrivers`.
   * None when every such answer was the lowest.
   */
  causes: ScoreDriver[]
  /** The answer to the priority question, once it is given. */
  priority: ScoreDriver | undefined
}

/**
 * What drove the score for `answers`. `ranking` (question numbers, the most telling first) orders
 * answers of one value, so that ties name what says the most, never merely what was asked first;
 * the copy owns it (`drivers.ranking` in src/content/quiz-results.ts), and names every question
 * but the priority one (tests/quiz-rules.test.ts holds it to that).
 */
export function driversOf(answers: readonly number[], ranking: readonly number[]): ScoreFactors {
  const given = answers.map((value, index) => ({ question: index + 1, value }))
  const place = (question: number) => ranking.indexOf(question)
  return {
    causes: given
      .filter(
        (answer) =>
          answer.question !== quizRules.priorityQuestion && answer.value > quizRules.minAnswerValue,
      )
      .sort((a, b) => b.value - a.value || place(a.question) - place(b.question))
      .slice(0, quizRules.maxDrivers),
    priority: given.find((answer) => answer.question === quizRules.priorityQuestion),
  }
}
