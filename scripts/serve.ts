/**
 * Serves the production build exactly as a static host would: prerendered files, 404.html
 * with status 404 for unknown paths, compression, immutable caching for hashed assets,
 * no-cache for HTML, and the security headers of dist/client/_headers.
 */
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createBrotliCompress, createGzip } from 'node:zlib'
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
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
}
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml'])

/** Headers for every response, read from the build's `_headers` file (`/*` block). */
async function securityHeaders(): Promise<Record<string, string>> {
  const text = await readFile(join(clientDir, '_headers'), 'utf8').catch(() => '')
  const headers: Record<string, string> = {}
  for (const line of text.split('\n')) {
    const match = /^\s+([\w-]+):\s*(.+)$/.exec(line)
    if (match?.[1] && match[2]) headers[match[1]] = match[2].trim()
  }
  return headers
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  )
}

/** The file for a URL path, or null: /x -> x, /x/ and /x -> x/index.html. */
export async function resolveFile(urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const relative = normalize(decoded).replace(/^(\.\.[/\\])+/, '')
  const base = join(clientDir, relative)
  if (!base.startsWith(clientDir)) return null
  for (const candidate of [base, join(base, 'index.html')]) {
    if (!candidate.endsWith('/') && (await isFile(candidate))) return candidate
  }
  return null
}

export function createSiteServer(extraHeaders: Record<string, string>) {
  return createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost')
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end()
        return
      }
      const found = await resolveFile(url.pathname)
      const file = found ?? join(clientDir, '404.html')
      const ext = extname(file)
      const hashed = file.startsWith(join(clientDir, 'assets'))
      const encoding = compressible.has(ext)
        ? /\bbr\b/.test(String(req.headers['accept-encoding']))
          ? 'br'
          : /\bgzip\b/.test(String(req.headers['accept-encoding']))
            ? 'gzip'
            : null
        : null
      res.writeHead(found ? 200 : 404, {
        ...extraHeaders,
        'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      })
      if (req.method === 'HEAD') {
        res.end()
        return
      }
      const source = createReadStream(file)
      if (encoding === 'br') await pipeline(source, createBrotliCompress(), res)
      else if (encoding === 'gzip') await pipeline(source, createGzip(), res)
      else await pipeline(source, res)
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' })
      res.end('Internal server error')
      console.error(error)
    }
  })
}

export async function serve(port: number, host = '127.0.0.1') {
  if (!(await isFile(join(clientDir, 'index.html')))) {
    throw new Error('No build found in dist/client: run `npm run build` first.')
  }
  const server = createSiteServer(await securityHeaders())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return server
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const portArg = process.argv.indexOf('--port')
  const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.PORT ?? 4173))
  await serve(port)
  console.log(`Serving the production build at http://127.0.0.1:${port}/`)
}
