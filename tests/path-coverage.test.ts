import { describe, expect, it } from 'vitest'
import { initialTransition, setup } from 'xstate'
import { type MeasureRow, measures, observedGuardOutcomes } from '../tools/coverage-measures'
import { replayPaths } from '../tools/machine-graph'
import { deepCoverageOf, loadMachinePaths, percentOf } from '../tools/path-coverage'

const machinePaths = await loadMachinePaths()

function uncovered(rows: readonly MeasureRow[]): string[] {
  return rows.filter((row) => !row.covered && !row.excluded).map((row) => row.label)
}

describe('the generated test paths (npm run path-coverage)', () => {
  describe.each(machinePaths.map((entry) => [entry.machine.id, entry] as const))(
    '%s',
    (_, entry) => {
      const coverage = deepCoverageOf(entry)

      it.each(measures)('cover every item of %s, or list why not', (measure) => {
        expect(uncovered(coverage.rows[measure])).toEqual([])
      })

      it('replay to the states they record', () => {
        expect(coverage.divergences).toEqual([])
      })

      it('exclude only items that exist, each with a reason', () => {
        for (const exclusion of entry.exclusions) {
          const row = coverage.rows[exclusion.measure].find((r) => r.id === exclusion.item)
          expect(row, `${exclusion.measure}: ${exclusion.item}`).toBeDefined()
          expect(exclusion.reason.length).toBeGreaterThan(20)
        }
      })
    },
  )
})

describe('the coverage measures', () => {
  const quiz = machinePaths.find(({ machine }) => machine.id === 'quiz')
  if (!quiz) throw new Error('no quiz paths')
  const quizPaths = quiz.sets.flatMap((set) => set.paths)

  it('count what a path leaves out as not covered', () => {
    const shortest = Math.min(...quizPaths.map((path) => path.steps.length))
    const onlyTheShortest = deepCoverageOf({
      ...quiz,
      sets: [{ paths: quizPaths.filter((path) => path.steps.length === shortest) }],
    })
    for (const measure of measures) {
      expect(percentOf(onlyTheShortest.rows[measure]), measure).toBeLessThan(100)
    }
    expect(uncovered(onlyTheShortest.rows.states)).toContain('results')
    expect(uncovered(onlyTheShortest.rows.requirements)).toContain('QUIZ-RESULTS-AFTER-EIGHTH')
  })

  it('see every guard of a state false when none of its branches takes the event', () => {
    const door = setup({
      types: { context: {} as { open: boolean } },
      guards: { isOpen: ({ context }) => context.open },
    }).createMachine({
      id: 'door',
      context: { open: false },
      initial: 'shut',
      states: { shut: { on: { push: { guard: 'isOpen', target: 'through' } } }, through: {} },
    })
    const [shut] = initialTransition(door)
    const pushedWhileShut = {
      steps: [
        { event: { type: 'xstate.init' }, state: shut },
        { event: { type: 'push' }, state: shut },
      ],
    }
    const { traces } = replayPaths(door, [{ paths: [pushedWhileShut] }])
    expect([...observedGuardOutcomes(traces)]).toEqual(['door.shut push #0 false'])
  })

  it('report a path whose recorded state the machine does not reach', () => {
    const [first] = quizPaths.find((path) => path.steps.length > 2)?.steps ?? []
    if (!first) throw new Error('no quiz path')
    const lying = { steps: [first, { event: { type: 'quiz.start' }, state: first.state }] }
    expect(deepCoverageOf({ ...quiz, sets: [{ paths: [lying] }] }).divergences).toHaveLength(1)
  })
})
