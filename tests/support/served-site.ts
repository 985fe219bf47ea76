/**
 * A small build in a temp folder, served by the production server, with files planted outside it
 * that must never reach the wire; and a raw HTTP client, since Node's own refuses to send most of
 * the requests worth trying (bad targets, made-up methods, broken heads).
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { formatHeadersFile, siteHeaderRules } from '../../scripts/headers'
import { createSiteServer } from '../../scripts/serve'

/** Text no file of the build contains: if it is ever on the wire, the server left the build. */
export const secret = 'SECRET-5f0c1e-outside-the-build'

export const siteFiles = {
  'index.html': '<h1>Home page</h1>',
  'quiz/index.html': `<h1>Quiz page</h1>${'<p>question</p>'.repeat(200)}`,
  '404.html': `<h1>Not found page</h1>${'<p>nothing here</p>'.repeat(100)}`,
  'assets/app-Ab12.js': `console.log(${JSON.stringify('x'.repeat(2000))})`,
  'og-image.png': 'PNG',
  'robots.txt': 'User-agent: *\n',
  '.vite/manifest.json': '{}',
} as const

const headerRules = siteHeaderRules({
  videoOrigin: 'https://video.example',
  styleHashes: ["'sha256-abc='"],
})
/** The headers every response must carry: the `/*` block of `_headers`. */
export const securityHeaders = headerRules.find((rule) => rule.path === '/*')?.headers ?? {}

export interface ServedSite extends Build {
  port: number
  /** Lines the server logged. */
  log: string[]
  close: () => Promise<void>
}

/** Writes `files` (path -> text) under `dir`. */
export async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true })
    await writeFile(join(dir, path), text)
  }
}

export interface Build {
  /** The build folder (what a host publishes). */
  root: string
  /** Its parent, where the secrets are planted. */
  parent: string
}

/**
 * A build with `_headers` and `files` in a temp folder. Beside it: `secret.txt`, and
 * `linked-secret.txt`, a link to it.
 */
export async function writeBuild(files: Record<string, string> = siteFiles): Promise<Build> {
  const parent = await mkdtemp(join(tmpdir(), 'served-site-'))
  const root = join(parent, 'client')
  await writeFiles(parent, { 'secret.txt': secret })
  await symlink(join(parent, 'secret.txt'), join(parent, 'linked-secret.txt'))
  await writeFiles(root, { ...files, _headers: formatHeadersFile(headerRules) })
  return { root, parent }
}

/** Serves `build` (a new one by default) on a free port; `close` also removes it. */
export async function serveSite(build?: Build): Promise<ServedSite> {
  const { root, parent } = build ?? (await writeBuild())
  const log: string[] = []
  const server = await createSiteServer(root, { log: (line) => log.push(line) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    root,
    parent,
    log,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await rm(parent, { recursive: true, force: true })
    },
  }
}

export interface RawReply {
  status: number
  /** Header names in lower case. */
  headers: Record<string, string>
  body: Buffer
  /** Every byte the server sent. */
  raw: Buffer
}

/**
 * Sends `request` as it is on a new connection and reads one response: to the end of its
 * Content-Length (none after HEAD or a 304) or of its last chunk, or until the server closes.
 * Rejects when no answer comes in time.
 */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 5000) {
  const isHead = request.toString('latin1').startsWith('HEAD ')
  return new Promise<RawReply>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request))
    const chunks: Buffer[] = []
    const parse = (): RawReply | null => {
      const raw = Buffer.concat(chunks)
      // An interim answer (100 Continue) comes first: the reply is the block after it.
      let start = 0
      let end = raw.indexOf('\r\n\r\n')
      while (end >= 0 && /^HTTP\/\d\.\d 1\d\d /.test(raw.toString('latin1', start, end))) {
        start = end + 4
        end = raw.indexOf('\r\n\r\n', start)
      }
      if (end < 0) return null
      const head = raw.subarray(start, end).toString('latin1')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      const status = Number(statusLine.split(' ')[1])
      const length = isHead || status === 304 ? 0 : Number(headers['content-length'] ?? Number.NaN)
      const body = raw.subarray(end + 4)
      const chunked = /chunked/i.test(headers['transfer-encoding'] ?? '')
      const whole = chunked ? body.toString('latin1').endsWith('0\r\n\r\n') : body.length >= length
      if (!whole && !socket.readableEnded) return null
      return { status, headers, body: Number.isNaN(length) ? body : body.subarray(0, length), raw }
    }
    socket.setTimeout(timeoutMs, () => {
      socket.destroy()
      reject(new Error(`no answer in ${timeoutMs} ms to ${JSON.stringify(request.slice(0, 80))}`))
    })
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      const reply = parse()
      if (reply) {
        socket.destroy()
        resolve(reply)
      }
    })
    socket.on('end', () => {
      const reply = parse()
      if (reply) resolve(reply)
      else reject(new Error(`connection closed without an answer to ${JSON.stringify(request)}`))
    })
    socket.on('error', reject)
  })
}

/** A GET (or `method`) request head for `target`, with a Host and any further header lines. */
export function requestHead(target: string, headers: Record<string, string> = {}, method = 'GET') {
  const lines = Object.entries({ Host: 'site.test', ...headers }).map(([n, v]) => `${n}: ${v}\r\n`)
  return `${method} ${target} HTTP/1.1\r\n${lines.join('')}\r\n`
}
