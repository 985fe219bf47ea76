import type { Settings } from '@/config/settings'
import { settingsFromEnv } from '@/config/settings-from-env'

/** The claims build/build.ts read and checked, given to its bundles as they are (Vite's `define`). */
declare const __BUILT_URGENCY__: Settings['urgency'] | undefined

/**
 * The urgency, scarcity and social-proof claims a build makes true: the masterclass's start as
 * set, each figure with its day (src/config/settings.ts; docs/urgency-claims.md for a legal
 * review). As src/config/links.ts: a bundle carries the build's values; elsewhere the env is read.
 */
export const urgency =
  typeof __BUILT_URGENCY__ === 'object' ? __BUILT_URGENCY__ : settingsFromEnv().urgency
