/**
 * The machines page's engine (lab/session.ts), in Node: the page's effects (the quiz's scroll, its
 * answer's beat) answer themselves as the site answers them, or wait for the viewer who steps them
 * by hand. The machine's own refusal of an answer off the options is tests/lab-quiz.test.ts's (on
 * the page's quiz) and tests/quiz-rules.test.ts's; the countdown's end in a session,
 * tests/lab-situations.test.ts's ("A visitor waits to the end"). e2e/machines-page.spec.ts drives
 * the page itself in the three engines, and the path coverage (testing/path-coverage.ts) replays
 * every generated path through the same engine.
 */
import { describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { labMachines } from '../lab/machines'
import { LabSession } from '../lab/session'
import { choiceBeatMs } from '../machines/quiz/quiz.machine'
import { machineRegistry } from '../machines/registry'
import { quizSpec } from '../spec/figures'

function session(name: string) {
  const entry = machineRegistry.find((machine) => machine.name === name)
  if (!entry) throw new Error(`no machine ${name}`)
  return new LabSession(entry, labMachines[name] ?? {})
}

const answer = (value: number): EventObject => ({ type: 'answer.select', value }) as EventObject

describe('a free run answers the page’s effects', () => {
  it('quiz: the page answers its effects as the site does, nine taps to the results', () => {
    const quiz = session('quiz')
    quiz.send({ type: 'quiz.start' })
    for (let answered = 0; answered < quizSpec.questions; answered++) {
      expect(quiz.snapshot.value).toEqual({ question: 'ready' })
      quiz.send(answer(3))
    }
    expect(quiz.snapshot.value).toBe('results')
    expect(quiz.awaiting).toEqual([])
    expect(quiz.sent.map(({ type }) => type).slice(0, 4)).toEqual([
      'quiz.start',
      'scroll.settled',
      'answer.select',
      'scroll.settled',
    ])
  })

  it('quiz: stepped by hand, each effect waits for the viewer, and a tap meanwhile is ignored', () => {
    const quiz = session('quiz')
    quiz.setAnswersEffects(false)
    quiz.send({ type: 'quiz.start' })
    expect(quiz.awaiting.map(({ action }) => action)).toEqual(['scrollToTop'])
    quiz.send(answer(3))
    expect(quiz.snapshot.context.answers).toEqual([])
    const [scroll] = quiz.awaiting
    if (scroll) quiz.answerEffect(scroll)
    quiz.send(answer(3))
    expect(quiz.snapshot.value).toEqual({ question: 'chosen' })
    // The beat waits for the clock, and the scroll to the next question for the viewer.
    expect(quiz.awaiting).toEqual([])
    quiz.advance(choiceBeatMs - 1)
    expect(quiz.snapshot.value).toEqual({ question: 'chosen' })
    quiz.advance(1)
    expect(quiz.awaiting.map(({ action }) => action)).toEqual(['scrollToTop'])
    // Back to the site's way: the waiting effect is answered at once.
    quiz.setAnswersEffects(true)
    expect(quiz.snapshot.value).toEqual({ question: 'ready' })
    expect(quiz.snapshot.context.answers).toEqual([3])
  })
})
