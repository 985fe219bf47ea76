/**
 * The built site as the browser tests reach it: `npm start`'s server (ops/serve.ts) on loopback,
 * with a switch per engine that a test throws to stage a network the engine's driver cannot fake
 * (classic WebDriver intercepts nothing): one file of the build stalls (no answer until the test
 * releases it, as built or with a 500), the scripts wait until the test lets them come (a slow
 * line), or the whole site is out of reach (offline). Requests are told apart by engine from their User-Agent, and Chromium's
 * two workers by a header of their own (`laneOf`), as the video host's stand-in does. The chunks a page loads only lazily (the quiz's results) are sent so that
 * no engine keeps them, so a browser asks for them on each page and a test can stage them, except
 * on a slow line, where the scripts go as ops/serve.ts sends them, as a real host does
 * (`immutable`: a preloaded chunk is fetched once); everything else is as ops/serve.ts sends it.
 *
 * Run by Playwright as a web server: `npx tsx e2e/engines/site-host.ts --port <port>`.
 */
import { once } from 'node:events'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { text } from 'node:stream/consumers'
import { pathToFileURL } from 'node:url'
import { clientDir, distDir } from '../../build/build-dirs'
import { createSiteServer } from '../../ops/serve'
import type { EngineName } from './engine-page'
import { laneOf, ownLane } from './video-host'

interface EngineState {
  /** The paths answered only when the test releases them. */
  stalled: Set<string>
  offline: boolean
  /**
   * A slow line: no script (`/assets/*.js`) is answered until the test lets them come, or `capMs`
   * after the first was asked for (a page whose load event waits on them still opens: WebKit's
   * driver can do nothing before it), then all at once. One round trip for a wave, as over a real host's HTTP/2: over this HTTP/1.1 host an
   * engine sends six requests at a time, and a delay per request would make the quiz's one wave
   * two. A script asked for after that comes at once: that the quiz asks for all of them in its
   * one wave is tests/build-scripts.test.ts's.
   */
  scriptsHeld?: { capMs: number; timer?: NodeJS.Timeout }
  /** The scripts waiting for the line, answered as ops/serve.ts does when it lets them come. */
  lateScripts: { request: IncomingMessage; response: ServerResponse }[]
  /** Requests for each path, queries included. */
  requests: string[]
  held: { path: string; request: IncomingMessage; response: ServerResponse }[]
}

interface Command {
  path?: string
  offline?: boolean
  capMs?: number
  /** How held requests are answered: as built, or with a 500. */
  release?: 'serve' | 'fail'
}

const controlPrefix = '/__e2e/'

/**
 * The chunks a page imports dynamically (the quiz's later screens and its results), by URL path:
 * the page preloads them in its one wave, but no entry imports them statically. A chunk the build emits for its URL (`?chunk-url`) counts as an entry in
 * the manifest, but only a page's own entry (src/entries/) is the one its HTML names.
 */
async function lazyChunks(): Promise<Set<string>> {
  const manifest: Record<
    string,
    { file: string; src?: string; isEntry?: boolean; dynamicImports?: string[] }
  > = JSON.parse(await readFile(join(distDir, 'manifest.json'), 'utf8'))
  const lazy = Object.values(manifest)
    .filter((chunk) => !(chunk.isEntry && chunk.src?.startsWith('src/entries/')))
    .flatMap((chunk) => chunk.dynamicImports ?? [])
  return new Set(lazy.map((key) => `/${manifest[key]?.file}`))
}

async function startSiteHost(port: number) {
  const server = await createSiteServer(clientDir)
  const [serveSite] = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[]
  if (!serveSite) throw new Error('ops/serve.ts made a server without a request handler')
  const engines = new Map<string, EngineState>()
  const stateOf = (engine: string) => {
    const state: EngineState = engines.get(engine) ?? {
      stalled: new Set(),
      offline: false,
      lateScripts: [],
      requests: [],
      held: [],
    }
    engines.set(engine, state)
    return state
  }

  /** Kept by no engine: WebKit reuses even a no-store answer on the next page unless it varies. */
  const uncachedHeaders = { 'Cache-Control': 'no-store', Vary: '*' }
  const fail = (response: ServerResponse) => {
    response.writeHead(500, { 'Content-Type': 'text/plain', ...uncachedHeaders })
    response.end('failed on purpose')
  }
  const uncached = await lazyChunks()
  const serve = (request: IncomingMessage, response: ServerResponse) => {
    const { pathname } = new URL(request.url ?? '/', 'http://site')
    if (uncached.has(pathname)) {
      // Nothing to revalidate with: no validator goes out, and none coming in is answered 304.
      delete request.headers['if-none-match']
      const validators = new Set(['etag', 'last-modified'])
      const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
      response.writeHead = ((status: number, headers: Record<string, unknown> = {}) => {
        for (const [name, value] of Object.entries(uncachedHeaders)) response.setHeader(name, value)
        for (const name of validators) response.removeHeader(name)
        const kept = Object.entries(headers).filter(([name]) => !validators.has(name.toLowerCase()))
        return writeHead(status, Object.fromEntries(kept))
      }) as ServerResponse['writeHead']
    }
    serveSite(request, response)
  }

  /** The slow line's scripts, all at once, and any asked for later at once: how many waited. */
  const letScriptsCome = (state: EngineState) => {
    clearTimeout(state.scriptsHeld?.timer)
    state.scriptsHeld = undefined
    const late = state.lateScripts.splice(0)
    for (const { request, response } of late) serveSite(request, response)
    return late.length
  }

  const control: Record<string, (state: EngineState, command: Command) => unknown> = {
    reset: (state) => {
      for (const { response } of [...state.held.splice(0), ...state.lateScripts.splice(0)]) {
        response.socket?.destroy()
      }
      clearTimeout(state.scriptsHeld?.timer)
      state.scriptsHeld = undefined
      state.stalled.clear()
      state.offline = false
      state.requests = []
    },
    stall: (state, { path = '' }) => {
      state.stalled.add(path)
    },
    offline: (state, { offline = true }) => {
      state.offline = offline
    },
    holdScripts: (state, { capMs = 8000 }) => {
      state.scriptsHeld = { capMs }
    },
    letScriptsCome: (state) => letScriptsCome(state),
    release: (state, { path, release = 'serve' }) => {
      const held = state.held.filter((one) => one.path === path)
      state.held = state.held.filter((one) => one.path !== path)
      for (const { request, response } of held) {
        if (release === 'serve') serve(request, response)
        else fail(response)
      }
      return held.length
    },
    requests: (state, { path }) =>
      path
        ? state.requests.filter((url) => new URL(url, 'http://site').pathname === path)
        : state.requests,
    held: (state, { path }) => state.held.filter((one) => one.path === path).length,
  }

  server.removeAllListeners('request')
  server.on('request', async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://site')
    if (url.pathname.startsWith(controlPrefix)) {
      const act = control[url.pathname.slice(controlPrefix.length)]
      const engine = url.searchParams.get('engine')
      if (!act || !engine) return fail(response)
      const command = JSON.parse((await text(request)) || '{}') as Command
      const result = act(stateOf(engine), command)
      response.writeHead(200, { 'Content-Type': 'application/json' })
      return response.end(JSON.stringify(result ?? null))
    }
    const state = stateOf(laneOf(request.headers))
    if (state.offline) return response.socket?.destroy()
    state.requests.push(request.url ?? '/')
    if (state.stalled.has(url.pathname)) {
      const held = { path: url.pathname, request, response }
      state.held.push(held)
      // A request the browser gives up on waits no more.
      response.once('close', () => {
        state.held = state.held.filter((one) => one !== held)
      })
      return
    }
    const held = state.scriptsHeld
    if (held && /^\/assets\/.*\.js$/.test(url.pathname)) {
      state.lateScripts.push({ request, response })
      held.timer ??= setTimeout(() => letScriptsCome(state), held.capMs)
      return
    }
    serve(request, response)
  })
  await once(server.listen(port, '127.0.0.1'), 'listening')
}

/** What a test does with the site, for its own engine. */
export function siteHostControl(origin: string, engine: EngineName) {
  const call = async <T>(action: string, command: Command = {}): Promise<T> => {
    const response = await fetch(`${origin}${controlPrefix}${action}?engine=${ownLane(engine)}`, {
      method: 'POST',
      body: JSON.stringify(command),
    })
    if (!response.ok) throw new Error(`${action}: ${response.status}`)
    return (await response.json()) as T
  }
  return {
    /** Serves every file again, online, and forgets the requests and held answers. */
    reset: () => call('reset'),
    /** Holds every request for `path` from now on until released (its query does not matter). */
    stall: (path: string) => call('stall', { path }),
    /** Every request of this engine refused (its connection closed), or served again. */
    setOffline: (offline: boolean) => call('offline', { offline }),
    /**
     * A slow line from now on: no script comes until `letScriptsCome`, or `capMs` after the first
     * is asked for.
     */
    holdScripts: (capMs: number) => call('holdScripts', { capMs }),
    /** The slow line's scripts come, all at once, and any asked for later at once; how many waited. */
    letScriptsCome: () => call<number>('letScriptsCome'),
    /** Answers the held requests for `path`; how many there were. */
    release: (path: string, release: 'serve' | 'fail') =>
      call<number>('release', { path, release }),
    /** The URLs (with their queries) this engine asked for `path` with, in order. */
    requests: (path: string) => call<string[]>('requests', { path }),
    /** How many of this engine's requests for `path` wait for an answer. */
    held: (path: string) => call<number>('held', { path }),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const index = process.argv.indexOf('--port')
  const port = Number(process.argv[index + 1])
  if (index < 0 || !port) throw new Error('Usage: site-host.ts --port <port>')
  await startSiteHost(port)
  console.log(`The built site, with staged failures, on http://127.0.0.1:${port}/`)
}
