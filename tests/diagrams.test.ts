import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { getStateNodes } from 'xstate/graph'
import { machineRegistry } from '../machines/registry'
import { diagramsFile, mermaidOf, renderMachinesMarkdown, svgFiles } from '../tools/diagrams'
import { describeTrigger, transitionsOf } from '../tools/machine-graph'
import { loadMachinePaths } from '../tools/path-coverage'
import { pathsFile, renderPathsMarkdown } from '../tools/paths'

/** What `file` holds now, '' if there is none. */
const committed = (file: string) => readFile(file, 'utf8').catch(() => '')

describe('docs/machines.md', () => {
  it('is what the machines generate now (run `npm run diagrams` after changing a machine)', async () => {
    const fresh = renderMachinesMarkdown()
    expect(
      (await committed(diagramsFile)) === fresh,
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

describe('docs/diagrams/<machine>.svg and docs/paths.md', () => {
  it('are what the machines and their test models generate now (`npm run diagrams`, `npm run paths`)', async () => {
    for (const { file, svg } of await svgFiles()) {
      expect((await committed(file)) === svg, `${file} is stale: run \`npm run diagrams\``).toBe(
        true,
      )
    }
    const paths = renderPathsMarkdown(await loadMachinePaths())
    expect(
      (await committed(pathsFile)) === paths,
      'docs/paths.md is stale: run `npm run paths`',
    ).toBe(true)
  })

  it('draw every state and the trigger of every transition', async () => {
    const xml = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    for (const [index, { svg }] of (await svgFiles()).entries()) {
      const machine = machineRegistry[index]?.machine
      if (!machine) throw new Error('a picture for no machine')
      for (const node of getStateNodes(machine)) {
        expect(svg, `${machine.id}: state ${node.id}`).toContain(`>${node.key}</text>`)
      }
      for (const transition of transitionsOf(machine)) {
        expect(svg, `${machine.id}: ${transition.key}`).toContain(
          `>${xml(describeTrigger(transition))}`,
        )
      }
    }
  })
})
