import { photoSets } from '@/config/page-settings'
import type { PhotoSlot } from '@/config/photos'
import { cast } from '@/content/cast'
import type { ImageCopy, Person, ResponsiveImageCopy } from '@/content/sales-types'

/**
 * The files a photo set is: `npm run photo -- <slot> <file>` (ops/photo.ts) crops the brand's
 * photograph square and writes it at each of its widths (`photoWidths`) in each format, each file
 * within `maxBytes` (testing/budgets.ts), as `${dir}/${slot}-${width}.${format}`. The widths cover
 * the portraits as drawn, from 48 px (a byline) to 192 px (the VSL's expert card on a desktop),
 * at twice the pixels. The story's photograph is not a portrait: it leads the advertorial across
 * its column (44rem), so its set is landscape (`lead`: 3:2, as an editorial's lead picture is)
 * at the column's width and half of it, never a strip cut from a square.
 */
export const photoSpec = {
  dir: '/images/people',
  widths: [96, 192, 384],
  lead: { slot: 'story', widths: [384, 768], ratio: 3 / 2 },
  formats: ['avif', 'webp'],
  maxBytes: 40_000,
} as const

/** The widths of a slot's set, narrowest first. */
export const photoWidths = (slot: PhotoSlot): readonly number[] =>
  slot === photoSpec.lead.slot ? photoSpec.lead.widths : photoSpec.widths

/** The height of a slot's file `width` wide: square, or the lead's landscape. */
export const photoHeight = (slot: PhotoSlot, width: number): number =>
  slot === photoSpec.lead.slot ? Math.round(width / photoSpec.lead.ratio) : width

/**
 * The photograph of the person in `slot`, when the brand has made its set; null until then. Its
 * `alt` names the person: a photograph on the page claims to be them (the claims register).
 */
export function photoOf(slot: PhotoSlot, alt: string): ResponsiveImageCopy | null {
  if (!photoSets[slot]) return null
  const base = `${photoSpec.dir}/${slot}`
  const widths = photoWidths(slot)
  const size = Math.max(...widths)
  return {
    base,
    widths,
    formats: photoSpec.formats,
    src: `${base}-${widths[1] ?? widths[0]}.webp`,
    alt,
    width: size,
    height: photoHeight(slot, size),
  }
}

/**
 * The advertorial's lead picture until the brand photographs Carol (`story`): her story drawn,
 * her "normal" results beside her cellular report, never a face standing for hers.
 */
export const storyDrawing = {
  src: '/images/sales/carol-results.svg',
  alt: 'Illustration: routine blood results stamped “normal”, three years of them, beside a cellular report with two markers flagged high, a mug of coffee, an apple and a stack of school exercise books',
  width: 720,
  height: 360,
} as const satisfies ImageCopy

/**
 * The slots with a drawing a photograph replaces: the cast's portraits and the story's lead
 * picture. The cast (src/content/cast.ts) keeps its drawings, so a module that reads the cast (the
 * quiz's results among them) takes no photo code with it: only a portrait as drawn (`Portrait`)
 * asks for the photograph.
 */
export const drawnPhotoSlots = {
  doctor: cast.doctor.portrait,
  cohost: cast.cohost.portrait,
  story: storyDrawing,
} as const satisfies Partial<Record<PhotoSlot, ImageCopy>>

/** A person's photograph when the brand made its set, else their drawing, which then never ships. */
export function portraitOf(person: Person): ImageCopy | ResponsiveImageCopy {
  const slot = (Object.keys(drawnPhotoSlots) as (keyof typeof drawnPhotoSlots)[]).find(
    (key) => drawnPhotoSlots[key].src === person.portrait.src,
  )
  return (slot && photoOf(slot, `Photograph of ${person.name}`)) || person.portrait
}
