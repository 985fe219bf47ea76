/**
 * The docs name only what exists: every file or folder in backticks or in a link, every npm
 * script (`npm run x`, `npm test`), every command run through npx and every file a command in a
 * code block names, in README.md and docs/*.md.
 * A pattern (`machines/<name>/`, `src/content/*`) is no name; what the build writes (`dist/`) and
 * what an install writes (`node_modules/`) are not there on a fresh clone and are not checked.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'

const root = join(import.meta.dirname, '..')
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts,
)
/** The files git knows, so that a bare name (`offer.ts`) can be found wherever it is. */
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
}).split('\n')
const basenames = new Set(tracked.map((file) => basename(file)))

/** npm's own commands, which need no script. */
const npmCommands = new Set(['install', 'ci', 'i', 'exec', 'view', 'ls', 'outdated', 'update'])
/** What git ignores (built, installed, reports) is absent on a fresh clone; pages are built too. */
const ignored = readFileSync(join(root, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) =>
    line
      .trim()
      .replace(/\/$/, '')
      .replace(/[.+?^()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]*'),
  )
const generatedPath = new RegExp(`(?:^|/)(?:${ignored.join('|')})(?:/|$)|\\.html$|^nginx\\.conf$`)
const fileLike = /^[\w.@-]*[\w@-](?:\/[\w.@-]*)*\/?$/
const extension = /\.(?:tsx?|mjs|cjs|js|json|md|css|sh|conf|txt|svg|png|ya?ml|toml)$/
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<
  'dependencies' | 'devDependencies',
  Record<string, string>
>
/** A file inside an installed package: `xstate/dist/xstate.esm.js`. */
const packages = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }))

/** tsconfig.json's import aliases: `@/hooks/` is src/hooks/. */
const aliases: [RegExp, string][] = [
  [/^@\//, 'src/'],
  [/^@machines\//, 'machines/'],
]

/** What a name in backticks or a link points at, if it is a file or folder name at all. */
function missingFile(name: string, doc: string): string | undefined {
  const path = aliases.reduce(
    (named, [alias, folder]) => named.replace(alias, folder),
    name.replace(/[#?].*$/, '').replace(/:\d+(?::\d+)?$/, ''),
  )
  if (!path || /[<>*{}$]|\.\.\.|^\/|^~|:\/\//.test(path) || !fileLike.test(path)) return undefined
  if (generatedPath.test(path.replace(/^\.\//, ''))) return undefined
  const [first = ''] = path.split('/')
  if (!path.includes('/')) {
    if (!extension.test(path)) return undefined
    return basenames.has(path) ? undefined : `file \`${path}\` is nowhere in the repository`
  }
  if (packages.has(first) || packages.has(path.split('/').slice(0, 2).join('/'))) return undefined
  if (!extension.test(path) && !path.endsWith('/') && !existsSync(join(root, first)))
    return undefined
  if (existsSync(join(root, path)) || existsSync(join(root, dirname(doc), path))) return undefined
  // A folder or file named from where the doc stands: `entries/` in a tree of src/.
  const inside = path.endsWith('/') ? path : `${path}`
  if (tracked.some((file) => `/${file}`.includes(`/${inside}`))) return undefined
  return `\`${path}\` does not exist`
}

/** `npm run x`, `npm test`, `npx tool`: a script package.json lacks, a tool not installed. */
function missingCommands(text: string): string[] {
  const found: string[] = []
  for (const [, script] of text.matchAll(/\bnpm run(?:-script)? ([\w:.-]+)/g)) {
    if (script && !scripts.includes(script))
      found.push(`npm script \`${script}\` is not in package.json`)
  }
  for (const [, command] of text.matchAll(/\bnpm (?!run\b)([a-z][\w:-]*)/g)) {
    if (command && !npmCommands.has(command) && !scripts.includes(command)) {
      found.push(`\`npm ${command}\` is no npm command and no script of package.json`)
    }
  }
  for (const [, tool] of text.matchAll(/\bnpx (?:--?[\w-]+(?:=\S+)? )*([@\w/.-]+)/g)) {
    const bin = tool
      ?.replace(/@[\d.]+$/, '')
      .split('/')
      .at(-1)
    if (bin && !existsSync(join(root, 'node_modules/.bin', bin))) {
      found.push(`\`npx ${tool}\` runs nothing installed (no node_modules/.bin/${bin})`)
    }
  }
  return found
}

/** What a doc names that does not exist, each as `doc:line: what`. */
function missingIn(doc: string): string[] {
  const problems: string[] = []
  let fenced = false
  for (const [index, line] of readFileSync(join(root, doc), 'utf8').split('\n').entries()) {
    const at = `${doc}:${index + 1}`
    if (/^\s*```/.test(line)) {
      fenced = !fenced
      continue
    }
    if (fenced) {
      for (const problem of missingCommands(line)) problems.push(`${at}: ${problem}`)
      // A file a command names: `npm run test:e2e -- e2e/no-js.spec.ts`.
      for (const word of line
        .split(/\s+/)
        .filter((word) => word.includes('/') && extension.test(word))) {
        const missing = missingFile(word, doc)
        if (missing) problems.push(`${at}: ${missing}`)
      }
      continue
    }
    const spans = [...line.matchAll(/`([^`]+)`/g)].map(([, span]) => span ?? '')
    const links = [...line.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target ?? '')
    for (const name of [...spans, ...links]) {
      const missing = missingFile(name.trim(), doc)
      if (missing) problems.push(`${at}: ${missing}`)
    }
    for (const span of spans) {
      for (const problem of missingCommands(span)) problems.push(`${at}: ${problem}`)
    }
  }
  return problems
}

describe('the docs', () => {
  test('find a name that does not exist, with the doc and the line', () => {
    expect(missingFile('src/content/no-such.ts', 'docs/x.md')).toBe(
      '`src/content/no-such.ts` does not exist',
    )
    expect(missingFile('@/no-such/', 'docs/x.md')).toBe('`src/no-such/` does not exist')
    expect(missingFile('no-such-module.ts', 'docs/x.md')).toBe(
      'file `no-such-module.ts` is nowhere in the repository',
    )
    expect(missingCommands('npm run no-such-script; npm frobnicate; npx no-such-tool')).toEqual([
      'npm script `no-such-script` is not in package.json',
      '`npm frobnicate` is no npm command and no script of package.json',
      '`npx no-such-tool` runs nothing installed (no node_modules/.bin/no-such-tool)',
    ])
    for (const name of [
      'machines/<name>/',
      'src/content/*',
      'dist/client/index.html',
      '/quiz',
      'https://x.example/a.md',
      'offer.ts',
      'docs/',
      '@/hooks/',
      '@machines/quiz/quiz.rules.ts',
    ]) {
      expect(missingFile(name, 'docs/x.md'), name).toBeUndefined()
    }
    expect(
      missingCommands('npm test && npm run diagrams && npx vitest run && npm install'),
    ).toEqual([])
  })

  test.each(docs)('%s names only files, folders, scripts and commands that exist', (doc) => {
    expect(missingIn(doc)).toEqual([])
  })

  test('are all read', () => {
    expect(docs).toContain('README.md')
    expect(docs).toContain('docs/testing.md')
    expect(relative(root, join(root, 'docs'))).toBe('docs')
  })
})
