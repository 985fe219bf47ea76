/**
 * The budgets of the page table (`src/pages.ts`): total JavaScript and the page's whole wave, which
 * `npm test` enforces (tests/build-scripts.test.ts), measured on the prerendered HTML as a browser
 * fetches it. Also the bench's options and its tables.
 */
import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { rootDir } from '../build/build-dirs'
import { deferredStart } from '../build/first-screen'
import { photoSpec } from '../src/content/photos'
import { restCssAttribute } from '../src/effects/deferred-sections'
import { kB, type PageBudgets } from '../src/pages'

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]
const ours = (paths: readonly (string | undefined)[]) => [
  ...new Set(paths.filter((path): path is string => !!path?.match(/^\/(?!\/)/))),
]

/**
 * Same-origin scripts a page asks for from its HTML: its `<script src>` tags,
 * `<link rel="modulepreload">` hints and the files its paint-first loader adds
 * (`data-entry`, `data-preload`, `data-later`; src/inline/paint-first.ts), each counted once.
 * The video player, from its own host, is not ours.
 */
export function pageScripts(html: string): string[] {
  const paths: (string | undefined)[] = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    for (const name of ['data-preload', 'data-later'])
      paths.push(...(attribute(tag, name) ?? '').split(/\s+/))
    paths.push(attribute(tag, 'data-entry'), attribute(tag, 'src'))
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/^modulepreload$/i.test(attribute(tag, 'rel') ?? '')) paths.push(attribute(tag, 'href'))
  }
  return ours(paths)
}

/** Its stylesheets of ours: `<link rel="stylesheet">`. */
const pageStyles = (html: string) =>
  ours(
    [...html.matchAll(/<link\b[^>]*>/gi)].map(([tag]) =>
      /^stylesheet$/i.test(attribute(tag, 'rel') ?? '') ? attribute(tag, 'href') : undefined,
    ),
  )

/**
 * A page's HTML up to the end of its first screen: everything before its first section laid out
 * later, and before the rest of its CSS that comes there (build/first-screen.ts), or, on a page
 * without one (the quiz, the legal pages), before the second section of its #root; a page with
 * neither is its first screen whole. Its <head>, with its inline CSS, is in it.
 */
export function firstScreenHtml(html: string): string {
  const deferred = deferredStart(html)
  const rest = html.lastIndexOf(`<svg ${restCssAttribute}=`, deferred)
  if (deferred >= 0) return html.slice(0, rest >= 0 ? rest : deferred)
  const sections = [...html.slice(html.indexOf('<div id="root">')).matchAll(/<section\b/g)]
  const second = sections[1]?.index
  return second === undefined ? html : html.slice(0, html.indexOf('<div id="root">') + second)
}

const formatKb = (bytes: number) => `${(bytes / kB).toFixed(1)} kB`

/**
 * What each prerendered page under `root` asks for in its one wave, gzip -9: its code, against
 * its JS budget; and its code and stylesheets, against its wave budget: what a visitor waits for
 * after the HTML before the page is live. `over` names each budget missed.
 */
export async function checkPageWaves(
  root: string,
  pages: readonly ({ url: string; file: string } & Pick<
    PageBudgets,
    'totalJsBytes' | 'waveBytes'
  >)[],
) {
  const gzipped = async (path: string) =>
    gzipSync(await readFile(join(root, decodeURIComponent(path.split(/[?#]/)[0] ?? ''))), {
      level: 9,
    }).length
  const bytes = async (paths: readonly string[]) =>
    (await Promise.all(paths.map(gzipped))).reduce((sum, each) => sum + each, 0)
  return Promise.all(
    pages.map(async ({ url, file, totalJsBytes: jsBudget, waveBytes: waveBudget }) => {
      const html = await readFile(join(root, file), 'utf8')
      const [scripts, styles] = [pageScripts(html), pageStyles(html)]
      const jsBytes = await bytes(scripts)
      const waveBytes = jsBytes + (await bytes(styles))
      const over = (
        [
          ['JavaScript', jsBytes, jsBudget],
          ['its wave', waveBytes, waveBudget],
        ] as const
      )
        .filter(([, got, budget]) => got > budget)
        .map(([what, got, budget]) => `${what} ${formatKb(got)} > ${formatKb(budget)}`)
      const files = scripts.length + styles.length
      return { url, files, jsBytes, jsBudget, waveBytes, waveBudget, over }
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

export function formatWaveBudgetTable(rows: Awaited<ReturnType<typeof checkPageWaves>>): string {
  return textTable(
    ['route', 'JS (gzip)', 'budget', 'wave (gzip)', 'budget', 'files', ''],
    rows.map((row) => [
      row.url,
      formatKb(row.jsBytes),
      formatKb(row.jsBudget),
      formatKb(row.waveBytes),
      formatKb(row.waveBudget),
      String(row.files),
      row.over.length === 0 ? 'ok' : 'OVER BUDGET',
    ]),
  )
}
