/**
 * What a statechart consists of (states and transitions, one entry per event and guard branch),
 * read from the machine definitions themselves. Shared by `npm run diagrams`, the path
 * coverage (testing/path-coverage.ts) and `npm run requirements-docs`.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { getStateNodes } from 'xstate/graph'

/** One branch of a state's transitions for one event (`always` included), known by its key. */
export interface TransitionInfo {
  /** Source state id, event type and the branch's position: `quiz.intro quiz.start #0`. */
  key: string
  source: AnyStateNode
  /** 0-based position among the branches for the same event (guard order). */
  branch: number
  definition: AnyTransitionDefinition
}

function transitionKey(sourceId: string, eventType: string, branch: number): string {
  return `${sourceId} ${eventType === '' ? 'always' : eventType} #${branch}`
}

/** Every transition of the machine, root first, then states in document order; `always` last. */
export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  return [machine.root, ...getStateNodes(machine)].flatMap((source) =>
    [...source.transitions.values(), source.always ?? []].flatMap((definitions) =>
      definitions.map((definition, branch) => ({
        key: transitionKey(source.id, definition.eventType, branch),
        source,
        branch,
        definition,
      })),
    ),
  )
}

/** Which key a taken transition definition has (it may come from a `.provide()`d copy). */
export function keyOfDefinition(definition: AnyTransitionDefinition): string {
  const source = definition.source as AnyStateNode
  const { eventType } = definition
  const list = eventType === '' ? source.always : source.transitions.get(eventType)
  return transitionKey(source.id, eventType, list?.indexOf(definition) ?? -1)
}

/**
 * The name of a guard, action or actor as the config gives it: a string or `{ type }`
 * (every machine names them in `setup()`). What a named guard
 * is made of (`shouldSkipLoad`: `and([...])`) is in the machine's `setup()`.
 */
export function nameOf(item: unknown): string {
  if (typeof item === 'string') return item
  const { type } = (item ?? {}) as { type?: unknown }
  return typeof type === 'string' ? type : 'inline'
}

/**
 * The names of actions as the config gives them. Read entry and exit from `node.config`: the
 * node's own lists hold the actions XState adds for `after` and `invoke` too.
 */
export function describeActions(actions: unknown): string[] {
  return [actions ?? []].flat().map(nameOf)
}

/** `tick (1000 ms)`, `retryDelay`, `500 ms`. */
function describeDelay(machine: AnyStateMachine, delay: unknown): string {
  if (typeof delay === 'number') return `${delay} ms`
  const name = String(delay)
  const implementation = (machine.implementations.delays as Record<string, unknown>)[name]
  return typeof implementation === 'number' ? `${name} (${implementation} ms)` : name
}

/** The trigger of a transition as a person reads it: `quiz.start`, `after tick (1000 ms)`. */
export function describeTrigger({ definition, source }: TransitionInfo): string {
  const { eventType } = definition
  if (eventType === '') return 'always'
  if (eventType.startsWith('xstate.after.')) {
    return `after ${describeDelay(source.machine, (definition as { delay?: unknown }).delay)}`
  }
  const invoked = /^xstate\.(done|error)\.actor\.(.*)$/.exec(eventType)
  if (invoked) {
    const invoke = source.invoke.find(({ id }) => id === invoked[2])
    return `${invoked[1]}: ${nameOf(invoke?.src)}`
  }
  return eventType.startsWith('xstate.done.state.') ? 'done' : eventType
}

/** The guard of a branch; the last unguarded branch after guarded ones reads `else`. */
export function describeBranchGuard(transition: TransitionInfo): string | undefined {
  const { guard } = transition.definition
  if (guard !== undefined) return nameOf(guard)
  return transition.branch > 0 ? 'else' : undefined
}

/** `answer.select [isValidAnswer] / appendAnswer` */
export function describeTransition(transition: TransitionInfo): string {
  const guard = describeBranchGuard(transition)
  const actions = describeActions(transition.definition.actions)
  return [
    describeTrigger(transition),
    guard ? `[${guard}]` : undefined,
    actions.length ? `/ ${actions.join(', ')}` : undefined,
  ]
    .filter(Boolean)
    .join(' ')
}

/** The requirement IDs a state node or a transition carries in its `meta`. */
export function requirementsIn(meta: unknown): string[] {
  const ids = (meta as { requirements?: unknown } | undefined)?.requirements
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
}

/** `quiz.question.ready` -> `question.ready` (the id without the machine's own id). */
export function shortId(node: AnyStateNode): string {
  return node.path.join('.') || node.id
}

/** Where a transition goes: `question.ready --answer.select--> results`, `(stays)` if targetless. */
export function describeTargets(transition: TransitionInfo): string {
  const targets = (transition.definition.target ?? []) as AnyStateNode[]
  if (!targets.length) return '(stays)'
  return targets.map(shortId).join(', ')
}

/** One drawn arrow: a transition from its own source to one of its own targets. */
export interface Arrow {
  transition: TransitionInfo
  from: AnyStateNode
  /** The target; the source itself for a transition without one (drawn as a loop). */
  to: AnyStateNode
}

/**
 * The arrows of a transition, one per target, each from the state that has the transition to
 * the state it targets, nested ones included.
 */
export function arrowsOf(transition: TransitionInfo): Arrow[] {
  const from = transition.source
  const targets = (transition.definition.target ?? []) as AnyStateNode[]
  return (targets.length ? targets : [from]).map((to) => ({ transition, from, to }))
}
