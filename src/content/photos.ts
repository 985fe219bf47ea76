import { photoSets } from '@/config/page-settings'
import type { PhotoSlot } from '@/config/photos'
import { cast } from '@/content/cast'
import type { ImageCopy, Person, ResponsiveImageCopy } from '@/content/sales-types'

/**
 * The files a photo set is: `npm run photo -- <slot> <file>` (ops/photo.ts) crops the brand's
 * photograph square and writes it at each width in each format, each file within `maxBytes`
 * (testing/budgets.ts), as `${dir}/${slot}-${width}.${format}`. The widths cover the portraits as
 * drawn, from 48 px (a byline) to 192 px (the VSL's expert card on a desktop), at twice the
 * pixels.
 */
export const photoSpec = {
  dir: '/images/people',
  widths: [96, 192, 384],
  formats: ['avif', 'webp'],
  /** The master's side, in pixels: the widest file. */
  size: 384,
  maxBytes: 40_000,
} as const

/**
 * The photograph of the person in `slot`, when the brand has made its set; null until then. Its
 * `alt` names the person: a photograph on the page claims to be them (the claims register).
 */
export function photoOf(slot: PhotoSlot, alt: string): ResponsiveImageCopy | null {
  if (!photoSets[slot]) return null
  const base = `${photoSpec.dir}/${slot}`
  return {
    base,
    widths: photoSpec.widths,
    formats: photoSpec.formats,
    src: `${base}-${photoSpec.widths[1]}.webp`,
    alt,
    width: photoSpec.size,
    height: photoSpec.size,
  }
}

/**
 * The cast's slots, by the drawing a photograph replaces. The cast (src/content/cast.ts) keeps
 * its drawings, as the quiz's first load reads it; only a portrait as drawn (`Portrait`) asks
 * for the photograph, so no photo code reaches that load.
 */
export const castPhotoSlots = {
  doctor: cast.doctor.portrait,
  cohost: cast.cohost.portrait,
} as const satisfies Partial<Record<PhotoSlot, ImageCopy>>

/** A person's photograph when the brand made its set, else their drawing, which then never ships. */
export function portraitOf(person: Person): ImageCopy | ResponsiveImageCopy {
  const slot = (Object.keys(castPhotoSlots) as (keyof typeof castPhotoSlots)[]).find(
    (key) => castPhotoSlots[key].src === person.portrait.src,
  )
  return (slot && photoOf(slot, `Photograph of ${person.name}`)) || person.portrait
}
