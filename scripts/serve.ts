/**
 * Serves the production build exactly as a static host would: prerendered files, 404.html
 * with status 404 for unknown paths, br/gzip compression, immutable caching for hashed assets,
 * revalidation for HTML, and every header of the build's `_headers` file (the file a static
 * host reads), so `npm start` and production send the same headers.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { type HeaderRule, headersForPath, parseHeadersFile, revalidateCaching } from './headers'
import { clientDir } from './site'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
}
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml'])

export type Encoding = 'br' | 'gzip'

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

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  )
}

/** Build files a host consumes or keeps private rather than serving. */
function isHidden(relative: string): boolean {
  return relative
    .split(/[/\\]/)
    .some(
      (segment) => segment.startsWith('.') || segment === '_headers' || segment === '_redirects',
    )
}

/**
 * The file under `root` for a URL path, or null: /x -> x or x/index.html, /x/ -> x/index.html.
 * Anything that would leave `root` (`..`, encoded or not) is refused.
 */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  const rootDir = root.endsWith(sep) ? root : `${root}${sep}`
  const relative = normalize(`/${decoded}`).slice(1)
  if (relative.split(sep).includes('..') || isHidden(relative)) return null
  const base = join(rootDir, relative)
  if (!base.startsWith(rootDir) && `${base}${sep}` !== rootDir) return null
  const candidates = decoded.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, join(base, 'index.html')]
  for (const candidate of candidates) if (await isFile(candidate)) return candidate
  return null
}

interface CachedFile {
  mtimeMs: number
  body: Buffer
  etag: string
  encoded: Partial<Record<Encoding, Buffer>>
}

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

/** Files with their compressed forms, made once per file version, as a CDN's cache would. */
function fileCache() {
  const files = new Map<string, CachedFile>()
  return async function read(path: string, encoding: Encoding | null) {
    const { mtimeMs } = await stat(path)
    let file = files.get(path)
    if (!file || file.mtimeMs !== mtimeMs) {
      const body = await readFile(path)
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
      file = { mtimeMs, body, etag, encoded: {} }
      files.set(path, file)
    }
    if (!encoding) return { body: file.body, etag: file.etag }
    file.encoded[encoding] ??= await compress[encoding](file.body)
    return { body: file.encoded[encoding], etag: `${file.etag.slice(0, -1)}-${encoding}"` }
  }
}

export async function loadHeaderRules(root: string): Promise<HeaderRule[]> {
  const text = await readFile(join(root, '_headers'), 'utf8').catch(() => null)
  if (text === null) throw new Error(`No _headers file in ${root}: run \`npm run build\` first.`)
  return parseHeadersFile(text)
}

export interface SiteServerOptions {
  /** The folder a static host would publish (dist/client). */
  root: string
  /** The rules of its `_headers` file. */
  rules: readonly HeaderRule[]
}

/** Every file under `dir`, recursively. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  )
  return nested.flat()
}

export function createSiteServer({ root, rules }: SiteServerOptions) {
  const read = fileCache()
  const notFoundPage = join(root, '404.html')
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end()
        return
      }
      const url = new URL(req.url ?? '/', 'http://localhost')
      const found = await resolveFile(root, url.pathname)
      const file = found ?? notFoundPage
      const ext = extname(file)
      const encoding = compressible.has(ext) ? pickEncoding(req.headers['accept-encoding']) : null
      const { body, etag } = await read(file, encoding)
      const ruleHeaders = headersForPath(rules, url.pathname)
      const headers: Record<string, string> = {
        ...ruleHeaders,
        'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
        // A missing file must never be cached for a year just because its path is under /assets.
        'Cache-Control': (found && ruleHeaders['Cache-Control']) || revalidateCaching,
        Vary: 'Accept-Encoding',
        ETag: etag,
        'Content-Length': String(body.length),
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      }
      if (found && req.headers['if-none-match'] === etag) {
        delete headers['Content-Length']
        res.writeHead(304, headers).end()
        return
      }
      res.writeHead(found ? 200 : 404, headers)
      res.end(req.method === 'HEAD' ? undefined : body)
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Internal server error')
      console.error(error)
    }
  })
  /** Compresses every file up front, so no visitor (or benchmark run) waits for brotli. */
  const warm = async () => {
    const files = (await listFiles(root)).filter(
      (file) => compressible.has(extname(file)) && !isHidden(file.slice(root.length)),
    )
    for (const file of files)
      for (const encoding of ['br', 'gzip'] as const) await read(file, encoding)
  }
  return Object.assign(server, { warm })
}

/**
 * Listens on `host:port` and starts compressing every file; `warmed` settles when that is done
 * (the benchmark waits for it, so its first run is not slower than the others).
 */
export async function serve(port: number, host = '127.0.0.1', root = clientDir) {
  if (!(await isFile(join(root, 'index.html')))) {
    throw new Error(`No build found in ${root}: run \`npm run build\` first.`)
  }
  const server = createSiteServer({ root, rules: await loadHeaderRules(root) })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const warmed = server.warm().catch((error: unknown) => {
    console.error('Could not precompress the build:', error)
  })
  return Object.assign(server, { warmed })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const portArg = process.argv.indexOf('--port')
  const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.PORT ?? 4173))
  await serve(port)
  console.log(`Serving the production build at http://127.0.0.1:${port}/`)
}
