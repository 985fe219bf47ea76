import { describe, expect, it } from 'vitest'
import { initialTransition, setup } from 'xstate'
import { requirements } from '../docs/requirements'
import { quizShortestPaths } from '../machines/quiz/quiz.model'
import { observedGuardOutcomes, requirementCarriers } from '../tools/coverage-measures'
import { coverageOf, replayPaths } from '../tools/machine-graph'
import {
  deepCoverageOf,
  loadMachinePaths,
  type MachinePaths,
  type MeasureRow,
  measures,
  percentOf,
} from '../tools/path-coverage'

const machinePaths = await loadMachinePaths()

function uncovered(rows: readonly MeasureRow[]): string[] {
  return rows.filter((row) => !row.covered && !row.excluded).map((row) => row.label)
}

function entryOf(id: string): MachinePaths {
  const entry = machinePaths.find(({ machine }) => machine.id === id)
  if (!entry) throw new Error(`no paths for ${id}`)
  return entry
}

/** The same machine with only some of its paths. */
function withPaths(entry: MachinePaths, keep: (steps: number) => boolean) {
  return {
    ...entry,
    sets: entry.sets.map((set) => ({
      ...set,
      paths: set.paths.filter((path) => keep(path.steps.length)),
    })),
  }
}

describe('the generated test paths (npm run paths)', () => {
  describe.each(machinePaths.map((entry) => [entry.machine.id, entry] as const))(
    '%s',
    (_, entry) => {
      const coverage = deepCoverageOf(entry)

      it.each(measures)('cover every item of %s, or list why not', (measure) => {
        expect(uncovered(coverage.rows[measure])).toEqual([])
        expect(percentOf(coverage.rows[measure])).toBe(100)
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

describe('the requirements the machines carry', () => {
  const catalogued = new Set<string>(requirements.map((requirement) => requirement.id))

  it('are all in the catalogue (docs/requirements.ts)', () => {
    for (const { machine } of machinePaths) {
      for (const id of requirementCarriers(machine).keys()) {
        expect(catalogued.has(id), `${machine.id} carries ${id}`).toBe(true)
      }
    }
  })

  it('include every rule the catalogue gives to a machine', () => {
    for (const requirement of requirements) {
      if (!('machine' in requirement)) continue
      const entry = entryOf(requirement.machine)
      expect(
        requirementCarriers(entry.machine).has(requirement.id),
        `${requirement.id} on ${requirement.machine}`,
      ).toBe(true)
    }
  })
})

describe('the coverage measures', () => {
  const quiz = entryOf('quiz')

  it('count what a path leaves out as not covered', () => {
    const shortest = Math.min(...quiz.sets.flatMap((set) => set.paths.map((p) => p.steps.length)))
    const onlyTheShortest = deepCoverageOf(withPaths(quiz, (steps) => steps === shortest))
    for (const measure of measures) {
      expect(percentOf(onlyTheShortest.rows[measure]), measure).toBeLessThan(100)
    }
    expect(uncovered(onlyTheShortest.rows.states)).toContain('results')
    expect(uncovered(onlyTheShortest.rows.requirements)).toContain('QUIZ-RESULTS-AFTER-EIGHTH')
    expect(deepCoverageOf(withPaths(quiz, () => false)).pathCount).toBe(0)
  })

  it('see a guard false only when a later branch is taken or the event is ignored', () => {
    // The shortest paths alone never give two values that are no option in a row.
    const shortestOnly = deepCoverageOf({ ...quiz, sets: [{ paths: quizShortestPaths }] })
    const guards = shortestOnly.rows.guards
    expect(guards.find((row) => row.id.endsWith('#0 true'))?.covered).toBe(true)
    expect(guards.find((row) => row.id.endsWith('#0 false'))?.covered).toBe(true)
    const pairs = uncovered(shortestOnly.rows.pairs)
    expect(pairs).toContain(
      'quiz.question.ready answer.select #1  then  quiz.question.ready answer.select #1',
    )
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
    const [path] = quiz.sets.flatMap((set) => set.paths).filter((p) => p.steps.length > 2)
    const [first] = path?.steps ?? []
    if (!first) throw new Error('no quiz path')
    const lying = { steps: [first, { event: { type: 'quiz.start' }, state: first.state }] }
    expect(coverageOf(quiz.machine, [{ paths: [lying] }]).divergences).toHaveLength(1)
  })
})
