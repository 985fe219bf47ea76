/**
 * The generated paths of every machine in the registry (machines/registry.ts), as browser tests
 * on the built site, played by the machine's driver (e2e/drivers.ts): of the driver's choice of
 * them (`MachineDriver.paths`, else every path), those that between them reach every state and
 * transition (`coveringPaths`), in every engine (e2e/paths.spec.ts): every engine takes every
 * step, and every path is played on the machine alone (tests/path-coverage.test.ts). A
 * registered machine without a driver fails the run, so "every machine's paths run in every
 * engine" holds by how the suite is built. The paths take the widths in turn, so every screen is
 * seen from 320 px to a desktop's.
 */
import { describePath, machineRegistry } from '../../machines/registry'
import { coveringPaths } from '../../testing/path-coverage'
import { drivers } from '../drivers'
import type { EnginePage } from '../engines/engine-page'
import { test, widths } from '../engines/fixtures'

const pathWidths = Object.values(widths)

/** Declares the paths that between them take every step, for every engine to play. */
export async function machinePathTests() {
  for (const entry of machineRegistry) {
    const driver = drivers[entry.name]
    if (!driver)
      throw new Error(`No browser driver for the machine ${entry.name}: add it to e2e/drivers.ts`)
    const chosen = (await entry.pathSets()).map((set) => ({
      set,
      paths: driver.paths?.(set) ?? set.paths,
    }))
    const covering = coveringPaths(entry, chosen)
    const played = chosen.flatMap(({ set, paths }) =>
      paths
        .map((path, index) => ({ set, path, index }))
        .filter(({ path }) => covering.some((one) => one.path === path)),
    )
    test.describe(entry.name, () => {
      for (const { set, path, index } of played) {
        const words = describePath(path, set)
        const title = set.label ? `${set.label}: ${words}` : words
        const play = async (site: EnginePage) => {
          await site.setViewport(pathWidths[index % pathWidths.length] ?? widths.phone)
          await driver.run(site, set, path, index)
          await driver.afterPath(site)
        }
        if (driver.onClaims?.(set)) test(title, ({ claimsSite }) => play(claimsSite))
        else test(title, ({ site }) => play(site))
      }
    })
  }
}
