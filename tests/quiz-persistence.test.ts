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
import { quizSnapshotVersion, resumableQuiz, storedQuiz } from '../machines/quiz/quiz.persistence'
import { selectQuestionNumber, selectScore, selectScreen } from '../machines/quiz/quiz.selectors'

type QuizSnapshot = SnapshotFrom<typeof quizMachine>

/** The text the page keeps after `events`, sent to the machine from its start. */
function keptAfter(events: QuizEvent[]): string {
  const actor = createActor(quizMachine).start()
  for (const event of events) if (actor.getSnapshot().status === 'active') actor.send(event)
  return storedQuiz(actor.getPersistedSnapshot())
}

/** The events of a visitor who starts and gives `answers`, each once the page is ready for it. */
function answering(answers: number[]): QuizEvent[] {
  return [
    { type: 'quiz.start' },
    { type: 'scroll.settled' },
    ...answers.flatMap((value): QuizEvent[] => [
      { type: 'answer.select', value },
      { type: 'answer.shown' },
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

interface KeptContext {
  answers?: unknown
  score?: number
}
interface KeptSnapshot {
  status?: string
  value?: unknown
  children?: unknown
  context?: KeptContext
}
interface Kept {
  version?: string
  snapshot?: KeptSnapshot
}
/** Changes the kept JSON: the whole, its snapshot, the snapshot's context. */
type Tamper = (parts: { kept: Kept; snapshot: KeptSnapshot; context: KeptContext }) => void

/** The kept text of `events`, its JSON changed by `tamper`. */
function tampered(events: QuizEvent[], tamper: Tamper): string {
  const kept = JSON.parse(keptAfter(events))
  tamper({ kept, snapshot: kept.snapshot, context: kept.snapshot.context })
  return JSON.stringify(kept)
}

describe('resuming the quiz from what the tab kept', () => {
  it.each([
    ['question 1, in place', answering([]), 'question', 1, true, []],
    ['question 4, in place', answering([3, 1, 2]), 'question', 4, true, [3, 1, 2]],
    [
      'question 8, in place',
      answering([1, 1, 1, 1, 1, 1, 3]),
      'question',
      8,
      true,
      [1, 1, 1, 1, 1, 1, 3],
    ],
    ['question 1 while the page scrolls to it', [{ type: 'quiz.start' }], 'question', 1, true, []],
    [
      'question 3 while its answer is shown',
      [...answering([2, 2]), { type: 'answer.select', value: 3 }],
      'question',
      4,
      true,
      [2, 2, 3],
    ],
    [
      'question 5 while the page scrolls to it',
      answering([1, 2, 3, 1]).slice(0, -1),
      'question',
      5,
      true,
      [1, 2, 3, 1],
    ],
  ] as const)(
    '%s: the same question, taking answers, with the same answers',
    (_, events, screen, question, takesAnswers, answers) => {
      expect(seenAfterResume(keptAfter([...events]))).toMatchObject({
        screen,
        question,
        takesAnswers,
        answers,
      })
    },
  )

  it.each([
    ['all 1s', 8, [1, 1, 1, 1, 1, 1, 1, 1]],
    ['all 2s', 16, [2, 2, 2, 2, 2, 2, 2, 2]],
    ['all 3s', 24, [3, 3, 3, 3, 3, 3, 3, 3]],
    ['mixed', 16, [3, 1, 2, 3, 1, 2, 3, 1]],
  ])('the results (%s) with the same answers and score, %i', (_, score, answers) => {
    expect(seenAfterResume(keptAfter(answering(answers)))).toMatchObject({
      screen: 'results',
      answers,
      score,
    })
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
  it.each<[string, Tamper]>([
    [
      'another version',
      ({ kept }) => {
        kept.version = 'older-build'
      },
    ],
    [
      'no version',
      ({ kept }) => {
        delete kept.version
      },
    ],
    [
      'no snapshot',
      ({ kept }) => {
        delete kept.snapshot
      },
    ],
    [
      'no context',
      ({ snapshot }) => {
        delete snapshot.context
      },
    ],
    [
      'answers not a list',
      ({ context }) => {
        context.answers = '231'
      },
    ],
    [
      'an answer above 3',
      ({ context }) => {
        context.answers = [2, 4, 1]
      },
    ],
    [
      'an answer of 0',
      ({ context }) => {
        context.answers = [2, 0, 1]
      },
    ],
    [
      'an answer between options',
      ({ context }) => {
        context.answers = [2, 2.5, 1]
      },
    ],
    [
      'an answer as text',
      ({ context }) => {
        context.answers = [2, '3', 1]
      },
    ],
    [
      'an answer missing',
      ({ context }) => {
        context.answers = [2, null, 1]
      },
    ],
    [
      'an unknown state',
      ({ snapshot }) => {
        snapshot.value = { question: 'review' }
      },
    ],
    [
      'an unknown screen',
      ({ snapshot }) => {
        snapshot.value = 'checkout'
      },
    ],
    [
      'the intro with answers',
      ({ snapshot }) => {
        snapshot.value = 'intro'
      },
    ],
    [
      'the results after three answers',
      ({ snapshot }) => {
        snapshot.value = 'results'
        snapshot.status = 'done'
      },
    ],
    [
      'an unknown status',
      ({ snapshot }) => {
        snapshot.status = 'error'
      },
    ],
    [
      'a field the machine never keeps',
      ({ context }) => {
        context.score = 24
      },
    ],
    [
      'a child actor',
      ({ snapshot }) => {
        snapshot.children = { x: { src: 'y' } }
      },
    ],
  ])('drops a kept quiz with %s', (_, tamper) => {
    expect(seenAfterResume(keptAfter(three)), 'untampered, it resumes').not.toBe('intro, afresh')
    expect(seenAfterResume(tampered(three, tamper))).toBe('intro, afresh')
  })

  it('drops more answers than questions, and results with a ninth answer', () => {
    const eight = answering([3, 3, 3, 3, 3, 3, 3, 3])
    expect(
      seenAfterResume(
        tampered(eight, ({ context }) => {
          context.answers = [3, 3, 3, 3, 3, 3, 3, 3, 3]
        }),
      ),
    ).toBe('intro, afresh')
    expect(
      seenAfterResume(
        tampered(eight, ({ context }) => {
          context.answers = Array.from({ length: 100_000 }, () => 3)
        }),
      ),
    ).toBe('intro, afresh')
  })

  it('drops a chosen answer with no answer kept', () => {
    // An answer being shown has been recorded: a state the machine never has with no answers.
    const changed = tampered(answering([2, 3, 1]), ({ snapshot, context }) => {
      snapshot.value = { question: 'chosen' }
      context.answers = []
    })
    expect(seenAfterResume(changed)).toBe('intro, afresh')
  })

  it('keys the kept text by a version of the machine', () => {
    expect(JSON.parse(keptAfter(answering([1]))).version).toBe(quizSnapshotVersion)
    expect(quizSnapshotVersion).toMatch(/^[0-9a-z]+$/)
  })
})
