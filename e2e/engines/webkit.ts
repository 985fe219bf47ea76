/**
 * WebKit: WebKitGTK's MiniBrowser, driven by WebKitWebDriver (classic W3C WebDriver) through
 * selenium-webdriver, drawing on an Xvfb display of its own. One browser per worker; tests take
 * turns in its one window. The site is reached through an injecting proxy (webkit-proxy.ts).
 *
 * MiniBrowser's toolbar would keep its window at least ~450 px wide: a GTK style sheet of our
 * own shrinks the browser's chrome (not the page) so the page can be 280 px wide (a fold phone's
 * cover screen, e2e/reflow.spec.ts). The same
 * settings file turns GTK's animations off when the test asks for reduced motion, which is how
 * WebKitGTK answers `prefers-reduced-motion`; JavaScript off is MiniBrowser's own setting. Pages
 * are painted in software, without GL compositing (`WEBKIT_DISABLE_COMPOSITING_MODE`, below).
 */
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver'
import { ServiceBuilder } from 'selenium-webdriver/safari.js'
import { findWebKit } from '../../testing/browsers'
import {
  type EngineBrowser,
  type EnginePage,
  type LaunchOptions,
  largeTextSizes,
  type Target,
  type Viewport,
} from './engine-page'
import { harnessedPage } from './harness-script'
import { type InjectingProxy, startInjectingProxy } from './webkit-proxy'

/**
 * MiniBrowser's toolbar and tab bar, shrunk to a sliver (GTK 3 style sheet). GTK 3 keeps an
 * address entry at least 150 px wide whatever its min-width, which held the window at 305 px: a
 * negative margin gives that back, so the window goes down to 200 px.
 */
const tinyBrowserChrome =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }\nentry { margin-right: -150px; }\n'

/** The display: room for the widest and tallest viewport a test asks for. */
const screen = { width: 1300, height: 16_384 }

/** WebDriver's codes for the keys the tests name as Playwright does. */
const namedKeys: Record<string, string> = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  Space: Key.SPACE,
  Shift: Key.SHIFT,
}

const sameSize = (a: Viewport, b: Viewport) => a.width === b.width && a.height === b.height

/** Xvfb on the first free display; resolves with its number once it accepts clients. */
function startDisplay(xvfb: string) {
  const child = spawn(
    xvfb,
    ['-displayfd', '3', '-screen', '0', `${screen.width}x${screen.height}x24`, '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] },
  )
  return new Promise<{ display: string; stop: () => boolean }>((resolve, reject) => {
    let output = ''
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('\n')) resolve({ display: `:${output.trim()}`, stop: () => child.kill() })
    })
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready`)))
  })
}

export async function launchWebKit(options: LaunchOptions): Promise<EngineBrowser> {
  const paths = findWebKit()
  const config = await mkdtemp(join(tmpdir(), 'engines-webkit-'))
  await mkdir(join(config, 'gtk-3.0'))
  await writeFile(join(config, 'gtk-3.0', 'gtk.css'), tinyBrowserChrome)
  await writeFile(
    join(config, 'gtk-3.0', 'settings.ini'),
    `[Settings]\ngtk-enable-animations=${options.reducedMotion ? 'false' : 'true'}\n`,
  )
  // MiniBrowser's own settings file (`--config`): its [websettings] group sets WebKitSettings
  // properties by name, as a WebKitGTK browser's preferences do, the font sizes among them
  // (which its command line cannot: it takes only the true/false and text ones).
  const websettings = join(config, 'minibrowser.ini')
  if (options.largeText) {
    await writeFile(
      websettings,
      `[websettings]\ndefault-font-size=${largeTextSizes.standard}\ndefault-monospace-font-size=${largeTextSizes.monospace}\n`,
    )
  }
  const display = await startDisplay(paths.xvfb)
  const env = {
    ...process.env,
    DISPLAY: display.display,
    XDG_CONFIG_HOME: config,
    // No GPU here: WebKitGTK would composite its layers with OpenGL emulated on the CPU (Mesa's
    // llvmpipe), half of its page process's CPU time, on the two cores every engine shares. The
    // page is painted in software instead, as Chromium's is (`--disable-gpu`): layout, scrolling,
    // script and style are the engine's own either way, and no test reads a pixel.
    WEBKIT_DISABLE_COMPOSITING_MODE: '1',
  }
  // Selenium's launcher for Safari's driver (the same WebKit WebDriver server, on loopback) picks
  // a free port, passes it as `--port=`, waits for `/status`, and stops it.
  const service = new ServiceBuilder(paths.driver)
    .setEnvironment(env as Record<string, string>)
    .build()
  const stopAll = async () => {
    await service.kill()
    display.stop()
    await rm(config, { recursive: true, force: true })
  }
  try {
    const driver = await new Builder()
      .usingServer(await service.start(20_000))
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: paths.miniBrowser,
          args: [
            '--automation',
            ...(options.largeText ? [`--config=${websettings}`] : []),
            ...(options.javaScript ? [] : ['--enable-javascript=false']),
          ],
        },
      })
      .build()
    // WebKit times a script out with the page's own setTimeout, which the held clock runs: a
    // long runFor would time out the very script that runs it. Ten minutes is out of its reach.
    await driver.manage().setTimeouts({ script: 600_000 })
    const proxy = await startInjectingProxy(options.siteOrigin)
    /** How much wider and taller the window is than the page's viewport. */
    const frame: Viewport = { width: 0, height: 0 }
    let open = false
    return {
      async newPage() {
        if (open) throw new Error('WebKit has one window: close its page first')
        open = true
        return webKitPage(driver, proxy, frame, options, () => {
          open = false
        })
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

function webKitPage(
  driver: WebDriver,
  proxy: InjectingProxy,
  frame: Viewport,
  options: LaunchOptions,
  onClose: () => void,
): EnginePage {
  let viewport: Viewport = { width: 1280, height: 800 }
  const innerSize = () =>
    driver.executeScript<Viewport>(() => ({ width: innerWidth, height: innerHeight }))

  /**
   * Sizes the window so that the page's viewport (not the window) is `width` x `height`. The
   * window's frame is learnt from the first resize; a resize reaches the page a little later.
   */
  async function fitWindow(wanted: Viewport) {
    const window = driver.manage().window()
    if (sameSize(await innerSize(), wanted)) return
    for (let attempt = 0; attempt < 3; attempt++) {
      await window.setRect({
        width: wanted.width + frame.width,
        height: wanted.height + frame.height,
      })
      const fitted = async () => sameSize(await innerSize(), wanted)
      if (await driver.wait(fitted, 2000, '', 50).catch(() => false)) return
      const rect = await window.getRect()
      const inner = await innerSize()
      Object.assign(frame, { width: rect.width - inner.width, height: rect.height - inner.height })
    }
    throw new Error(`WebKit's viewport did not become ${wanted.width}x${wanted.height}`)
  }

  return harnessedPage(
    'webkit',
    { ...options, siteOrigin: proxy.origin },
    {
      async setViewport(wanted) {
        viewport = wanted
        await fitWindow(wanted)
      },
      async navigate(url, script) {
        proxy.setScript(script)
        await driver.get(url)
      },
      async reload() {
        await driver.navigate().refresh()
      },
      async back() {
        await driver.navigate().back()
      },
      async newTab() {
        const old = await driver.getWindowHandle()
        await driver.switchTo().newWindow('window')
        const opened = await driver.getWindowHandle()
        await driver.switchTo().window(old)
        await driver.close()
        await driver.switchTo().window(opened)
        await fitWindow(viewport)
      },
      // WebDriver sends a missing argument as null, which would override a default parameter.
      evaluate: (fn, arg) => driver.executeScript(fn, ...(arg === undefined ? [] : [arg])),
      async run(source) {
        await driver.executeScript(source)
      },
      async click(target) {
        const element = await driver.executeScript<WebElement>(
          (wanted: Target) => window.__e2e.find(wanted),
          target,
        )
        await element.click()
      },
      async press(key, how = 'press') {
        const code = namedKeys[key] ?? key
        const actions = driver.actions()
        if (how !== 'up') actions.keyDown(code)
        if (how !== 'down') actions.keyUp(code)
        await actions.perform()
      },
      /** Leaves the page for a blank one, so the next test starts clean. */
      async close() {
        await driver.get('about:blank')
        onClose()
      },
    },
  )
}
