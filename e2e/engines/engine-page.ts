/**
 * One browser tab, whatever drives it: Playwright (Chromium), puppeteer-core over WebDriver BiDi
 * (Gecko) or selenium-webdriver over classic WebDriver (WebKit). Every spec speaks only this, so
 * each test runs the same way in every engine. Kept thin on purpose: the day Playwright's own
 * WebKit and Firefox run here, the three adapters collapse into Playwright's page.
 */

export type EngineName = 'chromium' | 'gecko' | 'webkit'

export interface Viewport {
  width: number
  height: number
}

/**
 * An element to act on: by ARIA role and exact accessible name (Testing Library's `getByRole`,
 * run in the page), optionally inside the element a CSS selector finds; or by CSS selector.
 */
export type Target = { role: string; name: string; within?: string } | { css: string }

export interface GotoOptions {
  /** Hold the page's fake clock from its first script on (see in-page.ts); else it runs. */
  clockHeld?: boolean
  /** Source to run before the page's own scripts, after the harness's. */
  initScript?: string
  /**
   * Keep what the tab's session storage holds for the site, as a link followed in the same tab
   * does. Else it is emptied first, so each `goto` opens the site as a new tab would (the tests
   * share one tab; the quiz resumes from that storage, src/effects/quiz-storage.ts).
   */
  keepSession?: boolean
}

type KeyAction = 'press' | 'down' | 'up'

/** Every argument and result crosses into the page and back as JSON. */
type PageFunction<A, R> = (arg: A) => R | Promise<R>

export interface EnginePage {
  readonly engine: EngineName
  /** The origin the site is reached at (WebKit reaches it through its proxy). */
  readonly origin: string
  /** The size of the page's viewport in CSS pixels (the window's frame not counted). */
  setViewport(viewport: Viewport): Promise<void>
  /** Opens a path of the site and waits for its load event. */
  goto(path: string, options?: GotoOptions): Promise<void>
  /** Reloads the page as the visitor would (the browser restores where they were). */
  reload(): Promise<void>
  /** Goes Back in the tab's history, as the browser's Back button does, and waits for the load. */
  back(): Promise<void>
  evaluate<R, A = undefined>(fn: PageFunction<A, R>, arg?: A): Promise<R>
  /** Runs a script's source the driver's way, which the page's CSP does not govern. */
  run(source: string): Promise<void>
  /** The engine's own click (its pointer) on the one element `target` finds. */
  click(target: Target): Promise<void>
  /**
   * A real key ('2', 'Tab', 'Enter', 'Space') sent to the focused element: pressed, or only put
   * down (again, it repeats) or let up.
   */
  press(key: string, how?: KeyAction): Promise<void>
  /**
   * Puts a new tab of the same browser in this one's place (the same profile, so the same
   * cookies and local storage, but none of this tab's session storage), blank, at the same size.
   */
  newTab(): Promise<void>
  /**
   * Empties the tab's session storage for the site, then leaves the page for about:blank; the
   * browser's next `newPage` is this page again.
   */
  close(): Promise<void>
}

export interface LaunchOptions {
  /** Where the site is served. */
  siteOrigin: string
  /** Ask for reduced motion the way the engine lets a visitor's system ask for it. */
  reducedMotion: boolean
  /** False: the engine runs no script of the page's own (the driver's still run). */
  javaScript: boolean
  /**
   * The visitor's own default font size at 200 % (`largeTextSizes`), set the way the engine's
   * settings set it: a page's `rem`, `em` and media queries all read it. A desktop browser's
   * setting, so with the engine's own desktop scrollbars (classic ones take width from the page).
   */
  largeText: boolean
}

/**
 * Each engine's default font sizes at 200 % (CSS px): the proportional font's 16 and the
 * monospace font's 13, doubled, as a visitor who sets 32 in the browser's font settings has them.
 */
export const largeTextSizes = { standard: 32, monospace: 26 } as const

/** One running browser of an engine, with one page that tests take turns in. */
export interface EngineBrowser {
  /** The page, once the last test has closed it. */
  newPage(): Promise<EnginePage>
  close(): Promise<void>
}
