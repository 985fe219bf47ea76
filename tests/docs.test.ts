/**
 * The docs and the code's comments name only what exists and state only what the code does
 * (tests/support/docs-check.ts has the rules). First on small trees made here, so that each rule is
 * seen to fail (a renamed script, a moved file, a section renamed, a port or a Node version the
 * code does not have), then on this repository.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import {
  anchorOf,
  docsOf,
  missingCommands,
  missingFile,
  treeAt,
  treeProblems,
} from './support/docs-check'

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
    'docs/guide.md': [
      '# Guide',
      '',
      '## Adding a page',
      '',
      'A page is a module in `src/lib/pages.ts` (`pageRows`), served after 100 ms.',
      'Its tested path reads `start → 1,2 → done`.',
      '',
    ].join('\n'),
    'docs/paths.md': '# Tested paths\n\n1. start → 1,2 → done\n',
    'serve.ts': [
      '// After `npm run build`: see src/lib/pages.ts and docs/guide.md, "Adding a page".',
      'export const port = Number(process.env.PORT ?? 4173)',
      'export const delayMs = 100',
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

  /** Each change to the small repository, and what the check then says. */
  const breaks: [title: string, change: (folder: string) => void, problems: string[]][] = [
    [
      'a renamed script, naming each doc and comment that still runs it',
      (folder) => edit(folder, 'package.json', (text) => text.replace('"build"', '"compile"')),
      [
        'README.md:3: npm script `build` is not in package.json',
        'serve.ts:1: npm script `build` is not in package.json',
      ],
    ],
    [
      'a moved file and a renamed export, naming each doc and comment still on them',
      (folder) => {
        renameSync(join(folder, 'src/lib/pages.ts'), join(folder, 'src/pages.ts'))
        edit(folder, 'src/pages.ts', (text) => text.replace('pageRows', 'pageList'))
      },
      [
        'docs/guide.md:5: `src/lib/pages.ts` does not exist',
        'docs/guide.md:5: `pageRows` is no name in the code',
        'serve.ts:1: `src/lib/pages.ts` does not exist',
      ],
    ],
    [
      'an example of a tested path that the paths no longer have',
      (folder) => edit(folder, 'docs/paths.md', (text) => text.replace('1,2', '2,1')),
      ['docs/guide.md:6: `start → 1,2 → done` is no path in docs/paths.md'],
    ],
    [
      'a renamed section, named by its anchor or its heading',
      (folder) => edit(folder, 'docs/guide.md', (text) => text.replace('Adding a page', 'Pages')),
      [
        'README.md:4: docs/guide.md has no section #adding-a-page',
        'serve.ts:1: docs/guide.md has no section "Adding a page"',
      ],
    ],
    [
      'a port, a figure, a price and a Node version the code does not state',
      (folder) => {
        edit(folder, 'serve.ts', (text) => text.replace('4173', '4174').replace('= 100', '= 150'))
        edit(folder, 'README.md', (text) => text.replace('22.22.2+', '22.22+ for $97'))
      },
      [
        'README.md:3: port 4173 is in no config or script',
        'README.md:4: "$97": a dollar amount typed out; name the figure (`figures.price`) instead',
        'README.md:4: Node 22.22+ is not a lower bound of engines (22.22.2, 24.15.0)',
        'docs/guide.md:5: "100 ms" is a figure no code states',
      ],
    ],
  ]

  test.each(breaks)('fails on %s', (_, change, problems) => {
    const folder = fixture()
    change(folder)
    expect(treeProblems(treeAt(folder))).toEqual(problems)
  })

  test('reads names as names: patterns, built files, pages, URLs and aliases pass', () => {
    const tree = treeAt(root)
    expect(missingFile(tree, 'src/content/no-such.ts', 'docs/x.md')).toBe(
      '`src/content/no-such.ts` does not exist',
    )
    expect(missingFile(tree, '@/no-such/', 'docs/x.md')).toBe('`src/no-such/` does not exist')
    expect(missingFile(tree, 'no-such-module.ts', 'docs/x.md')).toBe(
      'file `no-such-module.ts` is nowhere in the repository',
    )
    expect(
      missingCommands(tree, 'npm run no-such-script; npm frobnicate; npx no-such-tool'),
    ).toEqual([
      'npm script `no-such-script` is not in package.json',
      '`npm frobnicate` is no npm command and no script of package.json',
      '`npx no-such-tool` runs nothing installed (no node_modules/.bin/no-such-tool)',
    ])
    for (const name of [
      'machines/<name>/',
      'src/content/*',
      '.model.ts',
      'dist/client/index.html',
      '/quiz',
      'https://x.example/a.md',
      'package.json',
      'docs/',
      '@/hooks/',
      'xstate/dist/xstate.esm.js',
    ]) {
      expect(missingFile(tree, name, 'docs/x.md'), name).toBeUndefined()
    }
    expect(anchorOf('A new machine: `setup()`, step by step')).toBe(
      'a-new-machine-setup-step-by-step',
    )
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
