/**
 * Valid HTML, by the W3C Nu Html Checker (testing/nu-checker.ts): every HTML file the build wrote,
 * as the server sends it (a page at its own URL, any other file at its path, so a page added or
 * moved is checked without a list here), and the quiz's question and results screens as the
 * browser has them once React has drawn them. One start of the checker for all of them. Here
 * rather than in Vitest: this run has the build already, and only a browser draws the quiz's later
 * screens. A <template>'s content is checked as the inert fragment it is.
 */
import { readdir, writeFile } from 'node:fs/promises'
import { clientDir } from '../build/build-dirs'
import { sitePages } from '../src/pages'
import { nuCheckerErrors } from '../testing/nu-checker'
import { expect, test } from './engines/fixtures'
import { siteScreens } from './support/quiz'
import { open } from './support/site'

test('every page the build wrote, and the quiz as drawn, is valid HTML', async ({ site }, info) => {
  const files = (await readdir(clientDir, { recursive: true })).filter((file) =>
    file.endsWith('.html'),
  )
  expect(files.length).toBeGreaterThanOrEqual(sitePages.length)
  const documents: string[] = []
  const keep = async (name: string, html: string) => {
    const path = info.outputPath(name.replaceAll('/', '--'))
    await writeFile(path, html)
    documents.push(path)
  }
  for (const file of files) {
    const url = sitePages.find((page) => page.file === file)?.url ?? `/${file}`
    const response = await fetch(new URL(url, site.origin))
    expect(response.headers.get('content-type'), url).toMatch(/^text\/html/)
    await keep(`served${url === '/' ? '/index' : url}.html`, await response.text())
  }
  for (const { name, path, reach } of siteScreens.filter((screen) => screen.reach)) {
    await open(site, path)
    await reach?.(site)
    const html = await site.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`)
    await keep(`drawn${name.replace(/[^\w]+/g, '-')}.html`, html)
  }
  expect(await nuCheckerErrors(documents)).toEqual([])
})
