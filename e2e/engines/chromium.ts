/** Chromium (Blink) behind the engine page, through Playwright's own page. */
import type { Disposable } from '@playwright/test'
import { launchChromium as startChromium } from '../../build/chromium'
import type { EngineBrowser, LaunchOptions } from './engine-page'
import { devToolsPageParts, harnessedPage } from './harness-script'

/** Reduced motion and JavaScript off are Playwright's emulations, per context. */
export async function launchChromium(options: LaunchOptions): Promise<EngineBrowser> {
  const browser = await startChromium()
  return {
    async newPage() {
      const context = await browser.newContext({
        reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
        javaScriptEnabled: options.javaScript,
      })
      const page = await context.newPage()
      let initScript: Disposable | undefined
      return harnessedPage('chromium', options, {
        setViewport: (viewport) => page.setViewportSize(viewport),
        async navigate(url, script) {
          await initScript?.dispose()
          initScript = script ? await page.addInitScript(script) : undefined
          await page.goto(url, { waitUntil: 'load' })
        },
        ...devToolsPageParts(page),
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
        close: () => context.close(),
      })
    },
    close: () => browser.close(),
  }
}
