/**
 * `npm run kit-render`: the kit as it arrives, ray-traced by POV-Ray from ops/kit/kit.pov, then
 * written as `kitImage` (src/content/sales-common.ts) asks: each width in each format under
 * public/. `npm run kit-render -- photo.jpg` encodes a brand's own product photograph to the same
 * files instead (cropped to the same shape). The files are committed; run it when the scene, the
 * printed words (`kitPrint`) or the widths change.
 *
 * The scene is rendered four times so that the kit stands on any background with its own soft
 * shadow: the whole scene, the floor with the kit's shadows (the kit unseen), the bare floor, and
 * the kit alone with an alpha channel. The shadow's opacity is how much darker the shadowed floor
 * is than the bare one; the kit's edge pixels have the floor behind them taken out.
 *
 * The camera frames the scene 12:7 (ops/kit/kit.pov); the files keep `frame`, a 3:2 window of it
 * that drops the empty left margin and the faintest tail of the shadow on the right (issue 72: in
 * the 12:7 frame the kit spanned 60 % of the picture's width), rendered large enough that the
 * window is the widest file's size. The last `feather` pixels on the right fade out, so where the
 * window cuts the shadow (under 5 % opaque there) no edge shows.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { rootDir } from '../build/build-dirs'
import { kitImage, kitPrint } from '../src/content/sales-common'

/** The part of sharp's API used here (its types stay in ops/sharp/, installed on first use). */
interface Sharp {
  extract(region: { left: number; top: number; width: number; height: number }): Sharp
  resize(width: number, height: number, options: { fit: 'cover' }): Sharp
  ensureAlpha(): Sharp
  raw(): Sharp
  png(): Sharp
  avif(options: { quality: number; effort: number }): Sharp
  webp(options: { quality: number; alphaQuality: number; effort: number }): Sharp
  toBuffer(): Promise<Buffer>
  toFile(path: string): Promise<unknown>
}
type SharpInput = string | Buffer
type SharpFactory = (
  input: SharpInput,
  options?: { raw: { width: number; height: number; channels: 4 } },
) => Sharp
const sharp = createRequire(join(rootDir, 'ops/sharp/package.json'))('sharp') as SharpFactory

/** The master: as wide as the widest file, in the shape the page reserves. */
const widest = Math.max(...kitImage.widths)
const width = widest
const height = Math.round((widest * kitImage.height) / kitImage.width)

/** The files' window into the camera's 12:7 frame, as shares of its width and height. */
const frame = { left: 0.139, top: 0.007, width: 0.8125, height: 0.9286 }
if (Math.abs((frame.width * 12) / (frame.height * 7) - width / height) > 0.01)
  throw new Error(`The window's shape is not the files' ${kitImage.width}:${kitImage.height}`)
/** The render: the camera's whole frame, at the size that makes the window `width` wide. */
const renderWidth = Math.round(width / frame.width)
const renderHeight = Math.round(height / frame.height)
const cut = {
  left: Math.round(frame.left * renderWidth),
  top: Math.round(frame.top * renderHeight),
}
/** How many pixels at the window's right edge fade the shadow out. */
const feather = Math.round(width / 30)

const povray = process.env.POVRAY_PATH ?? '/usr/bin/povray'
const fonts = '/usr/share/fonts/truetype/liberation'

/** A POV-Ray string literal. */
const povString = (text: string) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`

function labels(): string {
  const lines: Record<string, string> = {
    BrandWord: kitPrint.brandWord,
    BrandSub: kitPrint.brandSub,
    KitLine1: kitPrint.boxLines[0],
    KitLine2: kitPrint.boxLines[1],
    SpotCardTitle: kitPrint.spotCard,
    AssessLine1: kitPrint.assessmentLines[0],
    AssessLine2: kitPrint.assessmentLines[1],
    ConsultLine1: kitPrint.consultationLines[0],
    ConsultLine2: kitPrint.consultationLines[1],
    ConsultLine3: kitPrint.consultationLines[2],
  }
  return Object.entries(lines)
    .map(([name, text]) => `#declare ${name} = ${povString(text)};\n`)
    .join('')
}

/** Renders one pass of the scene to a PNG in `dir`. */
function renderPass(dir: string, pass: 0 | 1 | 2 | 3): string {
  const output = join(dir, `pass-${pass}.png`)
  const args = [
    `+I${join(rootDir, 'ops/kit/kit.pov')}`,
    `+L${dir}`,
    `+L${fonts}`,
    `+W${renderWidth}`,
    `+H${renderHeight}`,
    '+A0.05',
    '+AM2',
    '+R3',
    ...(pass === 3 ? ['+UA'] : []),
    '-D',
    '-V',
    `Declare=Pass=${pass}`,
    `+O${output}`,
  ]
  console.log(`Rendering pass ${pass} at ${renderWidth}x${renderHeight}…`)
  const run = spawnSync(povray, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`POV-Ray failed on pass ${pass}:\n${run.stderr}`)
  return output
}

/** A pass's pixels in the files' window. */
const readRaw = (file: string) =>
  sharp(file)
    .extract({ ...cut, width, height })
    .ensureAlpha()
    .raw()
    .toBuffer()

/** The kit over a transparent background, with its shadow (brand-950) as partial opacity. */
async function composite(dir: string): Promise<Buffer> {
  // One pass at a time: POV-Ray uses every core.
  const whole = await readRaw(renderPass(dir, 0))
  const shadowed = await readRaw(renderPass(dir, 1))
  const bare = await readRaw(renderPass(dir, 2))
  const kit = await readRaw(renderPass(dir, 3))
  const tint = [6, 38, 42].map((value) => value / 255)
  const tintLight = (tint[0] ?? 0) * 0.2126 + (tint[1] ?? 0) * 0.7152 + (tint[2] ?? 0) * 0.0722
  const light = (buffer: Buffer, i: number) =>
    ((buffer[i] ?? 0) * 0.2126 + (buffer[i + 1] ?? 0) * 0.7152 + (buffer[i + 2] ?? 0) * 0.0722) /
    255
  const out = Buffer.alloc(width * height * 4)
  for (let i = 0; i < out.length; i += 4) {
    const cover = (kit[i + 3] ?? 0) / 255
    const floor = light(bare, i)
    const shade = floor > 0 ? Math.min(1, Math.max(0, 1 - light(shadowed, i) / floor)) : 0
    // A little lighter than the floor showed it: the page's background is lighter than a studio's.
    const shadow = Math.min(1, (0.8 * shade) / (1 - tintLight))
    const alpha = cover + (1 - cover) * shadow
    for (let c = 0; c < 3; c++) {
      // The kit's own light at this pixel: the whole scene less the floor seen past its edge.
      const own = Math.max(
        0,
        (whole[i + c] ?? 0) / 255 - (1 - cover) * ((shadowed[i + c] ?? 0) / 255),
      )
      const premultiplied = own + (1 - cover) * shadow * (tint[c] ?? 0)
      out[i + c] = alpha > 0 ? Math.round(Math.min(1, premultiplied / alpha) * 255) : 0
    }
    const fromRight = width - 1 - ((i / 4) % width)
    out[i + 3] = Math.round(alpha * Math.min(1, (fromRight + 1) / feather) * 255)
  }
  return out
}

async function master(dir: string): Promise<Sharp> {
  const photo = process.argv[2]
  if (photo) return sharp(photo).resize(width, height, { fit: 'cover' })
  if (!existsSync(povray))
    throw new Error(
      `No POV-Ray at ${povray}. Set POVRAY_PATH to its path, or install Debian's: apt-get install -y povray`,
    )
  await writeFile(join(dir, 'labels.inc'), labels())
  const pixels = await composite(dir)
  return sharp(pixels, { raw: { width, height, channels: 4 } })
}

const dir = await mkdtemp(join(tmpdir(), 'kit-render-'))
try {
  const png = await (await master(dir)).png().toBuffer()
  for (const format of kitImage.formats) {
    for (const size of kitImage.widths) {
      const resized = sharp(png).resize(
        size,
        Math.round((size * kitImage.height) / kitImage.width),
        { fit: 'cover' },
      )
      const encoded =
        format === 'avif'
          ? resized.avif({ quality: 55, effort: 6 })
          : resized.webp({ quality: 72, alphaQuality: 80, effort: 6 })
      const target = join(rootDir, 'public', `${kitImage.base}-${size}.${format}`)
      await encoded.toFile(target)
      console.log(`Wrote ${target} (${Math.round((await stat(target)).size / 1024)} kB)`)
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true })
}
