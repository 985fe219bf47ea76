/**
 * Where the browser tests find their three engines: an environment variable first, then the
 * path Debian installs to, else a message that says how to install it. Chromium (Blink) is in
 * scripts/chromium.ts, which adds Playwright's own build as a last resort; Gecko is Firefox ESR,
 * driven over WebDriver BiDi by puppeteer-core; WebKit is WebKitGTK's MiniBrowser, driven by
 * WebKitWebDriver on an Xvfb display.
 */
import { existsSync, readdirSync } from 'node:fs'
import { delimiter, join } from 'node:path'

export interface BrowserNeed {
  /** What the tests call it, in messages. */
  name: string
  /** The environment variable that overrides the lookup. */
  variable: string
  /** Where Debian's package puts it, in the order to try. */
  debianPaths: readonly string[]
  /** The command that installs it. */
  install: string
}

/** The first of $variable and the Debian paths that exists; else a message on how to get it. */
export function findExecutable(need: BrowserNeed): string {
  const candidates = [process.env[need.variable], ...need.debianPaths]
  for (const path of candidates) if (path && existsSync(path)) return path
  throw new Error(
    [
      `No ${need.name} found for the browser tests.`,
      `Set ${need.variable} to its path, or install Debian's: ${need.install}`,
    ].join('\n'),
  )
}

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

export const findFirefox = () => findExecutable(firefoxNeed)

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
