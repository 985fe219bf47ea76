/**
 * In every engine, the generated paths that between them take every step of every machine
 * (e2e/support/machine-paths.ts); the rest run in Chromium (e2e/paths.chromium.spec.ts).
 */
import { machinePathTests } from './support/machine-paths'

await machinePathTests('covering')
