/**
 * The heading face, Source Serif 4, subset to the weights and characters the site uses and written
 * under assets/ with a content hash, and its @font-face rules with metric-matched local fallbacks
 * (fontaine). The build inlines the rules; the file is asked for only once the page has painted
 * (src/styles.css, `data-painted`), so no first paint waits on it, and `font-display: optional`
 * keeps a face that comes late from repainting the headings: with `swap` the repaint was a new
 * largest paint, and the sales pages' LCP doubled on some runs (docs/decisions.md).
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
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

/** Local stand-ins scaled to the web font: Times and its metric twins, and Noto Serif (Android). */
const displayFallbacks = [
  {
    name: `${displayFamily} Fallback`,
    metricsOf: 'Times New Roman',
    locals: ['Times New Roman', 'Liberation Serif', 'Tinos'],
  },
  { name: `${displayFamily} Fallback Noto`, metricsOf: 'Noto Serif', locals: ['Noto Serif'] },
] as const

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
  /** @font-face rules: the web font and its fallbacks. */
  css: string
}

/** Subsets the face, writes it under `clientDir`/assets/ and returns its URL and rules. */
export async function buildDisplayFont(clientDir: string): Promise<DisplayFont> {
  const font = await subsetFont(await readFile(sourceFile), await siteCharacters(), {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
  })
  const hash = createHash('sha256').update(font).digest('base64url').slice(0, 10)
  const href = `/assets/source-serif-4-${hash}.woff2`
  await writeFile(join(clientDir, href), font)

  const metrics = await readMetrics(pathToFileURL(sourceFile))
  if (!metrics) throw new Error(`Could not read the metrics of ${sourceFile}`)
  const fallbackFaces = await Promise.all(
    displayFallbacks.map(async ({ name, metricsOf, locals }) => {
      const fallbackMetrics = await getMetricsForFamily(metricsOf)
      if (!fallbackMetrics) throw new Error(`fontaine has no metrics for ${metricsOf}`)
      return generateFontFace(metrics, {
        name,
        font: metricsOf,
        metrics: fallbackMetrics,
        src: locals.map((local) => `local(${JSON.stringify(local)})`).join(', '),
      })
    }),
  )
  const webFace = [
    '@font-face {',
    `  font-family: ${JSON.stringify(displayFamily)};`,
    `  src: url(${href}) format("woff2");`,
    `  font-weight: ${weights.min} ${weights.max};`,
    '  font-style: normal;',
    '  font-display: optional;',
    '}',
  ].join('\n')
  return { href, css: [webFace, ...fallbackFaces].join('\n') }
}
