/**
 * `npm run proof`: how much code proves the product against the product itself, in lines that are
 * neither blank nor comments, of the code files git tracks. Each file is classed by what reaches it
 * through imports (static, dynamic, re-exports), not by the folder it sits in:
 *
 * - product: every file under src/, and what they and the build (build/build.ts, vite.config.ts)
 *   reach; the machines are in it through src/'s imports;
 * - the team's tools: what only the product team's own commands reach (`teamCommands`: the
 *   diagrams, the claims dossier, the images), left out of the figure: they neither ship nor prove;
 * - proof: the rest, tests and test models, the test and operations commands (servers, hosts,
 *   benches, the browser runner, the path coverage), and anything they share with the team's tools.
 *
 * The goal is at most 1.3 lines of proof a line of product.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { rootDir } from '../build/build-dirs'
import { textTable } from '../testing/budgets'

const goal = 1.3
/** Where the product starts: the app's own folder, and the build's entry and config. */
const isProductSeed = (file: string) =>
  file.startsWith('src/') || file === 'build/build.ts' || file === 'vite.config.ts'
/** The npm scripts the product team runs to see and make the product, not to test or operate it. */
const teamCommands = ['diagrams', 'claims', 'kit-render', 'photo', 'og-image', 'settings-docs']
/** Scripts that build or serve the product in development: the product's own seeds cover them. */
const productCommands = ['dev', 'build']
/** tsconfig.json's `paths`. */
const aliases: [string, string][] = [
  ['@/', 'src/'],
  ['@machines/', 'machines/'],
]

/** Lines that are not blank and not only a comment (`//`, `/* … *\/`, `#` in shell). */
function codeLines(text: string, shell = false): number {
  let inBlock = false
  let count = 0
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (inBlock) {
      inBlock = !line.includes('*/')
      continue
    }
    if (!line || line.startsWith('//') || (shell && line.startsWith('#'))) continue
    if (line.startsWith('/*')) {
      inBlock = !line.includes('*/')
      continue
    }
    count++
  }
  return count
}

const files = execFileSync('git', ['ls-files'], { cwd: rootDir, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|cjs|sh)$/.test(file) && !file.startsWith('docs/'))
  // A file deleted but not yet committed is gone.
  .filter((file) => existsSync(join(rootDir, file)))
const tracked = new Set(files)
const read = (file: string) => readFileSync(join(rootDir, file), 'utf8')
const texts = new Map(files.map((file) => [file, read(file)]))

/** The tracked file an import names, if it is one of ours. */
function resolve(from: string, specifier: string): string | undefined {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix))
  let base: string
  if (alias) base = alias[1] + specifier.slice(alias[0].length)
  else if (specifier.startsWith('.')) base = normalize(join(dirname(from), specifier))
  else return undefined
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((candidate) => tracked.has(candidate))
}

/** Every file the seeds reach through `import … from`, `export … from` and `import()`. */
function reach(seeds: Iterable<string>): Set<string> {
  const reached = new Set(seeds)
  const queue = [...reached]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const [, specifier = ''] of (texts.get(file) ?? '').matchAll(
      /(?:\bfrom|\bimport\s*\(?)\s*['"]([^'"]+)['"]/g,
    )) {
      const target = resolve(file, specifier)
      if (target && !reached.has(target)) {
        reached.add(target)
        queue.push(target)
      }
    }
  }
  return reached
}

/** The files a script runs: what `tsx` or `node` runs. */
function entriesOf(command: string): string[] {
  return [...command.matchAll(/\b(?:tsx|node)\s+(\S+\.[cm]?[jt]sx?)\b/g)]
    .map(([, file = '']) => file)
    .filter((file) => tracked.has(file))
}

const scripts: Record<string, string> = JSON.parse(read('package.json')).scripts
const commandEntries = (names: (name: string) => boolean) =>
  Object.entries(scripts).flatMap(([name, command]) => (names(name) ? entriesOf(command) : []))

const product = reach(files.filter(isProductSeed))
const team = reach(commandEntries((name) => teamCommands.includes(name)))
// Code the test and operations commands and configs run, tests aside (a test reaches what it tests).
const testAndOps = reach([
  ...commandEntries((name) => !teamCommands.includes(name) && !productCommands.includes(name)),
  ...files.filter((file) => !file.includes('/') && !product.has(file)),
])
function kindOf(file: string): string {
  if (product.has(file)) return 'product'
  if (team.has(file) && !testAndOps.has(file)) return "team's tools"
  return 'proof'
}

const byPlace = new Map<string, { kind: string; lines: number }>()
for (const file of files) {
  const kind = kindOf(file)
  const key = `${file.includes('/') ? `${file.split('/')[0]}/` : 'root configs'} (${kind})`
  const entry = byPlace.get(key) ?? { kind, lines: 0 }
  entry.lines += codeLines(texts.get(file) ?? '', file.endsWith('.sh'))
  byPlace.set(key, entry)
}
const sum = (kind: string) =>
  [...byPlace.values()].filter((e) => e.kind === kind).reduce((t, e) => t + e.lines, 0)
const proofLines = sum('proof')
const productLines = sum('product')
console.log(
  textTable(
    ['where', 'lines of code'],
    [...byPlace.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([place, { lines }]) => [place, String(lines)]),
  ),
)
const teamLines = sum("team's tools")
const ratio = (lines: number) => `${(lines / productLines).toFixed(2)}x`
console.log(
  `\nProof ${proofLines} lines against the product's ${productLines}: ${ratio(proofLines)} (goal: at most ${goal}x).`,
)
console.log(
  `The team's tools, ${teamLines} lines, are neither (counted as proof: ${ratio(proofLines + teamLines)}).`,
)
