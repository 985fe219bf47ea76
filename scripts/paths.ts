/**
 * `npm run paths`: how much of each statechart the generated test paths reach. The paths of
 * `machines/<name>.machine.ts` come from `tests/support/<name>-paths.ts` (the same paths the
 * unit, view and browser tests run); each is replayed on the machine that generated it and every
 * state and transition (event + guard branch, `after`, `always`, invoke done/error) it takes is
 * counted. `tests/paths-coverage.test.ts` asserts 100 %.
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { AnyStateMachine } from 'xstate'
import {
  type Coverage,
  coverageOf,
  isPathLike,
  loadMachines,
  type PathLike,
  type PathSet,
  percent,
} from './machine-graph'

export const supportDir = join(dirname(fileURLToPath(import.meta.url)), '../tests/support')

export interface MachinePaths {
  machine: AnyStateMachine
  /** File the paths come from, relative to the project root. */
  source: string
  sets: PathSet[]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function toPathSets(value: unknown): PathSet[] {
  if (!Array.isArray(value) || !value.length) return []
  if (value.every(isPathLike)) return [{ paths: value as PathLike[] }]
  if (
    value.every((set) => isRecord(set) && Array.isArray(set.paths) && set.paths.every(isPathLike))
  ) {
    return (value as PathSet[]).map(({ paths, input }) => ({ paths, input }))
  }
  return []
}

/**
 * The path sets a support module exports: functions named `…PathSets()` (sets with their input)
 * when it has any, otherwise arrays of paths (`quizPaths`) or functions `…Paths()` returning them.
 */
export function pathSetsOf(exports: Record<string, unknown>): PathSet[] {
  const entries = Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))
  const call = (value: unknown) =>
    typeof value === 'function' && value.length === 0 ? (value as () => unknown)() : undefined
  const setFunctions = entries.filter(
    ([name, value]) => /PathSets$/.test(name) && typeof value === 'function',
  )
  if (setFunctions.length) return setFunctions.flatMap(([, value]) => toPathSets(call(value)))
  return entries
    .filter(([name]) => /Paths$/.test(name))
    .flatMap(([, value]) => toPathSets(typeof value === 'function' ? call(value) : value))
}

/** `quiz.machine.ts` -> `tests/support/quiz-paths.ts` */
export function supportFileFor(machineFile: string): string {
  return join(supportDir, machineFile.replace(/\.machine\.ts$/, '-paths.ts'))
}

export async function loadMachinePaths(): Promise<MachinePaths[]> {
  const modules = await loadMachines()
  const result: MachinePaths[] = []
  for (const { file, machine } of modules) {
    const supportFile = supportFileFor(file)
    const source = `tests/support/${supportFile.split('/').at(-1)}`
    const sets = existsSync(supportFile)
      ? pathSetsOf(await import(pathToFileURL(supportFile).href))
      : []
    result.push({ machine, source, sets })
  }
  return result
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
