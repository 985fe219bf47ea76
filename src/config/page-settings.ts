import photoSetsRecord from './photo-sets.json' with { type: 'json' }
import type { PhotoSets } from './photos'
import { readSettings } from './settings'

/**
 * The settings every page reads, by group, and the brand's photo sets: here, the env through the
 * schema (the dev server, the tests, Node). A build serves this module as the values it read and
 * checked instead, never the schema (build/settings.ts).
 */
export const { outboundLinks, videoHost, site, company, urgency, figures, proof, photoSets } = {
  ...readSettings(import.meta.env ?? {}).settings,
  photoSets: photoSetsRecord as PhotoSets,
}
