/**
 * `npm run bench`: builds the site, serves the build on loopback and runs Lighthouse (mobile,
 * default simulated throttling) in the tests' Chromium, several runs per route, then prints each
 * route's medians beside the budgets of scripts/budgets.ts and exits non-zero on any miss.
 *
 *   npm run bench                       5 runs per route
 *   npm run bench -- --runs 3           fewer runs
 *   npm run bench -- --route /quiz      one route (repeatable)
 *   npm run bench -- --no-build         measure the existing build
 *
 * The video player's host is never contacted: its origin is blocked inside Lighthouse, so the
 * figures are for our own code (the video box then shows its poster, as it does offline).
 * Reports are kept in .lighthouse/ for a closer look.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { sitePages } from '../src/pages'
import {
  checkFirstLoadJs,
  formatKb,
  type LighthouseBudget,
  type LighthouseFigures,
  lighthouseBudgets,
  lighthouseMisses,
  median,
  medianFigures,
  textTable,
} from './budgets'
import { clientDir, rootDir } from './build-dirs'
import { builtLinks } from './built-site'
import { chromiumArgs, findChromium } from './chromium'
import { serve } from './serve'

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

const percent = (share: number) => `${Math.round(share * 100)}%`

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}
const runs = Number(option('--runs') ?? 5)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number >= 1')
const onlyRoutes = process.argv.flatMap((arg, i) =>
  process.argv[i - 1] === '--route' ? [arg] : [],
)
const budgets = lighthouseBudgets.filter(
  (budget) => onlyRoutes.length === 0 || onlyRoutes.includes(budget.url),
)
if (budgets.length === 0) throw new Error(`No budget for ${onlyRoutes.join(', ')}`)

/** One Lighthouse run, reduced to what the budgets speak of. */
interface Sample extends LighthouseFigures {
  /** Audits that cost points outside performance, and the LCP element, for the report. */
  notes: string[]
}

function sample(lhr: Lhr, siteOrigin: string): Sample {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const items = (id: string) =>
    (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []
  const summary = items('resource-summary')
  const ofType = (type: string) => summary.find((item) => item.resourceType === type)

  // Nothing may have been fetched from anyone but us (the video host is blocked, not reached).
  for (const request of items('network-requests')) {
    const url = String(request.url)
    if (
      !url.startsWith(siteOrigin) &&
      !url.startsWith('data:') &&
      Number(request.transferSize) > 0
    ) {
      throw new Error(`Lighthouse fetched ${url}: the benchmark must not contact third parties`)
    }
  }

  const notes: string[] = []
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        notes.push(`${id}: ${audit.title} (${ref.id})`)
      }
    }
  }
  const lcpItems = items('largest-contentful-paint-element')
  const lcpNode = (
    lcpItems[0]?.items as { node?: { selector?: string; snippet?: string } }[] | undefined
  )?.[0]?.node
  if (lcpNode) notes.push(`LCP element: ${lcpNode.snippet ?? lcpNode.selector}`)
  for (const shift of items('layout-shifts')) {
    const node = shift.node as { snippet?: string } | undefined
    notes.push(
      `layout shift ${Number(shift.score).toFixed(4)}: ${node?.snippet ?? 'unknown element'}`,
    )
  }

  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: Number(ofType('script')?.transferSize ?? 0),
    requests: Number(ofType('total')?.requestCount ?? 0),
    notes,
  }
}

interface RouteResult {
  budget: LighthouseBudget
  median: LighthouseFigures
  notes: string[]
  misses: string[]
}

function judge(budget: LighthouseBudget, samples: readonly Sample[]): RouteResult {
  const medians = medianFigures(samples)
  return {
    budget,
    median: medians,
    notes: [...new Set(samples.flatMap((s) => s.notes))],
    misses: lighthouseMisses(budget, medians),
  }
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } }
}

/**
 * How much of its tasks' wall time the page's main thread really ran: close to 1 when the page has a
 * core to itself, about 0.6 on the 2-core development VM even with nothing else running.
 * Lighthouse multiplies task wall time by its 4x CPU slowdown, so time other processes take from
 * the page shows up as blocking time that the page did not cause.
 */
export function mainThreadCpuShare(events: readonly TraceEvent[]): number {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  )
  if (!navigation) return Number.NaN
  let wall = 0
  let cpu = 0
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== navigation.pid) continue
    if (e.tid !== navigation.tid || e.dur === undefined || e.tdur === undefined) continue
    wall += e.dur
    cpu += e.tdur
  }
  return wall > 0 ? cpu / wall : Number.NaN
}

/** One Lighthouse run; a run that Chrome's tracing spoils (NO_NAVSTART and the like) is redone. */
async function measure(
  url: string,
  port: number,
  videoOrigin: string,
  attempts = 3,
): Promise<{ lhr: Lhr; cpuShare: number }> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      blockedUrlPatterns: [`${videoOrigin}/*`],
      disableFullPageScreenshot: true,
    })
    const error = result ? result.lhr.runtimeError : { message: 'no result' }
    if (result && !error) {
      const trace = result.artifacts.Trace as unknown as { traceEvents: TraceEvent[] }
      return { lhr: result.lhr, cpuShare: mainThreadCpuShare(trace.traceEvents) }
    }
    if (attempt >= attempts) throw new Error(`Lighthouse failed on ${url}: ${error?.message}`)
    console.warn(`Lighthouse run spoilt on ${url} (${error?.message}); running it again`)
  }
}

async function main() {
  const chromePath = findChromium()
  if (!process.argv.includes('--no-build')) {
    const built = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: rootDir, stdio: 'inherit' })
    if (built.status !== 0) process.exit(built.status ?? 1)
  }

  const { videoHost } = await builtLinks()
  const videoOrigin = new URL(videoHost.scriptUrl).origin
  // Resolves once the build's compressed forms are ready, so the first run is like the others.
  const server = await serve(Number(option('--port') ?? process.env.BENCH_PORT ?? 0))
  const siteOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
  })
  const reportDir = join(rootDir, '.lighthouse')
  await mkdir(reportDir, { recursive: true })

  const results: RouteResult[] = []
  const cpuShares: number[] = []
  try {
    for (const budget of budgets) {
      const samples: Sample[] = []
      for (let run = 1; run <= runs; run++) {
        const { lhr, cpuShare } = await measure(
          `${siteOrigin}${budget.url}`,
          chrome.port,
          videoOrigin,
        )
        cpuShares.push(cpuShare)
        const name = budget.url === '/' ? 'home' : budget.url.slice(1).replaceAll('/', '_')
        await writeFile(join(reportDir, `${name}-${run}.json`), JSON.stringify(lhr))
        const s = sample(lhr, siteOrigin)
        samples.push(s)
        console.log(
          `${budget.url} run ${run}/${runs}: performance ${s.performance}, LCP ${Math.round(s.lcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)}, main thread on CPU ${percent(cpuShare)}`,
        )
      }
      results.push(judge(budget, samples))
    }
  } finally {
    chrome.kill()
    server.close()
  }

  const jsRows = await checkFirstLoadJs(
    clientDir,
    sitePages
      .filter((page) => budgets.some((budget) => budget.url === page.url))
      .map((page) => ({ ...page, budgetBytes: page.budgets.firstLoadJsBytes })),
  )
  const ms = (value: number) => `${Math.round(value)} ms`
  console.log(
    `\nLighthouse ${runs === 1 ? '(1 run' : `(median of ${runs} runs`} per route, mobile, simulated slow 4G; video host ${videoOrigin} blocked)\n`,
  )
  console.log(
    textTable(
      [
        'route',
        'perf',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'script',
        'requests',
        'first-load JS',
        'a11y',
        'BP',
        'SEO',
      ],
      results.flatMap(({ budget, median: m }) => {
        const js = jsRows.find((row) => row.url === budget.url)
        return [
          [
            budget.url,
            String(m.performance),
            ms(m.fcpMs),
            ms(m.lcpMs),
            ms(m.tbtMs),
            m.cls.toFixed(3),
            formatKb(m.scriptBytes),
            String(m.requests),
            js ? formatKb(js.totalBytes) : '-',
            String(m.accessibility),
            String(m.bestPractices),
            String(m.seo),
          ],
          [
            '  budget',
            `>= ${budget.performance}`,
            '',
            `<= ${ms(budget.lcpMs)}`,
            `<= ${ms(budget.tbtMs)}`,
            `<= ${budget.cls}`,
            '',
            '',
            js ? `<= ${formatKb(js.budgetBytes)}` : '',
            `${budget.accessibility}`,
            `${budget.bestPractices}`,
            `${budget.seo}`,
          ],
        ]
      }),
    ),
  )
  console.log('\n(script: transferred, brotli; first-load JS: entry + modulepreloads, gzip -9)')
  const cpuShare = median(cpuShares)
  console.log(`The pages' main thread was on the CPU for ${percent(cpuShare)} of its task time.`)
  if (cpuShare < 0.85) {
    console.warn(
      "The page's main thread often waited for the CPU (taken by Chrome's own other processes or by other programs). Lighthouse counts that wait as work (wall time x4), so TBT and the performance score err on the slow side here.",
    )
  }

  const misses = [
    ...results.flatMap((r) => r.misses.map((miss) => `${r.budget.url}: ${miss}`)),
    ...jsRows
      .filter((row) => !row.ok)
      .map(
        (row) =>
          `${row.url}: first-load JS ${formatKb(row.totalBytes)} > ${formatKb(row.budgetBytes)}`,
      ),
  ]
  for (const result of results) {
    if (result.notes.length === 0) continue
    console.log(`\n${result.budget.url}`)
    for (const note of result.notes) console.log(`  ${note}`)
  }
  if (misses.length > 0) {
    console.error(`\nBudgets missed:\n${misses.map((miss) => `  ${miss}`).join('\n')}`)
    process.exit(1)
  }
  console.log('\nEvery budget met.')
}

if (process.argv[1]?.endsWith('bench.ts')) await main()
