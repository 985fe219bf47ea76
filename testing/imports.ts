/**
 * What a module imports, read by oxc-parser (every form: static, re-export, dynamic with a literal,
 * type-only), and where a specifier lands in the project (tsconfig.json's aliases included). For
 * the import checks that Biome cannot make: no cycle between top-level folders
 * (tests/rooms.test.ts).
 */
import { posix } from 'node:path'
import { parseSync } from 'oxc-parser'

/** A parsed module: what it imports, under which local names, and its syntax tree. */
export interface ParsedModule {
  specifiers: string[]
  /** Local name to the specifier it is imported from (value imports only). */
  bindings: Map<string, string>
  program: ReturnType<typeof parseSync>['program']
}

export function parseModule(file: string, source: string): ParsedModule {
  const { module, program } = parseSync(file, source)
  const dynamic = module.dynamicImports
    .map(({ moduleRequest }) => source.slice(moduleRequest.start, moduleRequest.end))
    .filter((text) => /^(['"`])[^$]*\1$/.test(text))
    .map((text) => text.slice(1, -1))
  const bindings = new Map<string, string>()
  for (const entry of module.staticImports) {
    for (const item of entry.entries) {
      if (!item.isType) bindings.set(item.localName.value, entry.moduleRequest.value)
    }
  }
  return {
    specifiers: [
      ...module.staticImports.map((entry) => entry.moduleRequest.value),
      ...module.staticExports.flatMap((entry) =>
        entry.entries.flatMap((item) => (item.moduleRequest ? [item.moduleRequest.value] : [])),
      ),
      ...dynamic,
    ],
    bindings,
    program,
  }
}

/**
 * The path from the project root that `specifier`, imported by `file`, names: without its
 * extension or query, as written. Undefined for a package.
 */
export function importedPath(file: string, specifier: string): string | undefined {
  const path = specifier.replace(/\?.*$/, '')
  if (path.startsWith('@/')) return `src/${path.slice(2)}`
  if (path.startsWith('@machines/')) return `machines/${path.slice('@machines/'.length)}`
  if (!path.startsWith('.')) return undefined
  return posix.normalize(posix.join(posix.dirname(file), path))
}
