/**
 * Each built page's scripts: every one it can load asked for from its HTML in one wave (a slow
 * line pays a round trip for each wave), and all of them together within its budget
 * (`totalJsBytes`, src/pages.ts): the quiz's is everything from START to its results; the wave
 * whole, the slots' markup and the stylesheets too, within `waveBytes`. And the HTML itself within
 * one round trip where the page's budget says so (`documentBytes`).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { sitePages } from '@/pages'
import { clientDir } from '../build/build-dirs'
import { wholeUrl } from '../build/later-slots'
import { checkPageWaves, pageScripts } from '../testing/budgets'

/**
 * The chunks a page's entry can reach, read from the built code: every chunk file a chunk names,
 * and the modules of the slots the page's HTML left for it (build/later-slots.ts).
 */
async function reachable(html: string): Promise<string[]> {
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1] ?? ''
  const found = new Set([
    entry,
    ...[...html.matchAll(/data-module="([^"]+)"/g)].map(([, path]) => path ?? ''),
  ])
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
  const pages = sitePages.map((page) => ({ ...page, ...page.budgets }))
  const rows = await checkPageWaves(clientDir, pages)
  expect(rows.flatMap(({ url, over }) => over.map((each) => `${url}: ${each}`))).toEqual([])
})

test('the pages that must come in one round trip of a slow line fit it (brotli, as the hosts send them)', async () => {
  const over = await Promise.all(
    sitePages.map(async ({ file, budgets: { documentBytes } }) => {
      const bytes = (await readFile(join(clientDir, `${file}.br`))).length
      // What to do, for whoever changed the copy: the page's first screen no longer fits.
      const fix = 'shorten what the first screen says, or move a part of it below (LaterPart)'
      return documentBytes && bytes > documentBytes
        ? `${file}: ${bytes} > ${documentBytes} bytes of brotli: ${fix}`
        : []
    }),
  )
  expect(over.flat()).toEqual([])
})

test.each(sitePages.filter((page) => page.kind === 'vsl' || page.kind === 'advertorial'))(
  '$url sends a browser without scripts to the page whole, which is there, and links it after the rest’s place',
  async ({ file }) => {
    const html = await readFile(join(clientDir, file), 'utf8')
    const url = wholeUrl(file)
    expect(html).toContain(`<noscript><meta http-equiv="refresh" content="0; url=${url}" />`)
    expect(html).toMatch(
      new RegExp(
        `data-module="[^"]+"[^>]*></div><p data-later-fallback[^>]*>[^<]*<a [^>]*href="${url}"`,
      ),
    )
    await expect(readFile(join(clientDir, `${url.slice(1)}.html`))).resolves.toBeTruthy()
  },
)
