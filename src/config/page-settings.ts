import photoSetsRecord from './photo-sets.json' with { type: 'json' }
import type { PhotoSets } from './photos'
import { readSettings, type Settings } from './settings'

/** What a build hands its bundles, as one Vite `define` (build/build.ts): the settings and photo sets it checked. */
type PageSettings = Settings & { photoSets: PhotoSets }
declare const __SETTINGS__: PageSettings | undefined

/**
 * The settings as every page reads them. A bundle carries the build's values, never the schema
 * (build/settings.ts stubs it out); the dev server, the tests and Node read the env with it.
 */
export const { outboundLinks, videoHost, site, company, urgency, figures, proof, photoSets } =
  typeof __SETTINGS__ === 'object'
    ? __SETTINGS__
    : {
        ...readSettings((import.meta.env ?? {}) as Record<string, string>).settings,
        photoSets: photoSetsRecord as PhotoSets,
      }
