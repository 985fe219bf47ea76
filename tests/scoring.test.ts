// @vitest-environment node
/**
 * Every way to answer the quiz: 3^8 = 6,561 answer lists. The score is the sum of the answers and
 * the tier follows the product's cutoffs (10 or less Low, 11-18 Moderate, above 18 High). The
 * expectations are worked out here from those figures, not taken from the code under test.
 */
import { describe, expect, it } from 'vitest'
import { initialTransition, type SnapshotFrom, transition } from 'xstate'
import { quizMachine } from '../machines/quiz/quiz.machine'
import { maxScore, minScore, scoreOf, tierOf } from '../machines/quiz/quiz.rules'
import { selectScore, selectScreen, selectTier } from '../machines/quiz/quiz.selectors'
import { quizResults } from '../src/content/quiz'
import { tierBySpec } from './support/spec'

/** 8 questions, each answered 1, 2 or 3. */
const questions = 8
const values = [1, 2, 3]

function* allAnswerLists(): Generator<number[]> {
  const total = values.length ** questions
  for (let n = 0; n < total; n++) {
    const answers: number[] = []
    let rest = n
    for (let q = 0; q < questions; q++) {
      answers.push(values[rest % values.length] as number)
      rest = Math.floor(rest / values.length)
    }
    yield answers
  }
}

const lists = [...allAnswerLists()]

describe('scoring over all 3^8 answer combinations', () => {
  it('enumerates 6,561 distinct answer lists', () => {
    expect(lists).toHaveLength(6561)
    expect(new Set(lists.map((answers) => answers.join(''))).size).toBe(6561)
  })

  it('scores each as the sum of its answers and tiers it by the spec cutoffs', () => {
    const wrong: string[] = []
    for (const answers of lists) {
      let sum = 0
      for (const value of answers) sum += value
      if (scoreOf(answers) !== sum) wrong.push(`${answers}: score ${scoreOf(answers)}, not ${sum}`)
      if (tierOf(sum) !== tierBySpec(sum))
        wrong.push(`${sum}: ${tierOf(sum)}, not ${tierBySpec(sum)}`)
    }
    expect(wrong).toEqual([])
  })

  it('ranges from 8 to 24, with the cutoffs where the spec puts them', () => {
    const scores = lists.map(scoreOf)
    expect(Math.min(...scores)).toBe(8)
    expect(Math.max(...scores)).toBe(24)
    expect([minScore, maxScore]).toEqual([8, 24])
    expect([10, 11, 18, 19].map(tierOf)).toEqual(['low', 'moderate', 'moderate', 'high'])
  })

  // The only check that sends every list through the machine itself, so it is exhaustive, not
  // sampled: 19,680 transitions (depth first, each list sharing its prefix's), 0.5-1.2 s on an
  // idle 2-core machine, but 8.4 s once while browser tests and benchmarks shared the CPU, over
  // Vitest's default 5 s. The explicit 30 s timeout is 3.5 times that slowest run.
  it('the machine shows the same score and tier after the 8th answer, whatever the answers', () => {
    const wrong: string[] = []
    let reached = 0
    const walk = (snapshot: SnapshotFrom<typeof quizMachine>, answers: number[], sum: number) => {
      if (answers.length === questions) {
        reached++
        const seen = [selectScreen(snapshot), selectScore(snapshot), selectTier(snapshot)]
        const expected = ['results', sum, tierBySpec(sum)]
        if (seen.join() !== expected.join())
          wrong.push(`${answers}: ${seen} (expected ${expected})`)
        return
      }
      const [ready] = transition(quizMachine, snapshot, { type: 'scroll.settled' })
      for (const value of values) {
        const [chosen] = transition(quizMachine, ready, { type: 'answer.select', value })
        const [next] = transition(quizMachine, chosen, { type: 'answer.shown' })
        walk(next, [...answers, value], sum + value)
      }
    }
    const [intro] = initialTransition(quizMachine)
    walk(transition(quizMachine, intro, { type: 'quiz.start' })[0], [], 0)
    expect(reached).toBe(6561)
    expect(wrong).toEqual([])
  }, 30_000)

  it('badges every score as a high-risk score out of 24', () => {
    for (let score = 8; score <= 24; score++) {
      expect(quizResults.scoreBadge(score)).toBe(`High Risk Score: ${score}/24`)
    }
  })
})
