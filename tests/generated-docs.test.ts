/**
 * A generator's output is checked by generating it again, not by reading it back: every committed
 * generated document is what the machines, their requirements and the content give now.
 */
import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { bookFile, machineBooks, renderBook } from '../ops/book'
import { diagramsFile, renderMachinesMarkdown, svgFiles } from '../ops/diagrams/diagrams'
import {
  renderRequirements,
  renderTraceability,
  requirementsFile,
  traceabilityFile,
} from '../testing/requirements-docs'

const committed = (file: string) => readFile(file, 'utf8').catch(() => '')

it.each([
  ['npm run book', async () => [[bookFile, renderBook(await machineBooks())]]],
  [
    'npm run diagrams',
    async () => [
      [diagramsFile, renderMachinesMarkdown()],
      ...(await svgFiles()).map((f) => [f.file, f.svg]),
    ],
  ],
  [
    'npm run requirements-docs',
    async () => [
      [requirementsFile, renderRequirements()],
      [traceabilityFile, await renderTraceability()],
    ],
  ],
])('what `%s` writes is committed as it writes it', async (command, generate) => {
  for (const [file = '', text] of await generate()) {
    expect((await committed(file)) === text, `${file} is stale: run \`${command}\``).toBe(true)
  }
})
