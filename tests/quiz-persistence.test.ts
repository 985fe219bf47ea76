/**
 * What the quiz resumes from the text its tab kept (machines/quiz/quiz.persistence.ts): every
 * snapshot a real run passes through comes back at the screen the visitor was on, with the same
 * answers; text that is corrupt, from another version of the machine or tampered with comes back
 * as nothing to resume, so the quiz starts at the intro. Each case is written out: the answers,
 * the state and the screen expected.
 */
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import type { QuizEvent } from '../machines/quiz/quiz.events'
import { quizMachine } from '../machines/quiz/quiz.machine'
import {
  choiceBeatOver,
  keptText,
  quizSnapshotVersion,
  resumableQuiz,
  storedQuiz,
} from '../machines/quiz/quiz.persistence'
import { selectQuestionNumber, selectScore, selectScreen } from '../machines/quiz/quiz.selectors'

type QuizSnapshot = SnapshotFrom<typeof quizMachine>

/** The actor after `events`, sent to the machine from its start. */
function after(events: QuizEvent[]) {
  const actor = createActor(quizMachine).start()
  for (const event of events) if (actor.getSnapshot().status === 'active') actor.send(event)
  return actor
}

/** The text the page keeps after `events`, or null when it keeps nothing. */
const keptAfter = (events: QuizEvent[]) => keptText(after(events).getSnapshot())

/** The results' snapshot after `answers`, stored as a question's is (an older build kept them). */
const storedResults = (answers: number[]) =>
  storedQuiz(after(answering(answers)).getPersistedSnapshot())

/** The events of a visitor who starts and gives `answers`, each once the page is ready for it. */
const answer = (value: number): QuizEvent => ({ type: 'answer.select', value })

function answering(answers: number[]): QuizEvent[] {
  return [
    { type: 'quiz.start' },
    { type: 'scroll.settled' },
    ...answers.flatMap((value): QuizEvent[] => [
      answer(value),
      choiceBeatOver,
      { type: 'scroll.settled' },
    ]),
  ]
}

/** What the visitor sees once resumed: the screen, the question number or the score. */
function seenAfterResume(text: string | null) {
  const snapshot = resumableQuiz(text)
  if (!snapshot) return 'intro, afresh'
  const actor = createActor(quizMachine, { snapshot }).start()
  const resumed: QuizSnapshot = actor.getSnapshot()
  return {
    screen: selectScreen(resumed),
    question: selectQuestionNumber(resumed),
    takesAnswers: resumed.matches({ question: 'ready' }),
    answers: resumed.context.answers,
    score: selectScore(resumed),
  }
}

/**
 * A change to the kept JSON, as the fields it sets: nested objects change the kept one's fields
 * in turn, and `undefined` removes a field.
 */
type Patch = Record<string, unknown>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function patched(target: Record<string, unknown>, patch: Patch): void {
  for (const [field, value] of Object.entries(patch)) {
    const kept = target[field]
    if (value === undefined) delete target[field]
    else if (isRecord(value) && isRecord(kept)) patched(kept, value)
    else target[field] = value
  }
}

/** The kept text of `events`, its JSON changed by `patch`. */
function tampered(events: QuizEvent[], patch: Patch): string {
  const kept = JSON.parse(keptAfter(events) ?? '')
  patched(kept, patch)
  return JSON.stringify(kept)
}

describe('resuming the quiz from what the tab kept', () => {
  it.each([
    ['question 1, in place', answering([]), 1, []],
    ['question 4, in place', answering([3, 1, 2]), 4, [3, 1, 2]],
    ['question 8, in place', answering([1, 1, 1, 1, 1, 1, 3]), 8, [1, 1, 1, 1, 1, 1, 3]],
    ['question 1 while the page scrolls to it', [{ type: 'quiz.start' }], 1, []],
    ['question 3 while its answer is shown', [...answering([2, 2]), answer(3)], 4, [2, 2, 3]],
    [
      'question 5 while the page scrolls to it',
      answering([1, 2, 3, 1]).slice(0, -1),
      5,
      [1, 2, 3, 1],
    ],
  ] as const)(
    '%s: the same question, taking answers, with the same answers',
    (_, events, question, answers) => {
      expect(seenAfterResume(keptAfter([...events]))).toMatchObject({
        screen: 'question',
        question,
        takesAnswers: true,
        answers,
      })
    },
  )

  it.each([
    ['all 1s', [1, 1, 1, 1, 1, 1, 1, 1]],
    ['all 3s', [3, 3, 3, 3, 3, 3, 3, 3]],
    ['mixed', [3, 1, 2, 3, 1, 2, 3, 1]],
  ])('keeps nothing on the results (%s): a reload is the way back to the intro', (_, answers) => {
    expect(keptAfter(answering(answers))).toBeNull()
    expect(seenAfterResume(storedResults(answers))).toBe('intro, afresh')
  })

  it('resumes the results when the last answer was still being shown', () => {
    const events = answering([2, 2, 2, 2, 2, 2, 2, 2]).slice(0, -2)
    expect(seenAfterResume(keptAfter(events))).toMatchObject({ screen: 'results', score: 16 })
  })

  it('has nothing to resume at the intro, or when nothing was kept', () => {
    expect(seenAfterResume(keptAfter([]))).toBe('intro, afresh')
    expect(seenAfterResume(null)).toBe('intro, afresh')
  })

  it.each(['', '{', 'null', '[]', '"question"', '42', '{"version":', '{"snapshot":{}}'])(
    'drops text that is not a kept quiz: %j',
    (text) => {
      expect(seenAfterResume(text)).toBe('intro, afresh')
    },
  )

  const three = answering([2, 3, 1])
  it.each<[string, Patch]>([
    ['another version', { version: 'older-build' }],
    ['no version', { version: undefined }],
    ['no snapshot', { snapshot: undefined }],
    ['no context', { snapshot: { context: undefined } }],
    ['answers not a list', { snapshot: { context: { answers: 231 } } }],
    ['an answer above 3', { snapshot: { context: { answers: [2, 4, 1] } } }],
    ['an answer of 0', { snapshot: { context: { answers: [2, 0, 1] } } }],
    ['an answer between options', { snapshot: { context: { answers: [2, 2.5, 1] } } }],
    ['an answer as text', { snapshot: { context: { answers: [2, '3', 1] } } }],
    ['an answer missing', { snapshot: { context: { answers: [2, null, 1] } } }],
    ['an unknown state', { snapshot: { value: { question: 'review' } } }],
    ['an unknown screen', { snapshot: { value: 'checkout' } }],
    ['the intro with answers', { snapshot: { value: 'intro' } }],
    ['the results after three answers', { snapshot: { value: 'results', status: 'done' } }],
    ['an unknown status', { snapshot: { status: 'error' } }],
    ['a field the machine never keeps', { snapshot: { context: { score: 24 } } }],
    ['a child actor', { snapshot: { children: { x: { src: 'y' } } } }],
    ['more answers than questions', { snapshot: { context: { answers: Array(9).fill(3) } } }],
    ['a hundred thousand answers', { snapshot: { context: { answers: Array(100_000).fill(3) } } }],
    [
      'the results with a ninth answer',
      { snapshot: { value: 'results', status: 'done', context: { answers: Array(9).fill(3) } } },
    ],
    // An answer being shown has been recorded: a state the machine never has with no answers.
    [
      'a chosen answer and no answer kept',
      { snapshot: { value: { question: 'chosen' }, context: { answers: [] } } },
    ],
  ])('drops a kept quiz with %s', (_, patch) => {
    expect(seenAfterResume(keptAfter(three)), 'untampered, it resumes').not.toBe('intro, afresh')
    expect(seenAfterResume(tampered(three, patch))).toBe('intro, afresh')
  })

  it('keys the kept text by a version of the machine', () => {
    expect(JSON.parse(keptAfter(answering([1])) ?? '').version).toBe(quizSnapshotVersion)
    expect(quizSnapshotVersion).toMatch(/^[0-9a-z]+$/)
  })
})
