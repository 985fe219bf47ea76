/**
 * The machines page's quiz (lab/quiz.ts), in Node: eight answers entered at once give the
 * result the quiz machine itself gives them, in the results screen's words, for every one of the
 * 3^8 = 6,561 answer sets; answers are read as a product person types them; an answer off the
 * options is refused by the machine, not the page. The machine is played here on its own, by
 * XState's pure transitions and the events the site sends (tests/quiz.model.test.ts holds it to
 * the spec's tables); e2e/machines-page.spec.ts plays the page's quiz in the three engines.
 */
import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, initialTransition, transition } from 'xstate'
import {
  answerQuiz,
  type PlayedAnswers,
  parseAnswers,
  playAnswers,
  quizRulesTable,
  resultWords,
  startedQuiz,
} from '../lab/quiz'
import type { QuizEvent } from '../machines/quiz/quiz.events'
import { quizMachine } from '../machines/quiz/quiz.machine'
import { choiceBeatOver } from '../machines/quiz/quiz.persistence'
import {
  selectScore,
  selectScoreDrivers,
  selectScreen,
  selectTier,
} from '../machines/quiz/quiz.selectors'
import { quizSpec, scoresByTier } from '../spec/figures'
import { quizQuestions } from '../src/content/quiz'
import { driverLine, quizResults } from '../src/content/quiz-results'
import { questionSign } from '../src/content/quiz-signs'

type QuizSnapshot = ReturnType<typeof quizMachine.resolveState>

const send = (snapshot: QuizSnapshot, event: QuizEvent) =>
  transition(quizMachine, snapshot, event)[0]

/** The words of answer `value` to question `question` (1-based), from the content. */
const optionOf = (question: number, value: number) =>
  quizQuestions[question - 1]?.options.find((each) => each.value === value)?.label ?? ''

/** The machine's result for its answers, in the results screen's words (from the content). */
function machineResult(machine: QuizSnapshot, answers: readonly number[]) {
  expect(selectScreen(machine)).toBe('results')
  const tier = selectTier(machine)
  const { causes } = selectScoreDrivers(machine, quizResults.drivers.ranking)
  const { drivers } = quizResults
  const last = quizSpec.questions
  return {
    badge: quizResults.scoreBadge(selectScore(machine)),
    title: quizResults.tiers[tier].title,
    subtitle: quizResults.tiers[tier].subtitle,
    driversHeading: drivers.heading,
    causes: causes.map(({ question, value }) => ({
      sign: questionSign(question),
      line: driverLine(question, value),
    })),
    none: causes.length ? undefined : drivers.none,
    priority: `${drivers.priority.label}: ${drivers.priority.text(optionOf(last, answers[last - 1] ?? 0))}`,
    nextStep: drivers.nextStep[tier],
  }
}

/**
 * Every answer set of the spec (8 answers, each 1, 2 or 3), walked as a tree: each answer given
 * once per prefix, on the page's quiz (`page`) and on the machine alone (`machine`, the events
 * the site sends), each leaf an answer set with both snapshots.
 */
function* everyAnswerSet(
  answers: number[],
  page: AnyMachineSnapshot,
  machine: QuizSnapshot,
): Generator<{ answers: number[]; page: AnyMachineSnapshot; machine: QuizSnapshot }> {
  if (answers.length === quizSpec.questions) {
    yield { answers, page, machine }
    return
  }
  const ready = send(machine, { type: 'scroll.settled' })
  for (const value of quizSpec.optionValues) {
    const chosen = send(ready, { type: 'answer.select', value })
    yield* everyAnswerSet(
      [...answers, value],
      answerQuiz(page, value),
      send(chosen, choiceBeatOver),
    )
  }
}

const resultOf = (played: PlayedAnswers) => (played.ended === 'results' ? played.result : played)

describe('eight answers at once', () => {
  it('give the machine’s own result, in the results screen’s words, for each of the 6,561 answer sets', () => {
    const machineStarted = send(initialTransition(quizMachine)[0], { type: 'quiz.start' })
    let sets = 0
    for (const { answers, page, machine } of everyAnswerSet([], startedQuiz(), machineStarted)) {
      sets += 1
      expect(resultWords(page), answers.join(' ')).toEqual(machineResult(machine, answers))
    }
    expect(sets).toBe(quizSpec.optionValues.length ** quizSpec.questions)
  })

  it('are read as typed, with spaces, commas or none, and played one tap each from START', () => {
    expect(parseAnswers('1 1 1 1 1 1 1 1')).toEqual([1, 1, 1, 1, 1, 1, 1, 1])
    expect(parseAnswers('3, 2, 1, 3, 3, 2, 1, 2')).toEqual([3, 2, 1, 3, 3, 2, 1, 2])
    expect(parseAnswers('33333333')).toEqual([3, 3, 3, 3, 3, 3, 3, 3])
    // Played, they give what the quiz tapped through gives (the 6,561 sets above).
    const answers = [3, 2, 1, 3, 3, 2, 1, 2]
    const tapped = answers.reduce((page, value) => answerQuiz(page, value), startedQuiz())
    expect(playAnswers(answers)).toEqual({ ended: 'results', answers, result: resultWords(tapped) })
  })

  it('the machine refuses an answer off the options; fewer or more than eight are not played', () => {
    expect(resultOf(playAnswers(parseAnswers('3 2 4 3 3 2 1 2')))).toEqual({
      ended: 'refused',
      question: 3,
      value: 4,
    })
    expect(resultOf(playAnswers(parseAnswers('0 2 1 3 3 2 1 2')))).toMatchObject({ question: 1 })
    expect(playAnswers(parseAnswers('3 2 1'))).toEqual({ ended: 'count', given: 3 })
    expect(playAnswers(parseAnswers('321332121'))).toEqual({ ended: 'count', given: 9 })
    expect(playAnswers(parseAnswers(''))).toEqual({ ended: 'count', given: 0 })
  })
})

describe("the quiz's rules", () => {
  it('are the spec’s: eight questions worth 1 to 3, scores 8 to 24, the risk levels’ ranges', () => {
    const [questions, score, ...rest] = quizRulesTable()
    const { low, moderate, high } = quizResults.scale.labels
    const span = (scores: readonly number[]) => `${scores[0]}–${scores.at(-1)}`
    expect(questions?.value).toMatch(/^8, .* 1–3$/)
    expect(score?.value).toMatch(/ 8–24$/)
    expect(rest.slice(0, 3)).toEqual([
      { rule: low, value: span(scoresByTier.low) },
      { rule: moderate, value: span(scoresByTier.moderate) },
      { rule: high, value: span(scoresByTier.high) },
    ])
  })
})
