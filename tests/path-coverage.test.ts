/**
 * Every registered machine's generated paths, replayed on the machine alone, reach every state and
 * transition and trace every requirement its chart states. A new machine needs no test of its own
 * here: its registry entry is enough (and a browser driver: e2e/paths.spec.ts fails without one).
 * That each step reaches the state its path records is proved where the paths run as tests
 * (machines/registry.ts, `runnersOf`).
 */
import { describe, expect, it } from 'vitest'
import { drivers } from '../e2e/drivers'
import { coverageOf, coveringPaths, loadMachinePaths, measures } from '../testing/path-coverage'

const machinePaths = await loadMachinePaths()

describe.each(machinePaths.map((entry) => [entry.name, entry] as const))('%s paths', (_, entry) => {
  const coverage = coverageOf(entry)

  it.each(measures)('reach every item of %s', (measure) => {
    // None to reach would pass: every machine has states, transitions and rules (`meta.rules`).
    expect(coverage[measure].length).toBeGreaterThan(0)
    expect(coverage[measure].filter((row) => !row.covered).map((row) => row.label)).toEqual([])
  })

  // What every engine plays (e2e/paths.spec.ts): fewer paths, every state and transition still.
  it('reach every state and transition in the paths every engine plays, from each set', () => {
    const driver = drivers[entry.name]
    const chosen = entry.sets.map((set) => ({ set, paths: driver?.paths?.(set) ?? set.paths }))
    const covering = coveringPaths(entry, chosen)
    const sets = chosen.map(({ set }) => ({
      ...set,
      paths: covering.filter((one) => one.set === set).map(({ path }) => path),
    }))
    expect(sets.filter(({ paths }) => paths.length === 0).map(({ label }) => label)).toEqual([])
    const played = coverageOf({ ...entry, sets })
    for (const measure of ['states', 'transitions'] as const) {
      expect(played[measure].filter((row) => !row.covered).map((row) => row.label)).toEqual([])
    }
    expect(covering.length).toBeLessThan(chosen.flatMap(({ paths }) => paths).length)
  })
})
