/**
 * Each built page's scripts: every one it can load asked for from its HTML in one wave (a slow
 * line pays a round trip for each wave), and all of them together within its budget
 * (`totalJsBytes`, src/pages.ts): the quiz's is everything from START to its results; the wave
 * whole, any stylesheet too, within `waveBytes`. And the HTML itself: the whole document within
 * `documentBytes`, and its first screen within one round trip where the page's budget says so
 * (`firstScreenBytes`).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { expect, test } from 'vitest'
import { sitePages } from '@/pages'
import { clientDir } from '../build/build-dirs'
import {
  checkPageWaves,
  firstScreenHtml,
  kB,
  oneRoundTripKb,
  pageScripts,
  withBudgets,
} from '../testing/budgets'

const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/** The chunks a page's entry can reach, read from the built code: every chunk file a chunk names. */
async function reachable(html: string): Promise<string[]> {
  const found = new Set([/data-entry="([^"]+)"/.exec(html)?.[1] ?? ''])
  for (const path of found) {
    const code = await readFile(join(clientDir, path), 'utf8')
    for (const [, name] of code.matchAll(/["'`](?:\.\/|\/assets\/)([\w-]+\.js)[?"'`]/g))
      found.add(`/assets/${name}`)
  }
  return [...found].sort()
}

test.each(sitePages.map((page) => [page.file]))(
  '%s asks for every script it can load from its HTML, in one wave',
  async (file) => {
    const html = await readFile(join(clientDir, file), 'utf8')
    expect(pageScripts(html).sort()).toEqual(await reachable(html))
  },
)

test('every page asks for at most its budgets of JavaScript and of everything in its wave (gzip -9)', async () => {
  const pages = sitePages.map(withBudgets).map((page) => ({ ...page, ...page.budgets }))
  const rows = await checkPageWaves(clientDir, pages)
  expect(rows.flatMap(({ url, over }) => over.map((each) => `${url}: ${each}`))).toEqual([])
})

/** What each page measures against each of its budgets, in bytes: its JS, its wave, its HTML. */
async function measured() {
  const rows = await checkPageWaves(
    clientDir,
    sitePages.map(withBudgets).map((page) => ({ ...page, ...page.budgets })),
  )
  return Promise.all(
    sitePages.map(withBudgets).map(async ({ file, budgets }, index) => {
      const html = await readFile(join(clientDir, file), 'utf8')
      const row = rows[index]
      return [
        [`${file}: its JS`, row?.jsBytes ?? 0, budgets.totalJsBytes],
        [`${file}: its wave`, row?.waveBytes ?? 0, budgets.waveBytes],
        [
          `${file}: its HTML`,
          (await readFile(join(clientDir, `${file}.br`))).length,
          budgets.documentBytes,
        ],
        [`${file}: its first screen`, brotli(firstScreenHtml(html)), budgets.firstScreenBytes],
      ] as const
    }),
  )
}

test('no budget is more than 10 % over what its page measures, so that growth shows', async () => {
  const loose = (await measured())
    .flat()
    .filter(([, , budget]) => budget !== undefined && budget !== oneRoundTripKb * kB)
    .filter(([, bytes, budget = 0]) => budget > bytes * 1.1)
    .map(([what, bytes, budget]) => `${what} ${bytes} bytes, its budget ${budget}`)
  expect(loose).toEqual([])
})

test('every page’s HTML is within its budget, and its first screen within one round trip of a slow line (brotli, as the hosts send it)', async () => {
  const over = await Promise.all(
    sitePages
      .map(withBudgets)
      .map(async ({ file, budgets: { documentBytes, firstScreenBytes } }) => {
        const whole = (await readFile(join(clientDir, `${file}.br`))).length
        const first = brotli(firstScreenHtml(await readFile(join(clientDir, file), 'utf8')))
        return [
          documentBytes && whole > documentBytes
            ? `${file}: ${whole} > ${documentBytes} bytes of brotli`
            : [],
          // What to do, for whoever changed the copy: the page's first screen no longer fits.
          firstScreenBytes && first > firstScreenBytes
            ? `${file}: its first screen ${first} > ${firstScreenBytes} bytes of brotli: shorten it, or lighten the CSS before it`
            : [],
        ].flat()
      }),
  )
  expect(over.flat()).toEqual([])
})
