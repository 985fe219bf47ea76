/**
 * `npm run bench`: builds and serves the site on loopback, then Lighthouse CI measures each benched
 * page of the page table (mobile, simulated throttling) in the tests' Chromium: `lhci collect` runs
 * it N times, `lhci assert` checks the median against the page's budgets (`lighthouseAssertions`).
 * `lhci assert` prints each page's figure for each budget, passed or failed. Around it, what
 * Lighthouse CI cannot do: total JS against its budget, the quiz on a slow line (`slowLine`), and
 * the quiz prerendered from `/`, N times (ops/prerender.ts). The video host is
 * blocked, so the figures are our own code's. Options: `--runs N`, `--route /x` (repeatable), `--no-build`, `--port N`. Reports are kept in
 * .lighthouse/.
 */
import { spawn } from 'node:child_process'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { median } from 'simple-statistics'
import { clientDir, rootDir } from '../build/build-dirs'
import { quizQuestionCopy, quizQuestions } from '../src/content/quiz'
import { quizIntro } from '../src/content/quiz-intro'
import { type PageBudgets, type SitePage, sitePages } from '../src/pages'
import {
  benchOptions,
  checkPageWaves,
  formatWaveBudgetTable,
  lighthouseAssertions,
} from '../testing/budgets'
import { builtLinks } from '../testing/built-site'
import { chromiumArgs, findChromium } from '../testing/chromium'
import { prerenderedVisit } from './prerender'
import { serve } from './serve'

const ciDir = join(rootDir, '.lighthouseci')
/** Issue 58: from a sales page, the quiz answers this soon after the tap (ms). */
const instantQuizMs = 100
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

/**
 * The slow line, in the tests' Chromium: every request `lateMs` late. START and an answer as soon
 * as the intro shows; the time from the answer to question 2, and how many waves the page's scripts
 * came in (a script asked for only once another had arrived starts a wave).
 */
async function slowLine(origin: string, lateMs = 8000) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
  const page = await browser.newPage()
  await page.route('**/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, lateMs))
    await route.continue()
  })
  await page.goto(`${origin}/quiz`, { waitUntil: 'domcontentloaded', timeout: 4 * lateMs })
  await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
  const label = quizQuestions[0]?.options.at(-1)?.label ?? ''
  await page.locator('main li button:not([aria-disabled])').first().waitFor()
  await page.getByRole('button', { name: label, exact: true }).click()
  const answered = Date.now()
  await page.getByText(quizQuestionCopy.position(2)).waitFor({ timeout: 6 * lateMs })
  const answerToQuestion2Ms = Date.now() - answered
  const waves = await page.evaluate(() => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.js'))
      .sort((a, b) => a.startTime - b.startTime)
    const wave = new Map<PerformanceEntry, number>()
    for (const script of scripts) {
      const before = scripts.filter((other) => other.responseEnd <= script.startTime)
      wave.set(script, 1 + Math.max(0, ...before.map((other) => wave.get(other) ?? 0)))
    }
    return Math.max(0, ...wave.values())
  })
  await browser.close()
  return { lateMs, answerToQuestion2Ms, waves }
}

/** A benched page's budgets, total JS included, and its file in the build. */
type PageBudget = PageBudgets & Pick<SitePage, 'url' | 'file'>

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
        // Each page's figure for each budget, passed or not, as the median of its runs.
        assert: {
          includePassedAssertions: true,
          assertMatrix: lighthouseAssertions(budgets, siteOrigin),
        },
        upload: { target: 'filesystem', outputDir: reportDir },
      },
    }),
  )

  let asserted: number
  let line: Awaited<ReturnType<typeof slowLine>>
  const visits: Awaited<ReturnType<typeof prerenderedVisit>>[] = []
  try {
    line = await slowLine(siteOrigin)
    for (let run = 0; run < runs; run++) visits.push(await prerenderedVisit(siteOrigin))
    const collected = await lhci(['collect', `--config=${config}`])
    if (collected !== 0) process.exit(collected)
    asserted = await lhci(['assert', `--config=${config}`])
    await lhci(['upload', `--config=${config}`])
  } finally {
    server.close()
  }

  const waves = await checkPageWaves(clientDir, budgets)
  console.log(
    `\nEach page's one wave, its JavaScript and all of it (gzip -9)\n${formatWaveBudgetTable(waves)}`,
  )
  console.log(
    `\nSlow line (every request ${line.lateMs / 1000} s late): an early answer to question 2 in ${(line.answerToQuestion2Ms / 1000).toFixed(1)} s; the quiz's scripts in ${line.waves} wave(s)`,
  )

  const handOff = median(visits.map((visit) => visit.tapToInteractiveMs))
  console.log(`\nFrom / to the prerendered quiz: tap to interactive ${handOff} ms (median)`)
  for (const visit of visits) console.log(`  ${JSON.stringify(visit)}`)
  const inert = visits.every((v) => v.activated && v.offOrigin.length === 0 && !v.ranBeforeTap)
  const misses = [
    ...waves.flatMap((row) => row.over.map((over) => `${row.url}: ${over}`)),
    ...(handOff <= instantQuizMs
      ? []
      : [`/quiz: interactive over ${instantQuizMs} ms after the tap`]),
    ...(inert ? [] : ['/quiz: not prerendered, or its prerender not inert (above)']),
    ...(line.waves === 1 ? [] : [`/quiz: its scripts came in ${line.waves} waves, not 1`]),
    ...(asserted === 0 ? [] : ['Lighthouse CI assertions failed (listed above)']),
  ]
  if (misses.length > 0) {
    console.error(`\nBudgets missed:\n${misses.map((miss) => `  ${miss}`).join('\n')}`)
    process.exit(1)
  }
  console.log(`\nEvery budget met. Reports: ${reportDir}`)
}

await main()
