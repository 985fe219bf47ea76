/**
 * The video box in an engine page, against the loopback stand-in for the player's host
 * (video-host.ts): what the engine video tests read of the box and how they step its world.
 */
import { builtLinks } from '../../scripts/built-site'
import { loopbackPort } from '../../scripts/e2e-site'
import { videoBoxCopy } from '../../src/content/video-box'
import type { EnginePage } from './engine-page'
import { expect } from './fixtures'
import { waitForHydration } from './screens'
import { fakePlayer, type HostMode, videoHostControl } from './video-host'
import { widths } from './viewports'

const { videoHost } = await builtLinks()
const stubPort = loopbackPort(videoHost.scriptUrl)

/** Fails, saying how to fix it, when this build's player host is not the loopback stub. */
export function expectStubbedHost() {
  if (stubPort === undefined) {
    throw new Error(
      `This build's video host is ${videoHost.scriptUrl}. The engine tests need it on the loopback stub: build with npm run test:e2e (or set VITE_VIDEO_SCRIPT_URL=http://127.0.0.1:<E2E_PORT + 1>/player.js).`,
    )
  }
}

/** What the test sees of the box and its player, in one round trip. */
function readBox(arg: { embedId: string; playerGlobal: string; retry: string }) {
  const container = document.getElementById(arg.embedId)
  const box = container?.closest('figure')
  const retry = [...(box?.querySelectorAll('button') ?? [])].find(
    (button) => window.__engineWatch.nameOf(button) === arg.retry,
  )
  const scripts = [...(container?.querySelectorAll('script') ?? [])]
  return {
    status: box?.getAttribute('data-status') ?? null,
    says: (box?.querySelector('[role=status]')?.textContent ?? '').trim(),
    retryShown: !!retry && retry.getClientRects().length > 0,
    scripts: scripts.length,
    /** How far each player script in the box got, as it records on itself. */
    scriptStates: scripts.map((script) => script.getAttribute('data-video-player')),
    fakePlayers: container?.querySelectorAll('[data-fake-player]').length ?? 0,
    playerGlobal: arg.playerGlobal in window,
  }
}

export type VideoWorld = ReturnType<typeof videoWorld>
export type VideoBoxSeen = ReturnType<typeof readBox>

export function videoWorld(site: EnginePage) {
  const host = videoHostControl(`http://127.0.0.1:${stubPort}`, site.engine)
  const box = () =>
    site.evaluate(readBox, {
      embedId: videoHost.embedId,
      playerGlobal: videoHost.playerGlobal,
      retry: videoBoxCopy.retry,
    })
  return {
    host,
    box,
    /** Moves the page's held clock on by `ms`, running what falls due. */
    advance: (ms: number) => site.evaluate((step) => window.__engineWatch.clock.runFor(step), ms),
    requests: async () => (await host.requests()).length,
    /** The player comes: it sets its global and mounts into the box, as the real one would. */
    playerArrives: () => site.run(fakePlayer(videoHost.playerGlobal, videoHost.embedId)),
    async open(url: string, mode: HostMode, initScript = '') {
      await host.reset()
      await host.setMode(mode)
      await site.setViewport(widths.phone)
      await site.goto(url, { clockHeld: true, initScript })
      await waitForHydration(site)
      expect((await box()).status).toBe('loading')
    },
  }
}

/** The player's global set before the page's own scripts: a player already on the page. */
export const playerAlreadyThere = `window[${JSON.stringify(videoHost.playerGlobal)}] = {};`

/** The failed script's element and request, which the page is right to report. */
export const failedPlayerLoad = new RegExp(
  `^failed to load: ${videoHost.scriptUrl.replaceAll('.', '\\.')}`,
)
