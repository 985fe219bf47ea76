/**
 * The docs are a reader's way in: every file, folder and npm script that README.md and docs/*.md
 * name, and every file a code comment names, exists. What
 * the docs say of behaviour is the behaviour book's (docs/behaviour.md), which is generated.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'

const root = join(import.meta.dirname, '..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)
const scripts = Object.keys(JSON.parse(read('package.json')).scripts)
const docs = files.filter((file) => file === 'README.md' || /^docs\/[^/]+\.md$/.test(file))

/** A path from the root, with tsconfig's aliases read: `@/hooks/` is `src/hooks/`. */
const fromRoot = (name: string) =>
  name
    .replace(/^@\//, 'src/')
    .replace(/^@machines\//, 'machines/')
    .replace(/[#?:].*$/, '')
/** A name that points at one file or folder of the project (not a pattern, a URL or a package). */
const isPath = (name: string) =>
  /^(?:\.ci|build|docs|e2e|machines|ops|public|spec|src|testing|tests|@|@machines)\/[\w./@-]*$/.test(
    name,
  ) || /^[\w-]+\.(?:md|json|ts|mjs)$/.test(name)

function missing(name: string, from: string): string | undefined {
  const path = fromRoot(name)
  if (!isPath(name) || path.includes('node_modules') || existsSync(join(root, path)))
    return undefined
  if (existsSync(join(root, from, '..', path))) return undefined
  if (!path.includes('/') && files.some((file) => file.endsWith(`/${path}`))) return undefined
  return `${from}: \`${name}\` does not exist`
}

test('every file, folder and npm script the docs name exists', () => {
  const problems = docs.flatMap((doc) => {
    const text = read(doc)
    const names = [
      ...[...text.matchAll(/`([^`\s]+)`/g)].map(([, name]) => name ?? ''),
      ...[...text.matchAll(/\]\(([^)\s#]+)/g)].map(([, target]) => target ?? ''),
    ]
    const commands = [...text.matchAll(/npm run ([\w:-]+)/g)].map(([, script]) => script ?? '')
    return [
      ...names.flatMap((name) => missing(name, doc) ?? []),
      ...commands.flatMap((script) =>
        scripts.includes(script) ? [] : [`${doc}: npm script \`${script}\` does not exist`],
      ),
    ]
  })
  expect(problems).toEqual([])
})

/**
 * The paths in `text` that leave the repository from `from`: absolute ones, and relative ones that
 * climb out of it or name nothing in it (a sibling folder of docs/ that is not there).
 */
const outside = (text: string, from: string) =>
  [...text.matchAll(/(?<![\w.:/-])((?:\.\.\/)+[\w./-]*|\/(?:work|home|tmp|Users)\/[\w./-]*)/g)]
    .map(([, name]) => name ?? '')
    .filter((name) => {
      const target = join(root, from, '..', name)
      return name.startsWith('/') || relative(root, target).startsWith('..') || !existsSync(target)
    })
    .map((name) => `${from}: \`${name}\` is outside the repository`)

test('no doc, and no comment, points outside the repository', () => {
  const code = files.filter(
    (file) => /\.(?:tsx?|mjs|sh)$/.test(file) && existsSync(join(root, file)),
  )
  const problems = [
    ...docs.flatMap((doc) => outside(read(doc), doc)),
    ...code.flatMap((file) =>
      [...read(file).matchAll(/(?:\/\/|^\s*\*)[^\n]*/gm)].flatMap(([comment]) =>
        outside(comment, file),
      ),
    ),
  ]
  expect(problems).toEqual([])
})

test("every path .github/CODEOWNERS gives an owner exists, counsel's record among them", () => {
  const owned = read('.github/CODEOWNERS')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split(/\s+/)[0]?.replace(/^\//, '') ?? '')
  expect(owned.filter((path) => !existsSync(join(root, path)))).toEqual([])
  expect(owned).toContain('counsel/approved.json')
})

test('every file a code comment names exists', () => {
  const code = files.filter(
    (file) => /\.(?:tsx?|mjs|css|sh)$/.test(file) && existsSync(join(root, file)),
  )
  const problems = code.flatMap((file) =>
    [...read(file).matchAll(/(?:\/\/|\*)[^\n]*/g)].flatMap(([comment]) =>
      [...comment.matchAll(/(?<![\w./@-])((?:[\w@-]+\/)+[\w.-]+\.(?:tsx?|md|json|css|sh))\b/g)]
        .map(([, name]) => name ?? '')
        .flatMap((name) => missing(name, file) ?? []),
    ),
  )
  expect(problems).toEqual([])
})

/**
 * Words for a way of loading the site no longer has, which stale comments kept: the quiz asks for
 * every script it can run in one wave from its HTML (docs/decisions.md), so no chunk is its "first
 * load" or "later wave", and it runs React, not Preact. docs/decisions.md tells that history.
 */
test('no code comment speaks of a first load, a later wave or Preact', () => {
  const gone = /\bfirst[- ]load\b|\b(?:first|second|later) wave\b|\bpreact\b/i
  const problems = files
    .filter((file) => /\.(?:tsx?|mjs|css|sh)$/.test(file) && existsSync(join(root, file)))
    .filter((file) => file !== 'tests/docs.test.ts')
    .flatMap((file) =>
      [...read(file).matchAll(/(?:\/\/|\*)[^\n]*/g)]
        .filter(([comment]) => gone.test(comment))
        .map(([comment]) => `${file}: ${comment.trim()}`),
    )
  expect(problems).toEqual([])
})

test("docs/architecture.md's rooms match the tree: every top-level folder and each part of src/ has its row", () => {
  const [folders = ''] = read('docs/architecture.md').split('## Where each change goes')
  const named = new Set(
    [...folders.matchAll(/^\|([^|]*)\|/gm)].flatMap(([, cell]) =>
      [...(cell ?? '').matchAll(/`([^`]+)`/g)].map(([, name]) => name),
    ),
  )
  const rooms = files
    .filter((file) => file.includes('/') && !file.endsWith('.d.ts'))
    .map((file) => {
      const [top, part, deeper] = file.split('/')
      if (top !== 'src') return `${top}/`
      return deeper === undefined ? `src/${part}` : `src/${part}/`
    })
  expect([...new Set(rooms)].filter((room) => !named.has(room)).sort()).toEqual([])
})
