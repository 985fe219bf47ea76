/**
 * `npm run bench`: builds and serves the site on loopback, then Lighthouse CI measures each benched
 * page of the page table (mobile, simulated throttling) in the tests' Chromium: `lhci collect` runs
 * it N times, `lhci assert` checks the median against the page's budgets (`lighthouseAssertions`).
 * Around it, what Lighthouse CI cannot do: first-load JS against its budget, and the CPU share the
 * page's main thread really had. The video host is blocked, so the figures are our own code's.
 * Options: `--runs N`, `--route /x` (repeatable), `--no-build`, `--port N`. Reports are kept in
 * .lighthouse/.
 */
import { spawn } from 'node:child_process'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { clientDir, rootDir } from '../build/build-dirs'
import { chromiumArgs, findChromium, launchChromium } from '../build/chromium'
import { serve } from '../build/serve'
import { type PageBudgets, type SitePage, sitePages } from '../src/pages'
import {
  benchOptions,
  checkFirstLoadJs,
  formatKb,
  type JsBudgetRow,
  lighthouseAssertions,
  median,
  ms,
  textTable,
} from './budgets'
import { builtLinks } from './built-site'

const ciDir = join(rootDir, '.lighthouseci')
const reportDir = join(rootDir, '.lighthouse')

/**
 * Runs `lhci <args>` (tools/lhci/, which `npm run bench` installs on first use) while this process
 * keeps serving the site; resolves with its exit code.
 */
function lhci(args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const bin = join(rootDir, 'tools/lhci/node_modules/.bin/lhci')
    const child = spawn(bin, args, { cwd: rootDir, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

/** A benched page's budgets, first-load JS included, and its file in the build. */
type PageBudget = PageBudgets & Pick<SitePage, 'url' | 'file'>

interface Lhr {
  requestedUrl: string
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue?: number } | undefined>
}

async function collectedReports(): Promise<Lhr[]> {
  const files = (await readdir(ciDir)).filter((file) => /^lhr-.*\.json$/.test(file))
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(ciDir, file), 'utf8')) as Lhr),
  )
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  dur?: number
  tdur?: number
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } }
}

/**
 * How much of its tasks' wall time the page's main thread really ran (about 0.6 on a 2-core VM):
 * Lighthouse multiplies wall time by its 4x slowdown, so time others take shows up as blocking time.
 */
function mainThreadCpuShare(events: readonly TraceEvent[]): number {
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

/** The CPU share of one traced load of each page, at Lighthouse's 4x CPU slowdown. */
async function cpuShares(urls: readonly string[]): Promise<number[]> {
  const browser = await launchChromium()
  try {
    const shares: number[] = []
    for (const url of urls) {
      const page = await browser.newPage()
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await browser.startTracing(page, {
        // Lighthouse's own: task timings with thread time, and the navigation.
        categories: ['disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'],
      })
      await page.goto(url, { waitUntil: 'load' })
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
        traceEvents: TraceEvent[]
      }
      shares.push(mainThreadCpuShare(trace.traceEvents))
      await page.close()
    }
    return shares
  } finally {
    await browser.close()
  }
}

/** One row per page: the median of each figure over its runs, beside the page's budget. */
function figuresTable(budgets: readonly PageBudget[], lhrs: readonly Lhr[], js: JsBudgetRow[]) {
  const rows = budgets.map((budget) => {
    const runsOf = lhrs.filter((lhr) => new URL(lhr.requestedUrl).pathname === budget.url)
    const score = (id: string, min: number) =>
      `${Math.round(median(runsOf.map((lhr) => (lhr.categories[id]?.score ?? 0) * 100)))} >= ${min}`
    const value = (id: string) =>
      median(runsOf.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN))
    const firstLoad = js.find((row) => row.url === budget.url)?.totalBytes ?? Number.NaN
    return [
      budget.url,
      score('performance', budget.performance),
      ms(value('first-contentful-paint')),
      `${ms(value('largest-contentful-paint'))} <= ${budget.lcpMs}`,
      `${ms(value('total-blocking-time'))} <= ${budget.tbtMs}`,
      `${value('cumulative-layout-shift').toFixed(3)} <= ${budget.cls}`,
      score('accessibility', budget.accessibility),
      score('best-practices', budget.bestPractices),
      score('seo', budget.seo),
      `${formatKb(firstLoad)} <= ${formatKb(budget.firstLoadJsBytes)}`,
    ]
  })
  const head = ['page', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'a11y', 'BP', 'SEO', 'JS (gzip -9)']
  return textTable(head, rows)
}

async function main() {
  const { runs, port, routes } = benchOptions(0)
  const budgets: PageBudget[] = sitePages
    .filter((page) => page.bench && (routes.length === 0 || routes.includes(page.url)))
    .map((page) => ({ url: page.url, file: page.file, ...page.budgets }))
  if (budgets.length === 0) throw new Error(`No benched page at ${routes.join(', ')}`)
  const { videoHost } = await builtLinks()
  const videoOrigin = new URL(videoHost.scriptUrl).origin
  const server = await serve(port)
  const siteOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const urls = budgets.map((budget) => `${siteOrigin}${budget.url}`)

  await rm(ciDir, { recursive: true, force: true })
  await mkdir(ciDir, { recursive: true })
  const config = join(ciDir, 'lighthouserc.json')
  await writeFile(
    config,
    JSON.stringify({
      ci: {
        collect: {
          url: urls,
          numberOfRuns: runs,
          chromePath: findChromium(),
          settings: {
            chromeFlags: chromiumArgs.join(' '),
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            blockedUrlPatterns: [`${videoOrigin}/*`],
            disableFullPageScreenshot: true,
          },
        },
        assert: { assertMatrix: lighthouseAssertions(budgets, siteOrigin) },
        upload: { target: 'filesystem', outputDir: reportDir },
      },
    }),
  )

  let asserted: number
  let shares: number[]
  try {
    const collected = await lhci(['collect', `--config=${config}`])
    if (collected !== 0) process.exit(collected)
    asserted = await lhci(['assert', `--config=${config}`])
    await lhci(['upload', `--config=${config}`])
    shares = await cpuShares(urls)
  } finally {
    server.close()
  }

  const js = await checkFirstLoadJs(clientDir, budgets)
  console.log(
    `\nLighthouse CI, median of ${runs} run${runs === 1 ? '' : 's'} per page (mobile, simulated slow 4G; video host ${videoOrigin} blocked), and first-load JS\n`,
  )
  console.log(figuresTable(budgets, await collectedReports(), js))

  const share = median(shares)
  console.log(
    `\nThe pages' main thread was on the CPU for ${Math.round(share * 100)}% of its task time.`,
  )
  if (share < 0.85) {
    console.warn(
      "The page's main thread often waited for the CPU (taken by Chrome's own other processes or by other programs). Lighthouse counts that wait as work (wall time x4), so TBT and the performance score err on the slow side here.",
    )
  }

  const misses = [
    ...js.filter((row) => !row.ok).map((row) => `${row.url}: first-load JS over budget`),
    ...(asserted === 0 ? [] : ['Lighthouse CI assertions failed (listed above)']),
  ]
  if (misses.length > 0) {
    console.error(`\nBudgets missed:\n${misses.map((miss) => `  ${miss}`).join('\n')}`)
    process.exit(1)
  }
  console.log(`\nEvery budget met. Reports: ${reportDir}`)
}

await main()
