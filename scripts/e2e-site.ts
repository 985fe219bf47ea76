/**
 * Where the browser tests serve the site, and where its third parties go in an e2e build: the
 * video player's host and the outbound store and masterclass pages all point at one loopback
 * stub (e2e/engines/video-host.ts), so that engines whose drivers cannot intercept requests
 * still reach them without the network. An explicit VITE_ variable wins over these.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4317)
export const stubPort = Number(process.env.E2E_STUB_PORT ?? e2ePort + 1)
const stubOrigin = `http://127.0.0.1:${stubPort}`

export const stubbedLinkEnv = {
  VITE_VIDEO_SCRIPT_URL: `${stubOrigin}/player.js`,
  VITE_VSL_STORE_URL: `${stubOrigin}/outbound/vsl-store`,
  VITE_ADVERTORIAL_STORE_URL: `${stubOrigin}/outbound/advertorial-store`,
  VITE_MASTERCLASS_URL: `${stubOrigin}/outbound/masterclass`,
} as const

/** The port of a loopback URL (the build's stub host), or undefined for any other. */
export function loopbackPort(url: string): number | undefined {
  const parsed = new URL(url)
  if (!['127.0.0.1', 'localhost'].includes(parsed.hostname)) return undefined
  return Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80))
}
