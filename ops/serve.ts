/**
 * `npm start`'s server (and the browser tests' and the bench's): the build as Cloudflare Pages and
 * nginx serve it, by sirv (conditional and range requests, the brotli or gzip form the build wrote,
 * no dotfile, only the files there at start). Ours is what the hosts do besides: the headers of
 * `_headers` on every answer, `/x/` and `/x.html` redirected to `/x`, the 404 page with status 404,
 * and what sirv misses for a server facing the world: no request, malformed or not, stops it.
 * It counts as the hosts do (src/lib/counting.ts): a landing page's views (its `?v=` variant's
 * file served), the links' pings to the counting paths (answered 204) and their GETs (redirected),
 * into a counts file of (day, page, variant, step, n) lines. tests/hosts.test.ts holds it to the same answers and counts as the hosts.
 */
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { basename, dirname, join } from 'node:path'
import type { Duplex } from 'node:stream'
import { pathToFileURL } from 'node:url'
import sirv from 'sirv'
import { clientDir, distDir } from '../build/build-dirs'
import { headersForPath, parseHeadersFile } from '../build/headers'
import {
  type Count,
  type CountingSite,
  countedRequest,
  countLine,
  requestSigns,
} from '../src/lib/counting'

const setHeaders = (res: ServerResponse, headers: Record<string, string>) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}

/**
 * Whether sirv (3.0.2, the latest) reads the request's `Range` right: a single `bytes=N-` or
 * `bytes=N-M` with N <= M. It hands an inverted one to fs.createReadStream, which throws, and
 * reads a suffix (`bytes=-5`) as its start; any other it ignores. RFC 9110 lets a server ignore
 * any Range, so any other is dropped and gets the whole file (nginx answers 416 to some).
 */
function isRangeForSirv(range: string): boolean {
  const [, first, last] = /^bytes=(\d+)-(\d*)$/.exec(range) ?? []
  return first !== undefined && (!last || Number(first) <= Number(last))
}

/**
 * sirv answers 304 with no header of its own, where RFC 9110 (15.4.5) wants the 200's ETag and
 * Vary again; its ETag is the If-None-Match it matched.
 */
function keepValidatorsOn304(req: IncomingMessage, res: ServerResponse) {
  const tag = req.headers['if-none-match']
  if (!tag) return
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status === 304) res.setHeader('ETag', tag).setHeader('Vary', 'Accept-Encoding')
    return writeHead(status, ...rest)
  }) as ServerResponse['writeHead']
}

/**
 * The codings a request's Accept-Encoding takes, as a header sirv reads right: sirv looks for
 * `br` and `gzip` anywhere in it, so `br;q=0` (RFC 9110 12.5.3: not acceptable) would get brotli.
 * A coding whose weight is 0 is left out; `identity` is always acceptable here.
 */
function acceptedCodings(header: string): string {
  return header
    .split(',')
    .filter((coding) => !/;\s*q=0(\.0*)?\s*$/i.test(coding))
    .join(',')
}

/**
 * Adds each count to `file`'s (day, page, variant, step, n) lines, read back at start and written
 * whole: into a file beside it, then renamed over it, so that a reader (the report, a copy) finds
 * the old file or the new one, never one half-written. One write at a time; the counts that come
 * while one is under way go in the next, which writes them all. A file the server cannot write
 * loses the count, never the answer.
 */
async function countsKeeper(file: string) {
  const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean)
  const counts = new Map(lines.map((line) => line.split(/\t(?=\d+$)/) as [string, string]))
  // In the same folder: a rename within one file system replaces the file at once.
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`)
  let writing = false
  let again = false
  const write = async () => {
    writing = true
    try {
      do {
        again = false
        await writeFile(
          temp,
          [...counts].map((entry) => `${entry.join('\t')}\n`),
        )
        await rename(temp, file)
      } while (again)
    } catch (error) {
      console.error(error)
      await rm(temp, { force: true }).catch(() => {})
    } finally {
      writing = false
    }
  }
  return (count: Count) => {
    const key = countLine(count, new Date())
    counts.set(key, String(Number(counts.get(key) ?? 0) + 1))
    if (writing) again = true
    else void write()
  }
}

/** An HTTP server (not yet listening) for a build with `_headers` and `404.html`, counting into `countsFile`. */
export async function createSiteServer(root: string, countsFile?: string): Promise<Server> {
  const read = (name: string) =>
    readFile(join(root, name)).catch(() => {
      throw new Error(`No ${name} in ${root}: run \`npm run build\` first.`)
    })
  const rules = parseHeadersFile((await read('_headers')).toString('utf8'))
  const notFoundPage = {
    br: await read('404.html.br').catch(() => null),
    gzip: await read('404.html.gz').catch(() => null),
    identity: await read('404.html'),
  }
  /** As nginx does, the 404 page has an ETag (one per encoding), but never answers 304. */
  const tagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url')}"`
  /** Each page's URL: `/x` for `x.html`, `/` for `index.html`. */
  const pages = new Set(
    (await readdir(root))
      .filter((name) => name.endsWith('.html') && name !== '404.html')
      .map((name) => `/${name.slice(0, -'.html'.length)}`.replace(/^\/index$/, '/')),
  )

  function notFound(res: ServerResponse) {
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    setHeaders(res, headersForPath(rules, '/404.html'))
    const accepted = acceptedCodings(res.req.headers['accept-encoding'] ?? '')
    const encoding =
      (/\bbr\b/.test(accepted) && notFoundPage.br && 'br') ||
      (/\bgzip\b/.test(accepted) && notFoundPage.gzip && 'gzip') ||
      'identity'
    const body = notFoundPage[encoding] ?? notFoundPage.identity
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      ETag: tagOf(body),
      Vary: 'Accept-Encoding',
      ...(encoding !== 'identity' && { 'Content-Encoding': encoding }),
    })
    res.end(res.req.method === 'HEAD' ? undefined : body)
  }

  // What the build wrote beside the folder: the pages it counts, their variants and targets.
  const counting: CountingSite = JSON.parse((await read('../counting.json')).toString('utf8'))
  const keep = countsFile ? await countsKeeper(countsFile) : () => {}

  const files = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    onNoMatch: (_req, res) => notFound(res),
  })

  function answer(req: IncomingMessage, res: ServerResponse) {
    const [path = '/', query = ''] = (req.url ?? '/').split(/\?(.*)/s)
    setHeaders(res, headersForPath(rules, path))
    req.headers['accept-encoding'] = acceptedCodings(req.headers['accept-encoding'] ?? '')
    // `/x/` and `/x.html` are the page `/x`, and `/index.html` is `/`, as on the hosts.
    const page = path.replace(/(\/|\.html)$/, '').replace(/^(\/index)?$/, '/')
    const signs = requestSigns((name) => [req.headers[name] ?? []].flat().join(', ') || undefined)
    const counted = countedRequest(counting, req.method ?? '', path, query, signs)
    if (counted?.count) keep(counted.count)
    // A counting path answers any method: a ping 204, the rest its redirect (src/lib/counting.ts).
    if (counted?.status) {
      res.writeHead(counted.status).end()
    } else if (counted?.redirect) {
      res.writeHead(302, { Location: counted.redirect }).end()
    } else if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
    } else if (counted?.file) {
      req.url = `/${counted.file}`
      files(req, res)
    } else if (page !== path && pages.has(page) && !path.startsWith('//')) {
      res.writeHead(308, { Location: `${page}${query && `?${query}`}` }).end()
    } else if (path === '/_headers' || path === '/404.html') {
      notFound(res)
    } else {
      if (req.headers.range && !isRangeForSirv(req.headers.range)) delete req.headers.range
      keepValidatorsOn304(req, res)
      files(req, res)
    }
  }

  // A request Node cannot parse (or whose URL and headers pass maxHeaderSize) never reaches
  // `answer`: Node would answer it 400 or 431 bare. It gets the status with the headers every
  // answer has (the not-found page's: the strictest policy, no-store), as from the hosts.
  const errorHeaders = Object.entries(headersForPath(rules, '/404.html'))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  const onClientError = (error: NodeJS.ErrnoException, socket: Duplex) => {
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : '400 Bad Request'
    if (!socket.writable) return socket.destroy()
    socket.end(
      `HTTP/1.1 ${status}\r\n${errorHeaders}Content-Length: 0\r\nConnection: close\r\n\r\n`,
    )
  }

  // An error of ours must not end the process either, which it would by default.
  const server = createServer((req, res) => {
    // sirv pipes a file to the answer with no error listener, so a file gone since start (a
    // rebuild under a running server) would throw from its stream: that answer is cut off instead.
    res.on('pipe', (file) => file.on('error', () => res.destroy()))
    try {
      answer(req, res)
    } catch (error) {
      console.error(error)
      if (res.headersSent) res.destroy()
      else res.writeHead(500).end()
    }
  })
  return server.on('clientError', onClientError)
}

/** Serves the build at `127.0.0.1:port`, on loopback only, counting into `countsFile`. */
export async function serve(port: number, countsFile?: string): Promise<Server> {
  const server = await createSiteServer(clientDir, countsFile)
  await once(server.listen(port, '127.0.0.1'), 'listening')
  return server
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const portArg = process.argv.indexOf('--port')
  const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.PORT ?? 4173))
  const countsFile = process.env.COUNTS_FILE ?? join(distDir, 'counts.tsv')
  const server = await serve(port, countsFile)
  // The port it got, when asked for any (`--port 0`).
  const { port: bound } = server.address() as AddressInfo
  console.log(`Serving the production build at http://127.0.0.1:${bound}/`)
  console.log(`Counting views and clicks into ${countsFile} (docs/experiments.md)`)
}
