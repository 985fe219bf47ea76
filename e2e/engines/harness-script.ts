/**
 * The script every engine page runs before the site's own: Testing Library's DOM build (its
 * UMD file, as published), then in-page.ts bundled for the page by Vite (fake-timers is a
 * CommonJS module for Node), then the call that installs it; and the `goto` that puts it there.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import type { EnginePage, GotoOptions } from './engine-page'

const require = createRequire(import.meta.url)

async function bundleInPage(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      copyPublicDir: false,
      minify: true,
      target: 'es2022',
      lib: {
        entry: fileURLToPath(new URL('in-page.ts', import.meta.url)),
        formats: ['iife'],
        name: '__e2eHarness',
      },
    },
  })
  const [output] = Array.isArray(result) ? result : [result]
  const chunk = output && 'output' in output ? output.output[0] : undefined
  if (chunk?.type !== 'chunk') throw new Error('in-page.ts did not bundle into a script')
  return chunk.code
}

let parts: Promise<string[]> | undefined

/** The whole script, with the clock held or running from the first moment. */
export async function harnessScript({ clockHeld = false } = {}): Promise<string> {
  parts ??= Promise.all([
    readFile(require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8'),
    bundleInPage(),
  ])
  const [queries, inPage] = await parts
  return `${queries};${inPage};__e2eHarness.install(${JSON.stringify({ clockHeld })});`
}

/** What `goto` needs of an engine's page. */
export interface Harnessed extends Pick<EnginePage, 'origin' | 'run'> {
  /** False: the page runs no script of its own, so nothing can run before them. */
  javaScript: boolean
  /** Opens `url` and waits for its load event, `script` (unless empty) run before the page's own. */
  navigate(url: string, script: string): Promise<void>
}

/**
 * `EnginePage.goto` in every engine: the harness, then the test's own script, run before the
 * page's own scripts; without JavaScript none runs first, so the driver runs them after the load.
 */
export async function gotoWithHarness(
  page: Harnessed,
  path: string,
  { clockHeld = false, initScript = '' }: GotoOptions = {},
) {
  const script = `${await harnessScript({ clockHeld })}${initScript}`
  await page.navigate(new URL(path, page.origin).href, page.javaScript ? script : '')
  if (!page.javaScript) await page.run(script)
}

/** What Playwright's page (Chromium) and puppeteer's (Gecko) do with the same calls. */
export function devToolsPageParts(page: {
  reload(options: { waitUntil: 'load' }): Promise<unknown>
  evaluate(source: string): Promise<unknown>
}) {
  return {
    async reload() {
      await page.reload({ waitUntil: 'load' })
    },
    async run(source: string) {
      await page.evaluate(source)
    },
  }
}
