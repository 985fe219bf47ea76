/**
 * Valid HTML, by the W3C Nu Html Checker (testing/nu-checker.ts): every HTML file the build wrote,
 * as the server sends it (a page at its own URL, any other file at its path, so a page added or
 * moved is checked without a list here), and the quiz's question and results screens as the
 * browser has them once React has drawn them; of the build with the site's origin set and of the
 * one without. Here rather than in Vitest: this run has the build already, and only a browser
 * draws the quiz's later screens. A <template>'s content is checked as the inert fragment it is.
 */
import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { clientDir } from '../build/build-dirs'
import { sitePages } from '../src/pages'
import { claimsDist, claimsPort } from '../testing/e2e-site'
import { nuCheckerErrors, relativePing } from '../testing/nu-checker'
import { expect, test } from './engines/fixtures'
import { siteScreens } from './support/quiz'
import { open } from './support/site'

/** Each HTML file of a build in `dir`, as its server sends it, kept under `name` in `info`'s output. */
async function servedFiles(
  dir: string,
  origin: string,
  keep: (name: string, html: string) => Promise<string>,
) {
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html'))
  expect(files.length).toBeGreaterThanOrEqual(sitePages.length)
  const kept: string[] = []
  for (const file of files) {
    const url = sitePages.find((page) => page.file === file)?.url ?? `/${file}`
    const response = await fetch(new URL(url, origin))
    expect(response.headers.get('content-type'), url).toMatch(/^text\/html/)
    kept.push(await keep(`${url === '/' ? '/index' : url}.html`, await response.text()))
  }
  return kept
}

test('every page the two builds wrote, and the quiz as drawn, is valid HTML', async ({
  site,
}, info) => {
  // About 30 files through the checker's JVM: 12-25 s on two cores, 30 s and more beside other
  // work (it timed out there, at 30 s, in full runs).
  test.setTimeout(90_000)
  const keep = (prefix: string) => async (name: string, html: string) => {
    const path = info.outputPath(`${prefix}${name}`.replaceAll('/', '--'))
    await writeFile(path, html)
    return path
  }
  // The build that knows its origin (VITE_SITE_URL, as a deployment sets it): nothing accepted.
  const known = await servedFiles(
    join(claimsDist, 'client'),
    `http://127.0.0.1:${claimsPort}`,
    keep('origin-known'),
  )
  // The build without one, and the quiz's later screens as its browser draws them: its links'
  // pings are relative (src/lib/counting.ts), which the checker alone rejects.
  const unknown = await servedFiles(clientDir, site.origin, keep('origin-unset'))
  for (const { name, path, reach } of siteScreens.filter((screen) => screen.reach)) {
    await open(site, path)
    await reach?.(site)
    const html = await site.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`)
    unknown.push(await keep('drawn')(`${name.replace(/[^\w]+/g, '-')}.html`, html))
  }
  expect(
    await nuCheckerErrors([...known, ...unknown], { accept: [relativePing], acceptIn: unknown }),
  ).toEqual([])
})
