import type { Settings } from '@/config/settings'
import { settingsFromEnv } from '@/config/settings-from-env'

/** The address build/build.ts read and checked, given to its bundles as it is (Vite's `define`). */
declare const __BUILT_SITE_URL__: Settings['siteUrl'] | undefined

/**
 * The site's public address (VITE_SITE_URL), or null when it is not set: the build makes
 * canonical and Open Graph URLs absolute with it, and the printed quiz record names it. As
 * src/config/links.ts: a bundle carries the build's value; elsewhere the env is read.
 */
export const siteUrl =
  typeof __BUILT_SITE_URL__ !== 'undefined' ? __BUILT_SITE_URL__ : settingsFromEnv().siteUrl
