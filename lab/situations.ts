/**
 * The timed machines (the countdown, the video loader, the results loader) played through named
 * situations a product person recognises: "the player's host never answers", "the results fail
 * twice, then load", "the tab comes back after five minutes". Each is a list of steps played on the
 * real machine in a machines-page session (lab/session.ts): events, what the page's own work
 * does (a script loads or fails), and clock moves by the machine's own delays, read from its
 * config as it reckons them at that moment (`retryDelay` grows with each failure), never retyped.
 * A situation names the state it ends in; tests/lab-situations.test.ts plays each to it, and the
 * page shows where it ends, in words.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { quizFigures } from '../src/content/quiz-figures'
import { activePaths, type LabSession } from './session'
import { delayWords, duration, eventWords, guardWords } from './words'

/** One step of a situation. */
export type SituationStep =
  /** An event from the visitor or the page. */
  | { send: EventObject }
  /** The clock moves by one of the machine's delays, as long as the machine makes it now. */
  | { wait: string }
  /** What the page does settles: an invoked actor (by its name in `setup()`) succeeds or fails. */
  | { settle: string; outcome: 'resolve' | 'reject' }
  /** A page guard's answer is yes from now on (the player is already on the page). */
  | { switchOn: string }
  /** The tab is hidden for `ms`: the clock moves, and no timer runs meanwhile. */
  | { sleep: number }
  /**
   * The steps again and again, `times` times or until the machine is in `until` (`untilWords`
   * says when that is, in words).
   */
  | { repeat: readonly SituationStep[]; times?: number; until?: string; untilWords?: string }

export interface Situation {
  name: string
  /** The state it ends in, as a path from the root (`failed.exhausted`). */
  ends: string
  steps: readonly SituationStep[]
  /** Its own input, when it is not the free run's (a set masterclass start), in words. */
  input?: (clock: { readonly now: number }) => unknown
  setting?: string
}

/** The countdown's input on the results screen, with the masterclass's start set `in` ms from now. */
const setStart = (inMs: number) => (clock: { readonly now: number }) => ({
  durationSeconds: quizFigures.masterclass.countdownSeconds,
  endsAt: clock.now + inMs,
})

const minute = 60_000
const mount = { wait: 'mountDelay' } as const
const backoff = { wait: 'retryDelay' } as const
const script = (outcome: 'resolve' | 'reject') => ({ settle: 'loadPlayerScript', outcome }) as const
const player = { settle: 'waitForPlayer', outcome: 'resolve' } as const
const results = (outcome: 'resolve' | 'reject') => ({ settle: 'importResults', outcome }) as const

/** The situations of each timed machine, by its registry name. */
export const situations: Record<string, readonly Situation[]> = {
  countdown: [
    {
      name: 'A visitor waits to the end',
      ends: 'finished',
      steps: [{ repeat: [{ wait: 'tick' }], until: 'finished', untilWords: 'it stops' }],
    },
    {
      name: 'The tab comes back after five minutes',
      ends: 'running',
      steps: [{ sleep: 5 * minute }, { send: { type: 'countdown.sync' } }],
    },
    {
      name: 'With a set start: the start has passed',
      ends: 'passed',
      input: setStart(-minute),
      setting: 'The masterclass start is set a minute ago',
      steps: [],
    },
    {
      name: 'With a set start in ten minutes: a visitor waits for it',
      ends: 'passed',
      input: setStart(10 * minute),
      setting: 'The masterclass start is set ten minutes from now',
      steps: [{ repeat: [{ wait: 'tick' }], until: 'passed', untilWords: 'it stops' }],
    },
  ],
  'video-loader': [
    {
      name: 'The player loads at once',
      ends: 'ready',
      steps: [mount, script('resolve'), player],
    },
    {
      name: "The player's host never answers",
      ends: 'failed.exhausted',
      steps: [
        mount,
        {
          repeat: [{ wait: 'loadTimeout' }, backoff],
          until: 'failed',
          untilWords: 'the loader gives up',
        },
      ],
    },
    {
      name: 'The host refuses at once (an ad blocker)',
      ends: 'failed.refused',
      steps: [
        mount,
        { repeat: [script('reject'), backoff], until: 'failed', untilWords: 'the loader gives up' },
      ],
    },
    {
      name: 'The script loads but no player appears',
      ends: 'failed.exhausted',
      steps: [
        mount,
        {
          repeat: [script('resolve'), { wait: 'playerGrace' }, backoff],
          until: 'failed',
          untilWords: 'the loader gives up',
        },
      ],
    },
    {
      name: 'It fails twice, then loads',
      ends: 'ready',
      steps: [
        mount,
        { repeat: [{ wait: 'refusalWindow' }, script('reject'), backoff], times: 2 },
        script('resolve'),
        player,
      ],
    },
    {
      name: 'The player is already on the page (a VSL page)',
      ends: 'ready',
      steps: [{ switchOn: 'isPlayerPresent' }, mount],
    },
  ],
  'results-loader': [
    {
      name: 'The results load while the visitor answers',
      ends: 'loaded',
      steps: [results('resolve'), { send: { type: 'results.due' } }],
    },
    {
      name: 'The results fail twice, then load',
      ends: 'loaded',
      steps: [
        results('reject'),
        { send: { type: 'results.due' } },
        results('reject'),
        { send: { type: 'results.retry' } },
        results('resolve'),
      ],
    },
    {
      name: 'The results never arrive',
      ends: 'loading.slow',
      steps: [{ send: { type: 'results.due' } }, { wait: 'patience' }],
    },
    {
      name: 'Stuck, the visitor presses Try again, and they load',
      ends: 'loaded',
      steps: [
        { send: { type: 'results.due' } },
        { wait: 'patience' },
        { send: { type: 'results.retry' } },
        results('resolve'),
      ],
    },
  ],
}

/** What a page actor's settling means, in words. */
const settleWords: Record<string, Record<'resolve' | 'reject', string>> = {
  loadPlayerScript: { resolve: 'the player script loads', reject: 'the player script fails' },
  waitForPlayer: { resolve: 'the player appears', reject: 'no player appears' },
  importResults: { resolve: 'the results arrive', reject: 'the results fail to load' },
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A step in words, uncapitalised. */
function inWords(step: SituationStep): string {
  if ('send' in step) return eventWords[step.send.type] ?? step.send.type
  if ('wait' in step) return `wait until ${delayWords[step.wait] ?? step.wait}`
  if ('settle' in step) return settleWords[step.settle]?.[step.outcome] ?? step.settle
  if ('switchOn' in step) return guardWords[step.switchOn]?.replace(/^if /, '') ?? step.switchOn
  if ('sleep' in step) return `the tab is hidden for ${duration(step.sleep)}`
  const body = step.repeat.map(inWords).join(', then ')
  return step.times
    ? `${step.times} times: ${body}`
    : `again and again until ${step.untilWords ?? step.until}: ${body}`
}

/** A situation's steps in words, as the page lists them before they are played. */
export const stepsInWords = (situation: Situation): string[] =>
  [situation.setting, ...situation.steps.map(inWords)].flatMap((line) =>
    line ? [capital(line)] : [],
  )

/** The innermost state a snapshot is in, as a path from the root. */
export const innermost = (snapshot: AnyMachineSnapshot): string =>
  activePaths(snapshot.value).at(-1) ?? ''

/** How long the machine makes a delay now: its number, or its function of the context. */
function delayNow(session: LabSession, name: string): number {
  const delay = (session.logic.implementations.delays as Record<string, unknown>)[name]
  if (typeof delay === 'number') return delay
  if (typeof delay === 'function') {
    const { context } = session.snapshot
    return Number(delay({ context, event: { type: 'situation' } }, undefined))
  }
  throw new Error(`The machine has no delay ${name}`)
}

/** A repeat that never reaches its state stops here: a situation that does not end is a bug. */
const maxRounds = 10_000

async function play(session: LabSession, step: SituationStep): Promise<void> {
  if ('send' in step) session.send(step.send)
  else if ('wait' in step) session.advance(delayNow(session, step.wait))
  else if ('switchOn' in step) session.setSwitch(step.switchOn, true)
  else if ('sleep' in step) session.sleep(step.sleep)
  else if ('settle' in step) {
    const actor = session.pending.find(({ src }) => src === step.settle)
    if (!actor) throw new Error(`${step.settle} is not running: ${innermost(session.snapshot)}`)
    await session.settle(actor.id, step.outcome)
  } else {
    const done = () => step.until !== undefined && session.snapshot.matches(step.until)
    for (let round = 0; round < (step.times ?? maxRounds) && !done(); round++) {
      for (const inner of step.repeat) {
        if (done()) return
        await play(session, inner)
      }
    }
    if (step.until !== undefined && !done())
      throw new Error(`Never in ${step.until}: ${innermost(session.snapshot)}`)
  }
}

/** Plays a situation from the start on the session: its own input, its steps, one redraw. */
export async function playSituation(session: LabSession, situation: Situation): Promise<void> {
  await session.quietly(async () => {
    session.reset(situation.input)
    for (const step of situation.steps) await play(session, step)
  })
}
