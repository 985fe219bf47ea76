/**
 * WebKit: WebKitGTK's MiniBrowser, driven by WebKitWebDriver (classic W3C WebDriver) through
 * selenium-webdriver, drawing on an Xvfb display of its own. One browser per worker; tests take
 * turns in its one window. The site is reached through an injecting proxy (webkit-proxy.ts).
 *
 * MiniBrowser's toolbar would keep its window at least ~450 px wide: a GTK style sheet of our
 * own shrinks the browser's chrome (not the page) so the page can be 320 px wide. The same
 * settings file turns GTK's animations off when the test asks for reduced motion, which is how
 * WebKitGTK answers `prefers-reduced-motion`; JavaScript off is MiniBrowser's own setting.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver'
import { findWebKit } from '../../tools/browsers'
import type {
  EngineBrowser,
  EnginePage,
  KeyAction,
  LaunchOptions,
  PageFunction,
  Target,
  Viewport,
} from './engine-page'
import { gotoWithHarness, type Harnessed } from './harness-script'
import { type InjectingProxy, startInjectingProxy } from './webkit-proxy'

/** MiniBrowser's toolbar and tab bar, shrunk to a sliver (GTK 3 style sheet). */
const tinyBrowserChrome =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }\n'

/**
 * The window grows to the page for a screenshot; WebKitGTK paints nothing (black) into a window
 * taller than its largest texture (16,384 px here), so taller pages are shot in parts.
 */
const screen = { width: 1300, height: 16_384 }
const tallestShot = 16_000

interface WebKitSession {
  driver: WebDriver
  proxy: InjectingProxy
  /** How much wider and taller the window is than the page's viewport. */
  frame: Viewport
  javaScript: boolean
}

/** WebDriver's codes for the keys the tests name as Playwright does. */
const namedKeys: Record<string, string> = { Tab: Key.TAB, Enter: Key.ENTER, Space: Key.SPACE }

const sameSize = (a: Viewport, b: Viewport) => a.width === b.width && a.height === b.height

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Starts `command` in a process group of its own, so that stopping it stops its children. */
function startGroup(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { detached: true, env, stdio: ['ignore', 'ignore', 'pipe', 'pipe'] })
}

function stopGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}

/** Xvfb on the first free display; resolves with its number once it accepts clients. */
function startDisplay(xvfb: string): Promise<{ display: string; process: ChildProcess }> {
  const child = startGroup(
    xvfb,
    ['-displayfd', '3', '-screen', '0', `${screen.width}x${screen.height}x24`, '-nolisten', 'tcp'],
    process.env,
  )
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('\n')) resolve({ display: `:${output.trim()}`, process: child })
    })
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready`)))
  })
}

async function waitForDriver(url: string, driver: ChildProcess) {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`)
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`)
}

export async function launchWebKit({
  siteOrigin,
  reducedMotion,
  javaScript,
}: LaunchOptions): Promise<EngineBrowser> {
  const paths = findWebKit()
  const config = await mkdtemp(join(tmpdir(), 'engines-webkit-'))
  await mkdir(join(config, 'gtk-3.0'))
  await writeFile(join(config, 'gtk-3.0', 'gtk.css'), tinyBrowserChrome)
  await writeFile(
    join(config, 'gtk-3.0', 'settings.ini'),
    `[Settings]\ngtk-enable-animations=${reducedMotion ? 'false' : 'true'}\n`,
  )
  const display = await startDisplay(paths.xvfb)
  const port = await freePort()
  const env = { ...process.env, DISPLAY: display.display, XDG_CONFIG_HOME: config }
  const driverProcess = startGroup(paths.driver, [`--port=${port}`], env)
  const stopAll = async () => {
    stopGroup(driverProcess)
    stopGroup(display.process)
    await rm(config, { recursive: true, force: true })
  }
  try {
    const url = `http://127.0.0.1:${port}`
    await waitForDriver(url, driverProcess)
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: paths.miniBrowser,
          args: ['--automation', ...(javaScript ? [] : ['--enable-javascript=false'])],
        },
      })
      .build()
    // WebKit times a script out with the page's own setTimeout, which the held clock runs: a
    // long runFor would time out the very script that runs it. Ten minutes is out of its reach.
    await driver.manage().setTimeouts({ script: 600_000 })
    const proxy = await startInjectingProxy(siteOrigin)
    const session: WebKitSession = { driver, proxy, frame: { width: 0, height: 0 }, javaScript }
    let open: WebKitPage | undefined
    return {
      async newPage() {
        if (open) throw new Error('WebKit has one window: close its page first')
        open = new WebKitPage(session, () => {
          open = undefined
        })
        return open
      },
      async close() {
        await driver.quit().catch(() => {})
        await proxy.close()
        await stopAll()
      },
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

class WebKitPage implements EnginePage, Harnessed {
  readonly engine = 'webkit'
  readonly origin: string
  readonly javaScript: boolean
  private viewport: Viewport = { width: 1280, height: 800 }
  private readonly driver: WebDriver

  constructor(
    private readonly session: WebKitSession,
    private readonly onClose: () => void,
  ) {
    this.driver = session.driver
    this.origin = session.proxy.origin
    this.javaScript = session.javaScript
  }

  async setViewport(viewport: Viewport) {
    this.viewport = viewport
    await this.fitWindow(viewport)
  }

  /**
   * Sizes the window so that the page's viewport (not the window) is `width` x `height`. The
   * window's frame is learnt from the first resize; a resize reaches the page a little later.
   */
  private async fitWindow(viewport: Viewport) {
    const window = this.driver.manage().window()
    const innerSize = () => this.evaluate(() => ({ width: innerWidth, height: innerHeight }))
    if (sameSize(await innerSize(), viewport)) return
    for (let attempt = 0; attempt < 3; attempt++) {
      const { frame } = this.session
      await window.setRect({
        width: viewport.width + frame.width,
        height: viewport.height + frame.height,
      })
      const deadline = Date.now() + 2000
      let inner = await innerSize()
      while (!sameSize(inner, viewport) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        inner = await innerSize()
      }
      if (sameSize(inner, viewport)) return
      const rect = await window.getRect()
      this.session.frame = { width: rect.width - inner.width, height: rect.height - inner.height }
    }
    throw new Error(`WebKit's viewport did not become ${viewport.width}x${viewport.height}`)
  }

  readonly goto: EnginePage['goto'] = (path, options) => gotoWithHarness(this, path, options)

  async navigate(url: string, script: string) {
    this.session.proxy.setScript(script)
    await this.driver.get(url)
  }

  async reload() {
    await this.driver.navigate().refresh()
  }

  evaluate<R, A = undefined>(fn: PageFunction<A, R>, arg?: A): Promise<R> {
    // WebDriver sends a missing argument as null, which would override a default parameter.
    const args = arg === undefined ? [] : [arg]
    return this.driver.executeScript(
      `return (${fn.toString()}).apply(null, arguments)`,
      ...args,
    ) as Promise<R>
  }

  async run(source: string) {
    await this.driver.executeScript(source)
  }

  async click(target: Target, clicks: 1 | 2 = 1) {
    const find = 'return window.__e2e.find(arguments[0])'
    const element = (await this.driver.executeScript(find, target)) as WebElement
    if (clicks === 2) await this.driver.actions().doubleClick(element).perform()
    else await element.click()
  }

  async press(key: string, how: KeyAction = 'press') {
    const code = namedKeys[key] ?? key
    const actions = this.driver.actions()
    if (how !== 'up') actions.keyDown(code)
    if (how !== 'down') actions.keyUp(code)
    await actions.perform()
  }

  /**
   * The window grows to the page's height for a whole-page shot; a page taller than one shot can
   * be is shot in parts, each a window's height further down.
   */
  async screenshot(fullPage: boolean) {
    const shoot = async () => Buffer.from(await this.driver.takeScreenshot(), 'base64')
    if (!fullPage) return [await shoot()]
    const height = await this.evaluate(() => document.documentElement.scrollHeight)
    const shot = Math.min(height, tallestShot)
    await this.fitWindow({ width: this.viewport.width, height: shot })
    const parts: Buffer[] = []
    try {
      for (let top = 0; top < height; top += shot) {
        await this.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
        await this.driver.executeScript('return window.__e2e.painted()')
        parts.push(await shoot())
      }
    } finally {
      await this.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await this.fitWindow(this.viewport)
    }
    return parts
  }

  /** Leaves the page for a blank one, so the next test starts clean. */
  async close() {
    await this.driver.get('about:blank')
    this.onClose()
  }
}
