import type { Target } from './page-watch'

export type { Target }

/**
 * One browser tab, whatever drives it: Playwright (Chromium), puppeteer-core over WebDriver BiDi
 * (Gecko) or selenium-webdriver over classic WebDriver (WebKit). The engine tests speak only
 * this, so each test runs the same way in every engine.
 */

export type EngineName = 'chromium' | 'gecko' | 'webkit'

export interface Viewport {
  width: number
  height: number
}

export interface GotoOptions {
  /** Hold the page's timers and frames from its first script on (see page-watch.ts). */
  clockHeld?: boolean
  /** Source to run before the page's own scripts, after the watch. */
  initScript?: string
}

/** Every argument and result crosses into the page and back as JSON. */
export type PageFunction<A, R> = (arg: A) => R | Promise<R>

export interface EnginePage {
  readonly engine: EngineName
  /** The origin the site is reached at (WebKit reaches it through its proxy). */
  readonly origin: string
  /** The size of the page's viewport in CSS pixels (the window's frame not counted). */
  setViewport(viewport: Viewport): Promise<void>
  /** Opens a path of the site and waits for its load event. */
  goto(path: string, options?: GotoOptions): Promise<void>
  evaluate<R, A = undefined>(fn: PageFunction<A, R>, arg?: A): Promise<R>
  /** Runs a script's source in the page the driver's way, which the page's CSP does not govern. */
  run(source: string): Promise<void>
  /** A real click (the driver's pointer), after scrolling the element into view. */
  click(target: Target): Promise<void>
  /** A real key press sent to the focused element. */
  press(key: string): Promise<void>
  /** A PNG of the whole page. */
  screenshot(path: string): Promise<void>
}

/** A tab the test opened; closing it leaves the browser for the next test. */
export interface OpenPage extends EnginePage {
  close(): Promise<void>
}

/** One running browser of an engine, launched once per worker. */
export interface EngineBrowser {
  newPage(): Promise<OpenPage>
  close(): Promise<void>
}

export interface LaunchOptions {
  /** Ask for reduced motion the way the engine lets a test ask for it. */
  reducedMotion: boolean
  /** Where the site is served. */
  siteOrigin: string
}
