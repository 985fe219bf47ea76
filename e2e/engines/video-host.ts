/**
 * The stand-in for the video player's host, on the loopback port the e2e build loads the player
 * from (testing/e2e-site.ts). Classic WebDriver cannot intercept requests, so every engine
 * reaches this "host" for real and the test tells it, per engine, how to answer. Requests are
 * told apart by engine from their User-Agent: each engine's project runs one worker, so one
 * browser per engine asks at a time.
 *
 * Run by Playwright as a web server: `npx tsx e2e/engines/video-host.ts --port <port>`.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import { text } from 'node:stream/consumers'
import { pathToFileURL } from 'node:url'
import { builtLinks } from '../../testing/built-site'
import type { EngineName } from './engine-page'

/** What a host that answers 200 but sends no player may send, as [Content-Type, body]. */
export const brokenPlayers = {
  'an HTML page': [
    'text/html',
    '<!doctype html><title>Sign in</title><h1>Sign in to the network</h1>',
  ],
  'a body that is not JavaScript': ['text/javascript', '}{'],
  'a script that throws': ['text/javascript', 'throw new Error("player failed to start")'],
} as const

/**
 * How the host answers the player script: with the fake player, 503 at once (down), never until
 * the test releases the request (a hang), or 200 with something that is no player.
 */
export type HostMode = 'player' | 'fails' | 'hangs' | keyof typeof brokenPlayers

/**
 * How a held request is answered: with the fake player, with a script that makes no player (it
 * comes later, on the test's cue), with a 503, or by closing the connection.
 */
export type Release = 'player' | 'empty' | 'fail' | 'drop'

/** Chrome's and WebKit's agents both name AppleWebKit and Safari: Chrome is told by its own name. */
function engineOf(userAgent: string): EngineName {
  if (/Firefox\//.test(userAgent)) return 'gecko'
  if (/Chrom(e|ium)\//.test(userAgent)) return 'chromium'
  return 'webkit'
}

/** The header that tells the two Chromium workers' requests apart (e2e/engines/chromium.ts). */
export const laneHeader = 'x-e2e-lane'

/** Whose staged network a request meets: its engine's, and in Chromium its worker's. */
export function laneOf(headers: IncomingHttpHeaders): string {
  const engine = engineOf(headers['user-agent'] ?? '')
  const lane = headers[laneHeader]
  return typeof lane === 'string' ? `${engine}-${lane}` : engine
}

/** The lane of this test's own requests (in its worker): what it stages on a host. */
export const ownLane = (engine: EngineName) =>
  engine === 'chromium' ? `chromium-${process.env.TEST_PARALLEL_INDEX ?? '0'}` : engine

/**
 * The fake player, as the real one behaves: it sets the player's global and mounts into the
 * container a tall element (the box must clip it, not grow) holding a frame from its host, on a
 * dark ground the size of the box. Only that ground is painted: axe can take a painted clipped
 * part, off screen, for the ground of the text under the box (it did, when it ran in Gecko).
 */
export function fakePlayer(playerGlobal: string, embedId: string, hostOrigin: string): string {
  return `(() => {
  window[${JSON.stringify(playerGlobal)}] = { fake: true };
  const player = document.createElement('div');
  player.setAttribute('data-fake-player', '');
  player.style.cssText = 'height:720px;display:grid;place-items:center;color:#ddd;font:16px sans-serif';
  const ground = document.createElement('div');
  ground.style.cssText = 'position:absolute;inset:0;background:#111';
  const frame = document.createElement('iframe');
  frame.title = 'Test player';
  frame.src = ${JSON.stringify(`${hostOrigin}/embed`)};
  frame.style.cssText = 'position:relative;border:0;width:160px;height:90px';
  player.append(ground, frame);
  document.getElementById(${JSON.stringify(embedId)}).append(player);
})();`
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' })
  response.end(body)
}

async function startVideoHost(port: number) {
  const { videoHost } = await builtLinks()
  const player = fakePlayer(videoHost.playerGlobal, videoHost.embedId, `http://127.0.0.1:${port}`)
  /** Each engine's mode, how many times it asked for the player script, and its held requests. */
  const engines = new Map<
    EngineName,
    { mode: HostMode; requests: number; held: ServerResponse[] }
  >()
  const stateOf = (engine: EngineName) => {
    const state = engines.get(engine) ?? { mode: 'player', requests: 0, held: [] }
    engines.set(engine, state)
    return state
  }

  const answer = (response: ServerResponse, release: Release) => {
    if (release === 'player') send(response, 200, 'text/javascript', player)
    else if (release === 'empty') send(response, 200, 'text/javascript', '/* no player yet */')
    else if (release === 'fail') send(response, 503, 'text/plain', 'unavailable')
    else response.socket?.destroy()
  }
  interface Command {
    engine: EngineName
    mode: HostMode
    release: Release
    newest?: boolean
  }
  const control: Record<string, (command: Command) => number> = {
    '/__mode': ({ engine, mode }) => {
      stateOf(engine).mode = mode
      return 204
    },
    '/__reset': ({ engine }) => {
      for (const waiting of stateOf(engine).held) answer(waiting, 'drop')
      engines.delete(engine)
      return 204
    },
    '/__release': ({ engine, release, newest }) => {
      const { held } = stateOf(engine)
      const answered = newest ? held.splice(-1) : held.splice(0)
      for (const one of answered) answer(one, release)
      return answered.length ? 204 : 409
    },
  }
  const counts: Record<string, (engine: EngineName) => number> = {
    '/__requests': (engine) => stateOf(engine).requests,
    '/__held': (engine) => stateOf(engine).held.length,
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub')
    const engine = (url.searchParams.get('engine') ?? laneOf(request.headers)) as EngineName
    const act = control[url.pathname]
    if (act) {
      const command = JSON.parse((await text(request)) || '{}') as Command
      return send(response, act({ ...command, engine }), 'text/plain', '')
    }
    const count = counts[url.pathname]
    if (count) return send(response, 200, 'application/json', `${count(engine)}`)
    if (url.pathname === '/__health') return send(response, 200, 'text/plain', 'ok')
    if (url.pathname === '/embed') return send(response, 200, 'text/html', '<title>player</title>')

    const state = stateOf(engine)
    state.requests++
    const { mode, held } = state
    if (mode === 'player') return answer(response, 'player')
    if (mode === 'fails') return answer(response, 'fail')
    if (mode !== 'hangs') {
      const [type, body] = brokenPlayers[mode]
      return send(response, 200, type, body)
    }
    held.push(response)
    // A request the browser gives up on (its script taken off the page) waits no more.
    response.once('close', () => {
      if (held.includes(response)) held.splice(held.indexOf(response), 1)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
}

/** What a test does with the host, for its own engine. */
export function videoHostControl(origin: string, engine: EngineName) {
  const post = async (path: string, body: object = {}) => {
    const response = await fetch(`${origin}${path}?engine=${ownLane(engine)}`, {
      method: 'POST',
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path}: ${response.status}`)
  }
  const count = async (path: string) =>
    (await (await fetch(`${origin}${path}?engine=${ownLane(engine)}`)).json()) as number
  return {
    /** Forgets this engine's requests and held answers, and serves the player again. */
    reset: () => post('/__reset'),
    setMode: (mode: HostMode) => post('/__mode', { mode }),
    /** Answers every held request of this engine (fails when none is held). */
    release: (release: Release) => post('/__release', { release }),
    /** Answers the newest held request of this engine, the one the attempt under way made. */
    releaseNewest: (release: Release) => post('/__release', { release, newest: true }),
    /** How many of this engine's requests wait for an answer. */
    held: () => count('/__held'),
    /** How many times this engine asked for the player script. */
    requests: () => count('/__requests'),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const index = process.argv.indexOf('--port')
  const port = Number(process.argv[index + 1])
  if (index < 0 || !port) throw new Error('Usage: video-host.ts --port <port>')
  await startVideoHost(port)
  console.log(`Video host stand-in on http://127.0.0.1:${port}`)
}
