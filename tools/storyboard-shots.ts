/**
 * Where the storyboard's specs (tools/storyboard*.spec.ts) put their pictures: PNGs and, per
 * engine, a list of them (`Picture`, one JSON a line) in `shotsDir`, for tools/storyboard.ts.
 */
import { appendFile, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { testDist } from '../build/build-dirs'
import type { EngineName } from '../e2e/engines/engine-page'
import { widths } from '../e2e/engines/fixtures'
import type { Picture } from './storyboard'

const shotsDir = join(testDist, 'storyboard-shots')
export const storyWidths = [widths.narrow, widths.phone, widths.desktop]

/** Writes a picture's PNG parts and lists it. */
export async function record(
  engine: EngineName,
  width: number,
  parts: Buffer[],
  about: Omit<Picture, 'engine' | 'width' | 'files'>,
) {
  await mkdir(shotsDir, { recursive: true })
  const name = `${engine} ${about.machine ?? about.page} ${about.title} ${width}`.replace(
    /[^\w.-]+/g,
    '_',
  )
  const files = parts.map((_, part) => join(shotsDir, `${name}-${part}.png`))
  await Promise.all(parts.map((png, part) => writeFile(files[part] as string, png)))
  const line = JSON.stringify({ engine, width, files, ...about } satisfies Picture)
  await appendFile(join(shotsDir, `${engine}.jsonl`), `${line}\n`)
}
