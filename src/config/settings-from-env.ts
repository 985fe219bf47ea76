import type { BuildEnv, Settings } from './settings'
import { readSettings } from './settings'

let read: Settings | undefined

/**
 * The settings where no build handed them over (Vite's `define`): under `npm run dev`, Vitest
 * and Node, read once from `import.meta.env` with the schema. A build never bundles this: its
 * pages get the values the build read (src/config/links.ts), and build/settings.ts stops a build
 * whose bundles would carry the schema.
 */
export function settingsFromEnv(): Settings {
  read ??= readSettings((import.meta.env ?? {}) as BuildEnv).settings
  return read
}
