// @vitest-environment node
/**
 * The quiz's pure rules at their edges (spec §3 and §5), one fast check per boundary, so that
 * mutation testing can tell each rule apart without running the whole quiz.
 */
import { describe, expect, it } from 'vitest'
import { isAnswerValue, maxScore, minScore, scoreOf, tierOf } from '../machines/quiz/quiz.rules'
import { quizQuestions } from '../src/content/quiz'

/** Spec §5: 10 or less is Low, 11 to 18 Moderate, above 18 High; scores run from 8 to 24. */
const spec = { lowMax: 10, moderateMax: 18, min: 8, max: 24 } as const

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
    expect(tierOf(spec.min)).toBe('low')
    expect(tierOf(spec.lowMax)).toBe('low')
    expect(tierOf(spec.lowMax + 1)).toBe('moderate')
    expect(tierOf(spec.moderateMax)).toBe('moderate')
    expect(tierOf(spec.moderateMax + 1)).toBe('high')
    expect(tierOf(spec.max)).toBe('high')
  })

  it('ranges from 8 to 24', () => {
    expect(minScore).toBe(spec.min)
    expect(maxScore).toBe(spec.max)
  })
})
