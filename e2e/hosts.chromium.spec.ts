/**
 * On each real host (Cloudflare Pages' runtime, nginx with the generated configuration), a visitor
 * plays the quiz to its result: the page's scripts, styles and chunks run as the host serves them,
 * under its headers. And on them and under `npm start`, a tap on an order button of `/` opens the
 * store itself in a new tab, and the host counts one view and one order: the view from the page's
 * own request, the order from the link's ping (src/lib/counting.ts), which Chromium sends (no
 * `--no-pings` in testing/chromium.ts). What the hosts answer over HTTP (every page at its address,
 * landing URLs with an ad's campaign included, the same counts for the same requests) is
 * tests/hosts.test.ts; the footer's links to them, tests/pages.test.tsx. In Chromium only: a smoke
 * run per host, on another origin than the suite's, which WebKit's driver reaches only through its
 * proxy.
 */
import { readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { distDir } from '../build/build-dirs'
import { readCounts } from '../ops/experiment/counts'
import { hostNames, type RunningHost, startHost, testPort } from '../ops/hosts'
import { serve } from '../ops/serve'
import { experiments } from '../src/content/experiments'
import { quizQuestions } from '../src/content/quiz'
import { quizIntro } from '../src/content/quiz-intro'
import { quizResults } from '../src/content/quiz-results'
import { questionHeading } from './support/quiz'
import { standInStore } from './support/store'

// One after another: each host takes its own ports (ops/hosts.ts, `testPort`) for each test. A
// minute each: Cloudflare's runtime starts in ~5 s on a quiet machine, and a quiz played through
// it took ~10 s, which ran past the default 30 s with other browsers busy on the two cores.
test.describe.configure({ mode: 'serial', timeout: 60_000 })

for (const name of hostNames) {
  test(`${name}: a visitor plays the quiz to its result`, async ({ page }) => {
    const host = await startHost(name, testPort(name))
    try {
      await page.goto(`${host.origin}/quiz`)
      await page.getByRole('button', { name: quizIntro.start, exact: true }).click()
      for (const [index, question] of quizQuestions.entries()) {
        await expect(page.getByRole('heading', { name: questionHeading(index + 1) })).toBeVisible()
        await page.getByRole('button', { name: question.options[2].label, exact: true }).click()
      }
      // Every answer the highest: the high-risk result, its chunk served by the host.
      await expect(page.getByRole('heading', { name: quizResults.tiers.high.title })).toBeVisible()
    } finally {
      await host.stop()
    }
  })
}

/** `npm start`'s server, in this process, counting into a file of its own. */
async function npmStart(): Promise<Pick<RunningHost, 'origin' | 'counts' | 'stop'>> {
  const file = join(distDir, 'counts-e2e.tsv')
  await rm(file, { force: true })
  const server = await serve(0, file)
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts: () => readFile(file, 'utf8').catch(() => ''),
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/**
 * Today's counts of `/` as any host keeps them, read as the report reads them: step to number. A
 * host that has counted nothing yet has an empty store, which the report refuses as unusable.
 */
const countsOfHome = (text: string) => {
  const seen: Record<string, number> = { view: 0, order: 0 }
  if (text === '') return seen
  for (const { page, variant, step, n } of readCounts(text, experiments).counts) {
    if (page === 'vsl' && variant === 'default') seen[step] = (seen[step] ?? 0) + n
  }
  return seen
}

for (const name of ['npm start', ...hostNames] as const) {
  test(`${name}: a tap on an order button of / opens the store itself, and the host counts one view and one order`, async ({
    page,
    context,
  }) => {
    const host = name === 'npm start' ? await npmStart() : await startHost(name, testPort(name))
    try {
      const { store, cameFrom } = await standInStore(context)
      const before = countsOfHome(await host.counts())
      await page.goto(`${host.origin}/`)
      const [opened] = await Promise.all([
        context.waitForEvent('page'),
        page.locator('a[data-outbound][ping]').filter({ visible: true }).first().click(),
      ])
      await opened.waitForLoadState()
      expect(opened.url()).toBe(store.href)
      expect(cameFrom, 'the store asked for once, with no redirect of ours before it').toEqual([
        undefined,
      ])
      expect(await opened.evaluate(() => window.opener)).toBeNull()
      // The ping goes on the side, and Cloudflare counts after answering.
      await expect
        .poll(async () => countsOfHome(await host.counts()), { timeout: 10_000 })
        .toEqual({ view: (before.view ?? 0) + 1, order: (before.order ?? 0) + 1 })
    } finally {
      await host.stop()
    }
  })
}
