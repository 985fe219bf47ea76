/**
 * Gecko: Firefox ESR driven by puppeteer-core over WebDriver BiDi (no driver binary). Reduced
 * motion and JavaScript off are the visitor's own preferences (`ui.prefersReducedMotion`,
 * `javascript.enabled`); scrollbars overlay the page, as on a phone, so a 375 px viewport lays
 * out 375 px (Linux Firefox's classic scrollbars would take 12 of them).
 */
import puppeteer, { type ElementHandle, type KeyInput, type Page } from 'puppeteer-core'
import { findFirefox } from '../../tools/browsers'
import type { EngineBrowser, EnginePage, LaunchOptions } from './engine-page'
import { devToolsPageParts, harnessedPage } from './harness-script'

export async function launchGecko(options: LaunchOptions): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
    extraPrefsFirefox: {
      'ui.prefersReducedMotion': options.reducedMotion ? 1 : 0,
      'ui.useOverlayScrollbars': 1,
      'javascript.enabled': options.javaScript,
    },
  })
  return {
    newPage: async () => geckoPage(await browser.newPage(), options),
    close: () => browser.close(),
  }
}

function geckoPage(page: Page, options: LaunchOptions): EnginePage {
  let initScriptId: string | undefined
  return harnessedPage('gecko', options, {
    setViewport: ({ width, height }) => page.setViewport({ width, height }),
    async navigate(url, script) {
      if (initScriptId) await page.removeScriptToEvaluateOnNewDocument(initScriptId)
      initScriptId = script ? (await page.evaluateOnNewDocument(script)).identifier : undefined
      // Firefox now and then aborts a navigation the driver starts while the last page is still
      // settling (NS_BINDING_ABORTED); no page of ours navigates by itself, so ask once more.
      await page.goto(url, { waitUntil: 'load' }).catch(async (error: Error) => {
        if (!error.message.includes('NS_BINDING_ABORTED')) throw error
        await page.goto(url, { waitUntil: 'load' })
      })
    },
    ...devToolsPageParts(page),
    async click(target, clicks = 1) {
      const handle = await page.evaluateHandle((wanted) => window.__e2e.find(wanted), target)
      try {
        await (handle as ElementHandle<Element>).click({ count: clicks })
      } finally {
        await handle.dispose()
      }
    },
    async press(key, how = 'press') {
      await page.keyboard[how]((key === 'Space' ? ' ' : key) as KeyInput)
    },
    screenshot: async (fullPage) => [Buffer.from(await page.screenshot({ fullPage }))],
    close: () => page.close(),
  })
}
