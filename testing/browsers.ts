/**
 * Where the browser tests find Gecko and WebKit (Chromium is in testing/chromium.ts): Firefox ESR,
 * driven over WebDriver BiDi by puppeteer-core, and WebKitGTK's MiniBrowser, driven by
 * WebKitWebDriver on an Xvfb display. Each is looked up by testing/executables.ts.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { findExecutable } from './executables'

/** Older ESR (Debian's main archive has 140) lacks the BiDi command behind `setViewport`. */
const firefoxMajorNeeded = 153

export function findFirefox(): string {
  const path = findExecutable({
    name: 'Firefox (Gecko)',
    variable: 'FIREFOX_PATH',
    debianPaths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
    install: 'apt-get install -y firefox-esr',
  })
  // 'Mozilla Firefox 153.0.1esr'
  const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim()
  if (!(Number(/Firefox (\d+)\./.exec(version)?.[1]) >= firefoxMajorNeeded)) {
    throw new Error(
      [
        `${version} found at ${path}; the Gecko tests need Firefox ${firefoxMajorNeeded} or newer (its WebDriver BiDi sets the viewport).`,
        `Upgrade it: apt-get update && apt-get install -y firefox-esr (or set FIREFOX_PATH to a newer one).`,
      ].join('\n'),
    )
  }
  return path
}

export function findWebKit() {
  const need = (name: string, variable: string, debianPaths: string[]) =>
    findExecutable({
      name,
      variable,
      debianPaths,
      install: 'apt-get install -y webkit2gtk-driver xvfb xauth',
    })
  // MiniBrowser lives in the multiarch library folder: /usr/lib/<triplet>/webkit2gtk-4.1/.
  const triplets = existsSync('/usr/lib')
    ? readdirSync('/usr/lib').filter((name) => name.includes('-linux-'))
    : []
  return {
    driver: need('WebKitWebDriver (WebKit)', 'WEBKIT_DRIVER_PATH', ['/usr/bin/WebKitWebDriver']),
    miniBrowser: need(
      "WebKitGTK's MiniBrowser (WebKit)",
      'MINIBROWSER_PATH',
      triplets.map((triplet) => join('/usr/lib', triplet, 'webkit2gtk-4.1', 'MiniBrowser')),
    ),
    xvfb: need(
      'Xvfb (the display WebKit draws on)',
      'XVFB_PATH',
      (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'Xvfb')),
    ),
  }
}
