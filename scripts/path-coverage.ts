/**
 * `npm run paths`: how much of each statechart the generated test paths reach. Each machine of
 * `machines/registry.ts` brings its paths from its test model, `machines/<name>/<name>.model.ts`
 * (the same paths the unit, view and browser tests run); each is replayed on the machine that generated it and every
 * state and transition (event + guard branch, `after`, `always`, invoke done/error) it takes is
 * counted. `tests/paths-coverage.test.ts` asserts 100 %.
 */
import { pathToFileURL } from 'node:url'
import type { AnyStateMachine } from 'xstate'
import { machineRegistry } from '../machines/registry'
import { type Coverage, coverageOf, type PathSet, percent } from './machine-graph'

export interface MachinePaths {
  machine: AnyStateMachine
  /** The test model the paths come from, relative to the project root. */
  source: string
  sets: readonly PathSet[]
}

/** Every registered machine with the paths its test model generates. */
export async function loadMachinePaths(): Promise<MachinePaths[]> {
  return Promise.all(
    machineRegistry.map(async ({ machine, model, pathSets }) => ({
      machine,
      source: model,
      sets: await pathSets(),
    })),
  )
}

export async function machineCoverage(): Promise<Coverage[]> {
  return (await loadMachinePaths()).map(({ machine, sets }) => coverageOf(machine, sets))
}

function ratio(rows: Coverage['states']): string {
  const covered = rows.filter((row) => row.covered).length
  const fraction = `${covered}/${rows.length}`.padStart(5)
  return `${fraction} ${percent(rows).toFixed(0).padStart(3)} %`
}

/** The table `npm run paths` prints, then what is missing, if anything. */
export function coverageReport(rows: readonly (Coverage & { source: string })[]): string {
  const header = `${'machine'.padEnd(14)}${'paths'.padStart(6)}   ${'states'.padEnd(14)}${'transitions'.padEnd(15)}source`
  const lines = [
    'Coverage of the generated test paths (every state; every transition: event + guard branch)',
    '',
    header,
    '-'.repeat(header.length + 10),
    ...rows.map(
      (row) =>
        `${row.machineId.padEnd(14)}${String(row.pathCount).padStart(6)}   ${ratio(row.states).padEnd(14)}${ratio(row.transitions).padEnd(15)}${row.source}`,
    ),
  ]
  for (const row of rows) {
    const missing = [
      ...row.states.filter((state) => !state.covered).map((state) => `state ${state.label}`),
      ...row.transitions.filter((t) => !t.covered).map((t) => `transition ${t.label}`),
    ]
    if (row.pathCount === 0) missing.unshift(`no paths: ${row.source} is missing or exports none`)
    if (!missing.length && !row.divergences.length) continue
    lines.push('', `${row.machineId}:`)
    for (const item of missing) lines.push(`  not reached: ${item}`)
    for (const item of row.divergences) lines.push(`  replay differs: ${item}`)
  }
  return lines.join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const loaded = await loadMachinePaths()
  const rows = loaded.map(({ machine, sets, source }) => ({ ...coverageOf(machine, sets), source }))
  console.log(coverageReport(rows))
  const complete = rows.every(
    (row) =>
      percent(row.states) === 100 && percent(row.transitions) === 100 && !row.divergences.length,
  )
  if (!complete) process.exitCode = 1
}
