import { fileURLToPath } from 'node:url'

/** Where the build lives; shared by the build, the server, the tests and the benchmark. */
export const rootDir = fileURLToPath(new URL('..', import.meta.url))
export const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url))
export const serverDir = fileURLToPath(new URL('../dist/server/', import.meta.url))
