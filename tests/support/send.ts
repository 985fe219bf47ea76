/**
 * Sending events in tests that keep sending after a machine has finished. An actor in its final
 * state takes no more events, and XState warns on each one sent to it; there the event is tried
 * on the machine's pure `transition` instead, and must change nothing.
 */
import { expect } from 'vitest'
import {
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  transition,
} from 'xstate'

export function send<T extends AnyStateMachine>(actor: Actor<T>, event: EventFromLogic<T>): void {
  const snapshot: AnyMachineSnapshot = actor.getSnapshot()
  if (snapshot.status !== 'done') {
    actor.send(event)
    return
  }
  const [next]: [AnyMachineSnapshot, unknown] = transition(actor.logic, snapshot as never, event)
  const after = `${(event as { type: string }).type} after the final state`
  expect(next.value, after).toEqual(snapshot.value)
  expect(next.context, after).toEqual(snapshot.context)
}
