import { readFile } from 'node:fs/promises'
import { relative, resolve } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

/**
 * `import url from './module?chunk-url'`: the URL of the chunk the build makes of a module that
 * the code also imports lazily, so the code can ask for that chunk again under a URL of its own
 * (`?retry=N`): a browser keeps a failed or pending import of a URL and hands it back to a second
 * `import()` of the same URL. The chunk is the one the lazy import loads: the build emits the
 * module as a chunk and takes its final file name (`import.meta.ROLLUP_FILE_URL_`). Outside the
 * client build (the dev server, the server bundle, Vitest) the URL is the module's own path.
 */
const suffix = '?chunk-url'

function chunkUrl(): Plugin {
  let root = ''
  let building = false
  return {
    name: 'chunk-url',
    configResolved(config) {
      root = config.root
      building = config.command === 'build'
    },
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null
      const module = await this.resolve(source.slice(0, -suffix.length), importer)
      return module && `${module.id}${suffix}`
    },
    load(id) {
      if (!id.endsWith(suffix)) return null
      const file = id.slice(0, -suffix.length)
      if (!building || this.environment.name !== 'client') {
        return `export default ${JSON.stringify(`/${relative(root, file)}`)}`
      }
      const chunk = this.emitFile({ type: 'chunk', id: file })
      return `export default import.meta.ROLLUP_FILE_URL_${chunk}`
    },
  }
}

/**
 * Vite wraps each `import()` of a client build in its preload helper, which adds a
 * `<link rel="modulepreload">` for each chunk the imported one needs, 0.8 kB gzip of the quiz's
 * JavaScript. These pages need none of it: the paint-first loader preloads every chunk an entry
 * can reach, in one wave, the imports further down included (build/build.ts,
 * src/inline/paint-first.ts). So the helper is the import itself; with
 * `modulePreload: false` Vite gives it no list of chunks either.
 */
const preloadHelper = '\0vite/preload-helper.js'
function plainImports(): Plugin {
  return {
    name: 'plain-imports',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      return id === preloadHelper ? 'export const __vitePreload = (load) => load()' : null
    },
  }
}

/**
 * XState's `setup()` returns its action creators with the machine maker, so a bundle that calls it
 * keeps them all. Our machines take only `createMachine` (and `assign`, imported) from it;
 * `sendTo`, `log`, `enqueueActions` and `emit` are used nowhere and fill a module of their own,
 * 0.7 kB gzip of the quiz's JavaScript. The client build leaves those four out of what `setup()`
 * returns (Node, the tests and the server renderer keep XState as it is): a machine that wants one
 * imports it from 'xstate'. Should XState's `setup` change shape, the build stops here.
 */
const xstateEntry = /node_modules[\\/]xstate[\\/]dist[\\/]xstate\.esm\.js(\?sales)?$/
const unusedSetupHelpers =
  /(\n\s*return \{\n\s*assign,)\n\s*sendTo,(\n\s*raise,)\n\s*log,(\n\s*cancel,\n\s*stopChild,)\n\s*enqueueActions,\n\s*emit,/
function slimXStateSetup(): Plugin {
  return {
    name: 'slim-xstate-setup',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!xstateEntry.test(id)) return null
      if (!unusedSetupHelpers.test(code)) {
        throw new Error(
          `slim-xstate-setup (vite.config.ts): ${id} no longer returns setup()'s helpers as expected; update the pattern`,
        )
      }
      return { code: code.replace(unusedSetupHelpers, '$1$2$3'), map: null }
    },
  }
}

/**
 * The sales pages' XState is a copy of their own, in their entry's chunk. Shared, it was a chunk of
 * its own on both kinds of page; apart, the quiz's is in the chunk of the quiz's own modules, and
 * gzip packs one file better than two (0.4 kB of the quiz's JavaScript). The two never run on one
 * page. The modules the sales entry reaches are followed as they resolve; 'xstate' and its files,
 * imported from one of them, are marked (`?sales`), which makes them modules of their own.
 */
const salesEntry = resolve('src/entries/sales.ts')
const salesCopy = '?sales'
const inXState = /node_modules[\\/]xstate[\\/]/
function salesOwnXState(): Plugin {
  const sales = new Set<string>()
  return {
    name: 'sales-own-xstate',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      sales.clear()
      sales.add(salesEntry)
    },
    async resolveId(source, importer, options) {
      if (!importer || !(sales.has(importer) || importer.endsWith(salesCopy))) return null
      const from = importer.endsWith(salesCopy) ? importer.slice(0, -salesCopy.length) : importer
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true })
      if (!resolved || resolved.external) return resolved
      if (inXState.test(resolved.id)) return `${resolved.id}${salesCopy}`
      sales.add(resolved.id)
      return resolved
    },
    async load(id) {
      if (!id.endsWith(salesCopy)) return null
      return { code: await readFile(id.slice(0, -salesCopy.length), 'utf8'), moduleType: 'js' }
    },
  }
}

/** What a chunking pass tells of the module graph (Rolldown's `ChunkingContext`). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

/** The modules `roots` import statically, themselves included. */
function staticImports(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const todo = [...roots]
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * The quiz page's own modules, one chunk: what src/entries/quiz-root.tsx imports and no other
 * entry does (React has its chunk; XState is in this one, the sales pages having a copy of their own). Left to itself the bundler splits off the part
 * the results chunk shares, one more file in the quiz's one wave, and gzip compresses two files worse
 * than one (about 0.8 kB).
 */
const quizRoot = resolve('src/entries/quiz-root.tsx')
const otherEntries = ['quiz.tsx', 'sales.ts', 'static.ts', 'not-found.ts'].map((name) =>
  resolve('src/entries', name),
)
const quizOwn = new WeakMap<ModuleGraph, Set<string>>()
function quizRootChunk(id: string, graph: ModuleGraph): string | null {
  let own = quizOwn.get(graph)
  if (!own) {
    const shared = staticImports(graph, otherEntries)
    own = new Set([...staticImports(graph, [quizRoot])].filter((module) => !shared.has(module)))
    quizOwn.set(graph, own)
  }
  return own.has(id) ? 'quiz-root' : null
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    chunkUrl(),
    plainImports(),
    slimXStateSetup(),
    salesOwnXState(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@machines', replacement: fileURLToPath(new URL('./machines', import.meta.url)) },
      // React 19 has useSyncExternalStore: the shim @xstate/react (and the package's own
      // with-selector) imports for React 17 is dead weight on the quiz's JS.
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
      // Its with-selector, the same on React 19's hook (src/hooks/use-sync-external-store-with-selector.ts).
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: fileURLToPath(
          new URL('./src/hooks/use-sync-external-store-with-selector.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    manifest: true,
    modulePreload: false,
    outDir: 'dist/client',
    // The size report is computed again, per page, by testing/budgets.ts.
    reportCompressedSize: false,
    // Tailwind's one slow transform is expected; the timing notice is noise in every build log.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          // React's runtime (React DOM) is one chunk: the quiz entry evaluates it in a task of its
          // own.
          groups: [
            // With it Vite's preload helper, which only the quiz's import() steps call.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0vite\/preload-helper/,
            },
            // XState with it (the sales pages have a copy of their own, salesOwnXState); its other
            // dependencies are React's or shared with other pages.
            { name: quizRootChunk, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  // No test reads a developer's own `.env`: Vitest loads none (it would, in mode `test`), and every
  // build a test makes is told to read none either (SITE_IGNORE_ENV_FILES, build/settings.ts).
  // `npm run dev` and `npm run build` read them as Vite does.
  envDir: process.env.VITEST ? false : undefined,
  test: {
    // One build for the tests that read one (tests/global-build.ts), in a folder of its own.
    env: { SITE_IGNORE_ENV_FILES: '1', SITE_DIST: 'dist/unit' },
    globalSetup: ['tests/global-build.ts'],
    environment: 'node',
    // Every core: Vitest's default leaves one free, which on CI's two cores ran the files one at a
    // time (66 s against 41 s).
    maxWorkers: '100%',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // A setting a test stubs (vi.stubEnv) is gone after it.
    unstubEnvs: true,
    // A guard against a hang, not a speed budget: each test bounds its work by count (runs,
    // requests, pages), so a busy machine makes it slower, never failing.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
})
