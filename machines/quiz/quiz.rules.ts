/** Counts and cutoffs of the quiz. The machine knows these, never copy. */
export const quizRules = {
  questionCount: 8,
  minAnswerValue: 1,
  maxAnswerValue: 3,
  /** Highest score that is still 'low'. */
  lowMaxScore: 10,
  /** Highest score that is still 'moderate'; above it is 'high'. */
  moderateMaxScore: 18,
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
