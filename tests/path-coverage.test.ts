/**
 * Every registered machine's generated paths, run on the machine alone (replayed through XState's
 * public API): each step reaches the state the path says, and together they reach every state and
 * transition and trace every requirement of the machine. A new machine needs no test of its own
 * here: its registry entry is enough.
 */
import { describe, expect, it } from 'vitest'
import { coverageOf, loadMachinePaths, measures } from '../testing/path-coverage'

const machinePaths = await loadMachinePaths()

describe.each(machinePaths.map((entry) => [entry.name, entry] as const))('%s paths', (_, entry) => {
  const coverage = coverageOf(entry)

  it('replay on the machine to the states they record', () => {
    expect(coverage.traces.length).toBeGreaterThan(0)
    expect(coverage.divergences).toEqual([])
  })

  it.each(measures)('reach every item of %s', (measure) => {
    expect(coverage[measure].filter((row) => !row.covered).map((row) => row.label)).toEqual([])
  })
})

describe('the coverage', () => {
  const quiz = machinePaths.find(({ name }) => name === 'quiz')
  if (!quiz) throw new Error('no quiz paths')
  const quizPaths = quiz.sets.flatMap((set) => set.paths)

  it('counts what the paths leave out as not reached', () => {
    const shortest = Math.min(...quizPaths.map((path) => path.steps.length))
    const onlyTheShortest = coverageOf({
      ...quiz,
      sets: [{ paths: quizPaths.filter((path) => path.steps.length === shortest) }],
    })
    const missing = (measure: (typeof measures)[number]) =>
      onlyTheShortest[measure].filter((row) => !row.covered).map((row) => row.label)
    expect(missing('states')).toContain('results')
    expect(missing('transitions').length).toBeGreaterThan(0)
    expect(missing('requirements')).toContain('QUIZ-RESULTS-AFTER-EIGHTH')
  })

  it('reports a path whose recorded state the machine does not reach', () => {
    const [first] = quizPaths.find((path) => path.steps.length > 2)?.steps ?? []
    if (!first) throw new Error('no quiz path')
    const lying = { steps: [first, { event: { type: 'quiz.start' }, state: first.state }] }
    expect(coverageOf({ ...quiz, sets: [{ paths: [lying] }] }).divergences).toHaveLength(1)
  })
})
