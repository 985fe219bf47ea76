import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import {
  renderRequirements,
  renderTraceability,
  requirementsFile,
  traceabilityFile,
} from '../testing/requirements-docs'

it('docs/requirements.md and docs/traceability.md are what the catalogue, the registry and the models generate now', async () => {
  const stale = (file: string) =>
    `${file} is stale: run \`npm run requirements-docs\` and commit it.`
  expect(await readFile(requirementsFile, 'utf8'), stale(requirementsFile)).toBe(
    renderRequirements(),
  )
  expect(await readFile(traceabilityFile, 'utf8'), stale(traceabilityFile)).toBe(
    await renderTraceability(),
  )
})
