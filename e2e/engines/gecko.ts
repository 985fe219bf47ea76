/**
 * Gecko: Firefox ESR driven by puppeteer-core over WebDriver BiDi (no driver binary). Reduced
 * motion and JavaScript off are the visitor's own preferences (`ui.prefersReducedMotion`,
 * `javascript.enabled`); scrollbars overlay the page, as on a phone, so a 375 px viewport lays
 * out 375 px (Linux Firefox's classic scrollbars would take 12 of them).
 */
import puppeteer, { type ElementHandle, type KeyInput, type Page } from 'puppeteer-core'
import { findFirefox } from '../../tools/browsers'
import type {
  EngineBrowser,
  EnginePage,
  GotoOptions,
  KeyAction,
  LaunchOptions,
  PageFunction,
  Target,
  Viewport,
} from './engine-page'
import { harnessScript } from './harness-script'

export async function launchGecko({
  siteOrigin,
  reducedMotion = false,
  javaScript = true,
}: LaunchOptions): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
    extraPrefsFirefox: {
      'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
      'ui.useOverlayScrollbars': 1,
      'javascript.enabled': javaScript,
    },
  })
  return {
    newPage: async () => new GeckoPage(await browser.newPage(), siteOrigin, javaScript),
    close: () => browser.close(),
  }
}

class GeckoPage implements EnginePage {
  readonly engine = 'gecko'
  private initScriptId: string | undefined

  constructor(
    private readonly page: Page,
    readonly origin: string,
    private readonly javaScript: boolean,
  ) {}

  async setViewport({ width, height }: Viewport) {
    await this.page.setViewport({ width, height })
  }

  async goto(path: string, { clockHeld = false, initScript = '' }: GotoOptions = {}) {
    if (this.initScriptId) await this.page.removeScriptToEvaluateOnNewDocument(this.initScriptId)
    const script = `${await harnessScript({ clockHeld })}${initScript}`
    if (this.javaScript) {
      this.initScriptId = (await this.page.evaluateOnNewDocument(script)).identifier
    }
    const url = new URL(path, this.origin).href
    // Firefox now and then aborts a navigation the driver starts while the last page is still
    // settling (NS_BINDING_ABORTED); no page of ours navigates by itself, so ask once more.
    await this.page.goto(url, { waitUntil: 'load' }).catch(async (error: Error) => {
      if (!error.message.includes('NS_BINDING_ABORTED')) throw error
      await this.page.goto(url, { waitUntil: 'load' })
    })
    if (!this.javaScript) await this.run(script)
  }

  async reload() {
    await this.page.reload({ waitUntil: 'load' })
  }

  evaluate<R, A = undefined>(fn: PageFunction<A, R>, arg?: A): Promise<R> {
    return this.page.evaluate(fn as (arg: unknown) => R, arg) as Promise<R>
  }

  async run(source: string) {
    await this.page.evaluate(source)
  }

  async click(target: Target, clicks: 1 | 2 = 1) {
    const handle = await this.page.evaluateHandle((wanted) => window.__e2e.find(wanted), target)
    try {
      await (handle as ElementHandle<Element>).click({ count: clicks })
    } finally {
      await handle.dispose()
    }
  }

  async press(key: string, how: KeyAction = 'press') {
    await this.page.keyboard[how]((key === 'Space' ? ' ' : key) as KeyInput)
  }

  async screenshot(fullPage: boolean) {
    return [Buffer.from(await this.page.screenshot({ fullPage }))]
  }

  async close() {
    await this.page.close()
  }
}
