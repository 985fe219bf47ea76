/**
 * The script every engine page runs before the site's own: Testing Library's DOM build (its
 * UMD file, as published), then in-page.ts bundled for the page by Vite (fake-timers is a
 * CommonJS module for Node), then the call that installs it; and the `goto` that puts it there.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import type { EngineName, EnginePage, LaunchOptions } from './engine-page'

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
async function harnessScript({ clockHeld = false } = {}): Promise<string> {
  parts ??= Promise.all([
    readFile(require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8'),
    bundleInPage(),
  ])
  const [queries, inPage] = await parts
  return `${queries};${inPage};__e2eHarness.install(${JSON.stringify({ clockHeld })});`
}

/** Empties the site's session storage as a page opened by link or address starts (in the page). */
const forgetOnNavigation =
  'if (performance.navigation.type === 0) try { sessionStorage.clear() } catch {};'

/** Empties the tab's session storage when the page is the site's (runs in the page). */
function forgetSession(siteOrigin: string) {
  if (location.origin === siteOrigin) sessionStorage.clear()
}

/**
 * An engine's page at the site's origin, from what its driver does. Its `goto` runs the harness,
 * then the test's own script, before the page's own scripts; without JavaScript none runs first,
 * so the driver runs them after the load. The tests take turns in one tab: `goto` (unless told to
 * keep it) and `close` empty the site's session storage, as a new tab would have it.
 */
export function harnessedPage(
  engine: EngineName,
  { siteOrigin, javaScript }: LaunchOptions,
  driver: Omit<EnginePage, 'engine' | 'origin' | 'goto'> & {
    /** Opens `url` and waits for its load event, `script` (unless empty) run before the page's own. */
    navigate(url: string, script: string): Promise<void>
  },
): EnginePage {
  return {
    ...driver,
    engine,
    origin: siteOrigin,
    async goto(path, { clockHeld = false, initScript = '', keepSession = false } = {}) {
      // Emptied as the new page starts, not before it: the page the last test left could still
      // write its quiz while it unloaded. A reload or Back keeps what the tab kept.
      const forget = keepSession ? '' : forgetOnNavigation
      const script = `${forget}${await harnessScript({ clockHeld })}${initScript}`
      await driver.navigate(new URL(path, siteOrigin).href, javaScript ? script : '')
      if (!javaScript) await driver.run(script)
    },
    async close() {
      await driver.evaluate(forgetSession, siteOrigin)
      await driver.close()
    },
  }
}

/**
 * What Playwright's page (Chromium) and puppeteer's (Gecko) do with the same calls, always on the
 * tab of the moment (`tab.page`, which a new tab replaces).
 */
export function devToolsPageParts(tab: {
  page: {
    reload(options: { waitUntil: 'load' }): Promise<unknown>
    evaluate(source: string, arg?: unknown): Promise<unknown>
  }
}): Pick<EnginePage, 'reload' | 'evaluate' | 'run'> {
  return {
    async reload() {
      await tab.page.reload({ waitUntil: 'load' })
    },
    // Plain JSON crosses here, so neither driver's handle unboxing ever applies.
    evaluate: (fn, arg) => tab.page.evaluate(fn as unknown as string, arg) as Promise<never>,
    async run(source) {
      await tab.page.evaluate(source)
    },
  }
}
