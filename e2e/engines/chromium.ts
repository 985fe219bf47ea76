/**
 * Chromium (Blink) behind the same interface, through Playwright's own page, so the engine
 * tests that take pictures take Chromium's too.
 */
import { writeFile } from 'node:fs/promises'
import { type Browser, chromium, type Disposable, type Page } from '@playwright/test'
import { chromiumArgs, findChromium } from '../../scripts/chromium'
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

/** Reduced motion is Playwright's emulation of the media feature. */
export async function launchChromium({
  reducedMotion,
  siteOrigin,
}: LaunchOptions): Promise<EngineBrowser> {
  const browser: Browser = await chromium.launch({
    executablePath: findChromium(),
    args: chromiumArgs,
  })
  return {
    async newPage() {
      const context = await browser.newContext({
        reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
      })
      return new ChromiumPage(await context.newPage(), siteOrigin)
    },
    close: () => browser.close(),
  }
}

class ChromiumPage implements OpenPage {
  readonly engine = 'chromium'
  private initScript: Disposable | undefined

  constructor(
    private readonly page: Page,
    readonly origin: string,
  ) {}

  async setViewport(viewport: Viewport) {
    await this.page.setViewportSize(viewport)
  }

  async goto(path: string, { clockHeld = false, initScript = '' }: GotoOptions = {}) {
    await this.initScript?.dispose()
    this.initScript = await this.page.addInitScript(pageWatchScript({ clockHeld }, initScript))
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'load' })
  }

  evaluate<R, A = undefined>(fn: PageFunction<A, R>, arg?: A): Promise<R> {
    // Plain JSON crosses here, so Playwright's handle unboxing never applies.
    return this.page.evaluate<R, A>(fn as (arg: unknown) => R, arg as A)
  }

  async run(source: string) {
    await this.page.evaluate(source)
  }

  async click(target: Target) {
    const locator =
      'css' in target
        ? this.page.locator(target.css)
        : this.page.getByRole(target.role, { name: target.name, exact: true })
    await locator.click()
  }

  async press(key: string) {
    await this.page.keyboard.press(key)
  }

  async screenshot(path: string) {
    await writeFile(path, await this.page.screenshot({ fullPage: true }))
  }

  async close() {
    await this.page.context().close()
  }
}
