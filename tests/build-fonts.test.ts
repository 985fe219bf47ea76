import { readdir, readFile, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { expect, test } from 'vitest'
import { siteCopy } from '@/content/site'
import { sitePages } from '@/pages'
import { distDir } from '../build/build-dirs'
import { buildWordmarkFont, glyphCount, subsetFontWith } from '../build/fonts'
import { firstScreenHtml, imageBudgets } from '../testing/budgets'

// jsdom parses the pages in Node: as the test environment, its typed arrays upset the font tools.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window }
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
    for (const script of document.querySelectorAll<HTMLScriptElement>('script[data-face]'))
      fonts.add(script.dataset.face ?? '')
    // The wordmark has a face of its own (the next test).
    for (const wordmark of document.querySelectorAll('[data-slot=wordmark]')) wordmark.remove()
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

test('no page has a rule for the heading face: every heading of a visit matches the one face its inline scripts load', async () => {
  // Beside that face (src/inline/paint-first.ts), an unloaded `optional` rule of the same family
  // was what engines matched for headings drawn after hydration (the results' masterclass): they
  // drew the stand-ins under an h1 in the face.
  for (const page of sitePages) {
    const html = await readFile(join(distDir, 'client', page.file), 'utf8')
    const { document } = new JSDOM(html).window
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('')
    const families = [...css.matchAll(/@font-face\s*\{[^}]*?font-family:\s*"?([^;"]+)/g)].map(
      ([, family]) => family,
    )
    expect(families.length, page.url).toBeGreaterThan(0)
    expect(families, page.url).not.toContain('Source Serif 4')
    expect(document.querySelectorAll('script[data-face]').length, page.url).toBeGreaterThan(0)
  }
})

test('every page draws its wordmark in a face inlined after its first screen, cut to exactly the brand name’s letters at the wordmark’s weight', async () => {
  const letters = new Set(siteCopy.brandName.replace(/\s/g, ''))
  for (const page of sitePages) {
    const html = await readFile(join(distDir, 'client', page.file), 'utf8')
    const { document } = new JSDOM(html).window
    const wordmarks = [...document.querySelectorAll('[data-slot=wordmark]')]
    expect(wordmarks.length, page.url).toBeGreaterThan(0)
    for (const wordmark of wordmarks) expect(wordmark.textContent).toBe(siteCopy.brandName)
    const faces = [
      ...html.matchAll(/@font-face\{[^}]*url\(data:font\/woff2;base64,([^)]+)\)[^}]*\}/g),
    ]
    expect(faces, page.url).toHaveLength(1)
    const [face = '', base64 = ''] = faces[0] ?? []
    expect(face).toMatch(/font-weight:600\b/)
    const family = /font-family:("[^"]+")/.exec(face)?.[1]
    expect(html).toContain(`[data-slot=wordmark]{font-family:${family},`)
    // Not in the first round trip, where there is one before the page's end: /google's has no
    // room for it (testing/budgets.ts).
    const first = firstScreenHtml(html)
    expect(first === html || !first.includes('data:font'), page.url).toBe(true)
    const font = Buffer.from(base64, 'base64')
    // Each letter of the name drawn, and nothing else but .notdef.
    for (const letter of letters) expect(await draws(font, letter), letter).toBe(true)
    const whole = await subsetFontWith(font, '', { targetFormat: 'sfnt', keepAllGlyphs: true })
    expect(glyphCount(whole), page.url).toBe(letters.size + 1)
  }
}, 60_000)

test('a brand name with a character the brand face lacks stops the build, naming the setting to change', async () => {
  await expect(buildWordmarkFont('CellWise Health')).resolves.toContain('@font-face')
  await expect(buildWordmarkFont('CellWise 健康')).rejects.toThrow(
    /siteCopy\.brandName, src\/content\/site\.ts\) has "健", "康"/,
  )
})

/** A CSS weight (`600`, `bold`) or range (`100 500`) as its ends; absent or `normal`, 400. */
function weightRange(value = 'normal'): [number, number] {
  const named: Record<string, number> = { normal: 400, bold: 700 }
  const [low = 400, high = low] = value
    .trim()
    .split(/\s+/)
    .map((word) => named[word] ?? Number(word))
  return [low, high]
}

/** The @font-face rules of a page's CSS: family, weight range, local() names in order, metrics. */
function fontFaces(css: string) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) => {
    const descriptor = (name: string) => new RegExp(`(?:^|;)\\s*${name}:([^;]*)`).exec(body)?.[1]
    return {
      family: descriptor('font-family')?.trim().replace(/^"|"$/g, ''),
      weight: weightRange(descriptor('font-weight')),
      locals: [...body.matchAll(/local\(\s*"?([^")]+)"?\s*\)/g)].map(([, name = '']) => name),
      metrics: ['size-adjust', 'ascent-override', 'descent-override'].map(descriptor).join(' '),
      url: body.includes('url('),
    }
  })
}

test('at every weight the heading face is drawn at, each local stand-in family has a face of its own, sized by metrics of its own', async () => {
  const weights = new Set([400])
  let css = ''
  for (const page of sitePages) {
    const html = await readFile(join(distDir, 'client', page.file), 'utf8')
    const { document } = new JSDOM(html).window
    css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('')
    // Tailwind's weight utilities, `font-semibold` to its `--font-weight-semibold: 600`.
    const utilities = new Map(
      [...css.matchAll(/--font-weight-([\w-]+):\s*(\d+)/g)].map(([, name, weight]) => [
        `font-${name}`,
        Number(weight),
      ]),
    )
    for (const element of document.querySelectorAll('.font-display, .font-display *')) {
      for (const name of element.classList) {
        const weight = utilities.get(name.replace(/^.*:/, ''))
        if (weight) weights.add(weight)
      }
      if (/^H\d$/.test(element.tagName)) weights.add(700)
    }
  }
  const faces = fontFaces(css)
  const families = new Set(faces.filter((face) => !face.url).map((face) => face.family))
  expect(families.size).toBeGreaterThan(0)
  expect([...weights].sort()).toEqual(expect.arrayContaining([400, 600]))
  for (const family of families) {
    const drawn = [...weights].map((weight) => {
      const [face, ...more] = faces.filter(
        (face) => face.family === family && face.weight[0] <= weight && weight <= face.weight[1],
      )
      expect(more, `${family} at ${weight}`).toEqual([])
      expect(face, `${family} has no face of its own at ${weight}`).toBeDefined()
      expect(face?.locals.length, `${family} at ${weight}`).toBeGreaterThan(0)
      expect(face?.metrics).toMatch(/^\S+% \S+% \S+%$/)
      return face
    })
    expect(new Set(drawn.map((face) => face?.metrics)).size, `${family}`).toBe(new Set(drawn).size)
  }
})

/** A local serif face as a machine has it installed. */
interface InstalledFace {
  family: string
  full: string
  postScript: string
  bold: boolean
}
const times = (family: string, full: string, postScript: string, bold: boolean) => ({
  family,
  full,
  postScript,
  bold,
})
/** The stand-ins' cuts as each kind of machine has them (the names as the fonts spell them). */
const machines: Record<string, { faces: InstalledFace[]; aliases?: Record<string, string> }> = {
  'Windows, macOS, iOS': {
    faces: [
      times('Times New Roman', 'Times New Roman', 'TimesNewRomanPSMT', false),
      times('Times New Roman', 'Times New Roman Bold', 'TimesNewRomanPS-BoldMT', true),
    ],
  },
  // fontconfig's metric aliases name Liberation Serif for Times New Roman.
  Linux: {
    faces: [
      times('Liberation Serif', 'Liberation Serif', 'LiberationSerif', false),
      times('Liberation Serif', 'Liberation Serif Bold', 'LiberationSerif-Bold', true),
    ],
    aliases: { 'Times New Roman': 'Liberation Serif' },
  },
  ChromeOS: {
    faces: [
      times('Tinos', 'Tinos', 'Tinos-Regular', false),
      times('Tinos', 'Tinos Bold', 'Tinos-Bold', true),
    ],
  },
  Android: {
    faces: [
      times('Noto Serif', 'Noto Serif', 'NotoSerif-Regular', false),
      times('Noto Serif', 'Noto Serif Bold', 'NotoSerif-Bold', true),
    ],
  },
  // Noto Serif's static cuts (Debian's and Ubuntu's fonts-noto-core): fontconfig lists the
  // semibold under its own family name too, which is how WebKitGTK finds it.
  'Linux with Noto Serif': {
    faces: [
      times('Liberation Serif', 'Liberation Serif', 'LiberationSerif', false),
      times('Liberation Serif', 'Liberation Serif Bold', 'LiberationSerif-Bold', true),
      times('Noto Serif', 'Noto Serif', 'NotoSerif-Regular', false),
      times('Noto Serif SemiBold', 'Noto Serif SemiBold', 'NotoSerif-SemiBold', true),
      times('Noto Serif', 'Noto Serif Bold', 'NotoSerif-Bold', true),
    ],
    aliases: { 'Times New Roman': 'Liberation Serif' },
  },
}
/**
 * How engines look a `local()` name up (measured 2026-11-27, each name alone in a page, and
 * WebKit's source): Chromium and Gecko by a face's full or PostScript name; WebKit as a family,
 * taking the family's face nearest the text's weight, and on Apple then by PostScript name. Where
 * no source of the face for a weight loads, WebKit draws the family's other face (its rule's size),
 * Chromium and Gecko the next family.
 */
const lookups = {
  'face names (Chromium, Gecko)': {
    find: (faces: InstalledFace[], name: string) =>
      faces.find((face) => face.full === name || face.postScript === name),
    otherFaces: false,
  },
  'family, then PostScript name (Safari)': {
    find: (faces: InstalledFace[], name: string, weight = 400) =>
      faces.find((face) => face.family === name && face.bold === weight >= 600) ??
      faces.find((face) => face.postScript === name),
    otherFaces: true,
  },
  'family, aliases too (WebKitGTK)': {
    find: (faces: InstalledFace[], name: string, weight = 400, aliases = {}) => {
      const family = (aliases as Record<string, string>)[name] ?? name
      return faces.find((face) => face.family === family && face.bold === weight >= 600)
    },
    otherFaces: true,
  },
}
const enginesOn: Record<string, (keyof typeof lookups)[]> = {
  'Windows, macOS, iOS': ['face names (Chromium, Gecko)', 'family, then PostScript name (Safari)'],
  Linux: ['face names (Chromium, Gecko)', 'family, aliases too (WebKitGTK)'],
  ChromeOS: ['face names (Chromium, Gecko)'],
  Android: ['face names (Chromium, Gecko)'],
  'Linux with Noto Serif': ['face names (Chromium, Gecko)', 'family, aliases too (WebKitGTK)'],
}

test('on each kind of machine, each engine draws a heading in a stand-in’s true semibold or bold, sized as that cut, and a quote in its regular', async () => {
  const html = await readFile(join(distDir, 'client', 'index.html'), 'utf8')
  const { document } = new JSDOM(html).window
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('')
  const standIns = fontFaces(css).filter((face) => !face.url)
  const families = [...new Set(standIns.map((face) => face.family))]
  const drawn: string[] = []
  for (const [machine, { faces, aliases }] of Object.entries(machines)) {
    for (const engine of enginesOn[machine] ?? []) {
      const { find, otherFaces } = lookups[engine]
      for (const weight of [400, 600, 700]) {
        const seen = families.flatMap((family) => {
          const own = standIns.filter((face) => face.family === family)
          const inRange = own.filter(({ weight: [low, high] }) => low <= weight && weight <= high)
          for (const rule of otherFaces ? [...inRange, ...own] : inRange) {
            const name = rule.locals.find((local) => find(faces, local, weight, aliases))
            const face = name && find(faces, name, weight, aliases)
            if (face) return [{ face, rule }]
          }
          return []
        })[0]
        const sizedAs = seen && seen.rule.weight[0] <= weight && weight <= seen.rule.weight[1]
        drawn.push(
          `${machine}, ${engine}, ${weight}: ${seen ? `${seen.face.full}${sizedAs ? '' : ' sized as another weight'}` : 'nothing'}`,
        )
        expect(seen?.face.bold, drawn.at(-1)).toBe(weight >= 600)
        expect(sizedAs, drawn.at(-1)).toBe(true)
      }
    }
  }
  expect(drawn.length).toBe(3 * 8)
  // Where a machine has a semibold cut, the headings' 600 is drawn in it, not a bold's 700.
  for (const engine of enginesOn['Linux with Noto Serif'] ?? [])
    expect(drawn).toContain(`Linux with Noto Serif, ${engine}, 600: Noto Serif SemiBold`)
})

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
