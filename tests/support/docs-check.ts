/**
 * What README.md, docs/*.md and the code's comments name, held against the tree they stand in
 * (tests/docs.test.ts runs it on this repository and on a small fixture):
 *
 * - every file or folder (in backticks, a link, a command, a comment), and every section of a doc
 *   named by its anchor (`<doc>.md#<anchor>`), by its heading in quotes after the doc's name, or
 *   as the README's <heading> section;
 * - every npm script and npx tool (`npm run <script>`, `npm test`, `npx <tool>`);
 * - every environment variable, and the port or default a doc gives it;
 * - every Node version, against package.json's `engines` and `.node-version`;
 * - every figure with a unit (508 s, 300 px, 100 kB), which must be a number the code states;
 * - every name of the code in backticks (`pageTable`), every example of a tested path (one that
 *   docs/behaviour.md has), and no dollar amount outside content and the spec's table, so that a new
 *   price is an edit there only.
 *
 * It reads the tree as git lists it (tracked and untracked, not ignored), so a file that moves
 * fails every name that still points at its old place. A pattern (`machines/<name>/`,
 * `src/content/*`) is no name; what the build or an install writes (ignored by git) and pages
 * (`*.html`) are absent on a fresh clone and are not checked.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

/** A tree as the checks read it. */
export interface Tree {
  root: string
  /** Every file git lists, tracked or not, but not the ignored ones. */
  files: readonly string[]
  scripts: readonly string[]
  packages: ReadonlySet<string>
  /** package.json's `engines.node`, e.g. `^22.22.2 || ^24.15.0`. */
  engines: string
  /** `.node-version`, e.g. `24.21.0`. */
  nodeVersion: string
  ignored: RegExp
  read(file: string): string
}

export function treeAt(root: string): Tree {
  const read = (file: string) => readFileSync(join(root, file), 'utf8')
  const manifest = JSON.parse(read('package.json')) as {
    scripts?: Record<string, string>
    engines?: { node?: string }
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(join(root, file)))
  const ignored = (existsSync(join(root, '.gitignore')) ? read('.gitignore').split('\n') : [])
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) =>
      line
        .replace(/^\/|\/$/g, '')
        .replace(/[.+?^()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*'),
    )
  return {
    root,
    files,
    scripts: Object.keys(manifest.scripts ?? {}),
    packages: new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })),
    engines: manifest.engines?.node ?? '',
    nodeVersion: existsSync(join(root, '.node-version')) ? read('.node-version').trim() : '',
    ignored: new RegExp(
      `(?:^|/)(?:${[...ignored, 'node_modules'].join('|')})(?:/|$)|\\.html$|^nginx\\.conf$`,
    ),
    read,
  }
}

/** The docs a reader opens: README.md and docs/*.md. */
export function docsOf(tree: Tree): string[] {
  const folder = join(tree.root, 'docs')
  return [
    'README.md',
    ...(existsSync(folder) ? readdirSync(folder) : [])
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ].filter((doc) => existsSync(join(tree.root, doc)))
}

/** The code whose comments are read: what the project runs and tests, its CI scripts. */
function codeOf(tree: Tree): string[] {
  return tree.files.filter(
    (file) => /\.(?:tsx?|mjs|cjs|js|css|sh)$/.test(file) || /^\.ci\/[\w.-]+$/.test(file),
  )
}

const fileLike = /^[\w.@-]*[\w@-](?:\/[\w.@-]*)*\/?$/
const extension = /\.(?:tsx?|mjs|cjs|js|json|md|css|sh|conf|txt|svg|png|ya?ml|toml|pov)$/
/** npm's own commands, which need no script. */
const npmCommands = new Set('install ci i exec view ls outdated update pack'.split(' '))
/** tsconfig.json's import aliases: `@/hooks/` is src/hooks/. */
const aliases: [RegExp, string][] = [
  [/^@\//, 'src/'],
  [/^@machines\//, 'machines/'],
]

/** What a name in backticks, a link or a comment points at, if it is a file or folder at all. */
function missingFile(tree: Tree, name: string, from: string): string | undefined {
  const path = aliases.reduce(
    (named, [alias, folder]) => named.replace(alias, folder),
    name.replace(/[#?].*$/, '').replace(/:\d+(?::\d+)?$/, ''),
  )
  if (!path || /[<>*{}$]|\.\.\.|^\/|^~|:\/\//.test(path) || !fileLike.test(path)) return undefined
  const plain = path.replace(/^\.\//, '')
  // A kind of file by its ending (`.model.ts`, `*.words.svg`) names no one file.
  if (tree.ignored.test(plain) || /^\.[\w.-]+$/.test(plain)) return undefined
  const [first = ''] = plain.split('/')
  if (!plain.includes('/')) {
    if (!extension.test(plain)) return undefined
    return tree.files.some((file) => basename(file) === plain)
      ? undefined
      : `file \`${plain}\` is nowhere in the repository`
  }
  if (tree.packages.has(first) || tree.packages.has(plain.split('/').slice(0, 2).join('/')))
    return undefined
  if (!extension.test(plain) && !plain.endsWith('/') && !existsSync(join(tree.root, first)))
    return undefined
  if (existsSync(join(tree.root, plain)) || existsSync(join(tree.root, dirname(from), plain)))
    return undefined
  // A folder or file named from where the text stands: `entries/` in a tree of src/.
  if (tree.files.some((file) => `/${file}`.includes(`/${plain}`))) return undefined
  return `\`${plain}\` does not exist`
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** The headings of a doc, by their anchors. */
function headingsOf(tree: Tree, doc: string): Set<string> {
  let fenced = false
  const anchors = new Set<string>()
  for (const line of tree.read(doc).split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced
    const heading = fenced ? undefined : /^#{1,6}\s+(.+?)\s*#*$/.exec(line)?.[1]
    if (heading) anchors.add(anchorOf(heading))
  }
  return anchors
}

/** A section named in `doc` (by its `#anchor` or its heading), if that doc lacks it. */
function missingSection(tree: Tree, doc: string, section: string, from: string) {
  const file = [doc, join(dirname(from), doc), `docs/${doc}`].find((candidate) =>
    existsSync(join(tree.root, candidate)),
  )
  if (!file) return undefined // the file itself is reported missing
  const anchor = section.startsWith('#') ? section.slice(1) : anchorOf(section)
  return headingsOf(tree, file).has(anchor)
    ? undefined
    : `${file} has no section ${section.startsWith('#') ? section : `"${section}"`}`
}

/** `npm run <script>`, `npm test`, `npx <tool>`: a script package.json lacks, a tool not installed. */
function missingCommands(tree: Tree, text: string): string[] {
  const found: string[] = []
  for (const [, script] of text.matchAll(/\bnpm run(?:-script)? ([\w:.-]*[\w])/g)) {
    if (script && !tree.scripts.includes(script))
      found.push(`npm script \`${script}\` is not in package.json`)
  }
  for (const [, command] of text.matchAll(/\bnpm (?!run\b)([a-z][\w:-]*)/g)) {
    if (command && !npmCommands.has(command) && !tree.scripts.includes(command)) {
      found.push(`\`npm ${command}\` is no npm command and no script of package.json`)
    }
  }
  for (const [, tool] of text.matchAll(/\bnpx (?:--?[\w-]+(?:=\S+)? )*([@\w/.-]+)/g)) {
    const bin = tool
      ?.replace(/@[\d.]+$/, '')
      .split('/')
      .at(-1)
    if (bin && !existsSync(join(tree.root, 'node_modules/.bin', bin))) {
      found.push(`\`npx ${tool}\` runs nothing installed (no node_modules/.bin/${bin})`)
    }
  }
  return found
}

/** The sections a line names by anchor: a doc, `#`, its anchor. */
function anchorsIn(text: string): [doc: string, section: string][] {
  const named: [string, string][] = []
  for (const [, doc, anchor] of text.matchAll(/([\w./-]*[\w-]\.md)(#[\w-]+)/g)) {
    if (doc && anchor) named.push([doc, anchor])
  }
  return named
}

/** The sections a paragraph names by heading: in quotes after a doc's name, the README's. */
function sectionsIn(text: string): [doc: string, section: string][] {
  const named: [string, string][] = []
  for (const [, doc, heading] of text.matchAll(
    /([\w./-]*[\w-]\.md)[`)]*,? (?:section )?["“']([A-Z][^"”']{2,60})["”']/g,
  )) {
    if (doc && heading) named.push([doc, heading])
  }
  for (const [, doc, heading] of text.matchAll(
    /\b(README|[\w./-]*[\w-]\.md)`?'s ["“]?([A-Z][\w ,-]{1,40}?)["”]? section\b/g,
  )) {
    if (doc && heading) named.push([doc === 'README' ? 'README.md' : doc, heading])
  }
  return named
}

/**
 * The code's own text: every file but the docs (and this check and its test, whose examples would
 * otherwise vouch for themselves), for the variables and numbers the docs name.
 */
function codeText(tree: Tree): string {
  return tree.files
    .filter((file) => /\.(?:tsx?|mjs|cjs|js|json|sh|css)$|^\.ci\//.test(file))
    .filter((file) => !/package-lock\.json$|(?:^|\/)docs(?:-check|\.test)\.ts$/.test(file))
    .map((file) => tree.read(file))
    .join('\n')
}

/** A number as code may write it: `30000`, `30_000`. */
function literal(value: number): RegExp {
  const digits = String(value)
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '_')
  return new RegExp(`(?<![\\w.])(?:${digits}|${grouped})(?![\\w])`)
}

/** The lower bounds `engines` gives, by major: `^22.22.2 || >=26.0.0` -> 22.22.2, 26.0.0. */
function engineBounds(engines: string): string[] {
  return [...engines.matchAll(/(?:\^|>=)\s*(\d+\.\d+\.\d+)/g)].map(([, bound]) => bound ?? '')
}

/** A Node version a text states that engines and .node-version do not: `Node 22.22+`. */
function wrongNodeVersions(tree: Tree, text: string): string[] {
  const bounds = engineBounds(tree.engines)
  const majors = new Set([...bounds, tree.nodeVersion].map((version) => version.split('.')[0]))
  const found: string[] = []
  if (!/\bNode\b/.test(text)) return found
  for (const match of text.matchAll(
    /(?<![\w.@/-])v?(\d{2}(?:\.\d+){0,2})(\+|\.x\b)?(?![\w%-]|\.\d)/g,
  )) {
    const [whole, version = ''] = match
    const inline = /\bNode(?:\.js)? (?:v)?$/.test(text.slice(0, match.index))
    const parts = version.split('.')
    if (!inline && !whole.endsWith('+')) continue
    if (parts.length === 1) {
      if (!majors.has(version)) found.push(`Node ${version}: engines and .node-version name none`)
    } else if (whole.endsWith('+')) {
      if (!bounds.includes(version))
        found.push(`Node ${version}+ is not a lower bound of engines (${bounds.join(', ')})`)
    } else if (version !== tree.nodeVersion && !bounds.includes(version)) {
      found.push(`Node ${version} is neither .node-version (${tree.nodeVersion}) nor in engines`)
    }
  }
  return found
}

/** Units of the figures a doc states, and how code writes them (ms for seconds and minutes). */
const unitScale: Record<string, number[]> = {
  ms: [1],
  s: [1, 1000],
  seconds: [1, 1000],
  minutes: [1, 60, 60_000],
  px: [1],
  kB: [1, 1000, 1024],
}

/**
 * A price or value is content's (src/content/) and the spec table's: a doc or a comment elsewhere
 * that retyped one would need an edit at every price change.
 */
const dollars = /\$\d+(?:[,.]\d+)*/g
const priceless = 'a dollar amount typed out; name the figure (`figures.price`) instead'
const figureHomes = /^src\/content\/|(?:^|\/)spec\.ts$/

/** What a doc states that the code does not: variables, ports and defaults, figures, versions. */
function unsupportedClaims(tree: Tree, line: string, code: string): string[] {
  const found: string[] = []
  const spans = [...line.matchAll(/`([^`]+)`/g)].map(([, span]) => span ?? '')
  for (const span of spans) {
    // An environment variable the code never reads.
    for (const [variable = ''] of span.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b(?!\*)/g)) {
      if (!code.includes(variable)) found.push(`\`${variable}\` is read nowhere in the code`)
    }
    // A name of the code (`takeOverHeldTaps`, `pageTable`) the code no longer has.
    const name = /^([A-Za-z_$][\w$]{3,})(?:\(\))?$/.exec(span)?.[1]
    if (
      name &&
      !/^[A-Z0-9_]+$/.test(name) &&
      !new RegExp(`\\b${name.replace('$', '\\$')}\\b`).test(code)
    )
      found.push(`\`${span}\` is no name in the code`)
  }
  // A local address's port, or a variable's default in a table row, the code does not state.
  for (const [, port = ''] of line.matchAll(/(?:127\.0\.0\.1|localhost):(\d{2,5})\b/g)) {
    if (!literal(Number(port)).test(code)) found.push(`port ${port} is in no config or script`)
  }
  const row = /^\|\s*`([A-Z][A-Z0-9_]+)`\s*\|.*\|\s*(\d+)\s*\|\s*$/.exec(line)
  if (row?.[1] && row[2]) {
    const [, variable, value] = row
    const stated = code
      .split('\n')
      .some((codeLine) => codeLine.includes(variable) && literal(Number(value)).test(codeLine))
    if (!stated) found.push(`\`${variable}\` defaults to ${value} nowhere in the code`)
  }
  // A figure with a unit that no number in the code states.
  const prose = line.replace(/`[^`]*`/g, '').replace(/\]\([^)]*\)/g, ']')
  for (const [whole, figure = '', unit = ''] of prose.matchAll(
    /(?<![\w.,-])(\d[\d,]*(?:\.\d+)?) ?(ms|s|seconds|minutes|px|kB)\b/g,
  )) {
    const value = Number(figure.replace(/,/g, ''))
    const scales = unitScale[unit] ?? [1]
    if (!scales.some((scale) => literal(Math.round(value * scale)).test(code))) {
      found.push(`"${whole}" is a figure no code states`)
    }
  }
  for (const [amount] of line.matchAll(dollars)) found.push(`"${amount}": ${priceless}`)
  for (const [, major = ''] of line.matchAll(/\bESR (\d+)/g)) {
    if (!literal(Number(major)).test(code)) found.push(`Firefox ESR ${major} is checked nowhere`)
  }
  for (const problem of wrongNodeVersions(tree, line)) found.push(problem)
  return found
}

/** Every tested path in words, as `npm run book` writes them. */
const generatedPaths = 'docs/behaviour.md'

/** A list of problems, and a way to add those found at a place (`file:line`), skipping none found. */
function problemList() {
  const problems: string[] = []
  const add = (at: string, ...found: (string | undefined)[]) => {
    for (const problem of found) if (problem) problems.push(`${at}: ${problem}`)
  }
  return { problems, add }
}

/** What a doc names that does not exist or is not so, each as `doc:line: what`. */
function docProblems(tree: Tree, doc: string, code = codeText(tree)): string[] {
  const { problems, add } = problemList()
  const prose: [number, string][] = []
  const paths = existsSync(join(tree.root, generatedPaths)) ? tree.read(generatedPaths) : ''
  let fenced = false
  for (const [index, line] of tree.read(doc).split('\n').entries()) {
    const at = `${doc}:${index + 1}`
    if (/^\s*```/.test(line)) {
      fenced = !fenced
      continue
    }
    if (/^<!-- Generated by/.test(line)) break // written by a script, held by its own test
    if (fenced) {
      add(at, ...missingCommands(tree, line))
      // A file a command names: `npm run test:e2e -- e2e/no-js.spec.ts`.
      for (const word of line.split(/\s+/).filter((w) => w.includes('/') && extension.test(w)))
        add(at, missingFile(tree, word, doc))
      for (const [, variable = ''] of line.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=/g))
        if (!code.includes(variable)) add(at, `\`${variable}\` is read nowhere`)
      continue
    }
    const spans = [...line.matchAll(/`([^`]+)`/g)].map(([, span]) => span ?? '')
    const links = [...line.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target ?? '')
    for (const name of [...spans, ...links]) add(at, missingFile(tree, name.trim(), doc))
    for (const span of spans) {
      add(at, ...missingCommands(tree, span))
      // An example of a tested path is one that `npm run book` wrote.
      if (span.includes('→') && /\d/.test(span) && doc !== generatedPaths && !paths.includes(span))
        add(at, `\`${span}\` is no path in ${generatedPaths}`)
    }
    for (const [named, section] of anchorsIn(line))
      add(at, missingSection(tree, named, section, doc))
    for (const [, section = ''] of line.matchAll(/\]\((#[\w-]+)\)/g))
      add(at, missingSection(tree, doc, section, doc))
    add(at, ...unsupportedClaims(tree, line, code))
    prose.push([index + 1, line])
  }
  for (const [line, text] of paragraphs(prose)) {
    for (const [named, section] of sectionsIn(text))
      add(`${doc}:${line}`, missingSection(tree, named, section, doc))
  }
  return problems
}

/** Where `pattern` first matches in a line of code outside a string literal, or -1. */
function outsideStrings(line: string, pattern: RegExp): number {
  for (const match of line.matchAll(pattern)) {
    const before = line.slice(0, match.index)
    const open = ["'", '"', '`'].some((quote) => before.split(quote).length % 2 === 0)
    if (!open) return match.index
  }
  return -1
}

/** The comments of a source file, each with its line: `//`, `/* *\/` and shell `#` comments. */
function commentsOf(text: string, file: string): [line: number, comment: string][] {
  const comments: [number, string][] = []
  const lines = text.split('\n')
  if (/\.sh$|^\.ci\//.test(file)) {
    for (const [index, line] of lines.entries()) {
      const comment = /(?:^|\s)#(?!!)(.*)$/.exec(line)
      if (comment?.[1]) comments.push([index + 1, comment[1]])
    }
    return comments
  }
  let inBlock = false
  for (const [index, line] of lines.entries()) {
    let rest = line
    if (inBlock) {
      const end = rest.indexOf('*/')
      comments.push([index + 1, end < 0 ? rest : rest.slice(0, end)])
      if (end < 0) continue
      inBlock = false
      rest = rest.slice(end + 2)
    }
    const block = outsideStrings(rest, /\/\*/g)
    const lineComment = outsideStrings(rest, /(?<![:\w\\])\/\/(?!\/?\s*<reference)/g)
    if (lineComment >= 0 && (block < 0 || lineComment < block)) {
      comments.push([index + 1, rest.slice(lineComment + 2)])
    } else if (block >= 0) {
      const end = rest.indexOf('*/', block + 2)
      comments.push([index + 1, end < 0 ? rest.slice(block + 2) : rest.slice(block + 2, end)])
      inBlock = end < 0
    }
  }
  return comments
}

/** What a source file's comments name that does not exist, each as `file:line: what`. */
function commentProblems(tree: Tree, file: string): string[] {
  const { problems, add } = problemList()
  const folders = new Set(tree.files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]))
  // CI's scripts say which Node they accept, in comments and in what they print.
  if (file.startsWith('.ci/')) {
    for (const [index, line] of tree.read(file).split('\n').entries())
      add(`${file}:${index + 1}`, ...wrongNodeVersions(tree, line))
  }
  for (const [line, comment] of commentsOf(tree.read(file), file)) {
    const at = `${file}:${line}`
    const names = new Set<string>()
    for (const [word = ''] of comment.matchAll(/[\w.@/-]+/g)) {
      const name = word.replace(/[.,:;)]+$/, '').replace(/^[(]+/, '')
      // A folder of the tree's top (`src/`, `e2e/support/`), whatever the folders are called.
      const knownFolder = name.includes('/') && folders.has(name.split('/')[0] ?? '')
      if ((name.includes('/') && (extension.test(name) || knownFolder)) || extension.test(name))
        names.add(name)
    }
    for (const name of names) add(at, missingFile(tree, name, file))
    if (!figureHomes.test(file)) {
      for (const [amount] of comment.matchAll(dollars)) add(at, `"${amount}": ${priceless}`)
    }
    for (const [doc, section] of anchorsIn(comment))
      add(at, missingSection(tree, doc, section, file))
    // Prose says "npm" too ("the npm registry"): a comment's command is `npm run <script>`.
    for (const [command] of comment.matchAll(/\bnpm run(?:-script)? [\w:.-]*\w/g))
      add(at, ...missingCommands(tree, command))
  }
  for (const [line, text] of paragraphs(commentsOf(tree.read(file), file))) {
    for (const [doc, section] of sectionsIn(text))
      add(`${file}:${line}`, missingSection(tree, doc, section, file))
  }
  return problems
}

/** Lines that follow one another joined, so that a name wrapped over two lines reads whole. */
function paragraphs(lines: [line: number, text: string][]): [line: number, text: string][] {
  const joined: [number, string][] = []
  let last = -1
  for (const [line, text] of lines) {
    const words = text.replace(/^\s*\*?\s*/, '').trim()
    const previous = joined.at(-1)
    if (previous && line === last + 1 && words) previous[1] += ` ${words}`
    else if (words) joined.push([line, words])
    last = words ? line : -1
  }
  return joined
}

/** Every problem in a tree: its docs, then its code's comments. */
export function treeProblems(tree: Tree): string[] {
  const code = codeText(tree)
  return [
    ...docsOf(tree).flatMap((doc) => docProblems(tree, doc, code)),
    ...codeOf(tree).flatMap((file) => commentProblems(tree, file)),
  ]
}
