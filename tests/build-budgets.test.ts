import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { chunkFiles } from '../build/build'
import { checkFirstLoadJs, firstLoadScripts, formatJsBudgetTable, median } from '../testing/budgets'

test("first-load JS: script src, modulepreload hints and the paint-first loader's files, once each", () => {
  const html = `<link href="/a.js" rel="modulepreload"><link rel='modulepreload' href='/b.js'>
    <link rel="stylesheet" href="/c.css"><link rel="preload" href="/d.js">
    <script src="/b.js" type="module"></script><script>inline()</script>
    <script src="//cdn.example/e.js"></script><script src="https://video.example/player.js"></script>
    <script data-entry="/f.js" data-preload="/a.js /g.js">(() => {})()</script>`
  expect(firstLoadScripts(html).sort()).toEqual(['/a.js', '/b.js', '/f.js', '/g.js'])
})

test("an entry's chunks: its imports and its own import() steps, not a later import() of theirs", () => {
  const manifest = {
    'entry.tsx': { file: 'entry.js', imports: ['shared.ts'], dynamicImports: ['step.tsx'] },
    'shared.ts': { file: 'shared.js' },
    'step.tsx': { file: 'step.js', imports: ['shared.ts'], dynamicImports: ['later.tsx'] },
    'later.tsx': { file: 'later.js', imports: ['step.tsx'] },
  }
  expect(chunkFiles(manifest, 'entry.tsx')).toEqual(['shared.js', 'step.js', 'entry.js'])
})

/** Random base64 text: gzip gets it down to about 3/4 of its length and no further. */
const randomText = (length: number) => randomBytes(length).toString('base64').slice(0, length)
const gzip9 = (text: string) => gzipSync(text, { level: 9 }).length
const files: Record<string, string> = {
  'assets/sales-a1.js': randomText(20_000),
  'assets/react-b2.js': 'export const react = 1;\n'.repeat(4000),
  'assets/big-d4.js': randomText(140_000),
  'index.html': `<link rel="modulepreload" href="/assets/react-b2.js" />
    <script type="module" src="/assets/sales-a1.js"></script>`,
  'heavy/index.html': '<script type="module" src="/assets/big-d4.js"></script>',
  'missing/index.html': '<script type="module" src="/assets/gone.js"></script>',
}

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'budgets-test-'))
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), text)
  }
})
afterAll(() => rm(root, { recursive: true, force: true }))

test('sums the gzip -9 size of those files and holds each page to its own budget', async () => {
  const rows = await checkFirstLoadJs(root, [
    { url: '/', file: 'index.html', firstLoadJsBytes: 1000 },
    { url: '/also', file: 'index.html', firstLoadJsBytes: 100_000 },
    { url: '/heavy', file: 'heavy/index.html', firstLoadJsBytes: 100_000 },
  ])
  const home = gzip9(files['assets/react-b2.js'] ?? '') + gzip9(files['assets/sales-a1.js'] ?? '')
  // Compression is really applied: the repetitive file counts for far less than its size.
  expect(home).toBeLessThan(20_000 + 96_000 / 10)
  expect(rows.map((row) => [row.url, row.totalBytes, row.ok])).toEqual([
    ['/', home, false],
    ['/also', home, true],
    ['/heavy', gzip9(files['assets/big-d4.js'] ?? ''), false],
  ])
  const table = formatJsBudgetTable(rows)
  expect(table).toMatch(/\/\s.*1\.0 kB\s+OVER BUDGET/)
  expect(table).toMatch(/\/heavy\s.*OVER BUDGET/)
  expect(table).not.toMatch(/\/also\s.*OVER BUDGET/)
})

test('a script the page names but the build lacks is an error, not zero bytes', async () => {
  const missing = { url: '/missing', file: 'missing/index.html', firstLoadJsBytes: 1000 }
  await expect(checkFirstLoadJs(root, [missing])).rejects.toThrow(/gone\.js/)
})

test('the median of the runs is the middle one, or the mean of the middle two', () => {
  expect(median([4, 1, 3, 2])).toBe(2.5)
  expect(median([3, 1, 2])).toBe(2)
  expect(median([])).toBeNaN()
})
