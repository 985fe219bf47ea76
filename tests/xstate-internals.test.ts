/**
 * Canary for tools/xstate-internals.ts: each accessor of an XState internal, tried on a small
 * machine. When an upgrade of xstate changes one of them, this fails and names it.
 */
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { type AnyTransitionDefinition, and, not, setup, stateIn } from 'xstate'
import { composedGuard, recordingScope } from '../tools/xstate-internals'

const xstateVersion = (createRequire(import.meta.url)('xstate/package.json') as { version: string })
  .version
const changed = (what: string) =>
  `xstate ${xstateVersion} changed ${what}: update tools/xstate-internals.ts (and pin the version in package.json)`

const probe = setup({
  guards: { isOn: () => true, isOff: () => false },
  actions: { note: () => {} },
}).createMachine({
  id: 'probe',
  initial: 'idle',
  states: {
    idle: { on: { go: { target: 'busy', actions: 'note' } } },
    busy: { always: { target: 'done', guard: 'isOn' } },
    done: {},
  },
})

describe('the XState internals the tooling reads', () => {
  it('a recording scope reports each microstep with the transitions it took', () => {
    const steps: { transitions: readonly AnyTransitionDefinition[]; value: unknown }[] = []
    const scope = recordingScope(probe, (transitions, snapshot) =>
      steps.push({ transitions, value: snapshot.value }),
    )
    const start = probe.getInitialSnapshot(scope)
    const end = probe.transition(start, { type: 'go' }, scope)
    expect(end.value, changed('machine.transition with an actor scope')).toBe('done')
    const taken = steps.flatMap((step) => step.transitions.map((t) => t.eventType))
    expect(taken, changed("the microstep inspection event's _transitions")).toEqual(['go', ''])
    expect(
      steps.map((step) => step.value),
      changed('the microstep inspection event'),
    ).toEqual(['busy', 'done'])
  })

  it.each([
    [
      'and() guards',
      and(['isOn', not('isOff')]),
      { kind: 'and', guards: ['isOn', expect.any(Function)] },
    ],
    ['not() guards', not('isOff'), { kind: 'not', guards: ['isOff'] }],
    ['stateIn() guards', stateIn('busy'), { kind: 'stateIn', stateValue: 'busy' }],
    ['plain guards', 'isOn', undefined],
  ])('composed guards are taken apart: %s', (what, guard, parts) => {
    expect(composedGuard(guard), changed(what)).toEqual(parts)
  })
})
