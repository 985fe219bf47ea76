/**
 * The machines page's engine (tools/lab/session.ts), in Node: every generated path it plays ends
 * where the machine alone ends it, and a free run keeps the machines' real rules: the quiz takes
 * eight valid answers and no other value, the countdown ends when its clock has moved 508 s, the
 * video loader shows a blocked video's poster after two refusals. e2e/machines-page.spec.ts
 * drives the page itself in the three engines.
 */
import { describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { machineRegistry } from '../machines/registry'
import { labMachines } from '../tools/lab/machines'
import { activePaths, LabSession, replayPath } from '../tools/lab/session'
import { countdownSpec, quizSpec } from './support/spec'

function entry(name: string) {
  const found = machineRegistry.find((machine) => machine.name === name)
  if (!found) throw new Error(`no machine ${name}`)
  return found
}

describe('every generated path, played', () => {
  for (const machine of machineRegistry) {
    it(`${machine.name}: passes through the states the path was generated with`, async () => {
      for (const set of await machine.pathSets()) {
        for (const path of set.paths) {
          // A path's steps keep one sample snapshot per state its model tells apart: the state
          // value is exact, the context only in what the model's key holds.
          const values = replayPath(machine, set, path).map((snapshot) => snapshot.value)
          expect(values).toEqual(path.steps.map((step) => (step.state as { value: unknown }).value))
        }
      }
    })
  }
})

function session(name: string) {
  return new LabSession(entry(name), labMachines[name] ?? {})
}

describe('a free run keeps the real rules', () => {
  it('quiz: results only after eight accepted answers; a value off the options is refused', () => {
    const quiz = session('quiz')
    const answer = (value: number): EventObject => ({ type: 'answer.select', value }) as EventObject
    quiz.send({ type: 'quiz.start' })
    for (let answered = 0; answered < quizSpec.questions; answered++) {
      quiz.send({ type: 'scroll.settled' })
      expect(quiz.accepts(answer(4))).toBe(false)
      expect(quiz.accepts(answer(0))).toBe(false)
      quiz.send(answer(2))
      expect(quiz.snapshot.matches('results')).toBe(false)
      quiz.send({ type: 'answer.shown' })
    }
    expect(quiz.snapshot.value).toBe('results')
    expect(quiz.log).toContain('scrollToTop')
  })

  it('countdown: 508 s at first, 1 s left after 507 s, finished after 508 s', () => {
    const countdown = session('countdown')
    expect(activePaths(countdown.snapshot.value)).toEqual(['running'])
    expect(countdown.snapshot.context.remainingSeconds).toBe(countdownSpec.seconds)
    countdown.advance((countdownSpec.seconds - 1) * 1000)
    expect(countdown.snapshot.value).toBe('running')
    expect(countdown.snapshot.context.remainingSeconds).toBe(1)
    countdown.advance(1000)
    expect(countdown.snapshot.value).toBe('finished')
  })

  it('video loader: two refusals in a row light failed.refused; a player on the page skips', async () => {
    const loader = session('video-loader')
    loader.toNextTimer()
    expect(activePaths(loader.snapshot.value)).toEqual(['loading', 'loading.early'])
    for (const _ of [1, 2]) {
      const [attempt] = loader.pending
      await loader.settle(attempt?.id ?? -1, 'reject')
      if (loader.snapshot.matches('retrying')) loader.toNextTimer()
    }
    expect(activePaths(loader.snapshot.value)).toEqual(['failed', 'failed.refused'])
    loader.reset()
    loader.setSwitch('isPlayerPresent', true)
    loader.toNextTimer()
    expect(loader.snapshot.value).toBe('ready')
  })
})
