/** The Chromium that Playwright and Lighthouse drive: $CHROMIUM_PATH, Debian's, or Playwright's own. */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium']
  for (const path of candidates) if (path && existsSync(path)) return path
  try {
    const own = chromium.executablePath()
    if (own && existsSync(own)) return own
  } catch {
    // Playwright has no browser of its own here.
  }
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      "Set CHROMIUM_PATH to a Chromium binary, or install Debian's: apt-get install -y chromium",
      '(or, where downloads are allowed, run: npx playwright install chromium).',
    ].join('\n'),
  )
}
