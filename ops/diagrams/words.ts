/**
 * The machines' arrows in words, for the pictures (ops/diagrams/diagrams.ts), from the words each chart gives what it names
 * (`meta.words` on its root): an event type, a guard, a delay, an invoked actor's success or failure.
 * The behaviour book (ops/book.ts) words its transitions' triggers, guards and actions with them.
 */
import type { AnyStateMachine } from 'xstate'
import { type Arrow, nameOf, type TransitionInfo } from '../../testing/machine-graph'

/**
 * What `name` (an event type, a guard, a delay, an invoked actor's `.done` or `.error`) means, as
 * its chart says in `meta.words` on its root. A name without words stops the drawing, naming it.
 */
export function wordsFor(machine: AnyStateMachine, name: string): string {
  const words = (machine.root.meta as { words?: Record<string, string> } | undefined)?.words
  const said = words?.[name]
  if (!said)
    throw new Error(
      `${machine.id} has no words for ${name}: add them to its chart's meta.words (the diagrams and the behaviour book say it with them)`,
    )
  return said
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
  const words = wordsFor(machine, name)
  const value = (machine.implementations.delays as Record<string, unknown>)[name]
  return typeof value === 'number' ? `${words} (${duration(value)})` : words
}

/** What triggers a transition, in words: `START is tapped`, `the host takes too long (30 s)`. */
export function triggerInWords({ definition, source }: TransitionInfo): string {
  const { eventType } = definition
  if (eventType === '') return 'at once'
  if (eventType.startsWith('xstate.after.'))
    return delayInWords(source.machine, (definition as { delay?: unknown }).delay)
  const invoked = /^xstate\.(done|error)\.actor\.(.*)$/.exec(eventType)
  if (invoked) {
    const src = nameOf(source.invoke.find(({ id }) => id === invoked[2])?.src)
    return wordsFor(source.machine, `${src}.${invoked[1]}`)
  }
  if (eventType.startsWith('xstate.done.state.')) return 'when it is over'
  return wordsFor(source.machine, eventType)
}

/** A transition in words: what triggers it, and on what condition (`otherwise` after others). */
function transitionInWords(transition: TransitionInfo): string {
  const { guard } = transition.definition
  const condition =
    guard !== undefined
      ? wordsFor(transition.source.machine, nameOf(guard))
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
