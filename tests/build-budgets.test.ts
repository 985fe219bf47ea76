import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  checkFirstLoadJs,
  firstLoadJs,
  firstLoadScripts,
  formatJsBudgetTable,
  median,
} from '../tools/budgets'

/** Random base64 text: gzip gets it down to about 3/4 of its length and no further. */
const randomText = (length: number) => randomBytes(length).toString('base64').slice(0, length)
const gzip9 = (text: string) => gzipSync(text, { level: 9 }).length

const scripts: Record<string, string> = {
  'assets/sales-a1.js': randomText(20_000),
  'assets/react-b2.js': 'export const react = 1;\n'.repeat(4000),
  'assets/quiz-c3.js': randomText(40_000),
  'assets/big-d4.js': randomText(130_000),
}
const pageHtml: Record<string, string> = {
  'index.html': `<!doctype html><html><head>
    <link rel="modulepreload" href="/assets/react-b2.js" />
    <script type="module" src="/assets/sales-a1.js"></script>
  </head><body><script src="https://video.example/player.js"></script></body></html>`,
  'quiz/index.html': `<html><head>
    <link href="/assets/react-b2.js" rel="modulepreload">
    <link rel="modulepreload" href="/assets/quiz-c3.js">
    <link rel="stylesheet" href="/assets/not-a-script.css">
    <script type="module" src="/assets/quiz-c3.js"></script>
  </head></html>`,
  'heavy/index.html': `<html><head>
    <link rel="modulepreload" href="/assets/quiz-c3.js">
    <script type="module" src="/assets/big-d4.js"></script>
  </head></html>`,
  'missing/index.html': '<script type="module" src="/assets/gone.js"></script>',
  'paint-first/index.html': `<html><body><main>...</main>
    <script data-entry="/assets/quiz-c3.js" data-preload="/assets/react-b2.js /assets/sales-a1.js">(() => {})()</script>
  </body></html>`,
}

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'budgets-test-'))
  for (const [path, text] of Object.entries({ ...scripts, ...pageHtml })) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), text)
  }
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('first-load JavaScript', () => {
  test.each([
    ['index.html', ['/assets/react-b2.js', '/assets/sales-a1.js']],
    ['quiz/index.html', ['/assets/quiz-c3.js', '/assets/react-b2.js']],
    // What the paint-first loader fetches: its entry and preloads.
    [
      'paint-first/index.html',
      ['/assets/quiz-c3.js', '/assets/react-b2.js', '/assets/sales-a1.js'],
    ],
  ])(
    'of %s is its entry script and modulepreloads, each once; no third party',
    async (file, paths) => {
      const page = await firstLoadJs(root, file)
      expect(page.scripts.map((script) => script.path).sort()).toEqual(paths)
    },
  )

  test('sums the gzip -9 size of those files', async () => {
    const home = await firstLoadJs(root, 'index.html')
    const expected =
      gzip9(scripts['assets/react-b2.js'] ?? '') + gzip9(scripts['assets/sales-a1.js'] ?? '')
    expect(home.totalBytes).toBe(expected)
    // Compression is really applied: the repetitive file counts for far less than its size.
    expect(home.totalBytes).toBeLessThan(20_000 + 96_000 / 10)
  })

  test('fails a page over its budget, each page with its own, and passes the others', async () => {
    const rows = await checkFirstLoadJs(root, [
      { url: '/', file: 'index.html', budgetBytes: 1000 },
      { url: '/quiz', file: 'quiz/index.html', budgetBytes: 100_000 },
      { url: '/heavy', file: 'heavy/index.html', budgetBytes: 100_000 },
    ])
    expect(rows.map((row) => [row.url, row.ok])).toEqual([
      ['/', false],
      ['/quiz', true],
      ['/heavy', false],
    ])
    expect(rows.find((row) => row.url === '/heavy')?.totalBytes).toBeGreaterThan(100_000)
    const table = formatJsBudgetTable(rows)
    expect(table).toMatch(/\/heavy\s.*OVER BUDGET/)
    expect(table).toMatch(/\/\s.*1\.0 kB\s+OVER BUDGET/)
    expect(table).not.toMatch(/\/quiz\s.*OVER BUDGET/)
  })

  test('a script the page names but the build lacks is an error, not zero bytes', async () => {
    await expect(firstLoadJs(root, 'missing/index.html')).rejects.toThrow(/gone\.js/)
  })

  test('reads src and href in any attribute order and ignores other links', () => {
    expect(
      firstLoadScripts(
        `<script src='/a.js' type="module"></script><link href="/b.js" rel="modulepreload">` +
          `<link rel="preload" href="/c.js"><script>inline()</script><script src="//cdn.example/d.js"></script>`,
      ),
    ).toEqual(['/a.js', '/b.js'])
  })
})

test('the median of the runs is the middle one, or the mean of the middle two', () => {
  expect(median([4, 1, 3, 2])).toBe(2.5)
  expect(median([3, 1, 2])).toBe(2)
  expect(median([])).toBeNaN()
})
