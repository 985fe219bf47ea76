/** Chromium (Blink) behind the engine page, through Playwright's own page. */
import { type Browser, chromium, type Disposable, type Page } from '@playwright/test'
import { chromiumArgs, findChromium } from '../../build/chromium'
import type { EngineBrowser, EnginePage, LaunchOptions } from './engine-page'
import { devToolsPageParts, gotoWithHarness, type Harnessed } from './harness-script'

/** Reduced motion and JavaScript off are Playwright's emulations, per context. */
export async function launchChromium({
  siteOrigin,
  reducedMotion = false,
  javaScript = true,
}: LaunchOptions): Promise<EngineBrowser> {
  const browser: Browser = await chromium.launch({
    executablePath: findChromium(),
    args: chromiumArgs,
  })
  return {
    async newPage() {
      const context = await browser.newContext({
        reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
        javaScriptEnabled: javaScript,
      })
      return chromiumPage(await context.newPage(), siteOrigin, javaScript)
    },
    close: () => browser.close(),
  }
}

function chromiumPage(page: Page, origin: string, javaScript: boolean): EnginePage {
  let initScript: Disposable | undefined
  const self: EnginePage & Harnessed = {
    engine: 'chromium',
    origin,
    javaScript,
    setViewport: (viewport) => page.setViewportSize(viewport),
    goto: (path, options) => gotoWithHarness(self, path, options),
    async navigate(url, script) {
      await initScript?.dispose()
      initScript = script ? await page.addInitScript(script) : undefined
      await page.goto(url, { waitUntil: 'load' })
    },
    ...devToolsPageParts(page),
    // Plain JSON crosses here, so Playwright's handle unboxing never applies.
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    async click(target, clicks = 1) {
      const handle = await page.evaluateHandle((wanted) => window.__e2e.find(wanted), target)
      try {
        // Forced: a click on an answer the quiz does not take yet (aria-disabled) is a test too.
        await handle.click({ force: true, clickCount: clicks })
      } finally {
        await handle.dispose()
      }
    },
    async press(key, how = 'press') {
      await page.keyboard[how](key)
    },
    screenshot: async (fullPage) => [await page.screenshot({ fullPage })],
    close: () => page.context().close(),
  }
  return self
}
