/**
 * The steps of "A new machine" (docs/add-a-machine.md), each caught when left out: its folder has
 * its chart, which defines one machine, its paths are generated, the browsers have a driver for
 * it, and its chart states its rules (`meta.rules`). (That a page runs it is its
 * browser driver's; its paths' coverage, tests/path-coverage.test.ts; stale generated
 * docs, tests/diagrams.test.ts and tests/requirements-docs.test.ts.)
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { StateMachine } from 'xstate'
import { rootDir } from '../build/build-dirs'
import { drivers } from '../e2e/drivers'
import { machineRegistry } from '../machines/registry'
import { rulesOf } from '../machines/requirements'

describe('the machine registry', () => {
  it('finds a machine in every folder of machines/, once', async () => {
    const folders = (await readdir(join(rootDir, 'machines'), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
    expect(machineRegistry.map(({ name }) => name).sort()).toEqual(folders)
  })

  it.each(machineRegistry.map((entry) => [entry.name, entry] as const))(
    '%s: its machine file, paths, browser driver and requirements',
    async (name, entry) => {
      const exported = Object.values(await import(pathToFileURL(join(rootDir, entry.file)).href))
      expect(exported.filter((value) => value instanceof StateMachine)).toEqual([entry.machine])
      const sets = await entry.pathSets()
      expect(sets.flatMap((set) => set.paths).length, 'paths').toBeGreaterThan(0)
      expect(drivers[name], `a driver in e2e/drivers.ts`).toBeDefined()
      expect(rulesOf(entry.machine).length, `rules in its chart's meta.rules`).toBeGreaterThan(0)
    },
  )

  it('has a driver only for registered machines', () => {
    expect(Object.keys(drivers).sort()).toEqual(machineRegistry.map(({ name }) => name).sort())
  })
})
