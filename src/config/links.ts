import type { Settings } from '@/config/settings'
import { settingsFromEnv } from '@/config/settings-from-env'

/**
 * Every address the product sends visitors to or loads from, in one place: the outbound links
 * and the video host. Each is a build-time setting (src/config/settings.ts, docs/deployment.md).
 */
export type Links = Pick<Settings, 'outboundLinks' | 'videoHost'>

/** The links build/build.ts read and checked, given to its bundles as they are (Vite's `define`). */
declare const __BUILT_LINKS__: Links | undefined

// A bundle carries the build's values, not the schema; the dev server, the tests and Node read
// the env with the schema (src/config/settings-from-env.ts).
export const { outboundLinks, videoHost }: Links =
  typeof __BUILT_LINKS__ === 'object' ? __BUILT_LINKS__ : settingsFromEnv()
