import type { Settings } from '@/config/settings'
import { settingsFromEnv } from '@/config/settings-from-env'

/** The proof build/build.ts read and checked, given to its bundles as it is (Vite's `define`). */
declare const __BUILT_PROOF__: Settings['proof'] | undefined

/**
 * The brand's own proof (src/config/settings.ts; docs/claims.md): the laboratory that tests the
 * samples, with its accreditation and number, and a review platform's score; each null until the
 * brand sets it, and then shown. As src/config/links.ts: a bundle carries the build's values;
 * elsewhere the env is read.
 */
export const proof = typeof __BUILT_PROOF__ === 'object' ? __BUILT_PROOF__ : settingsFromEnv().proof
