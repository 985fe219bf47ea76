/**
 * Gecko: Firefox ESR driven by puppeteer-core over WebDriver BiDi (no driver binary). One
 * browser per worker; each test gets a tab of its own.
 */
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core'
import { findFirefox } from '../../scripts/browsers'
import type {
  EngineBrowser,
  GotoOptions,
  LaunchOptions,
  OpenPage,
  PageFunction,
  Target,
  Viewport,
} from './engine-page'
import { pageWatchScript } from './page-watch'

/**
 * Reduced motion is asked for as a visitor's system setting would be (`ui.prefersReducedMotion`).
 * Scrollbars overlay the page, as on a phone, so a 375 px viewport lays out 375 px (Linux
 * Firefox's classic scrollbars would take 12 of them).
 */
export async function launchGecko({
  reducedMotion,
  siteOrigin,
}: LaunchOptions): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
    extraPrefsFirefox: {
      'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
      'ui.useOverlayScrollbars': 1,
    },
  })
  return {
    newPage: async () => new GeckoPage(await browser.newPage(), siteOrigin),
    close: () => browser.close(),
  }
}

class GeckoPage implements OpenPage {
  readonly engine = 'gecko'
  private initScriptId: string | undefined

  constructor(
    private readonly page: Page,
    readonly origin: string,
  ) {}

  async setViewport({ width, height }: Viewport) {
    await this.page.setViewport({ width, height })
  }

  async goto(path: string, { clockHeld = false, initScript = '' }: GotoOptions = {}) {
    if (this.initScriptId) await this.page.removeScriptToEvaluateOnNewDocument(this.initScriptId)
    const script = pageWatchScript({ clockHeld }, initScript)
    this.initScriptId = (await this.page.evaluateOnNewDocument(script)).identifier
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'load' })
  }

  evaluate<R, A = undefined>(fn: PageFunction<A, R>, arg?: A): Promise<R> {
    return this.page.evaluate(fn as (arg: unknown) => R, arg) as Promise<R>
  }

  async run(source: string) {
    await this.page.evaluate(source)
  }

  async click(target: Target) {
    const handle = await this.page.evaluateHandle(
      (wanted) => window.__engineWatch.find(wanted),
      target,
    )
    try {
      const element = handle.asElement() as ElementHandle<Element> | null
      if (!element) throw new Error(`Not an element: ${JSON.stringify(target)}`)
      await element.click()
    } finally {
      await handle.dispose()
    }
  }

  async press(key: string) {
    await this.page.keyboard.press(key as Parameters<Page['keyboard']['press']>[0])
  }

  async screenshot(path: string) {
    await this.page.screenshot({ path: path as `${string}.png`, fullPage: true })
  }

  async close() {
    await this.page.close()
  }
}
