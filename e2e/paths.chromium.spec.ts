/**
 * In Chromium, the generated paths that e2e/paths.spec.ts does not play in every engine: with it,
 * every path of every machine (e2e/support/machine-paths.ts).
 */
import { machinePathTests } from './support/machine-paths'

await machinePathTests('rest')
