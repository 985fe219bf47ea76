/**
 * A small build in a temp folder, served by `npm start`'s server, with a secret planted beside it
 * that must never reach the wire; and a raw HTTP client, since Node's own refuses to send most of
 * the requests worth trying (bad targets, made-up methods, broken heads).
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { type AddressInfo, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { formatHeadersFile, siteHeaderRules } from '../../build/headers'
import { createSiteServer } from '../../build/serve'

/** Text no file of the build contains: if it is ever on the wire, the server left the build. */
export const secret = 'SECRET-5f0c1e-outside-the-build'

const script = `console.log(${JSON.stringify('x'.repeat(2000))})`
export const siteFiles: Record<string, string | Buffer> = {
  'index.html': '<h1>Home page</h1>',
  'quiz.html': `<h1>Quiz page</h1>${'<p>question</p>'.repeat(200)}`,
  '404.html': `<h1>Not found page</h1>${'<p>nothing here</p>'.repeat(100)}`,
  'assets/app-Ab12.js': script,
  'assets/app-Ab12.js.br': brotliCompressSync(script),
  'assets/app-Ab12.js.gz': gzipSync(script),
  'robots.txt': 'User-agent: *\n',
  /** Where tests/serve.test.ts makes the file library fail. */
  'fails.txt': 'never sent',
  '.vite/manifest.json': '{}',
}

const headerRules = siteHeaderRules({ videoOrigin: 'https://video.example', styleHashes: [] }, [
  { url: '/', file: 'index.html', routed: true },
  { url: '/quiz', file: 'quiz.html', routed: true },
  { url: '/no-such-page', file: '404.html', routed: false },
])
/** The headers every response must carry: the `/*` block of `_headers`. */
export const securityHeaders = headerRules[0]?.headers ?? {}

/** Writes `files` (path -> content) under `dir`. */
export async function writeFiles(dir: string, files: Record<string, string | Buffer>) {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true })
    await writeFile(join(dir, path), content)
  }
}

/** The build folder (what a host publishes), and its parent, where the secret is planted. */
export interface Build {
  root: string
  parent: string
}

/** A build of `siteFiles` and `_headers` in a temp folder, `secret.txt` and a link to it beside. */
export async function writeBuild(): Promise<Build> {
  const parent = await mkdtemp(join(tmpdir(), 'served-site-'))
  const root = join(parent, 'client')
  await writeFiles(parent, { 'secret.txt': secret })
  await symlink(join(parent, 'secret.txt'), join(parent, 'linked-secret.txt'))
  await writeFiles(root, { ...siteFiles, _headers: formatHeadersFile(headerRules) })
  return { root, parent }
}

export interface ServedSite extends Build {
  port: number
  /** Lines the server logged. */
  log: string[]
  close: () => Promise<void>
}

/** Serves `build` (a new one by default) on a free port; `close` also removes it. */
export async function serveSite(build?: Build): Promise<ServedSite> {
  const { root, parent } = build ?? (await writeBuild())
  const log: string[] = []
  const server = await createSiteServer(root, { log: (line) => log.push(line) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const close = async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await rm(parent, { recursive: true, force: true })
  }
  return { port: (server.address() as AddressInfo).port, root, parent, log, close }
}

export interface RawReply {
  status: number
  /** Header names in lower case. */
  headers: Record<string, string>
  body: Buffer
}

/**
 * Sends `request` as it is on a new connection and reads one response (after any 1xx): to the
 * end of its Content-Length (none after HEAD or a 304), or until the server closes.
 */
export function rawRequest(port: number, request: string) {
  const isHead = request.startsWith('HEAD ')
  return new Promise<RawReply>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request))
    let raw = Buffer.alloc(0)
    const parse = (): RawReply | null => {
      const start = raw.toString('latin1').search(/HTTP\/1\.1 [2-5]\d\d /)
      const end = raw.indexOf('\r\n\r\n', start)
      if (start < 0 || end < 0) return null
      const [statusLine = '', ...lines] = raw.subarray(start, end).toString('latin1').split('\r\n')
      const headers = Object.fromEntries(
        lines.map((line) => [line.split(':')[0]?.toLowerCase(), line.replace(/^[^:]*:\s*/, '')]),
      )
      const status = Number(statusLine.split(' ')[1])
      const length = isHead || status === 304 ? 0 : Number(headers['content-length'] ?? Infinity)
      const body = raw.subarray(end + 4)
      if (body.length < length && !socket.readableEnded) return null
      return { status, headers, body: body.subarray(0, length) }
    }
    const settle = () => {
      const reply = parse()
      if (reply) resolve(reply)
      if (reply || socket.readableEnded) socket.destroy()
      if (!reply && socket.readableEnded) reject(new Error(`no answer to ${request.slice(0, 80)}`))
    }
    socket.setTimeout(5000, () =>
      socket.destroy(new Error(`no answer in 5 s to ${request.slice(0, 80)}`)),
    )
    socket.on('data', (chunk: Buffer) => {
      raw = Buffer.concat([raw, chunk])
      settle()
    })
    socket.on('end', settle)
    socket.on('error', reject)
  })
}

/** A request head for `target`, with a Host and any further header lines. */
export function requestHead(target: string, headers: Record<string, string> = {}, method = 'GET') {
  const lines = Object.entries({ Host: 'site.test', ...headers }).map(([n, v]) => `${n}: ${v}\r\n`)
  return `${method} ${target} HTTP/1.1\r\n${lines.join('')}\r\n`
}
