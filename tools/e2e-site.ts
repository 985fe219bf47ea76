import { testDist } from '../build/build-dirs'
import { isLoopback } from '../src/config/settings'

/**
 * Where the browser tests serve the site, and their build: in testDist, loading the video player
 * from a loopback stand-in (e2e/engines/video-host.ts), as not every driver intercepts requests.
 * An explicit SITE_DIST or VITE_ variable wins.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4317)
const stubPort = Number(process.env.E2E_STUB_PORT ?? e2ePort + 1)
const stubOrigin = `http://127.0.0.1:${stubPort}`

export const testBuildEnv = {
  SITE_DIST: testDist,
  VITE_VIDEO_SCRIPT_URL: `${stubOrigin}/player.js`,
} as const

/** The port of a loopback URL (the build's stub host), or undefined for any other. */
export function loopbackPort(url: string): number | undefined {
  const parsed = new URL(url)
  if (!isLoopback(parsed.hostname)) return undefined
  return Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80))
}
