/**
 * `npm run bench`: builds and serves the site on loopback, then Lighthouse CI measures each benched
 * page of the page table (mobile, simulated throttling) in the tests' Chromium: `lhci collect` runs
 * it N times, `lhci assert` checks the median against the page's budgets (`lighthouseAssertions`).
 * Around it, what Lighthouse CI cannot do: first-load JS against its budget. The video host is
 * blocked, so the figures are our own code's. Options: `--runs N`, `--route /x` (repeatable), `--no-build`, `--port N`. Reports are kept in
 * .lighthouse/.
 */
import { spawn } from 'node:child_process'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { clientDir, rootDir } from '../build/build-dirs'
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
} from '../testing/budgets'
import { builtLinks } from '../testing/built-site'
import { chromiumArgs, findChromium } from '../testing/chromium'
import { serve } from './serve'

const ciDir = join(rootDir, '.lighthouseci')
const reportDir = join(rootDir, '.lighthouse')

/**
 * Runs `lhci <args>` (ops/lhci/, which `npm run bench` installs on first use) while this process
 * keeps serving the site; resolves with its exit code.
 */
function lhci(args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const bin = join(rootDir, 'ops/lhci/node_modules/.bin/lhci')
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
            // Lighthouse reads robots.txt with a fetch from inside the page, which each page's
            // CSP refuses (connect-src 'none': nothing is sent, by design), so its audit would
            // report the file as missing (GoogleChrome/lighthouse#4386). The file is served and
            // checked on every host by tests/hosts.test.ts instead.
            skipAudits: ['robots-txt'],
          },
        },
        assert: { assertMatrix: lighthouseAssertions(budgets, siteOrigin) },
        upload: { target: 'filesystem', outputDir: reportDir },
      },
    }),
  )

  let asserted: number
  try {
    const collected = await lhci(['collect', `--config=${config}`])
    if (collected !== 0) process.exit(collected)
    asserted = await lhci(['assert', `--config=${config}`])
    await lhci(['upload', `--config=${config}`])
  } finally {
    server.close()
  }

  const js = await checkFirstLoadJs(clientDir, budgets)
  console.log(
    `\nLighthouse CI, median of ${runs} run${runs === 1 ? '' : 's'} per page (mobile, simulated slow 4G; video host ${videoOrigin} blocked), and first-load JS\n`,
  )
  console.log(figuresTable(budgets, await collectedReports(), js))

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
