/**
 * The words the pictures in words (docs/diagrams/<machine>.words.svg) say each arrow with
 * (ops/diagrams/words.ts): every event, guard, delay and invoked actor of every machine of the
 * registry has them, so a new one without words fails here; and none is left over from a name no
 * machine has any more.
 */
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { machineRegistry } from '../machines/registry'
import { actorWords, delayWords, eventWords, guardWords } from '../ops/diagrams/words'

/** The events a visitor or the page can send: every `on` key but XState's own and wildcards. */
function eventTypesOf(machine: AnyStateMachine): string[] {
  const nodes = [machine.root, ...getStateNodes(machine)]
  const types = nodes.flatMap((node) => Object.keys(node.config.on ?? {}))
  return [...new Set(types)].filter((type) => !type.startsWith('xstate.') && !type.includes('*'))
}

const names = {
  events: machineRegistry.flatMap(({ machine }) => eventTypesOf(machine)),
  guards: machineRegistry.flatMap(({ machine }) => Object.keys(machine.implementations.guards)),
  delays: machineRegistry.flatMap(({ machine }) => Object.keys(machine.implementations.delays)),
  actors: machineRegistry.flatMap(({ machine }) => Object.keys(machine.implementations.actors)),
}
const tables = { events: eventWords, guards: guardWords, delays: delayWords, actors: actorWords }

describe('the machines in words', () => {
  for (const kind of ['events', 'guards', 'delays', 'actors'] as const) {
    it(`every ${kind.slice(0, -1)} of every machine has words, and the words are all in use`, () => {
      const table = tables[kind]
      expect(
        names[kind].filter((name) => !(name in table)),
        `${kind} without words in ops/diagrams/words.ts`,
      ).toEqual([])
      expect(
        Object.keys(table).filter((name) => !names[kind].includes(name)),
        `words in ops/diagrams/words.ts for ${kind} no machine has`,
      ).toEqual([])
    })
  }
})
