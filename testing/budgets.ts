/**
 * The budgets of the page table (`src/pages.ts`): total JavaScript, the one budget `npm test`
 * enforces (tests/build-scripts.test.ts), measured on the prerendered HTML as a browser fetches it; the Lighthouse budgets as
 * Lighthouse CI assertions for `npm run bench`. Also the bench's options.
 */
import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { rootDir } from '../build/build-dirs'
import { photoSpec } from '../src/content/photos'
import { kB, type PageBudgets } from '../src/pages'

/** A route's Lighthouse budgets (the page table's, without the total JS). */
export interface LighthouseBudget extends Omit<PageBudgets, 'totalJsBytes'> {
  url: string
}

/**
 * Each page's budgets as Lighthouse CI assertions (`ci.assert.assertMatrix`), on the median of
 * the runs: a score at least the budget, a timing or shift at most it; and in no run a byte from
 * a third party (the blocked video host's requests carry none).
 */
export function lighthouseAssertions(budgets: readonly LighthouseBudget[], origin: string) {
  const atLeast = (score: number) =>
    ['error', { minScore: score / 100, aggregationMethod: 'median' }] as const
  const atMost = (value: number) =>
    ['error', { maxNumericValue: value, aggregationMethod: 'median' }] as const
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return budgets.map((budget) => ({
    matchingUrlPattern: `^${escaped(`${origin}${budget.url}`)}$`,
    assertions: {
      'categories:performance': atLeast(budget.performance),
      'categories:accessibility': atLeast(budget.accessibility),
      'categories:best-practices': atLeast(budget.bestPractices),
      'categories:seo': atLeast(budget.seo),
      'largest-contentful-paint': atMost(budget.lcpMs),
      'total-blocking-time': atMost(budget.tbtMs),
      'cumulative-layout-shift': atMost(budget.cls),
      'resource-summary:third-party:size': [
        'error',
        { maxNumericValue: 0, aggregationMethod: 'pessimistic' },
      ],
    },
  }))
}

/**
 * Same-origin scripts a page asks for from its HTML: its `<script src>` tags,
 * `<link rel="modulepreload">` hints and the files its paint-first loader adds
 * (`data-entry`, `data-preload`, `data-later`; src/inline/paint-first.ts), each counted once.
 * The video player, from its own host, is not ours.
 */
export function pageScripts(html: string): string[] {
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]
  const paths: string[] = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    for (const name of ['data-preload', 'data-later'])
      paths.push(...(attribute(tag, name) ?? '').split(/\s+/).filter(Boolean))
    for (const name of ['data-entry', 'src']) {
      const path = attribute(tag, name)
      if (path) paths.push(path)
    }
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href')
    if (href && /^modulepreload$/i.test(attribute(tag, 'rel') ?? '')) paths.push(href)
  }
  return [...new Set(paths.filter((path) => path.startsWith('/') && !path.startsWith('//')))]
}

/** A page's total JS against its budget. */
export interface JsBudgetRow {
  url: string
  /** Each script: its URL path as the page writes it, and its gzip -9 size. */
  scripts: { path: string; gzipBytes: number }[]
  totalBytes: number
  budgetBytes: number
  ok: boolean
}

/**
 * The gzip -9 size of each script of each prerendered page under `root`: its code, not the HTML
 * its slots' modules carry (build/later-slots.ts), which left the page's HTML so that it comes in
 * one round trip and is held there (`documentBytes`).
 */
export async function checkPageJs(
  root: string,
  pages: readonly ({ url: string; file: string } & Pick<PageBudgets, 'totalJsBytes'>)[],
): Promise<JsBudgetRow[]> {
  return Promise.all(
    pages.map(async ({ url, file, totalJsBytes: budgetBytes }) => {
      const html = await readFile(join(root, file), 'utf8')
      const markup = new Set([...html.matchAll(/data-module="([^"]+)"/g)].map(([, path]) => path))
      const code = pageScripts(html).filter((path) => !markup.has(path))
      const scripts = await Promise.all(
        code.map(async (path) => {
          const body = await readFile(join(root, decodeURIComponent(path.split(/[?#]/)[0] ?? '')))
          return { path, gzipBytes: gzipSync(body, { level: 9 }).length }
        }),
      )
      const totalBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
      return { url, scripts, totalBytes, budgetBytes, ok: totalBytes <= budgetBytes }
    }),
  )
}

/**
 * Each image the pages load, by its path, and the most bytes it may be: a photograph of a person
 * (`npm run photo` keeps each file within it), the kit's render at its widest, a drawing.
 * tests/build-fonts.test.ts holds every image the build ships to its row; an image no row names fails.
 */
export const imageBudgets: readonly { images: RegExp; maxBytes: number }[] = [
  {
    images: new RegExp(`^${photoSpec.dir}/[a-z]+-\\d+\\.(?:avif|webp)$`),
    maxBytes: photoSpec.maxBytes,
  },
  { images: /^\/images\/sales\/kit-as-it-arrives-\d+\.(?:avif|webp)$/, maxBytes: 80 * kB },
  { images: /^\/images\/sales\/[a-z-]+\.svg$/, maxBytes: 10 * kB },
]

const formatKb = (bytes: number) => `${(bytes / kB).toFixed(1)} kB`

/**
 * The options of `npm run bench`: `--runs N` (5), `--port N` (BENCH_PORT, else
 * `defaultPort`), `--route /x` (repeatable), `--no-build`. Builds the site unless told not to.
 */
export function benchOptions(defaultPort: number) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      port: { type: 'string', default: process.env.BENCH_PORT ?? String(defaultPort) },
      route: { type: 'string', multiple: true, default: [] },
      'no-build': { type: 'boolean', default: false },
    },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number >= 1')
  if (!values['no-build']) {
    const built = spawnSync('npx', ['tsx', 'build/build.ts'], { cwd: rootDir, stdio: 'inherit' })
    if (built.status !== 0) process.exit(built.status ?? 1)
  }
  return { runs, port: Number(values.port), routes: values.route }
}

/** A fixed-width text table. */
export function textTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

export function formatJsBudgetTable(rows: readonly JsBudgetRow[]): string {
  return textTable(
    ['route', 'total JS (gzip)', 'scripts', 'budget', ''],
    rows.map((row) => [
      row.url,
      formatKb(row.totalBytes),
      String(row.scripts.length),
      formatKb(row.budgetBytes),
      row.ok ? 'ok' : 'OVER BUDGET',
    ]),
  )
}
