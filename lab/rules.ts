/**
 * Each machine's rules as a small table, read from the machine itself: its delays (numbers, or
 * functions of its context asked for each case), its context as its input makes it, and its guards
 * asked where they change their answer. Nothing is retyped: change a delay or a retry limit in the
 * machine and the table says so. The quiz's table is lab/quiz.ts's (read from quizRules).
 * tests/lab-situations.test.ts holds each table to the spec's figures.
 */
import { type AnyStateMachine, initialTransition } from 'xstate'
import { countdownMachine } from '../machines/countdown/countdown.machine'
import { resultsLoaderMachine } from '../machines/results-loader/results-loader.machine'
import { videoLoaderMachine } from '../machines/video-loader/video-loader.machine'
import { quizFigures } from '../src/content/quiz-figures'
import { quizRulesTable, type RuleRow } from './quiz'
import { duration } from './words'

type Implementation = (args: { context: unknown; event: unknown }, params: unknown) => unknown

/** A delay of the machine, for a context when it depends on one. */
function delayOf(machine: AnyStateMachine, name: string, context: object = {}): number {
  const delay = (machine.implementations.delays as Record<string, unknown>)[name]
  if (typeof delay === 'number') return delay
  if (typeof delay === 'function')
    return Number((delay as Implementation)({ context, event: { type: 'rules' } }, undefined))
  throw new Error(`${machine.id} has no delay ${name}`)
}

/** A guard of the machine, asked for a context. */
function guardOf(machine: AnyStateMachine, name: string, context: object): boolean {
  const guard = (machine.implementations.guards as Record<string, unknown>)[name]
  if (typeof guard !== 'function') throw new Error(`${machine.id} has no guard ${name}`)
  return Boolean((guard as Implementation)({ context, event: { type: 'rules' } }, undefined))
}

/** The first count from 0 at which `holds` is false: where a limit is reached. */
function firstFailing(holds: (count: number) => boolean, upTo = 1000): number {
  for (let count = 0; count <= upTo; count++) if (!holds(count)) return count
  throw new Error('No limit within reach')
}

/** The video loader: its waits, its retries and their backoff, and when a refusal ends a round. */
export function videoRulesTable(): RuleRow[] {
  const machine = videoLoaderMachine
  const context = { checkExistingPlayer: true, failures: 0, refusalsInARow: 0 }
  // Retries are left while the failures counted so far allow one more attempt.
  const retries =
    firstFailing((failures) => guardOf(machine, 'hasRetriesLeft', { ...context, failures })) - 1
  const backoffs = Array.from({ length: retries }, (_, index) =>
    duration(delayOf(machine, 'retryDelay', { ...context, failures: index + 1 })),
  )
  const refusals = firstFailing(
    (refusalsInARow) => !guardOf(machine, 'isRefusedAgain', { ...context, refusalsInARow }),
  )
  return [
    {
      rule: 'The script is added',
      value: `${duration(delayOf(machine, 'mountDelay'))} after the page opens`,
    },
    { rule: 'A load may take', value: duration(delayOf(machine, 'loadTimeout')) },
    {
      rule: 'The player may take, once its script ran',
      value: duration(delayOf(machine, 'playerGrace')),
    },
    {
      rule: 'A failure counts as refused (an ad blocker) within',
      value: `${duration(delayOf(machine, 'refusalWindow'))} of the load's start`,
    },
    { rule: 'Retries after a failed attempt', value: `${retries}, after ${backoffs.join(', ')}` },
    {
      rule: 'Refused attempts in a row that end the round at once',
      value: String(refusals),
    },
    { rule: 'Try again', value: 'Starts a new round of attempts at once' },
  ]
}

/** The results loader: how long the visitor waits before being told, and Try again. */
export function resultsRulesTable(): RuleRow[] {
  const [start] = initialTransition(resultsLoaderMachine, {})
  return [
    { rule: 'The results are asked for', value: 'As the page starts, before the last answer' },
    {
      rule: 'Once due, the visitor waits at most',
      value: `${duration(delayOf(resultsLoaderMachine, 'patience', start.context))}, then is told and offered Try again`,
    },
    {
      rule: 'A failure while the visitor answers',
      value: 'Asked for once more when the results are due',
    },
    { rule: 'Try again', value: 'As often as the visitor presses it: a fresh request each time' },
  ]
}

/** The countdown: where it starts, how often it ticks, its longest run. */
export function countdownRulesTable(): RuleRow[] {
  const seconds = (durationSeconds: number) =>
    initialTransition(countdownMachine, { durationSeconds, at: 0 })[0].context.remainingSeconds
  return [
    {
      rule: 'Starts at',
      value: `${duration(seconds(quizFigures.masterclass.countdownSeconds) * 1000)} on each view of the results`,
    },
    { rule: 'Ticks every', value: duration(delayOf(countdownMachine, 'tick')) },
    {
      rule: 'With a set masterclass start',
      value:
        'Counts to it, the same on every view; once it has passed, says the next session is being scheduled',
    },
    {
      rule: 'The longest countdown',
      value: duration(seconds(Number.MAX_SAFE_INTEGER) * 1000),
    },
    { rule: 'A tab seen again', value: 'Reads the clock at once: the time hidden counts' },
  ]
}

/** Each machine's rules table, by its registry name. */
export const rulesTables: Record<string, { source: string; rows: () => RuleRow[] }> = {
  quiz: { source: 'quizRules in machines/quiz/quiz.rules.ts', rows: quizRulesTable },
  countdown: {
    source: 'its delays and input (machines/countdown/countdown.machine.ts)',
    rows: countdownRulesTable,
  },
  'video-loader': {
    source: 'its delays and guards (machines/video-loader/video-loader.machine.ts)',
    rows: videoRulesTable,
  },
  'results-loader': {
    source: 'its delays and input (machines/results-loader/results-loader.machine.ts)',
    rows: resultsRulesTable,
  },
}
