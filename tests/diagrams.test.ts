import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { getStateNodes } from 'xstate/graph'
import { machineRegistry } from '../machines/registry'
import { diagramsFile, mermaidOf, renderMachinesMarkdown } from '../tools/diagrams'
import { transitionsOf } from '../tools/machine-graph'

describe('docs/machines.md', () => {
  it('is what the machines generate now (run `npm run diagrams` after changing a machine)', async () => {
    const committed = await readFile(diagramsFile, 'utf8').catch(() => '')
    const fresh = renderMachinesMarkdown()
    expect(
      committed === fresh,
      'docs/machines.md is stale: the machines changed since it was generated. Run `npm run diagrams` and commit docs/machines.md.',
    ).toBe(true)
  })

  it('draws every state, event and guard of every machine', async () => {
    for (const { machine } of machineRegistry) {
      const diagram = mermaidOf(machine)
      expect(diagram.startsWith('stateDiagram-v2\n')).toBe(true)
      for (const node of getStateNodes(machine)) {
        expect(diagram, `${machine.id}: state ${node.id}`).toContain(`"${node.key}"`)
        if (node.description) {
          const plainStart = node.description.split(/[;#{}"]/)[0] ?? ''
          const firstWords = plainStart.split(' ').slice(0, 3).join(' ')
          expect(diagram, `${machine.id}: description of ${node.id}`).toContain(firstWords)
        }
      }
      for (const transition of transitionsOf(machine)) {
        const { guard, eventType } = transition.definition
        if (typeof guard === 'string') expect(diagram).toContain(`[${guard}]`)
        if (!eventType.startsWith('xstate.')) expect(diagram).toContain(eventType)
      }
    }
  })
})
