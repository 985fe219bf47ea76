/**
 * `npm run paths`: how much of each statechart of machines/registry.ts the paths of its test model
 * reach, replayed on the machine: states, transitions (per event and guard branch), guard outcomes
 * (each true and false), pairs of consecutive transitions, and the requirements it carries. What a
 * machine leaves out on purpose is in its coverage-exclusions.ts; tests/paths-coverage.test.ts
 * asserts 100 % of the rest.
 */
import { pathToFileURL } from 'node:url'
import type { AnyStateMachine } from 'xstate'
import { requirements } from '../docs/requirements'
import { type CoverageExclusion, type MachinePathSet, machineRegistry } from '../machines/registry'
import { textTable } from './budgets'
import {
  allowedPairs,
  guardOutcomeRows,
  observedGuardOutcomes,
  observedPairs,
  pathsByRequirement,
} from './coverage-measures'
import { coverageOf, type PathTrace } from './machine-graph'

export interface MachinePaths {
  name: string
  machine: AnyStateMachine
  /** The test model the paths come from, relative to the project root. */
  source: string
  sets: readonly MachinePathSet[]
  exclusions: readonly CoverageExclusion[]
}

/** Every registered machine with the paths its test model generates. */
export async function loadMachinePaths(): Promise<MachinePaths[]> {
  return Promise.all(
    machineRegistry.map(async ({ name, machine, model, pathSets, exclusions }) => ({
      name,
      machine,
      source: model,
      sets: await pathSets(),
      exclusions,
    })),
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
  machineId: string
  source: string
  pathCount: number
  rows: Record<Measure, MeasureRow[]>
  divergences: string[]
  /** Each path as replayed, in the order of the sets. */
  traces: PathTrace[]
}

/** The five measures of one machine's paths. */
export function deepCoverageOf(entry: MachinePaths): DeepCoverage {
  const { machine, sets, exclusions } = entry
  const basic = coverageOf(machine, sets)
  const { traces } = basic
  const outcomes = observedGuardOutcomes(traces)
  const pairs = observedPairs(traces)
  const byRequirement = pathsByRequirement(machine, traces)
  const excluded = (measure: Measure, row: Omit<MeasureRow, 'excluded'>): MeasureRow => {
    const exclusion = exclusions.find((e) => e.measure === measure && e.item === row.id)
    return exclusion ? { ...row, excluded: exclusion.reason } : row
  }
  const rows: Record<Measure, MeasureRow[]> = {
    states: basic.states.map((row) => excluded('states', row)),
    transitions: basic.transitions.map((row) => excluded('transitions', row)),
    guards: guardOutcomeRows(machine).map((row) =>
      excluded('guards', { ...row, covered: outcomes.has(row.id) }),
    ),
    pairs: allowedPairs(machine).map((row) =>
      excluded('pairs', { ...row, covered: pairs.has(row.id) }),
    ),
    requirements: requirements
      .filter((requirement) => 'machine' in requirement && requirement.machine === machine.id)
      .map((requirement) =>
        excluded('requirements', {
          id: requirement.id,
          label: byRequirement.has(requirement.id)
            ? requirement.id
            : `${requirement.id} (no state or transition carries it)`,
          covered: (byRequirement.get(requirement.id)?.length ?? 0) > 0,
        }),
      ),
  }
  return {
    machineId: machine.id,
    source: entry.source,
    pathCount: basic.pathCount,
    rows,
    divergences: basic.divergences,
    traces,
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

/** The table `npm run paths` prints, then the exclusions and whatever is missing. */
export function coverageReport(coverages: readonly DeepCoverage[]): string {
  const table = textTable(
    ['machine', 'paths', ...measures],
    coverages.map((c) => [
      c.machineId,
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
    if (c.pathCount === 0) missing.unshift(`no paths: ${c.source} generates none`)
    if (!excluded.length && !missing.length && !c.divergences.length) continue
    lines.push('', `${c.machineId} (${c.source}):`)
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
