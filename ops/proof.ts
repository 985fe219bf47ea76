/**
 * `npm run proof`: how much code proves the product against the product itself, in lines that are
 * neither blank nor comments, of the code files git tracks. Proof: tests/, e2e/, lab/, testing/,
 * ops/, spec/, the machines' test models, registry and requirement catalogue (only tooling reads
 * them), and the test tools' configs.
 * Product: src/, the machines, build/. The goal is at most 1.3 lines of proof a line of product.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { rootDir } from '../build/build-dirs'
import { textTable } from '../testing/budgets'

const goal = 1.3
const isProduct = (file: string) =>
  /^(src|build)\//.test(file) ||
  (file.startsWith('machines/') &&
    !/\.model\.ts$|^machines\/(registry|requirements)\.ts$/.test(file))
/** Configs of the product's own build are the product's; the rest of the root's, the tests'. */
const productConfigs = new Set(['vite.config.ts'])

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
const byPlace = new Map<string, { product: boolean; lines: number }>()
for (const file of files) {
  const product = isProduct(file) || productConfigs.has(file)
  const key = file.includes('/')
    ? `${file.split('/')[0]}/${product || !file.startsWith('machines/') ? '' : ' (test models, registry, requirements)'}`
    : `root configs (${product ? 'build' : 'tests'})`
  const text = readFileSync(join(rootDir, file), 'utf8')
  const entry = byPlace.get(key) ?? { product, lines: 0 }
  entry.lines += codeLines(text, file.endsWith('.sh'))
  byPlace.set(key, entry)
}
const sum = (product: boolean) =>
  [...byPlace.values()].filter((e) => e.product === product).reduce((t, e) => t + e.lines, 0)
const proof = sum(false)
const product = sum(true)
const ratio = proof / product
console.log(
  textTable(
    ['where', 'is', 'lines of code'],
    [...byPlace.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([place, { product, lines }]) => [place, product ? 'product' : 'proof', String(lines)]),
  ),
)
console.log(
  `\nProof ${proof} lines against the product's ${product}: ${ratio.toFixed(2)}x (goal: at most ${goal}x).`,
)
