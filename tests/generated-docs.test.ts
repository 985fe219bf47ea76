/**
 * A generator's output is checked by generating it again, not by reading it back: every committed
 * generated document is what the machines, their requirements and the content give now.
 */
import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { bookFile, machineBooks, renderBook } from '../ops/book'
import { diagramsFile, renderMachinesMarkdown } from '../ops/diagrams/diagrams'
import {
  renderRequirements,
  renderTraceability,
  requirementsFile,
  traceabilityFile,
} from '../testing/requirements-docs'

const committed = (file: string) => readFile(file, 'utf8').catch(() => '')

it('every generated doc is committed as its command writes it', async () => {
  const generated = [
    ['book', bookFile, renderBook(await machineBooks())],
    ['diagrams', diagramsFile, renderMachinesMarkdown()],
    ['requirements-docs', requirementsFile, renderRequirements()],
    ['requirements-docs', traceabilityFile, await renderTraceability()],
  ]
  for (const [command, file = '', text] of generated) {
    const stale = `${file} is stale: run \`npm run ${command}\``
    expect((await committed(file)) === text, stale).toBe(true)
  }
})
