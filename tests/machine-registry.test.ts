/**
 * A browser driver for each registered machine and no other (e2e/drivers.ts), told in Node before
 * the browsers start; e2e/paths.spec.ts stops on a missing one too. That the registry finds each
 * machine is its own readdir; that each chart states its rules, tests/path-coverage.test.ts's.
 */
import { expect, it } from 'vitest'
import { drivers } from '../e2e/drivers'
import { machineRegistry } from '../machines/registry'

it('has a browser driver for each registered machine and no other', () => {
  expect(Object.keys(drivers).sort()).toEqual(machineRegistry.map(({ name }) => name).sort())
})
