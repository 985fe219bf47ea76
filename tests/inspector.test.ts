import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { createActor, createMachine, type InspectionEvent } from 'xstate'
import { devInspect, setDevInspector, wantsInspector } from '../src/lib/inspector'
import { entriesOf, sitePages } from '../src/pages'

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const devEntry = 'src/entries/dev.tsx'

describe('the live inspector (npm run dev with ?inspect)', () => {
  it('is asked for by ?inspect only', () => {
    expect(wantsInspector('?inspect')).toBe(true)
    expect(wantsInspector('?utm_source=news&inspect=1')).toBe(true)
    expect(wantsInspector('')).toBe(false)
    expect(wantsInspector('?utm_source=inspect')).toBe(false)
  })

  it('receives the events of actors created with devInspect() once set, and none before', () => {
    const toggle = createMachine({
      initial: 'off',
      states: { off: { on: { 'quiz.start': 'on' } }, on: {} },
    })
    const seen: string[] = []
    setDevInspector(undefined)
    const before = createActor(toggle, { inspect: devInspect() }).start()
    before.send({ type: 'quiz.start' })
    setDevInspector((event: InspectionEvent) => {
      if (event.type === '@xstate.event') seen.push(event.event.type)
    })
    const after = createActor(toggle, { inspect: devInspect() }).start()
    after.send({ type: 'quiz.start' })
    setDevInspector(undefined)
    expect(seen).toContain('quiz.start')
    expect(seen.filter((type) => type === 'quiz.start')).toHaveLength(1)
  })

  /** The chunks of a build of `entries`, with `import.meta.env.DEV` as `NODE_ENV` makes it. */
  async function buildChunks(entries: string[], nodeEnv: string) {
    const previous = process.env.NODE_ENV
    process.env.NODE_ENV = nodeEnv
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
      /** The modules of @statelyai's packages the chunks hold. */
      packages: chunks
        .flatMap((chunk) => Object.keys(chunk.modules))
        .filter((id) => id.includes('@statelyai')),
    }
  }

  it('is loaded by the dev entry in development', async () => {
    // Inside Vitest NODE_ENV is 'test', so `import.meta.env.DEV` is true, as under `npm run dev`.
    const dev = await buildChunks([devEntry], 'test')
    expect(dev.packages.some((id) => id.includes('@statelyai/inspect/'))).toBe(true)
  })

  it('never reaches the production bundle, even with the dev entry built in', async () => {
    // `npm run build` runs with NODE_ENV=production, which is what makes `import.meta.env.DEV`
    // false.
    const production = await buildChunks([...entriesOf(sitePages), devEntry], 'production')
    expect(production.entries.join('\n')).toContain('dev.tsx')
    expect(production.packages, 'inspector code in the production bundle').toEqual([])
  })
})
