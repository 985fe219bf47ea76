/**
 * The only place the tooling reads XState's internals, for what no public API of XState 5 offers.
 * `xstate` is pinned, and tests/xstate-internals.test.ts exercises each accessor, so an upgrade
 * that changes one fails there, naming it, before the diagrams or the path coverage go wrong.
 */
import {
  type ActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  type InspectionEvent,
} from 'xstate'

/**
 * A scope for `machine.transition(snapshot, event, scope)`, inert as `transition()`'s own, whose
 * system reports every microstep with the transitions it took (the inspection's `_transitions`;
 * `getMicrosteps()` gives only the snapshots).
 */
export function recordingScope(
  machine: AnyStateMachine,
  onMicrostep: (
    transitions: readonly AnyTransitionDefinition[],
    snapshot: AnyMachineSnapshot,
  ) => void,
): ActorScope<AnyMachineSnapshot, EventObject> {
  // Built without input: the actor only lends its system; its own initial snapshot is unused.
  const self = createActor(machine)
  self.system.inspect((event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return
    if (!Array.isArray(event._transitions)) {
      throw new Error('XState no longer reports _transitions with a microstep: see this module')
    }
    onMicrostep(event._transitions, event.snapshot as AnyMachineSnapshot)
  })
  return {
    self,
    defer: () => {},
    id: '',
    logger: () => {},
    sessionId: '',
    stopChild: () => {},
    system: self.system,
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as ActorScope<AnyMachineSnapshot, EventObject>
}

/** A guard built with `and()`, `or()`, `not()` or `stateIn()`, taken apart. */
export type ComposedGuard =
  | { kind: 'and' | 'or' | 'not'; guards: readonly unknown[] }
  | { kind: 'stateIn'; stateValue: unknown }

const composedKinds: Record<string, ComposedGuard['kind']> = {
  checkAnd: 'and',
  checkOr: 'or',
  checkNot: 'not',
  checkStateIn: 'stateIn',
}

/** What a composed guard is made of (XState's functions with `check` named `checkAnd`...). */
export function composedGuard(guard: unknown): ComposedGuard | undefined {
  if (typeof guard !== 'function' && (typeof guard !== 'object' || guard === null)) return undefined
  const parts = guard as { check?: { name?: unknown }; guards?: unknown; stateValue?: unknown }
  const kind = composedKinds[String(parts.check?.name ?? '')]
  if (!kind) return undefined
  if (kind === 'stateIn') return { kind, stateValue: parts.stateValue }
  return { kind, guards: Array.isArray(parts.guards) ? parts.guards : [] }
}
