/**
 * `npm run photo -- <slot> <file> [--consent REF] [--out DIR]`: turns a brand's photograph of one
 * of its people (a slot of src/config/photos.ts: doctor, cohost, author, or a customer's id in
 * src/content/testimonials.ts) into the files the pages serve: cropped square on the face's
 * likely place (the upper middle), the story's lead landscape (3:2) around the face, at each of
 * its widths (`photoWidths`) in AVIF and WebP, each file within its budget, into the people
 * folder of public/images/; and records the set in src/config/photo-sets.json (its source,
 * SHA-256, day, and the consent record when given). The
 * pages then show the photograph in place of the drawing or initials, and the build leaves the
 * drawing out. `--out DIR` writes files and record into DIR instead (the browser tests' fixture).
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { basename, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { rootDir } from '../build/build-dirs'
import { photoFiles, photosPlace, recordFile } from '../build/photos'
import { type PhotoSets, type PhotoSlot, photoSlots } from '../src/config/photos'
import { photoHeight, photoSpec } from '../src/content/photos'

/** The part of sharp's API used here (its types stay in ops/sharp/, installed on first use). */
interface Sharp {
  rotate(): Sharp
  resize(
    width: number,
    height: number,
    options: { fit: 'cover'; position: 'top' | 'attention' },
  ): Sharp
  avif(options: { quality: number; effort: number }): Sharp
  webp(options: { quality: number; effort: number }): Sharp
  toBuffer(): Promise<Buffer>
}
const sharp = createRequire(join(rootDir, 'ops/sharp/package.json'))('sharp') as (
  input: Buffer,
) => Sharp

/** Qualities tried in turn until a file is within its budget. */
const qualities = [62, 52, 42, 32]

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { consent: { type: 'string' }, out: { type: 'string' } },
})
const [slot, file] = positionals
if (!slot || !file || !(photoSlots as readonly string[]).includes(slot)) {
  console.error(
    `Usage: npm run photo -- <slot> <file> [--consent REF]\nslots: ${photoSlots.join(', ')}`,
  )
  process.exit(1)
}
const place = values.out ? photosPlace({ SITE_PHOTOS_DIR: resolve(values.out) }) : photosPlace({})
const source = await readFile(resolve(file))

await mkdir(place.files, { recursive: true })
for (const name of photoFiles(slot as PhotoSlot)) {
  const [, width = '', format] = /-(\d+)\.(avif|webp)$/.exec(name) ?? []
  const size = Number(width)
  let encoded: Buffer | undefined
  for (const quality of qualities) {
    // `rotate()` applies the camera's orientation. A portrait is cut square from the top, which
    // keeps the head. The story's lead is landscape (`photoHeight`): cut from the top of a
    // portrait it ends at the chin, so it is cut around what draws the eye (sharp's `attention`:
    // skin tones, saturation, detail), the face; the page may show it shorter still on phones,
    // from its middle (src/sections/advertorial/byline.tsx).
    const lead = slot === photoSpec.lead.slot
    const resized = sharp(source)
      .rotate()
      .resize(size, photoHeight(slot as PhotoSlot, size), {
        fit: 'cover',
        position: lead ? 'attention' : 'top',
      })
    encoded = await (format === 'avif'
      ? resized.avif({ quality, effort: 6 })
      : resized.webp({ quality, effort: 6 })
    ).toBuffer()
    if (encoded.length <= photoSpec.maxBytes) break
  }
  if (!encoded || encoded.length > photoSpec.maxBytes) {
    throw new Error(`${name} stays over its budget of ${photoSpec.maxBytes} bytes at any quality`)
  }
  const target = join(place.files, name)
  await writeFile(target, encoded)
  console.log(`Wrote ${target} (${Math.round((await stat(target)).size / 100) / 10} kB)`)
}

let record: PhotoSets = {}
try {
  record = JSON.parse(await readFile(place.record, 'utf8')) as PhotoSets
} catch {
  // No record yet: this is the first set.
}
record[slot as PhotoSlot] = {
  source: basename(file),
  sha256: createHash('sha256').update(source).digest('hex'),
  made: new Date().toISOString().slice(0, 10),
  ...(values.consent ? { consent: values.consent } : {}),
}
const sorted = Object.fromEntries(
  photoSlots.flatMap((name) => (record[name] ? [[name, record[name]]] : [])),
)
await writeFile(place.record, `${JSON.stringify(sorted, null, 2)}\n`)
console.log(`Recorded "${slot}" in ${place.record} (${recordFile})`)
