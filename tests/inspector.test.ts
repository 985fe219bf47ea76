import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { entriesOf, sitePages } from '../src/pages'

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const devEntry = 'src/entries/dev.tsx'

describe('the live inspector (`npm run dev`, `?inspect`)', () => {
  /** The chunks of a production build of `entries` (`import.meta.env.DEV` false, as `npm run build`). */
  async function buildChunks(entries: string[]) {
    const previous = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    const output = await build({
      root: rootDir,
      logLevel: 'silent',
      mode: 'production',
      build: {
        write: false,
        manifest: false,
        copyPublicDir: false,
        rollupOptions: { input: entries },
      },
    }).finally(() => {
      process.env.NODE_ENV = previous
    })
    const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[]
    const chunks = outputs
      .flatMap((result) => result.output)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
    return {
      entries: chunks.map((chunk) => chunk.facadeModuleId ?? ''),
      /** The modules the chunks hold, by file path. */
      modules: chunks.flatMap((chunk) => Object.keys(chunk.modules)),
    }
  }

  it('never reaches the production bundle, even with the dev entry built in', async () => {
    const production = await buildChunks([...entriesOf(sitePages), devEntry])
    expect(production.entries.join('\n')).toContain('dev.tsx')
    // The modules are read by path: XState's own are there, @statelyai's inspector is not.
    expect(production.modules.some((id) => id.includes('/node_modules/xstate/'))).toBe(true)
    const inspector = production.modules.filter((id) => id.includes('@statelyai'))
    expect(inspector, 'inspector code in the production bundle').toEqual([])
  })
})
