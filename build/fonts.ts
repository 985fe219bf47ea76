/**
 * The heading face, Source Serif 4, subset to the weights and characters the site uses and written
 * under assets/ with a content hash, and the @font-face rules of its metric-matched local fallbacks
 * (fontaine): a face per weight, the bold from true bold cuts, so a first visit that the face
 * misses still draws designed headings. The build inlines the rules. The web font has no rule: the
 * inline scripts add it as the one FontFace of the visit (src/inline/paint-first.ts, after the
 * first paint, and the headings switch to it once it draws, `data-display-face`; or
 * src/inline/whole-layout.ts, before a visit laid out whole), so no first paint waits on it, a
 * face that comes late never repaints the headings (with `swap` the repaint was a new largest
 * paint, and the sales pages' LCP doubled on some runs: docs/decisions.md), and every heading of
 * a visit, however late it is drawn, matches that one face. A rule of the same family beside it,
 * at `optional` and never loaded, was the face some engines matched for headings drawn after
 * hydration (the results' masterclass), which then drew the stand-ins under an h1 in the face. The wordmark has a face of
 * its own, inlined, the same on every visit (`buildWordmarkFont`, below).
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine'
import subsetFont from 'subset-font'
import { rootDir } from './build-dirs'

/** The family name src/styles.css puts first in --font-display, then the fallbacks below. */
const displayFamily = 'Source Serif 4'
const sourceFile = fileURLToPath(
  import.meta.resolve(
    '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  ),
)
/** Regular for quotes, semibold for headings: the weight axis is cut to what the pages use. */
const weights = { min: 400, max: 600 }

/*
 * The stand-ins draw the headings with the face's own tracking (`tracking-tight`, -0.025em) and at
 * fontaine's size for the bold, no fit: so sized, a sentence-case heading ends within 1 % of the
 * face, tracked or not, in Chromium, Gecko and WebKit (measured 2026-11-28 over every h1, h2 and h3
 * of every page at 320, 375 and 1280, docs/decisions.md). A tracking of their own (-0.01em, the
 * bold shrunk to make up for it) held only for tracked headings: an untracked heading (the
 * documents' h2s, the sales pages' h3s) came out 5-6 % short and wrapped a line less ("Cellular
 * stress begins" on `/` at 320). Title-case headings, whose Times capitals are wider against
 * Source Serif's than its lowercase, end 2-4 % long.
 */
/** The font metrics fontaine sizes a fallback by: vertical extents and the average width of a Latin text. */
interface Metrics {
  ascent: number
  descent: number
  lineGap: number
  unitsPerEm: number
  xWidthAvg: number
}

/**
 * The true bold cuts of the local stand-ins, which fontaine's table (@capsizecss/metrics) lacks: read
 * with @capsizecss/unpack from Liberation Serif Bold (Times New Roman Bold's and Tinos Bold's metric
 * twin) and from Noto Serif Bold (@fontsource/noto-serif). Their heights are their regular cut's.
 */
const timesBold: Metrics = {
  ascent: 1825,
  descent: -443,
  lineGap: 87,
  unitsPerEm: 2048,
  xWidthAvg: 886,
}
const notoSerifBold: Metrics = {
  ascent: 1069,
  descent: -293,
  lineGap: 0,
  unitsPerEm: 1000,
  xWidthAvg: 512,
}
/** Noto Serif SemiBold (@fontsource/noto-serif's 600), read the same way. */
const notoSerifSemiBold: Metrics = { ...notoSerifBold, xWidthAvg: 500 }

/**
 * Local stand-ins scaled to the web font until it is in: Noto Serif's semibold (Linux with Noto's
 * static cuts), Times and its metric twins (Windows, Apple, Linux, ChromeOS), and Noto Serif
 * (Android). One CSS family per set of metrics, one face per weight, each sized by its own metrics
 * against the web font at that weight: a heading's semibold is drawn by the family's true semibold
 * or bold, never by a regular the engine thickens.
 *
 * Engines look a `local()` name up in two ways (measured 2026-11-27, a test string's width with each
 * name alone, docs/decisions.md): Chromium and Gecko match a face's full or PostScript name
 * (`Liberation Serif Bold`, `LiberationSerif-Bold`); WebKit looks the name up as a *family* and
 * takes the family's face nearest the text's weight, and on Apple then as a PostScript name
 * (`TimesNewRomanPS-BoldMT`), on Linux (WebKitGTK, fontconfig) not at all. So each bold face names
 * its bold cuts first and its family names (`families`) last: a face-name engine meets a bold cut
 * first, and WebKitGTK finds the family and draws its bold cut, sized as the bold. Without the
 * family names WebKitGTK found no bold face and drew the regular face's rule at the heading's
 * weight: the family's bold cut at the regular's size, 8 % wider than the web font.
 */
const displayFallbacks = [
  // First, Noto Serif's true semibold where a machine has it (Linux's fonts-noto-core): as dark as
  // the face at 600, where Times Bold is 15 % darker (docs/decisions.md). A machine without the cut
  // has no face here for a heading and goes on to the next family; no family names among its
  // locals, as WebKitGTK would draw Noto Serif's bold at the semibold's size.
  {
    name: `${displayFamily} Fallback Noto 600`,
    families: [],
    faces: [
      {
        weight: '100 500',
        metrics: 'Noto Serif',
        locals: ['Noto Serif', 'Noto Serif Regular', 'NotoSerif-Regular'],
      },
      {
        weight: '600 900',
        metrics: notoSerifSemiBold,
        locals: ['Noto Serif SemiBold', 'NotoSerif-SemiBold'],
      },
    ],
  },
  {
    name: `${displayFamily} Fallback`,
    families: ['Times New Roman', 'Liberation Serif', 'Tinos'],
    faces: [
      {
        weight: '100 500',
        metrics: 'Times New Roman',
        locals: [
          'Times New Roman',
          'TimesNewRomanPSMT',
          'Liberation Serif',
          'LiberationSerif',
          'Tinos',
          'Tinos-Regular',
        ],
      },
      {
        weight: '600 900',
        metrics: timesBold,
        locals: [
          'Times New Roman Bold',
          'TimesNewRomanPS-BoldMT',
          'Liberation Serif Bold',
          'LiberationSerif-Bold',
          'Tinos Bold',
          'Tinos-Bold',
        ],
      },
    ],
  },
  {
    name: `${displayFamily} Fallback Noto`,
    families: ['Noto Serif'],
    faces: [
      {
        weight: '100 500',
        metrics: 'Noto Serif',
        locals: ['Noto Serif', 'Noto Serif Regular', 'NotoSerif-Regular'],
      },
      { weight: '600 900', metrics: notoSerifBold, locals: ['Noto Serif Bold', 'NotoSerif-Bold'] },
    ],
  },
] as const satisfies readonly {
  name: string
  families: readonly string[]
  faces: readonly {
    weight: string
    metrics: string | Metrics
    locals: readonly string[]
  }[]
}[]

/**
 * A JavaScript escape (`\u2011`, `\u{1F600}`, `\xA0`) or a numeric character reference
 * (`&#8209;`, `&#x2011;`) in the source: the copy spells a few characters so (the non-breaking hyphen), and
 * the pages show the character, not its spelling.
 */
const escapes = /\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})|&#x([0-9a-f]+);|&#([0-9]+);/gi

/** The characters a source text spells with escapes. */
function escapedCharacters(text: string): string[] {
  return [...text.matchAll(escapes)].map(([, braced, u4, x2, hex, decimal]) =>
    String.fromCodePoint(
      decimal === undefined
        ? Number.parseInt(braced ?? u4 ?? x2 ?? hex ?? '', 16)
        : Number(decimal),
    ),
  )
}

/**
 * Every character the site's source text contains, written out or escaped: the copy, the markup,
 * the figures. tests/build-fonts.test.ts holds the built pages' headings and buttons to it.
 */
async function siteCharacters(dir = join(rootDir, 'src')): Promise<string> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => /\.tsx?$/.test(file))
  const texts = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')))
  const characters = new Set<string>()
  for (let code = 0x20; code < 0x7f; code++) characters.add(String.fromCharCode(code))
  for (const text of texts) {
    for (const character of [...text, ...escapedCharacters(text)])
      if (character > '\u007f') characters.add(character)
  }
  return [...characters].sort().join('')
}

export interface DisplayFont {
  /** The font's URL under the site root. */
  href: string
  /** Its weights, as @font-face's `font-weight` says them: '400 600'. */
  weight: string
  /** @font-face rules: the web font's fallbacks (the web font itself has none, above). */
  css: string
}

/** Subsets the face, writes it under `clientDir`/assets/ and returns its URL and rules. */
export async function buildDisplayFont(clientDir: string): Promise<DisplayFont> {
  const source = await readFile(sourceFile)
  const characters = await siteCharacters()
  const font = await subsetFont(source, characters, {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
  })
  const hash = createHash('sha256').update(font).digest('base64url').slice(0, 10)
  const href = `/assets/source-serif-4-${hash}.woff2`
  const weight = `${weights.min} ${weights.max}`
  await writeFile(join(clientDir, href), font)

  // The web font's metrics at each weight its stand-ins draw: its widths grow with the weight.
  const metricsAt = async (weight: number): Promise<Metrics> => {
    const instance = await subsetFont(source, characters, {
      targetFormat: 'sfnt',
      variationAxes: { wght: weight },
    })
    const metrics = await readMetrics(`data:font/ttf;base64,${instance.toString('base64')}`)
    if (!metrics) throw new Error(`Could not read the metrics of ${sourceFile} at ${weight}`)
    return metrics
  }
  const webMetrics = { regular: await metricsAt(weights.min), bold: await metricsAt(weights.max) }
  const fallbackFaces = await Promise.all(
    displayFallbacks.flatMap(({ name, families, faces }) =>
      faces.map(async (face) => {
        const { weight, metrics, locals } = face
        const fallbackMetrics =
          typeof metrics === 'string' ? await getMetricsForFamily(metrics) : metrics
        if (!fallbackMetrics) throw new Error(`fontaine has no metrics for ${metrics}`)
        const bold = Number.parseInt(weight, 10) >= 600
        const web = bold ? webMetrics.bold : webMetrics.regular
        return generateFontFace(web, {
          name,
          font: locals[0],
          metrics: fallbackMetrics,
          src: [...new Set([...locals, ...families])]
            .map((local) => `local(${JSON.stringify(local)})`)
            .join(', '),
          'font-weight': weight,
        })
      }),
    ),
  )
  return { href, weight, css: fallbackFaces.join('\n') }
}

/**
 * The wordmark's own face: the brand name (`siteCopy.brandName`, src/content/site.ts) in Source
 * Serif 4 at the wordmark's weight, 600, subset to the name's characters alone and inlined as a
 * `data:` URL, so that the wordmark is drawn in the brand face on every visit, first or not, in
 * every engine, with no request (issue 72). Measured (2026-11-27) against its other designs:
 * - This face is 1.7 kB of woff2, 1.8 kB of brotli in a page (the name's 10 glyphs, their
 *   kerning, the name table that carries the face's copyright; no hinting, no substitutions, no
 *   baseline or style tables).
 *   In the <head>'s inline CSS it would be in every page's first round trip, where `/google` had
 *   0.05 kB to spare then (13.45 of 13.5 kB). So it comes with the page's rest CSS, after the first
 *   screen (build/first-screen.ts; at the end of <body> on a page without it), and until it has
 *   come the wordmark is laid out but not painted (src/styles.css, `[data-slot=wordmark]`): on a
 *   slow line a first paint shows the mark and the name's room for a round trip, then the name in
 *   the brand face, never a stand-in first; on loopback and good lines the whole page is in
 *   before the first paint. A screen reader reads it throughout (it is transparent, not hidden).
 * - An SVG of the name's outlines (not built: its 14 letters' paths, an estimate of 1.2-2 kB of
 *   brotli) would be in the same place or the first screen, and is an image of text (no
 *   text-spacing override, no wrap between the words, its accessible name to keep apart) and the
 *   quiz's React would ship its path again in the script that hydrates the header.
 * - Preloading a font file is a request before the first paint (decisions.md: LCP 902 against 649
 *   ms on `/quiz`).
 * The family is the wordmark's alone: a heading drawn in it would miss every other character.
 */
const wordmarkFamily = 'Wordmark'

/** subset-font with the options its types (@types/subset-font) do not name yet. */
export const subsetFontWith = subsetFont as (
  font: Parameters<typeof subsetFont>[0],
  text: string,
  options: NonNullable<Parameters<typeof subsetFont>[2]> & {
    keepFeatures?: string[]
    noHinting?: boolean
    dropTables?: string[]
    keepAllGlyphs?: boolean
  },
) => ReturnType<typeof subsetFont>

/** The glyphs in an sfnt font: its `maxp` table's count. */
export function glyphCount(sfnt: Uint8Array): number {
  const font = Buffer.from(sfnt)
  const tables = font.readUInt16BE(4)
  for (let index = 0; index < tables; index++) {
    const record = 12 + 16 * index
    if (font.toString('latin1', record, record + 4) === 'maxp')
      return font.readUInt16BE(font.readUInt32BE(record + 8) + 4)
  }
  throw new Error('The font has no maxp table')
}

/**
 * The wordmark's @font-face and the rule that paints it, or a build stopped with the setting to
 * change when the face lacks a character of `name`: a stand-in for one letter would be the
 * mismatched wordmark this face is here to prevent.
 */
export async function buildWordmarkFont(name: string): Promise<string> {
  const source = await readFile(sourceFile)
  const characters = [...new Set(name.replace(/\s/gu, ''))]
  const missing: string[] = []
  for (const character of characters) {
    // Cut to a character the face lacks, it keeps .notdef alone.
    if (glyphCount(await subsetFont(source, character, { targetFormat: 'sfnt' })) < 2)
      missing.push(character)
  }
  if (missing.length > 0)
    throw new Error(
      `The brand name ${JSON.stringify(name)} (siteCopy.brandName, src/content/site.ts) has ` +
        `${missing.map((character) => JSON.stringify(character)).join(', ')}, which ${displayFamily} ` +
        'lacks: the wordmark is drawn in it alone. Spell the name in Latin letters it has.',
    )
  const font = await subsetFontWith(source, characters.join(''), {
    targetFormat: 'woff2',
    variationAxes: { wght: weights.max },
    keepFeatures: ['kern'],
    noHinting: true,
    noLayoutClosure: true,
    dropTables: ['BASE', 'GSUB', 'STAT', 'meta'],
  })
  return [
    `@font-face{font-family:${JSON.stringify(wordmarkFamily)};`,
    `src:url(data:font/woff2;base64,${font.toString('base64')}) format("woff2");`,
    `font-weight:${weights.max};font-style:normal;font-display:block}`,
    `[data-slot=wordmark]{font-family:${JSON.stringify(wordmarkFamily)},var(--font-display);color:inherit}`,
  ].join('')
}
