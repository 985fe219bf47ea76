/**
 * Where the browser tests find their three engines (build/executables.ts looks each up). Chromium
 * (Blink) is in build/chromium.ts, which adds Playwright's own build as a last resort; Gecko is Firefox ESR,
 * driven over WebDriver BiDi by puppeteer-core; WebKit is WebKitGTK's MiniBrowser, driven by
 * WebKitWebDriver on an Xvfb display.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { type BrowserNeed, findExecutable } from '../build/executables'

/** A command on $PATH, as the shell would find it. */
function onPath(command: string): string[] {
  return (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, command))
}

/** MiniBrowser lives in the multiarch library folder: /usr/lib/<triplet>/webkit2gtk-4.1/. */
function miniBrowserPaths(): string[] {
  const lib = '/usr/lib'
  const triplets = existsSync(lib)
    ? readdirSync(lib).filter((name) => name.includes('-linux-'))
    : []
  return triplets.map((triplet) => join(lib, triplet, 'webkit2gtk-4.1', 'MiniBrowser'))
}

const webKitInstall = 'apt-get install -y webkit2gtk-driver xvfb xauth'

const firefoxNeed: BrowserNeed = {
  name: 'Firefox (Gecko)',
  variable: 'FIREFOX_PATH',
  debianPaths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
  install: 'apt-get install -y firefox-esr',
}

const webKitDriverNeed: BrowserNeed = {
  name: 'WebKitWebDriver (WebKit)',
  variable: 'WEBKIT_DRIVER_PATH',
  debianPaths: ['/usr/bin/WebKitWebDriver'],
  install: webKitInstall,
}

const miniBrowserNeed: BrowserNeed = {
  name: "WebKitGTK's MiniBrowser (WebKit)",
  variable: 'MINIBROWSER_PATH',
  get debianPaths() {
    return miniBrowserPaths()
  },
  install: webKitInstall,
}

const xvfbNeed: BrowserNeed = {
  name: 'Xvfb (the display WebKit draws on)',
  variable: 'XVFB_PATH',
  get debianPaths() {
    return onPath('Xvfb')
  },
  install: webKitInstall,
}

/**
 * Older Firefox ESR (Debian's main archive has 140) lacks the WebDriver BiDi command behind
 * puppeteer's `setViewport` (`emulation.setScreenOrientationOverride`): every Gecko test would
 * fail on it, so the run stops here instead, saying what to do.
 */
const firefoxMajorNeeded = 153

/** The major version in `firefox --version`'s 'Mozilla Firefox 153.0.1esr'. */
function firefoxMajor(versionLine: string): number {
  return Number(/Firefox (\d+)\./.exec(versionLine)?.[1] ?? Number.NaN)
}

export function findFirefox(): string {
  const path = findExecutable(firefoxNeed)
  const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim()
  if (!(firefoxMajor(version) >= firefoxMajorNeeded)) {
    throw new Error(
      [
        `${version} found at ${path}; the Gecko tests need Firefox ${firefoxMajorNeeded} or newer (its WebDriver BiDi sets the viewport).`,
        `Upgrade it: apt-get update && apt-get install -y firefox-esr (or set FIREFOX_PATH to a newer one).`,
      ].join('\n'),
    )
  }
  return path
}

export interface WebKitPaths {
  driver: string
  miniBrowser: string
  xvfb: string
}

export function findWebKit(): WebKitPaths {
  return {
    driver: findExecutable(webKitDriverNeed),
    miniBrowser: findExecutable(miniBrowserNeed),
    xvfb: findExecutable(xvfbNeed),
  }
}
