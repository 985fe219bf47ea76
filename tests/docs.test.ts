/**
 * The docs and the code's comments name only what exists and state only what the code does
 * (tests/support/docs-check.ts has the rules). First on a small tree made here, so that the check is
 * seen to fail on a renamed script and on a moved file (issue 45), then on this repository.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { docsOf, treeAt, treeProblems } from './support/docs-check'

const root = join(import.meta.dirname, '..')
const fixtures: string[] = []
afterAll(() => {
  for (const fixture of fixtures) rmSync(fixture, { recursive: true, force: true })
})

/** A small repository: a script, a doc with a section, code whose comment names both. */
function fixture(): string {
  const folder = mkdtempSync(join(tmpdir(), 'docs-check-'))
  fixtures.push(folder)
  const files: Record<string, string> = {
    'package.json': JSON.stringify({
      scripts: { build: 'tsx build.ts', start: 'tsx serve.ts' },
      engines: { node: '^22.22.2 || ^24.15.0' },
    }),
    '.node-version': '24.21.0\n',
    '.gitignore': 'dist/\n',
    'README.md': [
      '# Demo',
      '',
      '`npm run build` writes `dist/`, then `npm start` serves it at http://127.0.0.1:4173/.',
      'Node 24 LTS, or 22.22.2+. Read [the guide](docs/guide.md#adding-a-page).',
      '',
    ].join('\n'),
    'docs/guide.md': '# Guide\n\n## Adding a page\n\nA page is a module in `src/lib/pages.ts`.\n',
    'serve.ts': [
      '// After `npm run build`: see src/lib/pages.ts and docs/guide.md, "Adding a page".',
      'export const port = Number(process.env.PORT ?? 4173)',
      '',
    ].join('\n'),
    'src/lib/pages.ts': 'export const pageRows = []\n',
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, file)), { recursive: true })
    writeFileSync(join(folder, file), text)
  }
  execFileSync('git', ['init', '-q'], { cwd: folder })
  return folder
}

function edit(folder: string, file: string, change: (text: string) => string) {
  const path = join(folder, file)
  writeFileSync(path, change(treeAt(folder).read(file)))
}

describe('the docs check, on a small repository', () => {
  test('passes a tree whose docs and comments are true', () => {
    expect(treeProblems(treeAt(fixture()))).toEqual([])
  })

  /** The two breaks issue 45 names, and what the check then says of each doc and comment. */
  const breaks: [title: string, change: (folder: string) => void, problems: string[]][] = [
    [
      'a renamed script',
      (folder) => edit(folder, 'package.json', (text) => text.replace('"build"', '"compile"')),
      [
        'README.md:3: npm script `build` is not in package.json',
        'serve.ts:1: npm script `build` is not in package.json',
      ],
    ],
    [
      'a moved file',
      (folder) => renameSync(join(folder, 'src/lib/pages.ts'), join(folder, 'src/pages.ts')),
      [
        'docs/guide.md:5: `src/lib/pages.ts` does not exist',
        'serve.ts:1: `src/lib/pages.ts` does not exist',
      ],
    ],
  ]

  test.each(breaks)('fails on %s', (_, change, problems) => {
    const folder = fixture()
    change(folder)
    expect(treeProblems(treeAt(folder))).toEqual(problems)
  })
})

describe('this repository', () => {
  test('its docs and comments name only what exists, and state what the code does', () => {
    expect(treeProblems(treeAt(root))).toEqual([])
  })

  // The README is a front door: its title, the commands, then at most a screen before its first
  // heading (a 24-line terminal, less the title and the commands); reference lives in docs/.
  test('its README opens with the commands and keeps to a screen before its first heading', () => {
    const lines = treeAt(root).read('README.md').split('\n')
    const [title, , fence] = lines
    const commandsEnd = lines.indexOf('```', 3)
    const firstHeading = lines.findIndex((line) => line.startsWith('## '))
    expect(title).toMatch(/^# /)
    expect(fence).toBe('```sh')
    expect(lines.slice(3, commandsEnd).join('\n')).toMatch(
      /^npm install && npm start\b.*\nnpm test\b/,
    )
    expect(firstHeading - commandsEnd).toBeLessThanOrEqual(24 - commandsEnd)
  })

  test('every doc is read', () => {
    expect(docsOf(treeAt(root))).toEqual(
      expect.arrayContaining(['README.md', 'docs/testing.md', 'docs/architecture.md']),
    )
  })
})
