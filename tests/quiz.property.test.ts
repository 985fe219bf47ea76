/**
 * Random event sequences, valid and invalid for the state they arrive in, against a reference
 * model written from the product's rules: after every event the machine and the selectors the
 * views read must agree with it. The model allows at most one answer per question, each one of the
 * question's option values, results only after the last question, no way back from results or to
 * the intro; the generated paths (tests/quiz.model.test.ts) reach results at every score.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { QuizEvent } from '../machines/quiz/quiz.events'
import { quizMachine } from '../machines/quiz/quiz.machine'
import { quizSeen } from './support/quiz-seen'
import { send } from './support/send'
import { percentBySpec, quizSpec, tierBySpec } from './support/spec'

const { questions: questionCount } = quizSpec

/** Answers a visitor can give, and values no button sends (a bad key, a broken event). */
const answerValue = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(1, 2, 3) },
  { weight: 2, arbitrary: fc.constantFrom(0, 4, 2.5, -1, Number.NaN, Number.POSITIVE_INFINITY) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
)

const quizEvent: fc.Arbitrary<QuizEvent> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ type: 'quiz.start' } as const) },
  { weight: 3, arbitrary: fc.constant({ type: 'scroll.settled' } as const) },
  { weight: 3, arbitrary: fc.constant({ type: 'answer.shown' } as const) },
  {
    weight: 5,
    arbitrary: answerValue.map((value) => ({ type: 'answer.select', value }) as const),
  },
  // An answer event with no value at all, as a broken caller might send it.
  { weight: 1, arbitrary: fc.constant({ type: 'answer.select' } as unknown as QuizEvent) },
)

/** What the quiz must do, written without the machine. */
interface Reference {
  screen: 'intro' | 'question' | 'results'
  /** On a question: scrolling to it, waiting for an answer, or showing the one just chosen. */
  phase: 'settling' | 'ready' | 'chosen' | undefined
  answers: number[]
  /** Every change of screen scrolls to the top: the start, each next question, the results. */
  scrolls: number
  /** Each chosen answer is shown for a beat, once. */
  beats: number
}

/** Every question is answered 1, 2 or 3. */
function isOptionOf(questionIndex: number, value: unknown): boolean {
  return questionIndex < questionCount && quizSpec.optionValues.some((option) => option === value)
}

function referenceStep(model: Reference, event: QuizEvent): Reference {
  if (event.type === 'quiz.start' && model.screen === 'intro') {
    return { ...model, screen: 'question', phase: 'settling', scrolls: model.scrolls + 1 }
  }
  if (event.type === 'scroll.settled' && model.phase === 'settling') {
    return { ...model, phase: 'ready' }
  }
  if (
    event.type === 'answer.select' &&
    model.phase === 'ready' &&
    isOptionOf(model.answers.length, event.value)
  ) {
    return {
      ...model,
      phase: 'chosen',
      answers: [...model.answers, event.value],
      beats: model.beats + 1,
    }
  }
  if (event.type === 'answer.shown' && model.phase === 'chosen') {
    const done = model.answers.length === questionCount
    return {
      ...model,
      screen: done ? 'results' : 'question',
      phase: done ? undefined : 'settling',
      scrolls: model.scrolls + 1,
    }
  }
  return model
}

describe('the quiz under random events (fast-check)', () => {
  it('does what the spec says for every event', () => {
    fc.assert(
      fc.property(fc.array(quizEvent, { maxLength: 80, size: 'max' }), (events) => {
        let scrolls = 0
        let beats = 0
        const quiz = createActor(
          quizMachine.provide({
            actions: { scrollToTop: () => void scrolls++, showChoice: () => void beats++ },
          }),
        ).start()
        let model: Reference = {
          screen: 'intro',
          phase: undefined,
          answers: [],
          scrolls: 0,
          beats: 0,
        }
        for (const event of events) {
          send(quiz, event)
          model = referenceStep(model, event)
          const snapshot = quiz.getSnapshot()

          // Exactly what the reference model says, scrolls to the top and beats included.
          const phase = (['settling', 'ready', 'chosen'] as const).find((name) =>
            snapshot.matches({ question: name }),
          )
          const seen = quizSeen(snapshot)
          const { answers } = snapshot.context
          expect({ screen: seen.screen, phase, answers, scrolls, beats }).toEqual(model)

          // What else the views read, through the selectors beside the machine.
          const score = model.answers.reduce((sum, value) => sum + value, 0)
          // While an answer shows, its question is still the one on screen.
          const number = model.answers.length + (model.phase === 'chosen' ? 0 : 1)
          const onResults = model.screen === 'results'
          expect(seen).toEqual({
            screen: model.screen,
            final: onResults,
            questionNumber: number,
            // The results have no progress bar.
            percent: onResults ? expect.any(Number) : percentBySpec(number),
            acceptsAnswers: model.phase === 'ready',
            chosen: model.phase === 'chosen' ? model.answers.at(-1) : undefined,
            score,
            tier: tierBySpec(score),
          })
        }
        quiz.stop()
      }),
      { numRuns: 300 },
    )
  }, 60_000)
})
