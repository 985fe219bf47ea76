/**
 * The committed diagrams (docs/machines.md) is what
 * `npm run diagrams` draws from the machines now: a generator's output is checked by drawing it
 * again, not by reading its pictures back.
 */
import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { diagramsFile, renderMachinesMarkdown } from '../ops/diagrams/diagrams'

const committed = (file: string) => readFile(file, 'utf8').catch(() => '')

it('docs/machines.md is what the machines draw now (`npm run diagrams`)', async () => {
  expect(
    (await committed(diagramsFile)) === renderMachinesMarkdown(),
    'docs/machines.md is stale: run `npm run diagrams` and commit it.',
  ).toBe(true)
})
