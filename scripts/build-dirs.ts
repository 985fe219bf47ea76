import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where the build lives; shared by the build, the server, the tests and the benchmark.
 * SITE_DIST moves it (for example to keep two builds apart on one machine).
 */
export const rootDir = fileURLToPath(new URL('..', import.meta.url))
export const distDir = resolve(rootDir, process.env.SITE_DIST ?? 'dist')
export const clientDir = `${resolve(distDir, 'client')}/`
export const serverDir = `${resolve(distDir, 'server')}/`
/** The addresses the build resolved from its env (links, video host), for the tests to read. */
export const builtLinksFile = resolve(distDir, 'links.json')
