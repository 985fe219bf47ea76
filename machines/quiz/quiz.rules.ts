/** Counts and cutoffs of the quiz. The machine knows these, never copy. */
export const quizRules = {
  questionCount: 8,
  minAnswerValue: 1,
  maxAnswerValue: 3,
  /** Highest score that is still 'low'. */
  lowMaxScore: 10,
  /** Highest score that is still 'moderate'; above it is 'high'. */
  moderateMaxScore: 18,
  /** At most this many answers are named as what drove a score. */
  maxDrivers: 3,
  /**
   * The question that asks how urgent it is for the visitor (1-based): it counts in the score,
   * as every answer does, but it is their priority, not a cause of risk.
   */
  priorityQuestion: 8,
} as const

export type RiskTier = 'low' | 'moderate' | 'high'

export const minScore = quizRules.questionCount * quizRules.minAnswerValue
export const maxScore = quizRules.questionCount * quizRules.maxAnswerValue

export function isAnswerValue(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= quizRules.minAnswerValue &&
    value <= quizRules.maxAnswerValue
  )
}

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
   * the heaviest first (ties in question order: the answers come in that order and the sort is
   * stable), at most `maxDrivers`. None when every such answer was the lowest.
   */
  causes: ScoreDriver[]
  /** The answer to the priority question, once it is given. */
  priority: ScoreDriver | undefined
}

export function driversOf(answers: readonly number[]): ScoreFactors {
  const given = answers.map((value, index) => ({ question: index + 1, value }))
  return {
    causes: given
      .filter(
        (answer) =>
          answer.question !== quizRules.priorityQuestion && answer.value > quizRules.minAnswerValue,
      )
      .sort((a, b) => b.value - a.value)
      .slice(0, quizRules.maxDrivers),
    priority: given.find((answer) => answer.question === quizRules.priorityQuestion),
  }
}
