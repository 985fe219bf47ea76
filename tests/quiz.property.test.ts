/**
 * Random event sequences, valid and invalid for the state they arrive in, against the product's
 * rules stated as invariants over each event (the machine is not written again): an answer is kept
 * only when the question takes it and it is one of the options, screens go forward only and each
 * on its event with one scroll, results come after the last answer, and the selectors the views
 * read agree; the generated paths (tests/quiz.model.test.ts) reach results at every score.
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

/** Every question is answered 1, 2 or 3. */
const isOption = (value: unknown) => quizSpec.optionValues.some((option) => option === value)
const screens = ['intro', 'question', 'results']
type Seen = ReturnType<typeof quizSeen>
/** A question waits for its scroll to settle before it takes an answer. */
const settling = (seen: Seen) =>
  seen.screen === 'question' && !seen.acceptsAnswers && seen.chosen === undefined
/** The visitor is shown another screen: the first question, the next one, the results. */
const moved = (before: Seen, after: Seen) =>
  before.screen !== after.screen || before.questionNumber !== after.questionNumber

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
        let before = quizSeen(quiz.getSnapshot())
        let answered: readonly number[] = []
        for (const event of events) {
          const scrollsBefore = scrolls
          send(quiz, event)
          const snapshot = quiz.getSnapshot()
          const after = quizSeen(snapshot)
          const { answers } = snapshot.context
          const value = event.type === 'answer.select' ? event.value : undefined

          // An answer is kept only when the question takes it and it is one of the options;
          // nothing else adds, changes or removes an answer.
          const taken = before.acceptsAnswers && isOption(value) ? [value] : []
          expect(answers).toEqual([...answered, ...taken])
          // Forward only: intro, the questions, the results; each change of screen on its event,
          // with one scroll to the top; each answer shown for one beat.
          expect(screens.indexOf(after.screen)).toBeGreaterThanOrEqual(
            screens.indexOf(before.screen),
          )
          if (event.type === 'quiz.start' && before.screen === 'intro') {
            expect(after.screen).toBe('question')
          }
          if (event.type === 'scroll.settled' && settling(before)) {
            expect(after.acceptsAnswers).toBe(true)
          }
          if (event.type === 'answer.shown' && before.chosen !== undefined) {
            expect(moved(before, after)).toBe(true)
          }
          if (moved(before, after)) {
            expect(event.type).toBe(before.screen === 'intro' ? 'quiz.start' : 'answer.shown')
          }
          if (after.acceptsAnswers && !before.acceptsAnswers) {
            expect(event.type).toBe('scroll.settled')
          }
          expect(scrolls - scrollsBefore).toBe(moved(before, after) ? 1 : 0)
          expect(beats).toBe(answers.length)

          // What the views read, through the selectors beside the machine.
          const onResults = after.screen === 'results'
          const showing = after.chosen !== undefined
          // While an answer shows, its question is still the one on screen.
          const number = answers.length + (showing ? 0 : 1)
          expect(onResults).toBe(answers.length === questionCount && !showing)
          const score = answers.reduce((sum, answer) => sum + answer, 0)
          expect(after).toEqual({
            screen: after.screen,
            final: onResults,
            questionNumber: number,
            // The results have no progress bar.
            percent: onResults ? expect.any(Number) : percentBySpec(number),
            acceptsAnswers: after.acceptsAnswers,
            chosen: showing ? answers.at(-1) : undefined,
            score,
            tier: tierBySpec(score),
          })
          if (after.acceptsAnswers) expect(after.screen).toBe('question')
          before = after
          answered = [...answers]
        }
        quiz.stop()
      }),
      { numRuns: 300 },
    )
  })
})
