/** Chromium (Blink) behind the engine page, through Playwright's own page. */
import { type Browser, chromium, type Disposable, type Page } from '@playwright/test'
import { chromiumArgs, findChromium } from '../../build/chromium'
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
      return new ChromiumPage(await context.newPage(), siteOrigin, javaScript)
    },
    close: () => browser.close(),
  }
}

class ChromiumPage implements EnginePage {
  readonly engine = 'chromium'
  private initScript: Disposable | undefined

  constructor(
    private readonly page: Page,
    readonly origin: string,
    private readonly javaScript: boolean,
  ) {}

  async setViewport(viewport: Viewport) {
    await this.page.setViewportSize(viewport)
  }

  async goto(path: string, { clockHeld = false, initScript = '' }: GotoOptions = {}) {
    await this.initScript?.dispose()
    const script = `${await harnessScript({ clockHeld })}${initScript}`
    if (this.javaScript) this.initScript = await this.page.addInitScript(script)
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'load' })
    // Without JavaScript no init script runs: the driver brings the queries in.
    if (!this.javaScript) await this.run(script)
  }

  async reload() {
    await this.page.reload({ waitUntil: 'load' })
  }

  evaluate<R, A = undefined>(fn: PageFunction<A, R>, arg?: A): Promise<R> {
    // Plain JSON crosses here, so Playwright's handle unboxing never applies.
    return this.page.evaluate<R, A>(fn as (arg: unknown) => R, arg as A)
  }

  async run(source: string) {
    await this.page.evaluate(source)
  }

  async click(target: Target, clicks: 1 | 2 = 1) {
    const handle = await this.page.evaluateHandle((wanted) => window.__e2e.find(wanted), target)
    try {
      // Forced: a click on an answer the quiz does not take yet (aria-disabled) is a test too.
      await handle.click({ force: true, clickCount: clicks })
    } finally {
      await handle.dispose()
    }
  }

  async press(key: string, how: KeyAction = 'press') {
    await this.page.keyboard[how](key)
  }

  async screenshot(fullPage: boolean) {
    return [await this.page.screenshot({ fullPage })]
  }

  async close() {
    await this.page.context().close()
  }
}
