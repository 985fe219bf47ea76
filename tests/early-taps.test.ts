/**
 * The early-taps chart against its rules as a table, on fake time (QUIZ-EARLY-START,
 * QUIZ-EARLY-LATE; the inline script that follows it is played in three engines by
 * e2e/paths.spec.ts): where each run of taps, failures and waits leaves it, and what it had the
 * page do. A number is milliseconds waited. Then every generated path, step by step.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createActor } from 'xstate'
import type { EarlyTapsEvent } from '../machines/early-taps/early-taps.events'
import { earlyTapsMachine } from '../machines/early-taps/early-taps.machine'
import {
  describeEarlyTapsPath,
  earlyTapsPaths,
  earlyTapsState,
} from '../machines/early-taps/early-taps.model'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

type Step = EarlyTapsEvent['type'] | number
const start = 'start.tapped'
const answer = 'answer.tapped'

test.each<[string, Step[], string, string[]]>([
  ['START shows question 1 at once', [start], 'started.settling', ['showQuestion']],
  ['a double tap answers nothing', [start, 499, answer], 'started.settling', ['showQuestion']],
  [
    'question 1 takes a tap 500 ms after START',
    [start, 500],
    'started.ready',
    ['showQuestion', 'enableOptions'],
  ],
  [
    'an answer is held and shown chosen',
    [start, 500, answer],
    'answered',
    ['showQuestion', 'enableOptions', 'showChosen', 'sayBusy'],
  ],
  [
    'not late 15 s less a moment after the answer',
    [start, 500, answer, 14_999],
    'answered',
    ['showQuestion', 'enableOptions', 'showChosen', 'sayBusy'],
  ],
  [
    'late 15 s after the answer',
    [start, 500, answer, 15_000],
    'late',
    ['showQuestion', 'enableOptions', 'showChosen', 'sayBusy', 'sayLate'],
  ],
  [
    'late 15 s after question 1 could take a tap, still taking one',
    [start, 500, 15_000],
    'started.late',
    ['showQuestion', 'enableOptions', 'sayLate'],
  ],
  [
    'late, then answered',
    [start, 500, 15_000, answer],
    'answered',
    ['showQuestion', 'enableOptions', 'sayLate', 'showChosen', 'sayBusy'],
  ],
  [
    'late, the reload keeps the taps',
    [start, 500, 15_000, 'reload.tapped'],
    'reloading',
    ['showQuestion', 'enableOptions', 'sayLate', 'keepTapsAndReload'],
  ],
  [
    'a kept quiz says it is picked up; late after 15 s, the intro shows again under the words',
    ['quiz.kept', 15_000],
    'late',
    ['sayResuming', 'showIntro', 'sayLate'],
  ],
  [
    'a kept quiz whose script fails shows the intro again',
    ['quiz.kept', 'script.failed'],
    'failed.quiet',
    ['sayResuming', 'showIntro'],
  ],
  [
    'a failure before any tap is said at START',
    ['script.failed', start],
    'failed.said',
    ['sayFailed'],
  ],
  [
    'a failure after START is said at once',
    [start, 'script.failed'],
    'failed.said',
    ['showQuestion', 'showIntro', 'sayFailed'],
  ],
  [
    'the JavaScript takes the taps: the page is its own again',
    [start, 500, answer, 'taps.taken'],
    'handedOver',
    ['showQuestion', 'enableOptions', 'showChosen', 'sayBusy', 'putRootBack'],
  ],
  [
    'a failed quiz still hands over if it comes',
    ['script.failed', 'taps.taken'],
    'handedOver',
    ['putRootBack'],
  ],
  ['nothing tapped, the JavaScript takes over', ['taps.taken'], 'handedOver', ['putRootBack']],
  [
    'a kept quiz is taken over',
    ['quiz.kept', 'taps.taken'],
    'handedOver',
    ['sayResuming', 'putRootBack'],
  ],
  ['a START is taken over', [start, 'taps.taken'], 'handedOver', ['showQuestion', 'putRootBack']],
  [
    'an answer, then a failure',
    [start, 500, answer, 'script.failed'],
    'failed.said',
    ['showQuestion', 'enableOptions', 'showChosen', 'sayBusy', 'showIntro', 'sayFailed'],
  ],
  [
    'late, the reload keeps the answer',
    [start, 500, answer, 15_000, 'reload.tapped'],
    'reloading',
    ['showQuestion', 'enableOptions', 'showChosen', 'sayBusy', 'sayLate', 'keepTapsAndReload'],
  ],
  [
    'late, then a failure',
    ['quiz.kept', 15_000, 'script.failed'],
    'failed.said',
    ['sayResuming', 'showIntro', 'sayLate', 'showIntro', 'sayFailed'],
  ],
  [
    'late, then taken over',
    ['quiz.kept', 15_000, 'taps.taken'],
    'handedOver',
    ['sayResuming', 'showIntro', 'sayLate', 'putRootBack'],
  ],
])('%s', (_, steps, state, done) => {
  const did: string[] = []
  const actions = Object.fromEntries(
    Object.keys(earlyTapsMachine.implementations.actions).map((name) => [
      name,
      () => did.push(name),
    ]),
  )
  const actor = createActor(earlyTapsMachine.provide({ actions })).start()
  for (const step of steps) {
    if (typeof step === 'number') vi.advanceTimersByTime(step)
    else actor.send({ type: step, ...(step === answer ? { value: 1 } : {}) } as EarlyTapsEvent)
  }
  expect(earlyTapsState(actor.getSnapshot())).toBe(state)
  expect(did).toEqual(done)
  // Handed over or reloading, the script is done: it takes no further tap.
  expect(actor.getSnapshot().status === 'done').toBe(['handedOver', 'reloading'].includes(state))
})

test('plays its generated paths as they say, each delay on the clock', () => {
  const paths = earlyTapsPaths()
  expect(paths.length).toBeGreaterThan(0)
  for (const path of paths) {
    const actor = createActor(earlyTapsMachine).start()
    for (const { event, state } of path.steps.slice(1)) {
      const delay = /^xstate\.after\.(\w+)\./.exec(event.type)?.[1]
      if (delay) vi.advanceTimersByTime(earlyTapsMachine.implementations.delays[delay] as number)
      else actor.send(event)
      expect(earlyTapsState(actor.getSnapshot()), describeEarlyTapsPath(path)).toBe(
        earlyTapsState(state),
      )
    }
    actor.stop()
  }
})
