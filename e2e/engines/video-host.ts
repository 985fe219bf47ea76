/**
 * A stand-in for the video player's host, on a loopback port the e2e build points at
 * (scripts/e2e.ts sets VITE_VIDEO_SCRIPT_URL to it). Classic
 * WebDriver cannot intercept requests, so the engine tests reach the player "host" for real and
 * tell it, per engine, how to answer. Requests are told apart by engine from their User-Agent:
 * each engine project runs one worker, so one browser per engine asks at a time.
 *
 * Run by Playwright as a web server: `npx tsx e2e/engines/video-host.ts --port <port>`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { pathToFileURL } from 'node:url'
import { builtLinks } from '../../scripts/built-site'
import type { EngineName } from './engine-page'

/** How the host answers the player script. */
export type HostMode =
  /** The fake player: sets the player's global and mounts an element into the container. */
  | 'player'
  /** 503 at once, as a host that is down. */
  | 'fails'
  /** Never answers until the test releases the request. */
  | 'hangs'
  /** 200 with an HTML page (a captive portal or an error page), not a player. */
  | 'not-a-player'

interface HostRequest {
  engine: EngineName
  mode: HostMode
  path: string
}

/**
 * How a held request is answered: with the fake player, with a script that makes no player
 * (the player comes later, on the test's cue), with a 503, or by closing the connection.
 */
export type Release = 'player' | 'empty' | 'fail' | 'drop'

/** Chrome's and WebKit's agents both name AppleWebKit and Safari: Chrome is told by its own name. */
function engineOf(userAgent: string): EngineName {
  if (/Firefox\//.test(userAgent)) return 'gecko'
  if (/Chrom(e|ium)\//.test(userAgent)) return 'chromium'
  return 'webkit'
}

const notAPlayer =
  '<!doctype html><html><head><title>Sign in to the network</title></head><body><h1>Sign in to the network</h1></body></html>'

/** The fake player's source: sets the player's global and mounts an element into the container. */
export function fakePlayer(playerGlobal: string, embedId: string): string {
  return `(() => {
  window[${JSON.stringify(playerGlobal)}] = { fake: true };
  const player = document.createElement('div');
  player.setAttribute('data-fake-player', '');
  player.textContent = 'Test player';
  player.style.cssText = 'position:absolute;inset:0;display:grid;place-items:center;background:#111;color:#ddd;font:16px sans-serif';
  document.getElementById(${JSON.stringify(embedId)}).append(player);
})();`
}

async function readJson<T>(request: IncomingMessage): Promise<T> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as T
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' })
  response.end(body)
}

async function startVideoHost(port: number) {
  const { videoHost } = await builtLinks()
  const player = fakePlayer(videoHost.playerGlobal, videoHost.embedId)
  const modes = new Map<EngineName, HostMode>()
  const requests: HostRequest[] = []
  const held = new Map<EngineName, ServerResponse[]>()

  const answer = (response: ServerResponse, release: Release) => {
    if (release === 'player') send(response, 200, 'text/javascript', player)
    else if (release === 'empty') send(response, 200, 'text/javascript', '/* no player yet */')
    else if (release === 'fail') send(response, 503, 'text/plain', 'unavailable')
    else response.socket?.destroy()
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub')
    if (url.pathname === '/__health') return send(response, 200, 'text/plain', 'ok')
    if (url.pathname === '/__mode') {
      const { engine, mode } = await readJson<{ engine: EngineName; mode: HostMode }>(request)
      modes.set(engine, mode)
      return send(response, 204, 'text/plain', '')
    }
    if (url.pathname === '/__reset') {
      const { engine } = await readJson<{ engine: EngineName }>(request)
      modes.delete(engine)
      for (const waiting of held.get(engine) ?? []) answer(waiting, 'drop')
      held.delete(engine)
      requests.splice(0, requests.length, ...requests.filter((seen) => seen.engine !== engine))
      return send(response, 204, 'text/plain', '')
    }
    if (url.pathname === '/__release') {
      const { engine, release, newest } = await readJson<{
        engine: EngineName
        release: Release
        newest?: boolean
      }>(request)
      const waiting = held.get(engine) ?? []
      const answered = newest ? waiting.splice(-1) : waiting.splice(0)
      for (const one of answered) answer(one, release)
      return send(response, answered.length ? 204 : 409, 'text/plain', '')
    }
    if (url.pathname === '/__held') {
      const count = held.get(url.searchParams.get('engine') as EngineName)?.length ?? 0
      return send(response, 200, 'application/json', JSON.stringify(count))
    }
    if (url.pathname === '/__requests') {
      const engine = url.searchParams.get('engine')
      const seen = requests.filter((entry) => entry.engine === engine)
      return send(response, 200, 'application/json', JSON.stringify(seen))
    }

    const engine = engineOf(request.headers['user-agent'] ?? '')
    const mode = modes.get(engine) ?? 'player'
    requests.push({ engine, mode, path: url.pathname })
    if (mode === 'player') return answer(response, 'player')
    if (mode === 'fails') return send(response, 503, 'text/plain', 'unavailable')
    if (mode === 'not-a-player') return send(response, 200, 'text/html', notAPlayer)
    held.set(engine, [...(held.get(engine) ?? []), response])
    // A request the browser gives up on (its script taken off the page) waits no more.
    response.once('close', () => {
      const waiting = held.get(engine) ?? []
      if (waiting.includes(response)) waiting.splice(waiting.indexOf(response), 1)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}

/** What a test does with the host, for its own engine. */
export function videoHostControl(origin: string, engine: EngineName) {
  const post = async (path: string, body: object) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      body: JSON.stringify({ engine, ...body }),
    })
    if (!response.ok) throw new Error(`${path}: ${response.status}`)
  }
  return {
    /** Forgets this engine's requests and held answers, and serves the player again. */
    reset: () => post('/__reset', {}),
    setMode: (mode: HostMode) => post('/__mode', { mode }),
    /** Answers every held request of this engine (fails when none is held). */
    release: (release: Release) => post('/__release', { release }),
    /** Answers the newest held request of this engine, the one the attempt under way made. */
    releaseNewest: (release: Release) => post('/__release', { release, newest: true }),
    /** How many of this engine's requests wait for an answer. */
    held: async () => (await (await fetch(`${origin}/__held?engine=${engine}`)).json()) as number,
    requests: async () =>
      (await (await fetch(`${origin}/__requests?engine=${engine}`)).json()) as HostRequest[],
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const index = process.argv.indexOf('--port')
  const port = Number(process.argv[index + 1])
  if (index < 0 || !port) throw new Error('Usage: video-host.ts --port <port>')
  await startVideoHost(port)
  console.log(`Video host stub on http://127.0.0.1:${port}`)
}
