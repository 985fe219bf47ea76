/**
 * Gecko: Firefox ESR driven by puppeteer-core over WebDriver BiDi (no driver binary). Reduced
 * motion, JavaScript off and large text are the visitor's own preferences (`ui.prefersReducedMotion`,
 * `javascript.enabled`, `font.size.variable.x-western`); no back-forward cache (Back loads the page
 * again). Scrollbars overlay the page, as on a phone, so a 375 px viewport lays out 375 px; with
 * large text, a desktop's setting, they are Linux Firefox's classic ones, which take 12 of them.
 */
import puppeteer, { type ElementHandle, type KeyInput, type Page } from 'puppeteer-core'
import { findFirefox } from '../../testing/browsers'
import {
  type EngineBrowser,
  type EnginePage,
  type LaunchOptions,
  largeTextSizes,
} from './engine-page'
import { devToolsPageParts, harnessedPage } from './harness-script'

export async function launchGecko(options: LaunchOptions): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
    extraPrefsFirefox: {
      'ui.prefersReducedMotion': options.reducedMotion ? 1 : 0,
      'ui.useOverlayScrollbars': options.largeText ? 0 : 1,
      'javascript.enabled': options.javaScript,
      // Back then restores a page by loading it again, never from the back-forward cache: a page
      // restored from that cache fires no load, which puppeteer over WebDriver BiDi does not follow
      // (its next navigation waits for ever). A phone that evicted the page does the same.
      'browser.sessionhistory.max_total_viewers': 0,
      // The default font sizes Settings > Fonts sets (its Size is the proportional font's).
      ...(options.largeText && {
        'font.size.variable.x-western': largeTextSizes.standard,
        'font.size.monospace.x-western': largeTextSizes.monospace,
      }),
    },
  })
  // One tab, as in the other engines: tests take turns in it (a tab of its own per test costs a
  // new page process each time). A test that tabs past the page's last stop leaves the focus in
  // the browser's own bar, where no click or activation takes it back, and the next page would
  // take no key: then the next test gets a new tab, which has the focus.
  const tab = { page: await browser.newPage() }
  const replaceTab = async () => {
    const next = await browser.newPage()
    await tab.page.close()
    tab.page = next
  }
  let open = false
  return {
    async newPage() {
      if (open) throw new Error('Gecko has one tab: close it first')
      open = true
      return geckoPage(tab, replaceTab, options, async () => {
        if (!(await tab.page.evaluate(() => document.hasFocus()))) await replaceTab()
        open = false
      })
    },
    close: () => browser.close(),
  }
}

/**
 * Runs a navigation (a `goto` or a reload) that waits for the load. Firefox now and then aborts a
 * navigation the driver starts while the last page is still settling (NS_BINDING_ABORTED), and
 * puppeteer passes that on; no page of ours navigates by itself, so it asks once more.
 */
async function navigation(start: () => Promise<unknown>) {
  await start().catch(async (error: Error) => {
    if (!error.message.includes('NS_BINDING_ABORTED')) throw error
    await start()
  })
}

const goto = (page: Page, url: string) => navigation(() => page.goto(url, { waitUntil: 'load' }))

function geckoPage(
  tab: { page: Page },
  replaceTab: () => Promise<void>,
  options: LaunchOptions,
  onClose: () => Promise<void>,
): EnginePage {
  let initScriptId: string | undefined
  let page = tab.page
  return harnessedPage('gecko', options, {
    setViewport: ({ width, height }) => page.setViewport({ width, height }),
    async navigate(url, script) {
      if (initScriptId) await page.removeScriptToEvaluateOnNewDocument(initScriptId)
      initScriptId = script ? (await page.evaluateOnNewDocument(script)).identifier : undefined
      await goto(page, url)
    },
    ...devToolsPageParts(tab),
    async newTab() {
      if (initScriptId) await page.removeScriptToEvaluateOnNewDocument(initScriptId)
      initScriptId = undefined
      const viewport = page.viewport()
      await replaceTab()
      page = tab.page
      if (viewport) await page.setViewport(viewport)
    },
    reload: () => navigation(() => page.reload({ waitUntil: 'load' })),
    async back() {
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'load' }),
        page.evaluate(() => history.back()),
      ])
    },
    async click(target) {
      const handle = await page.evaluateHandle((wanted) => window.__e2e.find(wanted), target)
      try {
        await (handle as ElementHandle<Element>).click()
      } finally {
        await handle.dispose()
      }
    },
    async press(key, how = 'press') {
      await page.keyboard[how]((key === 'Space' ? ' ' : key) as KeyInput)
    },
    /** Leaves the page for a blank one, so the next test starts clean. */
    async close() {
      if (initScriptId) await page.removeScriptToEvaluateOnNewDocument(initScriptId)
      initScriptId = undefined
      await goto(page, 'about:blank')
      await onClose()
    },
  })
}
