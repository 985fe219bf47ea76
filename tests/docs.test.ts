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

/** A small repository: a script, a doc, code whose comment names both. */
function fixture(): string {
  const folder = mkdtempSync(join(tmpdir(), 'docs-check-'))
  fixtures.push(folder)
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ scripts: { build: 'tsx build.ts' } }),
    'README.md': '# Demo\n\n`npm run build` builds it. Read [the guide](docs/guide.md).\n',
    'docs/guide.md': '# Guide\n\nA page is a module in `src/lib/pages.ts`.\n',
    'build.ts': '// After `npm run build`: see src/lib/pages.ts.\nexport {}\n',
    'src/lib/pages.ts': 'export const pageRows = []\n',
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, file)), { recursive: true })
    writeFileSync(join(folder, file), text)
  }
  execFileSync('git', ['init', '-q'], { cwd: folder })
  return folder
}

describe('the docs check, on a small repository', () => {
  test('passes a tree whose docs and comments are true', () => {
    expect(treeProblems(treeAt(fixture()))).toEqual([])
  })

  /** The two breaks issue 45 names, and what the check then says of each doc and comment. */
  const breaks: [title: string, change: (folder: string) => void, problems: string[]][] = [
    [
      'a renamed script',
      (folder) =>
        writeFileSync(join(folder, 'package.json'), '{"scripts":{"compile":"tsx build.ts"}}'),
      [
        'README.md:3: npm script `build` is not in package.json',
        'build.ts:1: npm script `build` is not in package.json',
      ],
    ],
    [
      'a moved file',
      (folder) => renameSync(join(folder, 'src/lib/pages.ts'), join(folder, 'src/pages.ts')),
      [
        'docs/guide.md:3: `src/lib/pages.ts` does not exist',
        'build.ts:1: `src/lib/pages.ts` does not exist',
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
    const tree = treeAt(root)
    // Every doc is read, not only the README.
    expect(docsOf(tree)).toEqual(
      expect.arrayContaining(['README.md', 'docs/testing.md', 'docs/architecture.md']),
    )
    expect(treeProblems(tree)).toEqual([])
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
})
