// @vitest-environment node
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import {
  checkRecords,
  machineTraces,
  renderRequirements,
  renderTraceability,
  requirementsFile,
  traceabilityFile,
} from '../scripts/traceability'

const stale = (file: string) => `${file} is stale: run \`npm run requirements\` and commit it.`

describe('docs/requirements.md and docs/traceability.md', () => {
  it('are what the catalogue, the machines and their models generate now', async () => {
    const traces = await machineTraces()
    expect(await readFile(requirementsFile, 'utf8'), stale(requirementsFile)).toBe(
      renderRequirements(),
    )
    expect(await readFile(traceabilityFile, 'utf8'), stale(traceabilityFile)).toBe(
      renderTraceability(traces),
    )
  })
})

describe('the traceability check', () => {
  it('passes when every declared runner ran every path of its machine', async () => {
    const traces = await machineTraces()
    const records = traces.flatMap((trace) =>
      trace.runners.flatMap((runner) =>
        trace.paths.map((path) => ({ layer: runner.layer, file: runner.file, key: path.key })),
      ),
    )
    expect(checkRecords(traces, records).problems).toEqual([])
  })

  it('fails when a path ran on the machine but in no browser, or a runner ran nothing', async () => {
    const traces = await machineTraces()
    const records = traces.flatMap((trace) =>
      trace.runners
        .filter((runner) => runner.layer === 'machine')
        .flatMap((runner) =>
          trace.paths.map((path) => ({ layer: runner.layer, file: runner.file, key: path.key })),
        ),
    )
    const { problems } = checkRecords(traces, records)
    const firstPath = traces[0]?.paths[0]?.key ?? ''
    expect(problems).toContain(`${firstPath}: ran at the machine level but in no browser`)
    expect(problems.some((problem) => problem.endsWith('ran no path in chromium'))).toBe(true)
  })

  it('fails when a path did not run in one of the engines its machine declares', async () => {
    const traces = await machineTraces()
    const [first] = traces
    // A path no longer path begins with (a run of a longer path counts for its prefixes too).
    const keys = first?.paths.map((path) => path.key) ?? []
    const skipped = keys.find((key) => !keys.some((other) => other.startsWith(`${key} > `))) ?? ''
    const records = traces.flatMap((trace) =>
      trace.runners.flatMap((runner) =>
        trace.paths
          .filter((path) => !(runner.layer === 'webkit' && path.key === skipped))
          .map((path) => ({ layer: runner.layer, file: runner.file, key: path.key })),
      ),
    )
    expect(first?.runners.map((runner) => runner.layer)).toContain('webkit')
    expect(checkRecords(traces, records).problems).toEqual([`${skipped}: never ran in webkit`])
  })
})
