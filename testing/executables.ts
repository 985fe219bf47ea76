/**
 * Where a program the build or the tests run is found: $variable first, then the paths Debian
 * installs it to, else an error that says how to install it.
 */
import { existsSync } from 'node:fs'

interface Need {
  /** What the tests call it, in messages. */
  name: string
  variable: string
  debianPaths: readonly string[]
  /** The command that installs it. */
  install: string
}

export function findExecutable(need: Need): string {
  const candidates = [process.env[need.variable], ...need.debianPaths]
  for (const path of candidates) if (path && existsSync(path)) return path
  throw new Error(
    `No ${need.name} found for the browser tests.\nSet ${need.variable} to its path, or install Debian's: ${need.install}`,
  )
}
