/**
 * The machines' arrows in words, for the pictures (ops/diagrams/machine-svg.ts draws each machine
 * twice: in these words, and by its code names). Keyed by what the machines name: an event type,
 * a guard, a delay, an invoked actor's success or failure. tests/diagram-words.test.ts fails when
 * a machine of the registry has one without words here.
 */
import type { AnyStateMachine } from 'xstate'
import { type Arrow, nameOf, type TransitionInfo } from '../../testing/machine-graph'

/** What happens, by event type: what a visitor or the page does. */
export const eventWords: Record<string, string> = {
  'quiz.start': 'START is tapped',
  'scroll.settled': 'the scroll settles',
  'answer.select': 'an answer is tapped',
  'taps.handOver': 'the taps before the JavaScript are handed over',
  'quiz.kept': 'the tab kept a quiz',
  'start.tapped': 'START is tapped before the JavaScript',
  'reload.tapped': 'the reload offered is tapped',
  'answer.tapped': 'an answer is tapped before the JavaScript',
  'script.failed': 'the JavaScript fails to load',
  'taps.taken': 'the JavaScript takes the taps',
  'countdown.sync': 'the tab is seen again',
  'results.due': 'the last answer is in',
  'results.retry': 'Try again is pressed',
  'video.retry': 'Try again is pressed',
}

/** A guard as the condition it checks. */
export const guardWords: Record<string, string> = {
  isValidAnswer: 'if it is one of the answers',
  isLastQuestionAnswered: 'if that was the last question',
  isTimeUp: 'if no time is left',
  isPastFixedEnd: 'if the set start has passed',
  isEarly: 'if the visitor is still answering',
  isSlow: 'if the wait has been too long',
  isPlayerCheckEnabled: 'if the page looks for a player first',
  isPlayerPresent: 'if the player is already on the page',
  shouldSkipLoad: 'if the player is already on the page',
  isWithinRefusalWindow: 'if it failed at once',
  isRefusedAgain: 'if the attempt before was refused too',
  hasRetriesLeft: 'if retries are left',
}

/** A delay as what its passing means. */
export const delayWords: Record<string, string> = {
  tick: 'a second passes',
  choiceBeat: 'the beat is over',
  doubleTap: "a double tap's time is over",
  patience: 'patience runs out',
  mountDelay: 'a moment after the page opens',
  loadTimeout: 'the host takes too long',
  refusalWindow: 'the refusal window is over',
  playerGrace: 'no player comes in time',
  retryDelay: 'the backoff is over',
}

/** An invoked actor's success and failure. */
export const actorWords: Record<string, { done: string; error: string }> = {
  importResults: { done: 'the results arrive', error: 'the results fail to load' },
  loadPlayerScript: { done: 'the script loads', error: 'the script fails to load' },
  waitForPlayer: { done: 'the player appears', error: 'no player comes' },
}

/** `1 s`, `100 ms`, `2 min` (a no-break space: it stays on one line): a delay as a person reads it. */
function duration(ms: number): string {
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return `${ms / 3_600_000}\u00a0h`
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000}\u00a0min`
  if (ms >= 1000) return `${ms / 1000}\u00a0s`
  return `${ms}\u00a0ms`
}

/** A delay in words, with its length when the machine fixes one: `a second passes (1 s)`. */
function delayInWords(machine: AnyStateMachine, delay: unknown): string {
  if (typeof delay === 'number') return `${duration(delay)} pass`
  const name = String(delay)
  const words = delayWords[name] ?? name
  const value = (machine.implementations.delays as Record<string, unknown>)[name]
  return typeof value === 'number' ? `${words} (${duration(value)})` : words
}

/** What triggers a transition, in words: `START is tapped`, `the host takes too long (30 s)`. */
function triggerInWords({ definition, source }: TransitionInfo): string {
  const { eventType } = definition
  if (eventType === '') return 'at once'
  if (eventType.startsWith('xstate.after.'))
    return delayInWords(source.machine, (definition as { delay?: unknown }).delay)
  const invoked = /^xstate\.(done|error)\.actor\.(.*)$/.exec(eventType)
  if (invoked) {
    const src = nameOf(source.invoke.find(({ id }) => id === invoked[2])?.src)
    const words = actorWords[src]
    return words ? words[invoked[1] as 'done' | 'error'] : `${src} ${invoked[1]}`
  }
  if (eventType.startsWith('xstate.done.state.')) return 'when it is over'
  return eventWords[eventType] ?? eventType
}

/** A transition in words: what triggers it, and on what condition (`otherwise` after others). */
function transitionInWords(transition: TransitionInfo): string {
  const { guard } = transition.definition
  const condition =
    guard !== undefined
      ? (guardWords[nameOf(guard)] ?? nameOf(guard))
      : transition.branch > 0
        ? 'otherwise'
        : undefined
  const trigger = triggerInWords(transition)
  return condition ? `${trigger}, ${condition}` : trigger
}

/** An arrow in words, with what kind of loop or re-entry it is, as `arrowText` says it in code. */
export function arrowWords({ transition, from, to }: Arrow): string {
  const words = transitionInWords(transition)
  const { definition } = transition
  if (!definition.target?.length)
    return `${words} (${definition.actions.length ? 'stays' : 'nothing happens'})`
  const backToItsStart = to !== from && to.path.every((key, index) => from.path[index] === key)
  if (definition.reenter || backToItsStart) return `${words} (starts again)`
  return words
}

/** Wraps text into lines of at most `width` characters, word by word (not at a no-break space). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/[ \n\t]+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}
