/**
 * A generator's output is checked by generating it again, not by reading it back: every committed
 * generated document (and the settings' tables in the docs) is what the machines, their
 * requirements, the content and the settings' schema give now.
 */
import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { bookFile, bookModel, renderBook } from '../ops/book'
import { diagramsFile, renderMachinesMarkdown } from '../ops/diagrams/diagrams'
import { renderSettingsDoc, settingsDocs } from '../ops/settings-docs'
import {
  renderRequirements,
  renderTraceability,
  requirementsFile,
  traceabilityFile,
} from '../testing/requirements-docs'

const committed = (file: string) => readFile(file, 'utf8').catch(() => '')

it('every generated doc is committed as its command writes it', async () => {
  const generated = [
    ['book', bookFile, renderBook(await bookModel())],
    ['diagrams', diagramsFile, renderMachinesMarkdown()],
    ['requirements-docs', requirementsFile, renderRequirements()],
    ['requirements-docs', traceabilityFile, await renderTraceability()],
  ]
  for (const doc of settingsDocs) {
    generated.push(['settings-docs', doc.file, renderSettingsDoc(await committed(doc.file), doc)])
  }
  for (const [command, file = '', text] of generated) {
    const stale = `${file} is stale: run \`npm run ${command}\``
    expect((await committed(file)) === text, stale).toBe(true)
  }
})
