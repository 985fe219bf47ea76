/**
 * Every registered machine's generated paths, replayed on the machine alone, reach every state and
 * transition and trace every requirement its chart states. A new machine needs no test of its own
 * here: its registry entry is enough (and a browser driver: e2e/paths.spec.ts fails without one).
 * That each step reaches the state its path records is proved where the paths run as tests
 * (machines/registry.ts, `runnersOf`).
 */
import { describe, expect, it } from 'vitest'
import { coverageOf, loadMachinePaths, measures } from '../testing/path-coverage'

const machinePaths = await loadMachinePaths()

describe.each(machinePaths.map((entry) => [entry.name, entry] as const))('%s paths', (_, entry) => {
  const coverage = coverageOf(entry)

  it.each(measures)('reach every item of %s', (measure) => {
    // None to reach would pass: every machine has states, transitions and rules (`meta.rules`).
    expect(coverage[measure].length).toBeGreaterThan(0)
    expect(coverage[measure].filter((row) => !row.covered).map((row) => row.label)).toEqual([])
  })
})
