/**
 * `npm run proof`: the lines of code around the product against the product's own, with the
 * aim of at most 1.2 to 1, printed as a trend to read, never a failure (docs/decisions.md: a line
 * moved to meet it is worse than a line over it). The lines are counted by cloc (Al Danial's line
 * counter, the npm package `cloc`, run by Perl) over every file git tracks, in whatever language
 * cloc knows (`.ci/run` by its shebang): its `code` column, never a blank or comment line. Left
 * out: prose (Markdown, plain text) and the lock files npm writes. The product is what ships and
 * what builds it: `src/`, `machines/`, `build/` and `public/`, without the machines' test models,
 * their registry, the path helpers and the requirement catalogue. Everything else (tests, e2e,
 * testing, ops, counsel, spec, configs, CI) is proof or tooling. The trend is the same figure at
 * a few earlier commits (cloc reads them from git), then in the work tree now.
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { rootDir } from '../build/build-dirs'
import { textTable } from '../testing/budgets'

const aim = 1.2
/** The commits before HEAD the trend starts from, oldest first. */
const earlier = ['HEAD~40', 'HEAD~20', 'HEAD~10', 'HEAD']

const isProduct = (file: string) =>
  /^(src|machines|build|public)\//.test(file) &&
  !/^machines\/(registry|paths|requirements)\.ts$|\.model\.ts$/.test(file)

/** cloc's count of code lines, file by file: in the work tree's tracked files, or at `commit`. */
function codeLines(commit?: string): Map<string, number> {
  const args = [
    join(rootDir, 'node_modules/cloc/lib/cloc'),
    ...(commit ? ['--git', commit] : ['--vcs=git']),
    '--by-file',
    '--json',
    '--quiet',
    '--exclude-lang=Markdown,Text',
    '--not-match-f=(^|/)package-lock\\.json$',
  ]
  const counts = JSON.parse(
    execFileSync('perl', args, { cwd: rootDir, encoding: 'utf8', maxBuffer: 64 << 20 }) || '{}',
  ) as Record<string, { code?: number }>
  return new Map(
    Object.entries(counts)
      .filter(([file]) => file !== 'header' && file !== 'SUM')
      .map(([file, { code = 0 }]) => [file.replace(/^\.\//, ''), code]),
  )
}

/** The product's lines, the rest's, and their ratio. */
function ratioOf(lines: Map<string, number>) {
  let product = 0
  let rest = 0
  for (const [file, n] of lines) {
    if (isProduct(file)) product += n
    else rest += n
  }
  return { product, rest, ratio: rest / product }
}

const commitExists = (commit: string) => {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], {
      cwd: rootDir,
      stdio: 'ignore',
    })
    return true
  } catch {
    return false
  }
}

const now = codeLines()
const byPlace = new Map<string, number>()
for (const [file, n] of now) {
  const kind = isProduct(file) ? 'product' : 'proof and tooling'
  const place = `${file.includes('/') ? `${file.split('/')[0]}/` : 'root files'} (${kind})`
  byPlace.set(place, (byPlace.get(place) ?? 0) + n)
}
console.log(
  textTable(
    ['where', 'lines of code (cloc)'],
    [...byPlace].sort(([a], [b]) => a.localeCompare(b)).map(([place, n]) => [place, String(n)]),
  ),
)
const trend = [
  ...earlier.filter(commitExists).map((commit) => {
    const subject = execFileSync('git', ['log', '-1', '--format=%h %cs', commit], {
      cwd: rootDir,
      encoding: 'utf8',
    }).trim()
    return [`${commit} (${subject})`, ratioOf(codeLines(commit))] as const
  }),
  ['work tree now', ratioOf(now)] as const,
]
console.log(
  `\n${textTable(
    ['when', 'product', 'proof and tooling', 'ratio'],
    trend.map(([when, { product, rest, ratio }]) => [
      when,
      String(product),
      String(rest),
      `${ratio.toFixed(3)}x`,
    ]),
  )}`,
)
const { rest, product, ratio } = ratioOf(now)
console.log(
  `\nProof and tooling ${rest} lines against the product's ${product}: ${ratio.toFixed(3)}x (aim: at most ${aim}x; a trend to read, not a gate).`,
)
