// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { coverageOf, percent } from '../scripts/machine-graph'
import { loadMachinePaths } from '../scripts/path-coverage'

const machinePaths = await loadMachinePaths()

function missing(rows: readonly { label: string; covered: boolean }[]): string[] {
  return rows.filter((row) => !row.covered).map((row) => row.label)
}

describe('the generated test paths (npm run paths)', () => {
  it('exist for every machine in machines/', () => {
    expect(machinePaths.map(({ machine }) => machine.id)).toEqual(
      expect.arrayContaining(['quiz', 'countdown', 'videoLoader']),
    )
  })

  describe.each(machinePaths.map((entry) => [entry.machine.id, entry] as const))(
    '%s',
    (_, entry) => {
      const coverage = coverageOf(entry.machine, entry.sets)

      it(`has paths (from ${entry.source})`, () => {
        expect(coverage.pathCount).toBeGreaterThan(0)
      })

      it('reach every state', () => {
        expect(missing(coverage.states)).toEqual([])
        expect(percent(coverage.states)).toBe(100)
      })

      it('take every transition: each event, guard branch, delay, always and invoke outcome', () => {
        expect(missing(coverage.transitions)).toEqual([])
        expect(percent(coverage.transitions)).toBe(100)
      })

      it('replay to the states they record', () => {
        expect(coverage.divergences).toEqual([])
      })
    },
  )
})

describe('the coverage measure', () => {
  const quiz = machinePaths.find(({ machine }) => machine.id === 'quiz')

  it('counts what a path leaves out as not covered', () => {
    if (!quiz) throw new Error('no quiz paths')
    const shortest = [...quiz.sets.flatMap((set) => set.paths)].sort(
      (a, b) => a.steps.length - b.steps.length,
    )
    const onlyTheShortest = coverageOf(quiz.machine, [{ paths: shortest.slice(0, 1) }])
    expect(percent(onlyTheShortest.transitions)).toBeLessThan(100)
    expect(missing(onlyTheShortest.states)).toContain('results')
    expect(coverageOf(quiz.machine, []).pathCount).toBe(0)
  })

  it('reports a path whose recorded state the machine does not reach', () => {
    if (!quiz) throw new Error('no quiz paths')
    const longest = [...quiz.sets.flatMap((set) => set.paths)].sort(
      (a, b) => b.steps.length - a.steps.length,
    )[0]
    if (!longest) throw new Error('no quiz paths')
    const [first] = longest.steps
    if (!first) throw new Error('empty path')
    const lying = { steps: [first, { event: { type: 'quiz.start' }, state: first.state }] }
    expect(coverageOf(quiz.machine, [{ paths: [lying] }]).divergences).toHaveLength(1)
  })
})
