/**
 * The machines page's "What changed" (lab/compare.ts): a target and a delay changed in turn on a
 * small machine, and a guard on a copy of the real quiz, each found in the comparison with what it
 * was and what it is now, and the generated paths that then go differently, played on both
 * revisions. The git extraction (the compare command) only loads two such
 * revisions; the page's section is e2e/machines-page.spec.ts's.
 */
import { describe, expect, it } from 'vitest'
import { type AnyStateMachine, assign, setup } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { type Comparison, compareRevisions, type RevisionMachine } from '../lab/compare'
import { exampleAnswersBefore, exampleComparison } from '../lab/compare-example'

interface Door {
  isEnough: (args: { context: { knocks: number } }) => boolean
  target: 'open' | 'inside'
  patience: number
  wait: number
}

/** A small machine: knocks open the door once enough; it closes after its patience runs out. */
function door({ isEnough, target, patience, wait }: Door) {
  return setup({
    types: {
      context: {} as { knocks: number },
      events: {} as { type: 'knock' } | { type: 'enter' },
    },
    guards: { isEnough },
    delays: { patience },
    actions: { count: assign({ knocks: ({ context }) => context.knocks + 1 }) },
  }).createMachine({
    id: 'door',
    initial: 'closed',
    context: { knocks: 0 },
    states: {
      closed: {
        on: { knock: [{ guard: 'isEnough', target, actions: 'count' }, { actions: 'count' }] },
      },
      open: {
        after: { patience: 'closed' },
        on: { enter: 'inside' },
      },
      inside: { after: { [wait]: 'outside' } },
      outside: { type: 'final' },
    },
  })
}

/** The second knock opens the door. */
const original: Door = {
  isEnough: ({ context }) => context.knocks >= 1,
  target: 'open',
  patience: 1000,
  wait: 500,
}

/** One revision: the machine and the paths generated on it, as its own model would. */
function revision(label: string, machine: AnyStateMachine) {
  const paths = getShortestPaths(machine, { events: [{ type: 'knock' }, { type: 'enter' }] })
  const machines: RevisionMachine[] = [{ name: 'door', machine, sets: [{ paths }] }]
  return { label, machines, rules: new Map<string, string>() }
}

function compare(changed: Partial<Door>): Comparison['machines'][number] {
  const [door_] = compareRevisions(
    revision('main', door(original)),
    revision('this working copy', door({ ...original, ...changed })),
  ).machines
  if (!door_) throw new Error('no machine compared')
  return door_
}

/** A path that differs, as its events and where each revision ends it. */
const endings = (machine: Comparison['machines'][number]) =>
  machine.paths.map((path) => ({
    events: path.events.join(', '),
    before: path.before?.ending,
    now: path.now?.ending,
    differs: path.differs,
  }))

describe('What changed, by behaviour', () => {
  it('finds nothing between a machine and itself', () => {
    const same = compare({})
    expect(same.changes).toEqual([])
    expect(same.paths).toEqual([])
    expect(same.samePaths).toBeGreaterThan(0)
  })

  it('finds a changed target, and the paths that now end differently', () => {
    const changed = compare({ target: 'inside' })
    expect(changed.changes).toEqual([
      {
        kind: 'transition',
        change: 'changed',
        name: 'closed on knock [isEnough]',
        details: [{ field: 'target', before: 'open', now: 'inside' }],
      },
    ])
    expect(endings(changed)).toContainEqual({
      events: 'knock, knock',
      before: 'open',
      now: 'inside',
      differs: ['ending'],
    })
  })

  it('finds a changed delay, named or written in place', () => {
    expect(compare({ patience: 5000 }).changes).toEqual([
      {
        kind: 'delay',
        change: 'changed',
        name: 'patience',
        details: [{ field: 'value', before: '1000 ms', now: '5000 ms' }],
      },
    ])
    expect(compare({ wait: 800 }).changes).toEqual([
      {
        kind: 'transition',
        change: 'changed',
        name: 'inside on after a set time',
        details: [{ field: 'delay', before: '500 ms', now: '800 ms' }],
      },
    ])
  })

  it('finds states and transitions added and removed, and a machine only one revision has', () => {
    const before = door(original)
    const now = setup({}).createMachine({
      id: 'door',
      initial: 'closed',
      states: { closed: { on: { ring: 'hall' } }, hall: {} },
    })
    const [changed] = compareRevisions(revision('main', before), revision('now', now)).machines
    const summary = changed?.changes.map(({ kind, change, name }) => `${change} ${kind} ${name}`)
    expect(summary).toEqual(
      expect.arrayContaining([
        'added state hall',
        'removed state open',
        'added transition closed on ring',
        'removed transition closed on knock [isEnough]',
        'removed guard isEnough',
        'removed delay patience',
      ]),
    )
    const gone = compareRevisions(revision('main', before), {
      ...revision('now', now),
      machines: [],
    })
    expect(gone.machines[0]?.presence).toBe('removed')
    expect(gone.machines[0]?.paths.every((path) => path.now === null)).toBe(true)
  })

  it('finds a changed guard: on a copy of the real quiz whose results came after seven answers, the paths to the results end differently', async () => {
    const quiz = (await exampleComparison()).machines.find((machine) => machine.name === 'quiz')
    // The guard, with its code before and now.
    expect(quiz?.changes).toEqual([
      {
        kind: 'guard',
        change: 'changed',
        name: 'isLastQuestionAnswered',
        details: [
          {
            field: 'value',
            before: expect.stringContaining('=== exampleAnswersBefore'),
            now: expect.stringContaining('=== quizRules.questionCount'),
          },
        ],
      },
    ])
    // Every path that gives eight answers now reached the results a step early before.
    const eighth = quiz?.paths.find(
      (path) =>
        path.events.filter((event) => event.startsWith('answer.select')).length === 8 &&
        path.now?.ending === 'results (the machine is done)',
    )
    expect(eighth?.before?.states[3 * exampleAnswersBefore + 1]).toBe('results')
    expect(eighth?.now?.states[3 * exampleAnswersBefore + 1]).toBe('question › question.settling')
    expect(eighth?.differs).toContain('screens')
    const others = (await exampleComparison()).machines.filter((machine) => machine.name !== 'quiz')
    expect(others.flatMap((machine) => [...machine.changes, ...machine.paths])).toEqual([])
  })
})
