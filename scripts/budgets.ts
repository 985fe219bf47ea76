/**
 * Measuring the budgets of the page table (`src/pages.ts`): first-load JavaScript, the one
 * budget `npm test` enforces, measured on the prerendered HTML exactly as a browser would fetch
 * it; Lighthouse budgets are checked by `npm run bench` (timings are too noisy for CI).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { kB, type PageBudgets, type SitePage, sitePages } from '../src/pages'

export { kB }

/** A route's Lighthouse budgets (the page table's, without the first-load JS). */
export interface LighthouseBudget extends Omit<PageBudgets, 'firstLoadJsBytes'> {
  url: string
}

/** The pages the bench measures, with their budgets (median of the runs, Lighthouse mobile). */
export function lighthouseBudgetsOf(pages: readonly SitePage[]): LighthouseBudget[] {
  return pages
    .filter((page) => page.bench)
    .map(({ url, budgets: { firstLoadJsBytes: _, ...lighthouse } }) => ({ url, ...lighthouse }))
}

export const lighthouseBudgets: readonly LighthouseBudget[] = lighthouseBudgetsOf(sitePages)

/** What one Lighthouse run (or the median of several) says about a route. */
export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Script bytes transferred. */
  scriptBytes: number
  requests: number
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** The median of each figure on its own (not the figures of one median run). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptBytes: of('scriptBytes'),
    requests: of('requests'),
  }
}

/** Each budget the figures miss, in words; empty when the route is within all of them. */
export function lighthouseMisses(budget: LighthouseBudget, m: LighthouseFigures): string[] {
  return [
    m.performance < budget.performance && `performance ${m.performance} < ${budget.performance}`,
    m.accessibility < budget.accessibility &&
      `accessibility ${m.accessibility} < ${budget.accessibility}`,
    m.bestPractices < budget.bestPractices &&
      `best practices ${m.bestPractices} < ${budget.bestPractices}`,
    m.seo < budget.seo && `SEO ${m.seo} < ${budget.seo}`,
    m.lcpMs > budget.lcpMs && `LCP ${Math.round(m.lcpMs)} ms > ${budget.lcpMs} ms`,
    m.tbtMs > budget.tbtMs && `TBT ${Math.round(m.tbtMs)} ms > ${budget.tbtMs} ms`,
    m.cls > budget.cls && `CLS ${m.cls.toFixed(3)} > ${budget.cls}`,
    // A metric Lighthouse could not compute is a miss, not a pass.
    Object.values(m).some(Number.isNaN) && 'a figure is missing from the Lighthouse report',
  ].filter((miss): miss is string => typeof miss === 'string')
}

export interface ScriptSize {
  /** URL path as written in the page, e.g. /assets/sales-abc.js. */
  path: string
  gzipBytes: number
}

export interface FirstLoadJs {
  scripts: ScriptSize[]
  totalBytes: number
}

/**
 * Same-origin scripts a page fetches to become interactive: its `<script src>` tags,
 * `<link rel="modulepreload">` hints and the files its paint-first loader adds
 * (`data-entry`, `data-preload`; scripts/paint-first.ts), each counted once. Scripts added
 * later by the page itself (the video player) are not first-load JS.
 */
export function firstLoadScripts(html: string): string[] {
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]
  const paths: string[] = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const preload = attribute(tag, 'data-preload')
    paths.push(...(preload ?? '').split(/\s+/).filter(Boolean))
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

/** gzip -9 size of every first-load script of a prerendered page under `root`. */
export async function firstLoadJs(root: string, htmlFile: string): Promise<FirstLoadJs> {
  const html = await readFile(join(root, htmlFile), 'utf8')
  const scripts = await Promise.all(
    firstLoadScripts(html).map(async (path) => {
      const body = await readFile(join(root, decodeURIComponent(path.split(/[?#]/)[0] ?? '')))
      return { path, gzipBytes: gzipSync(body, { level: 9 }).length }
    }),
  )
  return { scripts, totalBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) }
}

export interface JsBudgetRow extends FirstLoadJs {
  url: string
  budgetBytes: number
  ok: boolean
}

/** Each page's first-load JS against its budget. */
export async function checkFirstLoadJs(
  root: string,
  pages: readonly { url: string; file: string; budgetBytes: number }[],
): Promise<JsBudgetRow[]> {
  return Promise.all(
    pages.map(async ({ url, file, budgetBytes }) => {
      const measured = await firstLoadJs(root, file)
      return { url, ...measured, budgetBytes, ok: measured.totalBytes <= budgetBytes }
    }),
  )
}

export const formatKb = (bytes: number) => `${(bytes / kB).toFixed(1)} kB`

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
    ['route', 'first-load JS (gzip)', 'scripts', 'budget', ''],
    rows.map((row) => [
      row.url,
      formatKb(row.totalBytes),
      String(row.scripts.length),
      formatKb(row.budgetBytes),
      row.ok ? 'ok' : 'OVER BUDGET',
    ]),
  )
}
