/**
 * The generated quiz paths (machines/quiz/quiz.model.ts) run against the machine alone: each
 * event is sent to an actor, the chosen answer's beat runs on a simulated clock, and each state
 * is checked through the selectors the views use and the page's effects the machine asked for.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor, SimulatedClock, transition } from 'xstate'
import { choiceBeatMs, quizMachine } from '../machines/quiz/quiz.machine'
import {
  describeQuizPath,
  type ExpectedQuizScreen,
  expectedAfterReload,
  heldTapPaths,
  playQuizPath,
  type QuizDriver,
  type QuizSnapshot,
  quizPaths,
} from '../machines/quiz/quiz.model'
import { keptText, resumableQuiz } from '../machines/quiz/quiz.persistence'
import {
  selectChosenValue,
  selectIsAcceptingAnswers,
  selectProgressPercent,
  selectQuestionNumber,
  selectResultsAt,
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

/** What the views read of `snapshot` is what the spec says a visitor sees at `expected`. */
function expectSeen(snapshot: QuizSnapshot, expected: ExpectedQuizScreen) {
  const onQuestion = expected.screen === 'question'
  const onResults = expected.screen === 'results'
  expect(quizSeen(snapshot)).toMatchObject({
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
}

/** The quiz a reload shows after `snapshot`: resumed from what the tab kept, or a fresh one. */
function reloaded(snapshot: QuizSnapshot): QuizSnapshot {
  const kept = resumableQuiz(keptText(snapshot))
  return createActor(quizMachine, kept && { snapshot: kept })
    .start()
    .getSnapshot()
}

/** The moment the simulated clock and `Date` read when the results are reached. */
const resultsMoment = Date.UTC(2026, 10, 24, 14, 30)

/**
 * Sends each event to an actor, lets the chosen answer's beat run on a simulated clock, and checks
 * each state through the views' selectors and the effects the machine asked the page for.
 */
function machineDriver(): QuizDriver & { snapshot: () => QuizSnapshot } {
  const scrollToTop = vi.fn()
  const announceResults = vi.fn()
  const clock = new SimulatedClock()
  const actor = createActor(
    quizMachine.provide({
      // The page's clock, as src/actors/quiz.ts gives it.
      actions: {
        scrollToTop,
        announceResults,
        stampResults: assign({ resultsAt: () => Date.now() }),
      },
    }),
    {
      clock,
    },
  ).start()
  let previous: ExpectedQuizScreen | undefined
  let scrollsSoFar = 0
  const beatLeft = () => {
    const value = JSON.stringify(actor.getSnapshot().value)
    clock.increment(choiceBeatMs - 1)
    // One millisecond short of the beat, the answer still shows.
    expect(JSON.stringify(actor.getSnapshot().value)).toBe(value)
    vi.setSystemTime(resultsMoment)
    clock.increment(1)
  }
  return {
    snapshot: () => actor.getSnapshot(),
    start: () => actor.send({ type: 'quiz.start' }),
    handOver: (answers) => actor.send({ type: 'taps.handOver', answers: [...answers] }),
    settle: () => actor.send({ type: 'scroll.settled' }),
    endBeat: beatLeft,
    answer: (value) => actor.send({ type: 'answer.select', value }),
    expectScreen: (expected) => {
      const onResults = expected.screen === 'results'
      expectSeen(actor.getSnapshot(), expected)
      // Every change of screen, a new question included, scrolls to the top, once.
      const moved =
        previous !== undefined &&
        (previous.screen !== expected.screen || previous.questionNumber !== expected.questionNumber)
      expect(scrollToTop.mock.calls.length - scrollsSoFar).toBe(moved ? 1 : 0)
      scrollsSoFar = scrollToTop.mock.calls.length
      // The results are announced to their loader once, as they are reached, and dated then.
      expect(announceResults).toHaveBeenCalledTimes(onResults ? 1 : 0)
      expect(selectResultsAt(actor.getSnapshot())).toBe(onResults ? resultsMoment : undefined)
      previous = expected
    },
  }
}

describe('quiz paths on the machine', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  it.each([...quizPaths, ...heldTapPaths].map((path) => [describeQuizPath(path), path] as const))(
    '%s',
    (_, path) => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const driver = machineDriver()
      playQuizPath(path, driver)
      // Then a reload: mid-quiz it resumes; at the intro or on the results, a fresh quiz.
      expectSeen(reloaded(driver.snapshot()), expectedAfterReload(path.state))
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

  // No path leads back to the intro, so no path can start over: a quiz resolved at the intro
  // with answers kept from before is the one way to see a START drop them.
  it('starts afresh: a START at an intro that kept answers opens question 1 with none', () => {
    const kept = quizMachine.resolveState({
      value: 'intro',
      context: { answers: [3, 3], resultsAt: resultsMoment },
    })
    const [started] = transition(quizMachine, kept, { type: 'quiz.start' })
    expect(started.value).toEqual({ question: 'settling' })
    expect(started.context).toEqual({ answers: [], resultsAt: undefined })
  })

  it('takes over held answers that are options, at most up to the last question', () => {
    const intro = quizMachine.resolveState({ value: 'intro', context: { answers: [] } })
    const handOver = (answers: number[]) =>
      transition(quizMachine, intro, { type: 'taps.handOver', answers })[0]
    expect(handOver([3, 5, 0]).context.answers).toEqual([3])
    expect(handOver([1, 1, 1, 1, 1, 1, 1, 1, 1]).context.answers).toEqual([1, 1, 1, 1, 1, 1, 1])
    expect(handOver([]).value).toEqual({ question: 'settling' })
  })
})
