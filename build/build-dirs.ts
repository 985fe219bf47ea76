import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isLoopback } from '../src/config/setting-rules'

/**
 * Where the build lives. `dist/client` is the folder to upload; SITE_DIST moves the whole build
 * (the browser tests set it to `testDist`).
 */
export const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const productionDist = resolve(rootDir, 'dist')
export const distDir = resolve(rootDir, process.env.SITE_DIST ?? productionDist)
/** The build the browser tests run (its video host is a stub on loopback). */
export const testDist = process.env.SITE_DIST ? distDir : join(productionDist, 'e2e')
export const clientDir = `${resolve(distDir, 'client')}/`
export const serverDir = `${resolve(distDir, 'server')}/`
/** The nginx form of `_headers` and the pages (build/headers.ts): beside the upload, not in it. */
export const nginxConfFile = resolve(distDir, 'nginx.conf')
/** What the hosts count by (src/lib/counting.ts), beside the upload: `npm start` reads it. */
export const countingFile = resolve(distDir, 'counting.json')
/** The addresses the build resolved from its env (links, video host), for the tests to read. */
export const builtLinksFile = resolve(distDir, 'links.json')

/** A build that loads from this machine works nowhere else: not in the production folder. */
export function refuseLoopbackInProduction(urls: readonly string[]): void {
  if (distDir !== productionDist) return
  const local = urls.find((url) => isLoopback(new URL(url).hostname))
  if (local) {
    throw new Error(
      `${local} is on this machine: a build that loads it is not for upload, and dist/client is. Build it elsewhere (SITE_DIST=${testDist}).`,
    )
  }
}
