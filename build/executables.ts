/**
 * Where a program the build or the tests run is found: an environment variable first, then the
 * path Debian installs to, else a message that says how to install it (Chromium for the OG image
 * and the tests, build/chromium.ts; nginx for the hosts, build/hosts.ts; Gecko and WebKit for
 * the browser tests, tools/browsers.ts).
 */
import { existsSync } from 'node:fs'

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
