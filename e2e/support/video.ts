/**
 * The video box in an engine page, against the loopback stand-in for the player's host
 * (engines/video-host.ts): what the tests read of the box, how they step its world, and what it
 * must show in each state of the loader's generated paths (machines/video-loader/video-loader.model.ts).
 */
import {
  describeLoaderState,
  isDelayKind,
  stepKind,
  type VideoLoaderPath,
  type VideoLoaderPathSet,
  type VideoLoaderSnapshot,
} from '../../machines/video-loader/video-loader.model'
import { videoDelayBySpec } from '../../spec/figures'
import { videoBoxCopy } from '../../src/content/video-box'
import { builtLinks } from '../../testing/built-site'
import { loopbackPort } from '../../testing/e2e-site'
import type { EnginePage } from '../engines/engine-page'
import { expect } from '../engines/fixtures'
import { fakePlayer, type HostMode, videoHostControl } from '../engines/video-host'
import { clock, often, open } from './site'

const { videoHost } = await builtLinks()
const stubPort = loopbackPort(videoHost.scriptUrl)
if (stubPort === undefined) {
  throw new Error(
    `This build's video host is ${videoHost.scriptUrl}; the browser tests need the loopback stand-in: build with npm run test:e2e.`,
  )
}
const hostOrigin = `http://127.0.0.1:${stubPort}`

/** The player's global set before the page's own scripts: a player already on the page. */
const playerAlreadyThere = `window[${JSON.stringify(videoHost.playerGlobal)}] = {};`

/** The page a path set's loader runs on: the VSL looks for a player first, the advertorial not. */
const loaderPageOf = ({ input }: VideoLoaderPathSet) =>
  input.checkExistingPlayer ? '/' : '/advertorial-v2'

const scriptUrl = videoHost.scriptUrl.replace(/[.?]/g, '\\$&')

/** The failed script's element, which the page is right to report. */
export const failedPlayerLoad = new RegExp(`^failed to load: ${scriptUrl}`)

/** An error the host's script threw as it ran (muted, cross-origin, where the engine mutes it). */
export const playerScriptError = new RegExp(`^uncaught: (Script error\\.|.* \\(${scriptUrl}\\))`)

/** What the test sees of the box and its player, in one round trip. */
function readBox({
  embedId,
  playerGlobal,
  retry,
}: Record<'embedId' | 'playerGlobal' | 'retry', string>) {
  const container = document.getElementById(embedId)
  const box = container?.closest('figure')
  const retryButton = box && window.TestingLibraryDom.queryByRole(box, 'button', { name: retry })
  const scripts = [...(container?.querySelectorAll('script') ?? [])]
  return {
    status: box?.getAttribute('data-status') ?? null,
    says: box?.querySelector('[role=status]')?.textContent?.trim() ?? '',
    retryShown: !!retryButton,
    /** How far each player script in the box got, as it records on itself. */
    scripts: scripts.map((script) => script.getAttribute('data-video-player')),
    players: container?.querySelectorAll('[data-fake-player]').length ?? 0,
    playerGlobal: playerGlobal in window,
  }
}
type VideoBoxSeen = ReturnType<typeof readBox>

export type VideoWorld = ReturnType<typeof videoWorld>

export function videoWorld(site: EnginePage) {
  const host = videoHostControl(hostOrigin, site.engine)
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
    advance: (ms: number) => clock.tick(site, ms),
    /** The player comes: it sets its global and mounts into the box, as the real one would. */
    playerArrives: () =>
      site.run(fakePlayer(videoHost.playerGlobal, videoHost.embedId, hostOrigin)),
    /** Opens `url` on a held clock with the host answering as `mode` says. */
    async open(url: string, mode: HostMode, initScript = '') {
      await host.reset()
      await host.setMode(mode)
      await open(site, url, { clockHeld: true, initScript })
      expect((await box()).status).toBe('loading')
    },
  }
}

/** What the box shows in a state of the loader, in the words of the content. */
function expectedBox(state: VideoLoaderSnapshot) {
  if (state.matches('ready')) return { status: 'ready', says: '', retryShown: false }
  if (state.matches({ failed: 'refused' })) {
    return { status: 'refused', says: videoBoxCopy.refused, retryShown: true, scripts: [] }
  }
  if (state.matches('failed')) {
    return { status: 'failed', says: videoBoxCopy.failed, retryShown: true, scripts: [] }
  }
  // The script is in the box while it loads and once it ran; never before or after an attempt.
  const script = state.matches('loading')
    ? 'loading'
    : state.matches('awaitingPlayer')
      ? 'loaded'
      : null
  return {
    status: 'loading',
    says: videoBoxCopy.loading,
    retryShown: false,
    scripts: script ? [script] : [],
  }
}

/**
 * Attempts started so far, and how many began while an earlier request was unanswered: a
 * browser may let such an attempt join the request still under way instead of sending one.
 */
interface AttemptCount {
  started: number
  mayJoin: number
}

/** The box, and the requests the attempts so far can have made, in a state of the chart. */
async function expectLoaderState(
  world: VideoWorld,
  state: VideoLoaderSnapshot,
  attempts: AttemptCount,
) {
  const message = describeLoaderState(state)
  await expect
    .poll(world.host.requests, { ...often, message: `${message}: requests` })
    .toBeGreaterThanOrEqual(attempts.started - attempts.mayJoin)
  expect(await world.host.requests(), `${message}: requests`).toBeLessThanOrEqual(attempts.started)
  const expected = expectedBox(state)
  const shown = (seen: VideoBoxSeen) => ({
    ...Object.fromEntries(
      Object.keys(expected).map((key) => [key, seen[key as keyof VideoBoxSeen]]),
    ),
    // Given up, the box says more than what happened: what the visitor can do.
    says: seen.says.includes(expected.says) && expected.retryShown ? expected.says : seen.says,
  })
  await expect.poll(async () => shown(await world.box()), { ...often, message }).toEqual(expected)
}

/**
 * Opens the page of `set` on a held clock, the host holding every request, and runs a loader path
 * there: time steps move the clock (1 ms early the box still shows the state before), the host
 * answers the newest held request as the path says (a script that makes no player yet, or a 503),
 * the player comes on the path's cue, Try again is a real click.
 */
export async function runLoaderPath(
  site: EnginePage,
  set: VideoLoaderPathSet,
  path: VideoLoaderPath,
) {
  const world = videoWorld(site)
  // A global already there would end each wait for the player at once; the advertorial never
  // looks for it, so there the player comes on the path's cue.
  const present = set.scenario.playerPresent && set.input.checkExistingPlayer
  await world.open(loaderPageOf(set), 'hangs', present ? playerAlreadyThere : '')
  const attempts: AttemptCount = { started: 0, mayJoin: 0 }
  let previous: VideoLoaderSnapshot | undefined
  for (const step of path.steps) {
    const unanswered = await world.host.held()
    const kind = stepKind(step.event.type)
    if (isDelayKind(kind) && previous) {
      await world.advance(videoDelayBySpec(kind, previous.context.failures) - 1)
      await expectLoaderState(world, previous, attempts)
      await world.advance(1)
    } else if (kind === 'scriptLoaded' || kind === 'scriptFailed') {
      await expect.poll(world.host.held, often).toBeGreaterThan(0)
      await world.host.releaseNewest(kind === 'scriptLoaded' ? 'empty' : 'fail')
    } else if (kind === 'playerFound') {
      await world.playerArrives()
    } else if (kind === 'retry') {
      await site.click({ role: 'button', name: videoBoxCopy.retry })
    }
    if (step.state.matches('loading') && !previous?.matches('loading')) {
      attempts.started++
      if (unanswered > 0) attempts.mayJoin++
    }
    await expectLoaderState(world, step.state, attempts)
    previous = step.state
  }
  expect((await world.box()).scripts.length, 'never two player scripts').toBeLessThanOrEqual(1)
}
