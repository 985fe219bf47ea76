/**
 * `npm run path-coverage`: how much of each statechart of machines/registry.ts the paths of its
 * test model reach, replayed on the machine: states, transitions (per event and guard branch),
 * guard outcomes (each true and false), pairs of consecutive transitions, and the requirements it
 * carries. What a machine leaves out on purpose is in its coverage-exclusions.ts;
 * tests/path-coverage.test.ts asserts 100 % of the rest.
 */
import { pathToFileURL } from 'node:url'
import { type MachinePathSet, machineRegistry, type RegisteredMachine } from '../machines/registry'
import { textTable } from './budgets'
import {
  type CarriedRequirement,
  carriedRequirements,
  type Measure,
  type MeasureRow,
  measureRows,
  measures,
} from './coverage-measures'
import { replayPaths } from './machine-graph'

/** A registered machine with the paths its test model generates. */
export type MachinePaths = RegisteredMachine & { sets: readonly MachinePathSet[] }

export async function loadMachinePaths(): Promise<MachinePaths[]> {
  return Promise.all(
    machineRegistry.map(async (entry) => ({ ...entry, sets: await entry.pathSets() })),
  )
}

export interface DeepCoverage {
  entry: MachinePaths
  pathCount: number
  rows: Record<Measure, MeasureRow[]>
  divergences: string[]
  /** The requirements it carries, with their carriers and paths (docs/traceability.md lists them). */
  carried: Map<string, CarriedRequirement>
}

/** The five measures of one machine's paths. */
export function deepCoverageOf(entry: MachinePaths): DeepCoverage {
  const { traces, divergences } = replayPaths(entry.machine, entry.sets)
  const carried = carriedRequirements(entry.machine, traces)
  const rows = measureRows(entry.machine, traces, carried, entry.exclusions)
  return { entry, pathCount: traces.length, rows, divergences, carried }
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
    const rows = measures.flatMap((measure) => c.rows[measure].map((row) => ({ measure, ...row })))
    const excluded = rows
      .filter((row) => row.excluded)
      .map((row) => `${row.measure}: ${row.label}\n      ${row.excluded}`)
    const missing = rows
      .filter((row) => !row.covered && !row.excluded)
      .map((row) => `${row.measure}: ${row.label}`)
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
