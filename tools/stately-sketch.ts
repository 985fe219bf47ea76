/**
 * The file that Stately Sketch and Stately's editor open for each machine of machines/registry.ts.
 * They accept no import but `xstate`. A machine file that imports nothing else once its types are
 * stripped (as Sketch strips them) is that file itself; for one that imports from the project,
 * docs/stately/<name>.machine.js is the machine's file with those imports inlined
 * (docs/statecharts.md says how to open them). `npm run diagrams` writes these copies;
 * tests/stately-sketch.test.ts tells when one is stale, and reads each machine's file as Sketch does.
 *
 * Vite bundles each machine (Rolldown, with `xstate` left out and what the machine does not use
 * shaken off); types are dropped, the config stays literal, JSDoc stays. Biome then formats it as
 * the project's own code.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import tsBlankSpace from 'ts-blank-space'
import { build, parseSync } from 'vite'
import { machineRegistry, type RegisteredMachine } from '../machines/registry'

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..')
export const statelyDir = join(rootDir, 'docs/stately')

/** What `code` imports once its types are stripped as Sketch strips them, by module: `{ xstate: ['assign', 'setup'] }`. */
export function importsOf(code: string): Record<string, string[]> {
  const imports: Record<string, string[]> = {}
  for (const statement of parseSync('machine.js', tsBlankSpace(code)).program.body) {
    if (statement.type !== 'ImportDeclaration') continue
    imports[statement.source.value] = statement.specifiers.map((specifier) =>
      specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier'
        ? specifier.imported.name
        : specifier.type,
    )
  }
  return imports
}

type Machine = Pick<RegisteredMachine, 'name' | 'file'>

/**
 * The file Stately's tools open for a machine of the registry: its own file when that imports
 * from `xstate` alone, else its copy in docs/stately/ with the project's imports inlined.
 */
export function statelyFileOf({ name, file }: Machine): string {
  const source = join(rootDir, file)
  const imported = Object.keys(importsOf(readFileSync(source, 'utf8')))
  return imported.every((module) => module === 'xstate')
    ? source
    : join(statelyDir, `${name}.machine.js`)
}

/** The machine file and every project file it imports, as one module importing only `xstate`. */
async function bundle(file: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: rootDir,
    publicDir: false,
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: false,
      lib: { entry: join(rootDir, file), formats: ['es'] },
      rolldownOptions: {
        external: ['xstate'],
        treeshake: {
          // An unused `export const limit = rules.count` goes, not kept as a bare `rules.count`
          // for fear that reading a property does something.
          propertyReadSideEffects: false,
          // A machine that another file defines beside what this one imports from it goes:
          // Sketch would find two machines.
          manualPureFunctions: ['setup', 'createMachine'],
        },
        output: { topLevelVar: false },
      },
    },
  })
  const [output] = Array.isArray(result) ? result : [result]
  if (!output || !('output' in output)) throw new Error(`Vite wrote no bundle of ${file}`)
  const [chunk, ...rest] = output.output
  if (chunk?.type !== 'chunk' || rest.length)
    throw new Error(`${file}: expected one chunk, got ${output.output.length} files`)
  return chunk.code
}

type AstNode = { type: string; start: number; end: number; [key: string]: unknown }

/**
 * Whether an expression only reads plain data: what is left at the top level of a bundle of an
 * unused `export const maxScore = quizRules.questionCount * quizRules.maxAnswerValue`. Rolldown
 * keeps it, since `*` may call a `valueOf()`; the machines' data has none, so it is dropped.
 */
function readsOnly(node: AstNode): boolean {
  switch (node.type) {
    case 'Literal':
    case 'Identifier':
      return true
    case 'MemberExpression':
      return !node.computed && readsOnly(node.object as AstNode)
    case 'UnaryExpression':
      return ['-', '+'].includes(node.operator as string) && readsOnly(node.argument as AstNode)
    case 'BinaryExpression':
      return (
        ['+', '-', '*', '/', '%', '**'].includes(node.operator as string) &&
        readsOnly(node.left as AstNode) &&
        readsOnly(node.right as AstNode)
      )
    default:
      return false
  }
}

/** The bundle without the remnants of unused constants (`readsOnly`). */
function tidied(code: string): string {
  const { program } = parseSync('machine.js', code)
  return program.body
    .filter((node) => node.type === 'ExpressionStatement' && readsOnly(node.expression as AstNode))
    .sort((a, b) => b.start - a.start)
    .reduce((text, node) => text.slice(0, node.start) + text.slice(node.end), code)
}

/** Formats `code` as Biome formats the project's files, as if it were at `file`. */
function formatted(file: string, code: string): string {
  return execFileSync(
    join(rootDir, 'node_modules/.bin/biome'),
    ['check', '--write', `--stdin-file-path=${file}`],
    { cwd: rootDir, input: code, encoding: 'utf8' },
  )
}

const header = (file: string) =>
  [
    `// ${file}, with what it imports from the project inlined:`,
    "// this file imports only from xstate. Paste it into Stately Sketch or open it in Stately's",
    '// editor (docs/statecharts.md). Generated by `npm run diagrams` (tools/stately-sketch.ts); do',
    '// not edit: npm test fails when it differs from what the machine generates',
    '// (tests/stately-sketch.test.ts).',
    '',
    '',
  ].join('\n')

/** A blank line before each of Rolldown's `// machines/<name>/<file>.ts` marks. */
const spaced = (code: string) => code.replace(/\n(\/\/ [\w./-]+\.tsx?\n)/g, '\n\n$1')

/** docs/stately/<name>.machine.js for every machine of the registry that imports from the project, with its text. */
export function statelyFiles(): Promise<{ file: string; code: string }[]> {
  const copied = machineRegistry.filter((machine) => statelyFileOf(machine).startsWith(statelyDir))
  return Promise.all(
    copied.map(async (machine) => {
      const target = statelyFileOf(machine)
      return {
        file: target,
        code: formatted(target, header(machine.file) + spaced(tidied(await bundle(machine.file)))),
      }
    }),
  )
}

/** Writes every file of `statelyFiles()` and removes those of machines no longer registered. */
export async function writeStatelyFiles(): Promise<void> {
  const files = await statelyFiles()
  await mkdir(statelyDir, { recursive: true })
  for (const name of await readdir(statelyDir)) {
    if (!files.some(({ file }) => file === join(statelyDir, name))) await rm(join(statelyDir, name))
  }
  for (const { file, code } of files) {
    await writeFile(file, code)
    console.log(`Wrote ${file}`)
  }
}
