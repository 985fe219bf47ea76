/**
 * Serves the production build as a static host does, for `npm start`, the browser tests, the
 * benchmark and `vite preview`. sirv serves the files (lookup, types, validators, streaming, the
 * precompressed forms); this module adds what is ours: every header of the build's `_headers` file
 * on every response, 404.html with status 404, and answers of its own to requests sirv should not
 * see (a malformed target is a 400, never a 500).
 */
import type { Dirent } from 'node:fs'
import {
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises'
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http'
import { basename, dirname, join, sep } from 'node:path'
import type { Duplex } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import sirv, { type Options as SirvOptions } from 'sirv'
import { clientDir } from './build-dirs'
import { headersForPath, parseHeadersFile, revalidateCaching } from './headers'

type Encoding = 'br' | 'gzip'

/** The best encoding the client accepts (q > 0), brotli first. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const wildcard = accepted.get('*') ?? 0
  for (const encoding of ['br', 'gzip'] as const) {
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding
  }
  return null
}

/**
 * RFC 9110 §13.1.2 and §13.1.3: If-None-Match (weak comparison, a list, or `*`) decides when it is
 * present; otherwise If-Modified-Since, to the second.
 */
function isNotModified(headers: IncomingHttpHeaders, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = headers['if-none-match']
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true
    const opaque = (tag: string) => tag.replace(/^W\//, '')
    return (ifNoneMatch.match(/(W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === opaque(etag))
  }
  const since = Date.parse(headers['if-modified-since'] ?? '')
  return Math.floor(lastModified.getTime() / 1000) * 1000 <= since
}

/**
 * The request target as the path sirv looks up (origin-form, or the path of an absolute-form
 * URL), or null when it names no path: another form, or a broken %-escape. The dev server
 * (vite.config.ts) answers 400 by it too.
 */
export function targetPath(target: string): string | null {
  let path = target.split(/[?#]/, 1)[0] ?? ''
  if (/^https?:\/\//i.test(target)) {
    try {
      path = new URL(target).pathname
    } catch {
      return null
    }
  }
  if (!path.startsWith('/')) return null
  try {
    decodeURI(path)
  } catch {
    return null
  }
  return path
}

/**
 * Build files that are not pages, by every name sirv answers them to (`/x` also finds `x.html`):
 * the host reads `_headers`, and the not-found page must never answer 200.
 */
const notServed = new Set(['/_headers', '/_redirects', '/404', '/404.html'])

/** Text files, worth compressing; images and fonts are compressed already. */
const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/

const compress: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
}
const suffixes: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

const isInside = (dir: string, path: string) => path.startsWith(`${dir}${sep}`)

/**
 * sirv lists the build once and follows links as it goes: a link out of the build would be served,
 * and a link to a folder above it would never end. A build is plain files (Vite copies `public/`),
 * so a link other than to a file inside it stops the server, named.
 */
async function refuseLinksOut(root: string): Promise<void> {
  const realRoot = await realpath(root)
  const entries: Dirent[] = await readdir(root, { recursive: true, withFileTypes: true })
  for (const entry of entries.filter((e) => e.isSymbolicLink())) {
    const link = join(entry.parentPath, entry.name)
    const target = await realpath(link).catch(() => '')
    if (!isInside(realRoot, target) || !(await stat(target)).isFile()) {
      throw new Error(`${link} links to ${target || 'nothing'}, not to a file of the build`)
    }
  }
}

/**
 * Writes the brotli and gzip forms of the build's text files into `dir` (outside the build, which
 * a host publishes as it is), where smaller than the file. Forms still newer than their file are
 * kept, forms of files no longer there are removed; writes are atomic, for a second server.
 */
async function precompress(root: string, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true })
  const names = (await readdir(root, { recursive: true })).filter((name) => compressible.test(name))
  const compressFile = async (name: string) => {
    const source = join(root, name)
    const { mtimeMs } = await stat(source)
    const body = await readFile(source)
    for (const encoding of ['br', 'gzip'] as const) {
      const target = join(dir, name + suffixes[encoding])
      const kept = await stat(target).catch(() => null)
      if (kept && kept.mtimeMs >= mtimeMs) continue
      const encoded = await compress[encoding](body)
      if (encoded.length >= body.length) continue
      const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`)
      await mkdir(dirname(target), { recursive: true })
      await writeFile(temporary, encoded)
      await rename(temporary, target)
    }
  }
  // zlib works on Node's thread pool: all files at once use every core.
  await Promise.all(names.map(compressFile))
  const sources = new Set(names)
  const orphans = (await readdir(dir, { recursive: true })).filter(
    (form) => /\.(br|gz)$/.test(form) && !sources.has(form.slice(0, -'.br'.length)),
  )
  await Promise.all(orphans.map((form) => unlink(join(dir, form)).catch(() => {})))
}

class NotModified extends Error {}

export interface SiteOptions {
  /** Where the compressed forms are kept: beside the build by default, never in it. */
  compressedDir?: string
  /** Where a malformed request or a failure is reported, one line each. */
  log?: (line: string) => void
}

/**
 * The request handler for a build folder, and `guard` for the server it runs in. Refuses a build
 * with no `_headers` or `404.html`, or with a link out of it.
 */
export async function createSiteHandler(
  root: string,
  { compressedDir = join(root, '..', 'compressed'), log = console.error }: SiteOptions = {},
) {
  const read = (name: string) =>
    readFile(join(root, name)).catch(() => {
      throw new Error(`No ${name} in ${root}: run \`npm run build\` first.`)
    })
  const rules = parseHeadersFile((await read('_headers')).toString('utf8'))
  const notFoundPage: Partial<Record<Encoding, Buffer>> & { identity: Buffer } = {
    identity: await read('404.html'),
  }
  await refuseLinksOut(root)
  await precompress(root, compressedDir)
  for (const encoding of ['br', 'gzip'] as const) {
    notFoundPage[encoding] = await readFile(
      join(compressedDir, `404.html${suffixes[encoding]}`),
    ).catch(() => undefined)
  }

  const cacheControl = (path: string) =>
    headersForPath(rules, path)['Cache-Control'] ?? revalidateCaching
  const options: SirvOptions = {
    etag: false,
    extensions: ['html'],
    // sirv picks the file, then calls this right before it streams it: our caching, and our
    // validators, as sirv compares If-None-Match as one exact string (throwing stops its send).
    setHeaders(res, path, stats) {
      const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`
      res.setHeader('Cache-Control', cacheControl(path))
      res.setHeader('Vary', 'Accept-Encoding')
      res.setHeader('ETag', etag)
      if (isNotModified(res.req.headers, etag, stats.mtime)) throw new NotModified()
    },
  }
  const encodedFiles = sirv(compressedDir, { ...options, brotli: true, gzip: true })
  const files = sirv(root, options)

  function notFound(req: IncomingMessage, res: ServerResponse) {
    const encoding = pickEncoding(req.headers['accept-encoding'])
    const body = (encoding && notFoundPage[encoding]) || notFoundPage.identity
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': revalidateCaching,
      Vary: 'Accept-Encoding',
      'Content-Length': body.length,
      ...(encoding && body === notFoundPage[encoding] ? { 'Content-Encoding': encoding } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  function plainText(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
    const body = `${STATUS_CODES[status]}\n`
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': revalidateCaching,
      'Content-Length': Buffer.byteLength(body),
      ...headers,
    })
    res.end(res.req.method === 'HEAD' ? undefined : body)
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const path = targetPath(req.url ?? '')
    try {
      for (const [name, value] of Object.entries(headersForPath(rules, path ?? '/'))) {
        if (name !== 'Cache-Control') res.setHeader(name, value)
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        plainText(res, 405, { Allow: 'GET, HEAD' })
      } else if (path === null || (req.httpVersion === '1.1' && !req.headers.host)) {
        log(
          `400 ${req.method} ${JSON.stringify(req.url)}: ${path === null ? 'not a path' : 'no Host'}`,
        )
        plainText(res, 400)
      } else if (notServed.has(decodeURI(path).replace(/\/$/, ''))) {
        notFound(req, res)
      } else {
        req.url = path
        // sirv reads Range naively (`bytes=5-2` throws); RFC 9110 §14.2 lets a server ignore it.
        delete req.headers.range
        // sirv streams without an error handler: a file gone since the start ends this response,
        // not the process.
        res.once('pipe', (source) => source.once('error', () => res.destroy()))
        const encoding = pickEncoding(req.headers['accept-encoding'])
        const fromFiles = () => files(req, res, () => notFound(req, res))
        if (encoding && !/\.(br|gz)$/.test(path)) {
          // sirv matches Accept-Encoding as a substring (`br;q=0` would get brotli): tell it ours.
          req.headers['accept-encoding'] = encoding
          encodedFiles(req, res, fromFiles)
        } else fromFiles()
      }
    } catch (error) {
      if (error instanceof NotModified) {
        res.writeHead(304).end()
        return
      }
      log(`500 ${req.method} ${JSON.stringify(req.url)}: ${(error as Error).message}`)
      if (res.headersSent) res.destroy()
      else plainText(res, 500)
    }
  }

  /** A whole response written to the socket: for requests Node never hands to `handle`. */
  function answerSocket(socket: Duplex, status: number, headers: Record<string, string> = {}) {
    const body = `${STATUS_CODES[status]}\n`
    const fields = Object.entries({
      ...headersForPath(rules, '/'),
      'Cache-Control': revalidateCaching,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
      ...headers,
    }).map(([name, value]) => `${name}: ${value}\r\n`)
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${fields.join('')}\r\n${body}`)
  }

  /**
   * Answers, with the headers, the requests a Node server would answer or drop by itself, never
   * passing them to its request handler.
   */
  function guard(server: Server) {
    // An `Expect` other than 100-continue: served (RFC 9110 §10.1.1), not Node's bare 417.
    server.on('checkExpectation', handle)
    // Node's parser refuses some requests before any handler runs (a made-up method, a head over
    // 16 kB); its own answer has none of our headers.
    server.removeAllListeners('clientError')
    server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
      if (error.code === 'ECONNRESET' || !socket.writable) {
        socket.destroy()
        return
      }
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
      log(`${status} ${error.code}: refused by the HTTP parser`)
      answerSocket(socket, status)
    })
    // CONNECT: Node would close the connection without a word.
    server.on('connect', (_req: IncomingMessage, socket: Duplex) =>
      answerSocket(socket, 405, { Allow: 'GET, HEAD' }),
    )
  }

  return { handle, guard }
}

/** An HTTP server for a build folder (not yet listening). */
export async function createSiteServer(root: string, options?: SiteOptions): Promise<Server> {
  const site = await createSiteHandler(root, options)
  // Without Host, Node answers 400 by itself, without our headers: `handle` does it instead.
  const server = createServer({ requireHostHeader: false }, site.handle)
  site.guard(server)
  return server
}

/** Listens on `host:port` once the build is ready to serve, compressed forms included. */
export async function serve(port: number, host = '127.0.0.1', root = clientDir): Promise<Server> {
  const server = await createSiteServer(root)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return server
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const portArg = process.argv.indexOf('--port')
  const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.PORT ?? 4173))
  await serve(port)
  console.log(`Serving the production build at http://127.0.0.1:${port}/`)
}
