/**
 * `npm start`'s server (and the browser tests' and benchmarks'): the build as Cloudflare Pages and
 * nginx serve it, `_headers` on every response whatever its status, `/x/` and `/x.html` redirected
 * to `/x`, the brotli or gzip form the build wrote, the 404 page, no 5xx to a malformed request.
 * `send` does conditional and range requests; only files listed at start are served.
 */

import { once } from 'node:events'
import type { Dirent } from 'node:fs'
import { readdir, readFile, realpath, stat } from 'node:fs/promises'
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http'
import { join, relative, sep } from 'node:path'
import type { Duplex } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { contentType } from 'mime-types'
import send from 'send'
import { clientDir } from '../build/build-dirs'
import { headersForPath, notFoundCaching, parseHeadersFile } from '../build/headers'

type Encoding = 'br' | 'gzip'
const suffixes = { br: '.br', gzip: '.gz' } as const

/** The best encoding the client accepts (q > 0), brotli first. */
function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim())
    const q = params.find((param) => param.startsWith('q='))?.slice(2)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const wildcard = accepted.get('*') ?? 0
  return (['br', 'gzip'] as const).find((name) => (accepted.get(name) ?? wildcard) > 0) ?? null
}

/** The decoded path of an origin- or absolute-form target; null for another form or a bad %. */
function targetPath(target: string): string | null {
  try {
    const absolute = /^https?:\/\//i.test(target)
    const path = decodeURI(absolute ? new URL(target).pathname : (target.split(/[?#]/)[0] ?? ''))
    return path.startsWith('/') ? path : null
  } catch {
    return null
  }
}

/** The build's files by URL path, without dotfiles; a link out of the build is an error. */
async function listFiles(root: string): Promise<Set<string>> {
  const realRoot = await realpath(root)
  const entries: Dirent[] = await readdir(root, { recursive: true, withFileTypes: true })
  const files = new Set<string>()
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name)
    if (entry.isSymbolicLink()) {
      const target = await realpath(path).catch(() => '')
      if (!target.startsWith(`${realRoot}${sep}`) || !(await stat(target)).isFile()) {
        throw new Error(`${path} links to ${target || 'nothing'}, not to a file of the build`)
      }
    } else if (!entry.isFile()) continue
    const name = `/${relative(root, path).split(sep).join('/')}`
    if (!name.includes('/.')) files.add(name)
  }
  return files
}

/** An HTTP server (not yet listening) for a build with `_headers` and `404.html`. */
export async function createSiteServer(
  root: string,
  { log = console.error }: { log?: (line: string) => void } = {},
): Promise<Server> {
  const read = (name: string) =>
    readFile(join(root, name)).catch(() => {
      throw new Error(`No ${name} in ${root}: run \`npm run build\` first.`)
    })
  const rules = parseHeadersFile((await read('_headers')).toString('utf8'))
  const page404 = await read('404.html')
  const notFoundPage = { br: brotliCompressSync(page404), gzip: gzipSync(page404) }
  const files = await listFiles(root)
  const notServed = new Set(['/_headers', '/404.html'])
  /** Each page's URL: `/x` for `x.html`, `/` for `index.html`. */
  const pageFile = (url: string) => `${url === '/' ? '/index' : url}.html`
  const pages = new Set(
    [...files]
      .filter((file) => file.endsWith('.html') && !notServed.has(file))
      .map((file) => file.slice(0, -'.html'.length).replace(/^\/index$/, '/')),
  )

  /** An answer of ours, plain text unless said otherwise, never stored. */
  function answer(res: ServerResponse, status: number, headers = {}, body?: Buffer) {
    const text = body ?? Buffer.from(`${STATUS_CODES[status]}\n`)
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': notFoundCaching,
      'Content-Length': text.length,
      ...headers,
    })
    res.end(res.req.method === 'HEAD' ? undefined : text)
  }

  function notFound(res: ServerResponse) {
    for (const [name, value] of Object.entries(headersForPath(rules, '/404.html'))) {
      res.setHeader(name, value)
    }
    const encoding = pickEncoding(res.req.headers['accept-encoding'])
    const type = { 'Content-Type': 'text/html; charset=utf-8', Vary: 'Accept-Encoding' }
    if (!encoding) answer(res, 404, type, page404)
    else answer(res, 404, { ...type, 'Content-Encoding': encoding }, notFoundPage[encoding])
  }

  /** A failure of our own: one log line, and a 500 if the answer has not begun. */
  function fail(req: IncomingMessage, res: ServerResponse, error: Error) {
    log(`500 ${req.method} ${JSON.stringify(req.url)}: ${error.message}`)
    if (res.headersSent) res.destroy()
    else answer(res, 500)
  }

  function route(req: IncomingMessage, res: ServerResponse) {
    const path = targetPath(req.url ?? '')
    for (const [name, value] of Object.entries(headersForPath(rules, path ?? '/'))) {
      res.setHeader(name, value)
    }
    // `/x/` and `/x.html` are the page `/x`, and `/index.html` is `/`, as on the hosts.
    const page = path?.replace(/(\/|\.html)$/, '').replace(/^(\/index)?$/, '/') ?? ''
    const file = path && pages.has(path) ? pageFile(path) : (path ?? '')
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      answer(res, 405, { Allow: 'GET, HEAD' })
    } else if (path === null || (req.httpVersion === '1.1' && !req.headers.host)) {
      log(`400 ${req.method} ${JSON.stringify(req.url)}: ${path ? 'no Host' : 'not a path'}`)
      answer(res, 400)
    } else if (page !== path && pages.has(page) && !path.startsWith('//')) {
      answer(res, 308, { Location: `${page}${/\?[^#]*/.exec(req.url ?? '')?.[0] ?? ''}` })
    } else if (!files.has(file) || notServed.has(file)) {
      notFound(res)
    } else {
      const encoding = pickEncoding(req.headers['accept-encoding'])
      const encoded = encoding && files.has(file + suffixes[encoding])
      res.setHeader('Vary', 'Accept-Encoding')
      if (encoded) {
        res.setHeader('Content-Type', contentType(file.slice(file.lastIndexOf('/') + 1)) || '')
        res.setHeader('Content-Encoding', encoding)
      }
      const stored = encoded ? file + suffixes[encoding] : file
      // RFC 9110 §14.1.1: a range that ends before it starts makes the header void (send: 416).
      const ranges = (req.headers.range ?? '').matchAll(/(\d+)-(\d+)/g)
      if ([...ranges].some(([, first, last]) => Number(first) > Number(last)))
        delete req.headers.range
      send(req, stored.split('/').map(encodeURIComponent).join('/'), { root, cacheControl: false })
        .on('error', (error: Error & { status?: number; headers?: Record<string, string> }) => {
          const status = error.status ?? 500
          if (status >= 500) fail(req, res, error)
          else if (res.headersSent) res.destroy()
          else if (status === 404) notFound(res)
          else answer(res, status, error.headers)
        })
        .pipe(res)
    }
  }

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    try {
      route(req, res)
    } catch (error) {
      fail(req, res, error as Error)
    }
  }

  // Without Host, Node answers 400 by itself, without our headers: `handle` does it instead.
  const server = createServer({ requireHostHeader: false }, handle)
  // An `Expect` other than 100-continue: served (RFC 9110 §10.1.1), not Node's bare 417.
  server.on('checkExpectation', handle)
  /** A whole answer written to the socket, for requests Node never hands to `handle`. */
  function answerSocket(socket: Duplex, status: number, headers: Record<string, string> = {}) {
    const fields = { ...headersForPath(rules, '/404.html'), ...headers, Connection: 'close' }
    const head = Object.entries(fields).map(([name, value]) => `${name}: ${value}\r\n`)
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}Content-Length: 0\r\n\r\n`,
    )
  }
  // Node's parser refuses some requests before any handler (a made-up method, a head over 16 kB)
  // and closes on a CONNECT without a word: our answers have our headers.
  server.removeAllListeners('clientError')
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy()
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
    log(`${status} ${error.code}: refused by the HTTP parser`)
    answerSocket(socket, status)
  })
  server.on('connect', (_req: IncomingMessage, socket: Duplex) =>
    answerSocket(socket, 405, { Allow: 'GET, HEAD' }),
  )
  return server
}

/** Serves the build at `127.0.0.1:port`, on loopback only. */
export async function serve(port: number): Promise<Server> {
  const server = await createSiteServer(clientDir)
  await once(server.listen(port, '127.0.0.1'), 'listening')
  return server
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const portArg = process.argv.indexOf('--port')
  const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.PORT ?? 4173))
  await serve(port)
  console.log(`Serving the production build at http://127.0.0.1:${port}/`)
}
