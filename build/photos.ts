/**
 * The build's side of the brand's photographs (src/config/photos.ts): the record that
 * `npm run photo` keeps, read and checked before anything is built, and what ships of it: each
 * set's files, never the record itself, and never the drawing a set replaces.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { copyFile, mkdir, rm } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { type PhotoRecord, type PhotoSets, type PhotoSlot, photoSlots } from '../src/config/photos'
import { drawnPhotoSlots, photoHeight, photoSpec, photoWidths } from '../src/content/photos'
import { rootDir } from './build-dirs'

/** Where `npm run photo` writes the sets' files: public/, so the dev server serves them. */
const publicPhotosDir = join(rootDir, 'public', photoSpec.dir)
/** The record of the sets, by slot, that the pages read (src/config/photos.ts). */
export const recordFile = 'photo-sets.json'

/**
 * Where a build's sets are: the brand's (the record in src/config/, the files in public/), or
 * SITE_PHOTOS_DIR's, a folder holding both (the browser tests' fixture, e2e/fixtures/photos/).
 */
export function photosPlace(env: Partial<Record<string, string>> = process.env) {
  const dir = env.SITE_PHOTOS_DIR
  if (dir) return { record: resolve(rootDir, dir, recordFile), files: resolve(rootDir, dir) }
  return { record: join(rootDir, 'src/config', recordFile), files: publicPhotosDir }
}
type PhotosPlace = ReturnType<typeof photosPlace>

/** The files of one set: each of its widths in each format, as the pages ask for them. */
export const photoFiles = (slot: PhotoSlot) =>
  photoSpec.formats.flatMap((format) =>
    photoWidths(slot).map((width) => `${slot}-${width}.${format}`),
  )

/** Why the photo sets cannot be built with: one line per problem. */
export class PhotoSetsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'))
    this.name = 'PhotoSetsError'
  }
}

const isDay = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

/**
 * A WebP file's width and height in pixels, from its header (lossy VP8, lossless VP8L or the
 * extended VP8X); null when it is not a WebP the header says a size of.
 */
function webpSize(file: Buffer): { width: number; height: number } | null {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WEBP')
    return null
  const chunk = file.toString('ascii', 12, 16)
  if (chunk === 'VP8 ' && file.length >= 30)
    return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff }
  if (chunk === 'VP8L' && file.length >= 25) {
    const bits = file.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X' && file.length >= 30)
    return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 }
  return null
}

/** What is wrong with one slot's record and files, as lines naming it. */
function problemsOf(place: PhotosPlace, slot: string, record: unknown): string[] {
  const where = `${relative(rootDir, place.record)}: "${slot}"`
  if (!(photoSlots as readonly string[]).includes(slot)) {
    return [`${where} is not a photo slot (${photoSlots.join(', ')})`]
  }
  const { source, sha256, made, consent } = (record ?? {}) as Partial<Record<string, unknown>>
  const problems = [
    ...(typeof source === 'string' && source ? [] : [`${where} has no source`]),
    ...(typeof sha256 === 'string' && /^[\da-f]{64}$/.test(sha256)
      ? []
      : [`${where} has no SHA-256 of its source`]),
    ...(isDay(made) ? [] : [`${where} has no day it was made (YYYY-MM-DD)`]),
    ...(consent === undefined || (typeof consent === 'string' && consent.trim())
      ? []
      : [`${where} has an empty consent record`]),
  ]
  for (const file of photoFiles(slot as PhotoSlot)) {
    const path = join(place.files, file)
    const shown = relative(rootDir, path)
    if (!existsSync(path)) {
      problems.push(`${shown} is missing: make the set again with npm run photo -- ${slot} <file>`)
    } else if (statSync(path).size > photoSpec.maxBytes) {
      problems.push(
        `${shown} is ${statSync(path).size} bytes, over its budget of ${photoSpec.maxBytes}`,
      )
    } else if (file.endsWith('.webp')) {
      // The shape the pages lay it out at: a set made before the story's lead went landscape
      // (square) would be cut to a strip again.
      const width = Number(/-(\d+)\.webp$/.exec(file)?.[1])
      const want = `${width}x${photoHeight(slot as PhotoSlot, width)}`
      const size = webpSize(readFileSync(path))
      const got = size && `${size.width}x${size.height}`
      if (got !== want) {
        problems.push(
          `${shown} is ${got ?? 'not a WebP'}, not ${want}: make the set again with npm run photo -- ${slot} <file>`,
        )
      }
    }
  }
  return problems
}

/**
 * The photo sets at `place` (none when it has no record), each checked: a slot the pages have, a
 * source, its SHA-256 and day, and every file present within its budget. Throws a
 * PhotoSetsError naming every problem at once.
 */
export function readPhotoSets(place: PhotosPlace = photosPlace()): PhotoSets {
  const file = place.record
  if (!existsSync(file)) return {}
  let record: unknown
  try {
    record = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new PhotoSetsError([
      `${relative(rootDir, file)} is not JSON: ${(error as Error).message}`,
    ])
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    throw new PhotoSetsError([`${relative(rootDir, file)} is not an object of photo sets by slot`])
  }
  const problems = Object.entries(record).flatMap(([slot, set]) => problemsOf(place, slot, set))
  if (problems.length > 0) throw new PhotoSetsError(problems)
  return record as Record<PhotoSlot, PhotoRecord>
}

/** The drawings the sets replace, as the pages named them: none of them ships. */
export const drawingsLeftOut = (sets: PhotoSets): string[] =>
  Object.entries(drawnPhotoSlots).flatMap(([slot, drawing]) => (slot in sets ? [drawing.src] : []))

/**
 * What ships of the photographs in the client folder `clientDir`, once Vite copied public/ into
 * it: each set's files (copied in when they are not public/'s), and not a drawing a set replaces.
 */
export async function shipPhotoSets(
  sets: PhotoSets,
  clientDir: string,
  place: PhotosPlace = photosPlace(),
) {
  const target = join(clientDir, photoSpec.dir)
  if (place.files !== publicPhotosDir) {
    await mkdir(target, { recursive: true })
    for (const slot of Object.keys(sets) as PhotoSlot[]) {
      for (const file of photoFiles(slot))
        await copyFile(join(place.files, file), join(target, file))
    }
  }
  for (const src of drawingsLeftOut(sets)) await rm(join(clientDir, src), { force: true })
}
