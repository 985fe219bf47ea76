/**
 * `npm run proof`: the lines of code around the product against the product's own, with the
 * aim of at most 1.2 to 1, printed as a figure to read, never a failure (docs/decisions.md: a line
 * moved to meet it is worse than a line over it). The product is what ships: `src/` and `machines/`, without the
 * machines' test models, their registry, the path helpers and the requirement catalogue. Every
 * other code file git tracks (tests, e2e, testing, ops, build, configs, spec) is proof or tooling.
 * A line of code is one that is not blank and does not start a comment (`//`, `/*`, `*`, `#`),
 * so a reader gets the same figures with `git ls-files`, `grep` and `wc` (docs/testing.md).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { rootDir } from '../build/build-dirs'
import { textTable } from '../testing/budgets'

const aim = 1.2
const isCode = (file: string) => /\.(ts|tsx|js|mjs|cjs|sh)$/.test(file) && !file.startsWith('docs/')
const isProduct = (file: string) =>
  /^(src|machines)\//.test(file) &&
  !/^machines\/(registry|paths|requirements)\.ts$|\.model\.ts$/.test(file)
const codeLines = (file: string) =>
  readFileSync(join(rootDir, file), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*($|\/\/|\/\*|\*|#)/.test(line)).length

const byPlace = new Map<string, number>()
let product = 0
let rest = 0
for (const file of execFileSync('git', ['ls-files'], { cwd: rootDir, encoding: 'utf8' })
  .split('\n')
  .filter(isCode)) {
  const lines = codeLines(file)
  const kind = isProduct(file) ? 'product' : 'proof and tooling'
  if (kind === 'product') product += lines
  else rest += lines
  const place = `${file.includes('/') ? `${file.split('/')[0]}/` : 'root configs'} (${kind})`
  byPlace.set(place, (byPlace.get(place) ?? 0) + lines)
}
console.log(
  textTable(
    ['where', 'lines of code'],
    [...byPlace].sort(([a], [b]) => a.localeCompare(b)).map(([place, n]) => [place, String(n)]),
  ),
)
const ratio = rest / product
console.log(
  `\nProof and tooling ${rest} lines against the product's ${product}: ${ratio.toFixed(3)}x (aim: at most ${aim}x; a trend to read, not a gate).`,
)
