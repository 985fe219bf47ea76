/**
 * `npm run machines:compare -- [ref]`: compares the machines of this working copy with those of
 * another revision (a release tag, `main`, any git ref; by default the last tag, else `main`),
 * writes the comparison to dist/machines-compare.json and rebuilds the machines page with it
 * (`npm run machines:build`; a running `npm run machines` reloads with it). `--no-build` only
 * writes the file.
 *
 * The other revision is taken with `git archive` into a temporary folder (it borrows this copy's
 * node_modules) and its registry, test models and requirements are imported from there, so each
 * revision's paths come from its own models. The comparison itself is lab/compare.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { RegisteredMachine } from '../machines/registry'
import type { Requirement } from '../machines/requirements'
import { compareRevisions, type Revision } from './compare'

const root = fileURLToPath(new URL('../', import.meta.url))
/** Where the comparison goes, and where the machines page reads it by default (lab/vite.config.ts). */
export const comparisonFile = join(root, 'dist/machines-compare.json')

const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim()

/** The last release tag, else `main`. */
function defaultRef(): string {
  try {
    return git('describe', '--tags', '--abbrev=0')
  } catch {
    return 'main'
  }
}

/** A revision's machines, paths and requirements, imported from the folder it lies in. */
async function loadRevision(folder: string, label: string, commit?: string): Promise<Revision> {
  const load = (file: string) => import(pathToFileURL(join(folder, file)).href)
  const { machineRegistry } = (await load('machines/registry.ts')) as {
    machineRegistry: readonly RegisteredMachine[]
  }
  // Revisions before the rooms by audience kept the catalogue in docs/.
  const requirementsFile = ['machines/requirements.ts', 'docs/requirements.ts'].find((file) =>
    existsSync(join(folder, file)),
  )
  const requirements: readonly Requirement[] = requirementsFile
    ? (await load(requirementsFile)).requirements
    : []
  return {
    label,
    ...(commit ? { commit } : {}),
    rules: new Map(requirements.map((requirement) => [requirement.id, requirement.rule])),
    machines: await Promise.all(
      machineRegistry.map(async (entry) => ({
        name: entry.name,
        machine: entry.machine,
        sets: await entry.pathSets(),
      })),
    ),
  }
}

async function main(args: string[]) {
  const ref = args.find((arg) => !arg.startsWith('--')) ?? defaultRef()
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`)
  const folder = mkdtempSync(join(tmpdir(), 'machines-compare-'))
  try {
    execFileSync(
      'sh',
      ['-c', `git archive --format=tar "$1" | tar -x -C "$2"`, 'sh', commit, folder],
      {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    )
    symlinkSync(resolve(root, 'node_modules'), join(folder, 'node_modules'), 'dir')
    const before = await loadRevision(folder, ref, commit)
    const head = git('rev-parse', 'HEAD')
    const dirty = git('status', '--porcelain', '--', 'machines') !== ''
    const now = await loadRevision(
      root,
      dirty ? 'this working copy (with changes not committed)' : 'this working copy',
      head,
    )
    const comparison = compareRevisions(before, now)
    writeFileSync(comparisonFile, `${JSON.stringify(comparison, null, 1)}\n`)
    for (const machine of comparison.machines) {
      console.log(
        `${machine.id}: ${machine.changes.length} changed in its structure, ${machine.paths.length} paths go differently, ${machine.samePaths} the same`,
      )
    }
    console.log(`Wrote ${comparisonFile}`)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
  if (!args.includes('--no-build')) {
    const built = spawnSync('npm', ['run', 'machines:build', '--', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    })
    if (built.status !== 0) process.exit(built.status ?? 1)
    console.log('The machines page (dist/machines/index.html) shows it under "What changed".')
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2))
}
