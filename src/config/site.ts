import { type BuildEnv, type ReadSetting, readSettings, rules } from '@/config/settings'

/**
 * The site's public address (VITE_SITE_URL), or null when it is not set: the build makes
 * canonical and Open Graph URLs absolute with it, and the printed quiz record names it.
 */
export const siteUrlOf = (setting: ReadSetting) =>
  setting('VITE_SITE_URL', rules.siteUrl, '') || null

/** The address build/build.ts read and checked, given to its bundles as it is (Vite's `define`). */
declare const __BUILT_SITE_URL__: string | null | undefined

// As src/config/company.ts: a bundle carries the build's value; elsewhere the env is read.
export const siteUrl =
  typeof __BUILT_SITE_URL__ !== 'undefined'
    ? __BUILT_SITE_URL__
    : readSettings((import.meta.env ?? {}) as BuildEnv, siteUrlOf)
