/**
 * `npm run path-coverage`: how much of each statechart of machines/registry.ts the paths of its
 * test model reach, replayed on the machine: states, transitions (per event and guard branch),
 * guard outcomes (each true and false), pairs of consecutive transitions, and the requirements it
 * carries. What a machine leaves out on purpose is in its coverage-exclusions.ts;
 * tests/path-coverage.test.ts asserts 100 % of the rest.
 */
import { pathToFileURL } from 'node:url'
import { getStateNodes } from 'xstate/graph'
import { requirements } from '../docs/requirements'
import { type MachinePathSet, machineRegistry, type RegisteredMachine } from '../machines/registry'
import { textTable } from './budgets'
import {
  allowedPairs,
  carriedRequirements,
  guardOutcomeRows,
  observedGuardOutcomes,
  observedPairs,
} from './coverage-measures'
import {
  describeTargets,
  describeTransition,
  replayPaths,
  shortId,
  transitionsOf,
} from './machine-graph'

/** A registered machine with the paths its test model generates. */
export type MachinePaths = RegisteredMachine & { sets: readonly MachinePathSet[] }

export async function loadMachinePaths(): Promise<MachinePaths[]> {
  return Promise.all(
    machineRegistry.map(async (entry) => ({ ...entry, sets: await entry.pathSets() })),
  )
}

export const measures = ['states', 'transitions', 'guards', 'pairs', 'requirements'] as const
export type Measure = (typeof measures)[number]

export interface MeasureRow {
  id: string
  label: string
  covered: boolean
  /** Why the paths leave it out, when they do on purpose. */
  excluded?: string
}

export interface DeepCoverage {
  entry: MachinePaths
  pathCount: number
  rows: Record<Measure, MeasureRow[]>
  divergences: string[]
}

/** The five measures of one machine's paths. */
export function deepCoverageOf(entry: MachinePaths): DeepCoverage {
  const { machine, sets, exclusions } = entry
  const { traces, divergences } = replayPaths(machine, sets)
  const states = new Set(traces.flatMap((trace) => [...trace.states]))
  const taken = new Set(traces.flatMap((trace) => trace.steps.flatMap((step) => step.taken)))
  const outcomes = observedGuardOutcomes(traces)
  const pairs = observedPairs(traces)
  const carried = carriedRequirements(machine, traces)
  const catalogued: string[] = requirements.flatMap((requirement) =>
    'machine' in requirement && requirement.machine === machine.id ? [requirement.id] : [],
  )
  const row = (measure: Measure, id: string, label: string, covered: boolean): MeasureRow => {
    const exclusion = exclusions.find((e) => e.measure === measure && e.item === id)
    return exclusion ? { id, label, covered, excluded: exclusion.reason } : { id, label, covered }
  }
  const rows: Record<Measure, MeasureRow[]> = {
    states: getStateNodes(machine).map((node) =>
      row('states', node.id, shortId(node), states.has(node.id)),
    ),
    transitions: transitionsOf(machine).map((transition) =>
      row(
        'transitions',
        transition.key,
        `${shortId(transition.source)} -> ${describeTargets(transition)}: ${describeTransition(transition)}`,
        taken.has(transition.key),
      ),
    ),
    guards: guardOutcomeRows(machine).map(({ id, label }) =>
      row('guards', id, label, outcomes.has(id)),
    ),
    pairs: allowedPairs(machine).map(({ id, label }) => row('pairs', id, label, pairs.has(id))),
    // The catalogue's rules for this machine and every ID it carries: each must be both.
    requirements: [...new Set([...catalogued, ...carried.keys()])].map((id) => {
      const paths = carried.get(id)?.paths
      const label = !catalogued.includes(id)
        ? `${id} (carried, but not this machine's in docs/requirements.ts)`
        : paths === undefined
          ? `${id} (no state or transition carries it)`
          : id
      return row('requirements', id, label, catalogued.includes(id) && (paths ?? 0) > 0)
    }),
  }
  return {
    entry,
    pathCount: sets.reduce((sum, set) => sum + set.paths.length, 0),
    rows,
    divergences,
  }
}

/** Covered share of the rows that are not excluded, in percent (100 when there are none). */
export function percentOf(rows: readonly MeasureRow[]): number {
  const counted = rows.filter((row) => !row.excluded)
  if (!counted.length) return 100
  return (counted.filter((row) => row.covered).length / counted.length) * 100
}

export function isComplete(coverage: DeepCoverage): boolean {
  return (
    coverage.pathCount > 0 &&
    coverage.divergences.length === 0 &&
    measures.every((measure) => percentOf(coverage.rows[measure]) === 100)
  )
}

function ratio(rows: readonly MeasureRow[]): string {
  const counted = rows.filter((row) => !row.excluded)
  const covered = counted.filter((row) => row.covered).length
  const excluded = rows.length - counted.length
  const text = `${covered}/${counted.length} ${percentOf(rows).toFixed(0)} %`
  return excluded ? `${text} (+${excluded} excl.)` : text
}

/** The table `npm run path-coverage` prints, then the exclusions and whatever is missing. */
export function coverageReport(coverages: readonly DeepCoverage[]): string {
  const table = textTable(
    ['machine', 'paths', ...measures],
    coverages.map((c) => [
      c.entry.machine.id,
      String(c.pathCount),
      ...measures.map((measure) => ratio(c.rows[measure])),
    ]),
  )
  const lines = [
    'Coverage of the generated test paths: states; transitions (event + guard branch); guard',
    'outcomes (each guard true and false); pairs of consecutive transitions; requirements carried',
    '',
    table,
  ]
  for (const c of coverages) {
    const excluded = measures.flatMap((measure) =>
      c.rows[measure]
        .filter((row) => row.excluded)
        .map((row) => `${measure}: ${row.label}\n      ${row.excluded}`),
    )
    const missing = measures.flatMap((measure) =>
      c.rows[measure]
        .filter((row) => !row.covered && !row.excluded)
        .map((row) => `${measure}: ${row.label}`),
    )
    if (c.pathCount === 0) missing.unshift(`no paths: ${c.entry.model} generates none`)
    if (!excluded.length && !missing.length && !c.divergences.length) continue
    lines.push('', `${c.entry.machine.id} (${c.entry.model}):`)
    for (const item of excluded) lines.push(`  excluded: ${item}`)
    for (const item of missing) lines.push(`  not covered: ${item}`)
    for (const item of c.divergences) lines.push(`  replay differs: ${item}`)
  }
  return lines.join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const coverages = (await loadMachinePaths()).map(deepCoverageOf)
  console.log(coverageReport(coverages))
  if (!coverages.every(isComplete)) process.exitCode = 1
}
