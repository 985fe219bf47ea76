/** The Chromium that Playwright and Lighthouse drive: $CHROMIUM_PATH, Debian's, or Playwright's own. */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { findExecutable } from './executables'

export const chromiumArgs = (
  '--no-sandbox --disable-gpu --disable-background-networking --disable-component-update ' +
  '--disable-sync --no-first-run --disable-quic'
).split(' ')

export function findChromium(): string {
  try {
    return findExecutable({
      name: 'Chromium',
      variable: 'CHROMIUM_PATH',
      debianPaths: ['/usr/bin/chromium'],
      install: 'apt-get install -y chromium',
    })
  } catch (notFound) {
    try {
      const own = chromium.executablePath()
      if (own && existsSync(own)) return own
    } catch {
      // Playwright has no browser of its own here.
    }
    throw new Error(
      `${(notFound as Error).message}\n(or, where downloads are allowed, run: npx playwright install chromium).`,
    )
  }
}

/** The tools' own Chromium (the OG image, the benchmarks). */
export const launchChromium = () =>
  chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
