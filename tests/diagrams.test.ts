/**
 * The committed diagrams (docs/machines.md, docs/diagrams/<machine>.svg and .words.svg) are what
 * `npm run diagrams` draws from the machines now: a generator's output is checked by drawing it
 * again, not by reading its pictures back.
 */
import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { diagramsFile, renderMachinesMarkdown, svgFiles } from '../ops/diagrams/diagrams'

const committed = (file: string) => readFile(file, 'utf8').catch(() => '')

it('docs/machines.md and every picture are what the machines draw now (`npm run diagrams`)', async () => {
  expect(
    (await committed(diagramsFile)) === renderMachinesMarkdown(),
    'docs/machines.md is stale: run `npm run diagrams` and commit it.',
  ).toBe(true)
  for (const { file, svg } of await svgFiles()) {
    expect((await committed(file)) === svg, `${file} is stale: run \`npm run diagrams\``).toBe(true)
  }
})
