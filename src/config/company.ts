import type { Settings } from '@/config/settings'
import { settingsFromEnv } from '@/config/settings-from-env'

/** The company build/build.ts read and checked, given to its bundles as it is (Vite's `define`). */
declare const __BUILT_COMPANY__: Settings['company'] | undefined

/**
 * The company behind the pages, as every footer and the terms state it: the VITE_COMPANY_
 * settings (src/config/settings.ts), whose defaults are the brand's placeholders until its own
 * are set. As src/config/links.ts: a bundle carries the build's values; elsewhere the env is read.
 */
export const company =
  typeof __BUILT_COMPANY__ === 'object' ? __BUILT_COMPANY__ : settingsFromEnv().company
