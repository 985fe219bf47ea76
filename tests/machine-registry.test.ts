import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { StateMachine } from 'xstate'
import { rootDir } from '../build/build-dirs'
import { machineRegistry } from '../machines/registry'

/** Every `*.machine.ts` in a folder of machines/, as a path from the project root. */
async function machineFilesOnDisk(): Promise<string[]> {
  const entries = await readdir(join(rootDir, 'machines'), { recursive: true })
  return entries
    .filter((entry) => entry.endsWith('.machine.ts'))
    .map((entry) => `machines/${entry.split('\\').join('/')}`)
    .sort()
}

describe('the machine registry', () => {
  it('lists every machine file in machines/, once', async () => {
    const registered = machineRegistry.map(({ file }) => file).sort()
    expect(registered).toEqual(await machineFilesOnDisk())
  })

  it.each(machineRegistry.map((entry) => [entry.name, entry] as const))(
    '%s: its file defines the registered machine, its folder is its name',
    async (name, { file, model, machine }) => {
      expect(file.startsWith(`machines/${name}/`)).toBe(true)
      expect(model.startsWith(`machines/${name}/`)).toBe(true)
      const exported = Object.values(await import(pathToFileURL(join(rootDir, file)).href))
      expect(exported.filter((value) => value instanceof StateMachine)).toEqual([machine])
    },
  )
})
