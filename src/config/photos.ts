/**
 * The brand's photographs of its people (docs/change-copy-and-offer.md, "Your own photographs"): which of
 * them has a photo set, as `npm run photo -- <slot> <file>` recorded it in
 * src/config/photo-sets.json (its files in the people folder of public/images/). A build reads and
 * checks that record (build/photos.ts); the pages read the sets in src/config/page-settings.ts.
 */

/**
 * The people a photograph can stand for: the experts, the advertorial's author and the customer
 * its story tells of, each customer.
 */
export const photoSlots = [
  'doctor',
  'cohost',
  'author',
  'story',
  'karen',
  'robert',
  'denise',
  'michael',
  'susan',
  'linda',
] as const

export type PhotoSlot = (typeof photoSlots)[number]

/** What `npm run photo` records of a photo set: where it came from and when it was made. */
export interface PhotoRecord {
  /** The brand's photograph, as the command was given it (its file name). */
  source: string
  /** The SHA-256 of that file, so counsel can match the set to the photograph on record. */
  sha256: string
  /** The day the set was made, YYYY-MM-DD. */
  made: string
  /** The brand's record of the person's consent (a release's reference), when given. */
  consent?: string
}

export type PhotoSets = Partial<Record<PhotoSlot, PhotoRecord>>
