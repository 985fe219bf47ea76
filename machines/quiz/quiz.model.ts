/**
 * The quiz's generated test paths, shared by two runners: the machine alone
 * (tests/quiz.model.test.ts), through a `QuizDriver` that turns the model's events into sends and
 * checks what the views' selectors read; and the built site in every engine (e2e/paths.spec.ts).
 * The chosen answer's beat is the machine's own delay: a path takes it as a step of its own
 * (`choiceBeatOver`), which the machine test plays on a simulated clock and the browsers on the
 * page's.
 */
import type { SnapshotFrom } from 'xstate'
import { getShortestPaths, type StatePath } from 'xstate/graph'
import { percentBySpec, quizSpec, type TierName, tierBySpec } from '../../spec/figures'
import { pathsBeginningNoOther, withinPathLimit } from '../paths'
import type { MachinePathSet, PathRunner } from '../registry'
import type { QuizEvent } from './quiz.events'
import { quizMachine } from './quiz.machine'
import { choiceBeatOver } from './quiz.persistence'

export type QuizSnapshot = SnapshotFrom<typeof quizMachine>
export type QuizPath = StatePath<QuizSnapshot, QuizEvent>
const totalQuestions = quizSpec.questions
const optionValues = quizSpec.optionValues
/** A value that is not one of the options: a visitor pressing '4', or a bad event. */
export const notAnOption = Math.max(...optionValues) + 1

function answersOf(snapshot: QuizSnapshot): readonly number[] {
  return snapshot.context.answers
}
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
function isSettling(snapshot: QuizSnapshot): boolean {
  return snapshot.matches({ question: 'settling' })
}
function isShowingChoice(snapshot: QuizSnapshot): boolean {
  return snapshot.matches({ question: 'chosen' })
}

/**
 * Which answers the model tries in a state. Valid answers everywhere they are taken; an answer
 * during the scroll and one while the chosen answer shows, at the first question; a value that is
 * not an option at the first question and at the last (where it must not end the quiz). Offering
 * these everywhere would only multiply paths that prove the same thing.
 */
function isOfferedAnswer(snapshot: QuizSnapshot, value: number): boolean {
  if (!snapshot.matches('question')) return false
  const index = answersOf(snapshot).length
  if (isSettling(snapshot)) return index === 0 && value === 1
  if (isShowingChoice(snapshot)) return index === 1 && value === 1
  if ((optionValues as readonly number[]).includes(value)) return true
  const isFirst = index === 0
  const isLastAfterAllOnes = index === totalQuestions - 1 && sum(answersOf(snapshot)) === index
  return isFirst || isLastAfterAllOnes
}

/**
 * A state is identified by its state value, the question index and the score: the order of
 * earlier answers does not change what the visitor sees. An answer that changed nothing is
 * marked, so that the paths take the 'ignored' transitions too.
 */
function serializeQuizState(
  snapshot: QuizSnapshot,
  event?: QuizEvent,
  previous?: QuizSnapshot,
): string {
  const answers = answersOf(snapshot)
  const key = `${JSON.stringify(snapshot.value)} #${answers.length} =${sum(answers)}`
  const ignored =
    event?.type === 'answer.select' &&
    previous !== undefined &&
    answersOf(previous).length === answers.length
  return ignored ? `${key} ignored ${event.value}` : key
}

/**
 * Every event is tried in every state, not only those the state handles, so that an answer
 * while the page scrolls is part of the model. Events a state ignores change nothing and make
 * no new paths, except ignored answers, which `serializeQuizState` marks. The taps held before
 * the JavaScript have paths of their own (`heldTapPaths`).
 */
const everyEvent: readonly QuizEvent[] = [
  { type: 'quiz.start' },
  { type: 'scroll.settled' },
  choiceBeatOver,
  ...[...optionValues, notAnOption].map((value) => ({ type: 'answer.select' as const, value })),
]

/** What a visitor should see in a state, worked out from the spec rather than the selectors. */
export interface ExpectedQuizScreen {
  screen: 'intro' | 'question' | 'results'
  /** On a question: the page is still scrolling and answers are not taken yet. */
  settling: boolean
  /** On a question: the value of the answer shown as chosen, before the next screen comes. */
  chosen: number | undefined
  /** 1-based; on results it is past the last question. */
  questionNumber: number
  /** round(N / 8 x 100) on a question. */
  percent: number
  score: number
  tier: TierName
}

export function expectedScreen(snapshot: QuizSnapshot): ExpectedQuizScreen {
  const answers = answersOf(snapshot)
  const screen = snapshot.matches('results')
    ? 'results'
    : snapshot.matches('question')
      ? 'question'
      : 'intro'
  const chosen = isShowingChoice(snapshot) ? answers[answers.length - 1] : undefined
  const questionNumber = answers.length + (chosen === undefined ? 1 : 0)
  return {
    screen,
    settling: isSettling(snapshot),
    chosen,
    questionNumber,
    percent: percentBySpec(questionNumber),
    score: sum(answers),
    tier: tierBySpec(sum(answers)),
  }
}

/**
 * What a reload shows after `snapshot` (the product decision "The quiz survives a reload"): mid-quiz the
 * same question taking answers, or the one after an answer being shown (the results after the
 * last); on the intro or the results, a fresh quiz at the intro.
 */
export function expectedAfterReload(snapshot: QuizSnapshot): ExpectedQuizScreen {
  const shown = expectedScreen(snapshot)
  if (shown.screen !== 'question')
    return expectedScreen(quizMachine.resolveState({ value: 'intro', context: { answers: [] } }))
  const next = shown.chosen === undefined ? shown.questionNumber : shown.questionNumber + 1
  const toResults = next > totalQuestions
  return {
    ...shown,
    screen: toResults ? 'results' : 'question',
    settling: false,
    chosen: undefined,
    questionNumber: next,
    percent: percentBySpec(next),
  }
}

/** 'start → 1,3,2,1,1,2,3,3 → results (score 16, moderate)'; ignored answers in brackets. */
export function describeQuizPath(path: QuizPath): string {
  const parts: string[] = []
  const answers: string[] = []
  let previous: QuizSnapshot | undefined
  for (const step of path.steps) {
    const { event } = step
    if (event.type === 'quiz.start') parts.push('start')
    if (event.type === 'taps.handOver') {
      const held = event.answers.length ? ` and ${event.answers.join(',')}` : ''
      parts.push(`start${held} tapped before the JavaScript`)
    }
    if (event.type === 'answer.select') {
      if (previous && answersOf(previous).length === answersOf(step.state).length) {
        const why = isSettling(previous)
          ? 'while scrolling'
          : isShowingChoice(previous)
            ? 'while shown'
            : 'not an option'
        answers.push(`[${event.value} ignored, ${why}]`)
      } else answers.push(String(event.value))
    }
    previous = step.state
  }
  if (answers.length) parts.push(answers.join(','))
  const end = expectedScreen(path.state)
  if (end.screen === 'intro') parts.push('intro')
  if (end.screen === 'question') {
    const phase = end.settling ? 'scrolling' : end.chosen ? `${end.chosen} shown` : 'ready'
    parts.push(`question ${end.questionNumber} (${phase})`)
  }
  if (end.screen === 'results') parts.push(`results (score ${end.score}, ${end.tier})`)
  return parts.join(' → ')
}

/**
 * Every path the runners drive: the shortest path to every state, with every event tried in
 * every state. `serializeQuizState` tells apart what a visitor sees (and marks ignored answers),
 * so these paths take every transition (tests/path-coverage.test.ts).
 */
export const quizPaths: QuizPath[] = pathsBeginningNoOther(
  withinPathLimit(
    serializeQuizState,
    (limited) =>
      getShortestPaths(quizMachine, {
        events: (snapshot) =>
          everyEvent.filter(
            (event) => event.type !== 'answer.select' || isOfferedAnswer(snapshot, event.value),
          ),
        ...limited,
      }) as QuizPath[],
  ),
)

/**
 * The paths the browsers run: every path that ends before the results, and of those that end on
 * them, the ones at each tier's lowest and highest score. A browser shows the tier's title for the
 * score the machine gives; which tier each score gets is the machine's rule, which
 * tests/quiz.model.test.ts proves on every path, and the rest of the results screen is
 * tests/quiz.view.test.tsx's.
 */
export function tierEdgePaths(paths: readonly QuizPath[]): QuizPath[] {
  const ends = paths.map((path) => expectedScreen(path.state))
  const edge = (end: ExpectedQuizScreen) => {
    const scores = ends
      .filter((other) => other.screen === 'results' && other.tier === end.tier)
      .map((other) => other.score)
    return end.score === Math.min(...scores) || end.score === Math.max(...scores)
  }
  return paths.filter((_, index) => {
    const end = ends[index]
    return !!end && (end.screen !== 'results' || edge(end))
  })
}

/**
 * The taps held before the quiz's JavaScript ran, handed over: a START alone, and a START with
 * the heaviest answer, each until its question takes answers. Both paths begin with the hand-over,
 * so the browsers stage the taps before the page's JavaScript once per path.
 */
export const heldTapPaths: QuizPath[] = (
  getShortestPaths(quizMachine, {
    events: (snapshot) =>
      snapshot.matches('intro')
        ? [[], [Math.max(...optionValues)]].map((answers) => ({
            type: 'taps.handOver' as const,
            answers,
          }))
        : [{ type: 'scroll.settled' as const }],
    serializeState: serializeQuizState,
  }) as QuizPath[]
).filter((path) => path.steps.at(-1)?.state.matches({ question: 'ready' }))

/** How a runner performs the model's events and checks its states. */
export interface QuizDriver {
  start(): void
  /** A START and `answers` tapped before the JavaScript ran, handed over to the quiz. */
  handOver(answers: readonly number[]): void
  /** Let the scroll to the top finish. */
  settle(): void
  /** Let the beat that shows the chosen answer end. */
  endBeat(): void
  answer(value: number): void
  expectScreen(expected: ExpectedQuizScreen): void
}

/** Plays `path` with `driver`: each step's event, then what its state shows. */
export function playQuizPath(path: QuizPath, driver: QuizDriver): void {
  for (const { event, state } of path.steps) {
    const type: string = event.type
    if (event.type === 'quiz.start') driver.start()
    else if (event.type === 'taps.handOver') driver.handOver(event.answers)
    else if (event.type === 'scroll.settled') driver.settle()
    else if (event.type === 'answer.select') driver.answer(event.value)
    else if (type === choiceBeatOver.type) driver.endBeat()
    driver.expectScreen(expectedScreen(state))
  }
}

/** The registry's path sets (machines/registry.ts). */
export const pathSets = (): MachinePathSet[] => [
  { paths: quizPaths, describe: describeQuizPath },
  { label: 'taps before the JavaScript', paths: heldTapPaths, describe: describeQuizPath },
]
/** The test file that runs the quiz's paths besides the browsers' run every machine has. */
export const alsoRunBy: readonly PathRunner[] = [
  { layer: 'machine', file: 'tests/quiz.model.test.ts' },
]
