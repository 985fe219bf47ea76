// @vitest-environment node
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { createActor, createMachine, type InspectionEvent } from 'xstate'
import { devInspect, setDevInspector, wantsInspector } from '../src/lib/inspector'
import { entriesOf, sitePages } from '../src/pages'

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const devEntry = 'src/entries/dev.tsx'

/** Strings of @statelyai/inspect that survive minification (URLs and event names). */
const inspectorMarkers = ['stately.ai/inspect', '@statelyai.connected', 'createBrowserInspector']

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

  it('is loaded by the dev entry, from the package these markers come from', async () => {
    const source = await readFile(join(rootDir, devEntry), 'utf8')
    expect(source).toContain("import('@statelyai/inspect')")
    expect(source).toContain('import.meta.env.DEV')
    const packageCode = await readFile(
      join(rootDir, 'node_modules/@statelyai/inspect/dist/index.mjs'),
      'utf8',
    )
    for (const marker of inspectorMarkers) expect(packageCode).toContain(marker)
  })

  it('never reaches the production bundle, even with the dev entry built in', async () => {
    // `npm run build` runs with NODE_ENV=production, which is what makes `import.meta.env.DEV`
    // false; inside Vitest it is 'test', so set it as the build script has it.
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    const output = await build({
      root: rootDir,
      logLevel: 'silent',
      mode: 'production',
      build: {
        write: false,
        manifest: false,
        copyPublicDir: false,
        rollupOptions: { input: [...entriesOf(sitePages), devEntry] },
      },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv
    })
    const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[]
    const chunks = outputs
      .flatMap((result) => result.output)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
    expect(chunks.map((chunk) => chunk.facadeModuleId ?? '').join('\n')).toContain('dev.tsx')
    const found = chunks.flatMap((chunk) =>
      inspectorMarkers
        .filter((marker) => chunk.code.includes(marker))
        .map((marker) => `${chunk.fileName}: ${marker}`),
    )
    expect(found, 'inspector code in the production bundle').toEqual([])
    const modules = chunks.flatMap((chunk) => Object.keys(chunk.modules))
    expect(modules.filter((id) => id.includes('@statelyai'))).toEqual([])
  }, 60_000)
})
