import { readdir, readFile, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { expect, test } from 'vitest'
import { sitePages } from '@/pages'
import { distDir } from '../build/build-dirs'
import { imageBudgets } from '../testing/budgets'

// jsdom parses the pages in Node: as the test environment, its typed arrays upset the font tools.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window }
}

/** The glyphs in an sfnt font: its `maxp` table's count. */
function glyphCount(sfnt: Buffer): number {
  const tables = sfnt.readUInt16BE(4)
  for (let index = 0; index < tables; index++) {
    const record = 12 + 16 * index
    if (sfnt.toString('latin1', record, record + 4) === 'maxp')
      return sfnt.readUInt16BE(sfnt.readUInt32BE(record + 8) + 4)
  }
  throw new Error('The font has no maxp table')
}

/** Whether the font draws `character`: cut to it alone, it keeps a glyph beside .notdef. */
async function draws(font: Buffer, character: string): Promise<boolean> {
  return glyphCount(await subsetFont(font, character, { targetFormat: 'sfnt' })) > 1
}

test('every character of the built pages’ headings, heading-face text, buttons and links is in the heading face’s subset', async () => {
  const used = new Map<string, Set<string>>()
  const fonts = new Set<string>()
  for (const page of sitePages) {
    const html = await readFile(join(distDir, 'client', page.file), 'utf8')
    const { document } = new JSDOM(html).window
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('')
    for (const [, font = ''] of css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)) fonts.add(font)
    const texts = document.querySelectorAll('h1, h2, h3, h4, h5, h6, .font-display, button, a')
    for (const element of texts) {
      for (const character of element.textContent ?? '') {
        // Spaces, and the word joiners no engine draws, need no glyph.
        if (!/[\s\p{Default_Ignorable_Code_Point}]/u.test(character))
          used.set(character, (used.get(character) ?? new Set()).add(page.url))
      }
    }
  }
  expect([...fonts]).toHaveLength(1)
  const font = await readFile(join(distDir, 'client', [...fonts][0] ?? ''))
  const missing: string[] = []
  for (const [character, pages] of used) {
    if (!(await draws(font, character))) {
      const code = character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')
      missing.push(`U+${code} ${character} (${[...pages].join(', ')})`)
    }
  }
  expect(missing).toEqual([])
}, 120_000)

test('every image the build ships is within its budget (testing/budgets.ts); one no row names fails', async () => {
  const images = join(distDir, 'client', 'images')
  const files = (await readdir(images, { recursive: true })).filter((file) =>
    /\.(?:avif|webp|svg)$/.test(file),
  )
  const over: string[] = []
  for (const file of files) {
    const budget = imageBudgets.find((row) => row.images.test(`/images/${file}`))?.maxBytes
    const bytes = (await stat(join(images, file))).size
    if (budget === undefined || bytes > budget) over.push(`${file}: ${bytes} of ${budget}`)
  }
  expect(files.length).toBeGreaterThan(4)
  expect(over).toEqual([])
})
