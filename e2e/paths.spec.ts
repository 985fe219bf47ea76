/**
 * The generated paths of every machine in the registry (machines/registry.ts), on the built site,
 * in this project's engine, played by the machine's driver (e2e/drivers.ts): every path, or the
 * driver's choice of them (`MachineDriver.paths`). A registered machine
 * without a driver fails the run, so "every machine's paths run in every engine" holds by how the
 * suite is built. The paths take the widths in turn, so every screen is seen from 320 px to a
 * desktop's.
 */
import { describePath, machineRegistry } from '../machines/registry'
import { drivers } from './drivers'
import type { EnginePage } from './engines/engine-page'
import { test, widths } from './engines/fixtures'

const pathWidths = Object.values(widths)

for (const entry of machineRegistry) {
  const driver = drivers[entry.name]
  if (!driver)
    throw new Error(`No browser driver for the machine ${entry.name}: add it to e2e/drivers.ts`)
  const sets = await entry.pathSets()
  test.describe(entry.name, () => {
    for (const set of sets) {
      for (const [index, path] of (driver.paths?.(set) ?? set.paths).entries()) {
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
    }
  })
}
