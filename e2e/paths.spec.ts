/**
 * In every engine, the generated paths that between them take every step of every machine
 * (e2e/support/machine-paths.ts); every path runs on the machine alone.
 */
import { machinePathTests } from './support/machine-paths'

await machinePathTests()
