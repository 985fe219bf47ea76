/**
 * The quiz's pure rules at their edges: which answers count, the score and the tier cutoffs, one
 * fast check per boundary, so each rule is told apart without running the whole quiz; and which
 * answers the results name as what drove the score, read through the selector the view reads.
 */
import { describe, expect, it } from 'vitest'
import { replay } from '../machines/quiz/quiz.persistence'
import { isAnswerValue, maxScore, minScore, scoreOf, tierOf } from '../machines/quiz/quiz.rules'
import { selectAnswers, selectScoreDrivers } from '../machines/quiz/quiz.selectors'
import { quizSpec, scoresByTier } from '../spec/figures'
import { quizQuestions } from '../src/content/quiz'
import { driverLine, quizResults } from '../src/content/quiz-results'
import { questionSign } from '../src/content/quiz-signs'

describe('quiz rules at their boundaries', () => {
  it('takes exactly the option values 1, 2 and 3 as answers', () => {
    const values = [...new Set(quizQuestions.flatMap((q) => q.options.map((o) => o.value)))]
    for (const value of values) expect(isAnswerValue(value), String(value)).toBe(true)
    for (const value of [0, 4, -1, 1.5, 2.5, 3.0001, 0.9999, Number.NaN, Infinity, -Infinity]) {
      expect(isAnswerValue(value), String(value)).toBe(false)
    }
    for (const value of ['2', null, undefined, true, [2], { value: 2 }]) {
      expect(isAnswerValue(value), JSON.stringify(value) ?? 'undefined').toBe(false)
    }
  })

  it('scores the sum of the answers', () => {
    expect(scoreOf([])).toBe(0)
    expect(scoreOf([3])).toBe(3)
    expect(scoreOf([1, 2, 3, 1, 2, 3, 1, 2])).toBe(15)
  })

  it('puts each score in the tier the spec gives it', () => {
    for (const [tier, scores] of Object.entries(scoresByTier)) {
      for (const score of scores) expect(tierOf(score), String(score)).toBe(tier)
    }
  })

  it('ranges from 8 to 24, and the badge says so', () => {
    expect(minScore).toBe(quizSpec.minScore)
    expect(maxScore).toBe(quizSpec.maxScore)
    expect(quizResults.scoreBadge(17)).toBe('High Risk Score: 17/24')
  })
})

/** Takes the quiz machine (effects stubbed) through `answers` to its results. */
function resultsAfter(answers: readonly number[]) {
  const results = replay(answers).at(-1)
  if (!results) throw new Error('the quiz has no snapshot')
  return results
}

/**
 * What drove the score, by hand: the answers above 1 to questions 1-7 (those add to the risk),
 * the heaviest first, at most three; answers of one value the most telling first, in the copy's
 * ranking (7 a diagnosis, 5 normal bloodwork while unwell, 1 tiredness, 3 weight at the middle,
 * 4 night cravings, 2 brain fog, 6 caffeine), never in question order; question 8 (how urgent it
 * is for the visitor) apart, as their priority, never a cause.
 */
const driversByAnswers: [answers: number[], causes: string, priority: number][] = [
  [[3, 1, 1, 1, 3, 1, 1, 1], 'Q5=3 Q1=3', 1],
  [[1, 1, 1, 1, 1, 1, 1, 3], '', 3],
  [[1, 2, 1, 1, 1, 1, 1, 1], 'Q2=2', 1],
  [[2, 2, 2, 2, 2, 2, 2, 2], 'Q7=2 Q5=2 Q1=2', 2],
  [[3, 3, 3, 3, 3, 3, 3, 3], 'Q7=3 Q5=3 Q1=3', 3],
  [[2, 2, 2, 2, 2, 2, 3, 3], 'Q7=3 Q5=2 Q1=2', 3],
  // A 3 outweighs any 2, wherever it stands: caffeine (6), last in the ranking, comes first.
  [[2, 2, 2, 2, 2, 3, 2, 1], 'Q6=3 Q7=2 Q5=2', 1],
  // Without 7, 5 and 1: weight at the middle, then night cravings, then brain fog.
  [[1, 2, 2, 2, 1, 2, 1, 2], 'Q3=2 Q4=2 Q2=2', 2],
  [[1, 3, 1, 3, 1, 3, 1, 3], 'Q4=3 Q2=3 Q6=3', 3],
]

describe('what drove the score', () => {
  it.each(driversByAnswers)('answers %j: causes %j, priority %j', (answers, causes, priority) => {
    const results = resultsAfter(answers)
    expect(results.matches('results')).toBe(true)
    const drivers = selectScoreDrivers(results, quizResults.drivers.ranking)
    const named = drivers.causes.map(({ question, value }) => `Q${question}=${value}`)
    expect([named.join(' '), drivers.priority]).toEqual([causes, { question: 8, value: priority }])
    expect(selectAnswers(results)).toEqual(answers)
  })
})

describe('how the results word what drove the score', () => {
  it('ranks every question that names a sign once, and never the priority question', () => {
    const signed = quizQuestions
      .filter((question) => questionSign(question.id))
      .map((question) => question.id)
    expect([...quizResults.drivers.ranking].sort()).toEqual(signed)
    expect(quizResults.drivers.ranking).not.toContain(8)
  })

  it.each([
    [1, 2, 'Some days you wake up tired, however long you slept.'],
    [1, 3, 'Almost every day you wake up tired, however long you slept.'],
    [5, 2, 'Once, your bloodwork came back normal while you felt unwell.'],
    [5, 3, 'Time and again, your bloodwork came back normal while you felt unwell.'],
    [7, 2, 'A close family member has type 2 diabetes, prediabetes or insulin resistance.'],
    [7, 3, 'You have been diagnosed with type 2 diabetes, prediabetes or insulin resistance.'],
    [1, 1, ''],
    [8, 3, ''],
  ])('question %i answered %i reads %j', (question, value, line) => {
    expect(driverLine(question, value)).toBe(line)
  })

  it('gives each sign question a line of its own for each answer that adds to the risk', () => {
    const lines = quizQuestions
      .filter((question) => questionSign(question.id))
      .flatMap((question) => [driverLine(question.id, 2), driverLine(question.id, 3)])
    expect(lines.every(Boolean)).toBe(true)
    expect(new Set(lines).size).toBe(lines.length)
  })
})
