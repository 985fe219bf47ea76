/**
 * The generated quiz paths (machines/quiz/quiz.model.ts) run against the machine alone: each
 * event is sent to an actor, each state is checked through the selectors the views use.
 */
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { quizMachine } from '../machines/quiz/quiz.machine'
import {
  describeQuizPath,
  type ExpectedQuizScreen,
  type QuizDriver,
  type QuizSnapshot,
  quizPathParams,
  quizPaths,
} from '../machines/quiz/quiz.model'
import {
  selectChosenValue,
  selectIsAcceptingAnswers,
  selectProgressPercent,
  selectQuestionNumber,
  selectScore,
  selectScreen,
  selectTier,
} from '../machines/quiz/quiz.selectors'

/** What the quiz's views read of a snapshot, through the selectors beside the machine. */
const quizSeen = (snapshot: QuizSnapshot) => ({
  screen: selectScreen(snapshot),
  /** The results are the machine's final state: no event leads anywhere from them. */
  final: snapshot.status === 'done',
  questionNumber: selectQuestionNumber(snapshot),
  percent: selectProgressPercent(snapshot),
  acceptsAnswers: selectIsAcceptingAnswers(snapshot),
  chosen: selectChosenValue(snapshot),
  score: selectScore(snapshot),
  tier: selectTier(snapshot),
})

/** Sends each event to an actor and checks each state through the views' selectors. */
function machineDriver(): QuizDriver {
  const scrollToTop = vi.fn()
  const showChoice = vi.fn()
  const actor = createActor(quizMachine.provide({ actions: { scrollToTop, showChoice } })).start()
  let previous: ExpectedQuizScreen | undefined
  let scrollsSoFar = 0
  let beatsSoFar = 0
  return {
    start: () => actor.send({ type: 'quiz.start' }),
    settle: () => actor.send({ type: 'scroll.settled' }),
    showChoice: () => actor.send({ type: 'answer.shown' }),
    answer: (value) => actor.send({ type: 'answer.select', value }),
    expectScreen: (expected) => {
      const onQuestion = expected.screen === 'question'
      const onResults = expected.screen === 'results'
      expect(quizSeen(actor.getSnapshot())).toMatchObject({
        screen: expected.screen,
        final: onResults,
        chosen: expected.chosen,
        ...(onQuestion && {
          questionNumber: expected.questionNumber,
          percent: expected.percent,
          acceptsAnswers: !expected.settling && expected.chosen === undefined,
        }),
        ...(onResults && { score: expected.score, tier: expected.tier }),
      })
      // Every change of screen, a new question included, scrolls to the top, once.
      const moved =
        previous !== undefined &&
        (previous.screen !== expected.screen || previous.questionNumber !== expected.questionNumber)
      expect(scrollToTop.mock.calls.length - scrollsSoFar).toBe(moved ? 1 : 0)
      scrollsSoFar = scrollToTop.mock.calls.length
      // A chosen answer starts its beat once, when it is chosen.
      const chose = expected.chosen !== undefined && previous?.chosen === undefined
      expect(showChoice.mock.calls.length - beatsSoFar).toBe(chose ? 1 : 0)
      beatsSoFar = showChoice.mock.calls.length
      previous = expected
    },
  }
}

describe('quiz paths on the machine', () => {
  it.each(quizPaths.map((path) => [describeQuizPath(path), path] as const))(
    '%s',
    async (_, path) => {
      await path.test(quizPathParams(machineDriver()))
    },
  )
})

describe('the quiz machine, by the spec', () => {
  // The paths are generated from the machine itself: what it must ignore is written out here.
  it('ignores an answer while the page scrolls to a question, and takes one once it has settled', () => {
    const quiz = createActor(quizMachine).start()
    quiz.send({ type: 'quiz.start' })
    quiz.send({ type: 'answer.select', value: 2 })
    expect(quiz.getSnapshot().context.answers).toEqual([])
    quiz.send({ type: 'scroll.settled' })
    quiz.send({ type: 'answer.select', value: 2 })
    expect(quiz.getSnapshot().context.answers).toEqual([2])
  })
})
