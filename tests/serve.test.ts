/**
 * What `npm start`'s server does beyond what a host does (tests/hosts.test.ts has the pages, the
 * redirects, the 404 page and the header table, on the hosts and on it alike), on a small build in
 * a temp folder with a secret planted beside it. Requests go raw over TCP, since Node's own client
 * refuses to send most of those worth trying, and every answer is checked for what no answer may
 * lack: the security headers, no 5xx (but the one failure made on purpose) and no byte from
 * outside the build. Malformed requests, conditional and range requests, links in the build and
 * failures are each tested once; then path traversal, fast-check's targets and request heads, and
 * clients that leave early in every way at once; the server still serves a page afterwards.
 */
import { once } from 'node:events'
import { mkdir, mkdtemp, rm, symlink, unlink, writeFile } from 'node:fs/promises'
import { type AddressInfo, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, expect, test, vi } from 'vitest'
import { contentSecurityPolicy, formatHeadersFile, siteHeaderRules } from '../build/headers'
import { createSiteServer } from '../ops/serve'

// A fault inside the file library, on one path: what the server does when its own code fails.
vi.mock('send', async (importOriginal) => {
  const { default: send } = await importOriginal<{ default: typeof import('send') }>()
  return {
    default: (...args: Parameters<typeof send>) => {
      if (args[1] === '/fails.txt') throw new Error('disk on fire')
      return send(...args)
    },
  }
})

/** Text no file of the build contains: if it is ever on the wire, the server left the build. */
const secret = 'SECRET-5f0c1e-outside-the-build'
const script = `console.log(${JSON.stringify('x'.repeat(2000))})`
/** One policy for every page here: each answer, whatever its path, must carry it. */
const csp = contentSecurityPolicy({ videoOrigin: null, styleHashes: [], scriptHashes: [] })
const headerRules = siteHeaderRules([
  { url: '/', file: 'index.html', routed: true, csp },
  { url: '/quiz', file: 'quiz.html', routed: true, csp },
  { url: '/no-such-page', file: '404.html', routed: false, csp },
])
/** The headers every answer must carry: the `/*` block of `_headers`. */
const securityHeaders = headerRules[0]?.headers ?? {}
const siteFiles: Record<string, string | Buffer> = {
  _headers: formatHeadersFile(headerRules),
  'index.html': '<h1>Home page</h1>',
  'quiz.html': `<h1>Quiz page</h1>${'<p>question</p>'.repeat(200)}`,
  '404.html': `<h1>Not found page</h1>${'<p>nothing here</p>'.repeat(100)}`,
  'assets/app-Ab12.js': script,
  'assets/app-Ab12.js.br': brotliCompressSync(script),
  'robots.txt': 'User-agent: *\n',
  'fails.txt': 'never sent',
  '.vite/manifest.json': '{}',
}

async function writeFiles(dir: string, files: Record<string, string | Buffer>) {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true })
    await writeFile(join(dir, path), content)
  }
}

/** The temp folder: the build (`client`, what a host publishes), and beside it the secret. */
const parent = await mkdtemp(join(tmpdir(), 'served-site-'))
const root = join(parent, 'client')
/** Lines the server logged. */
const log: string[] = []
await writeFiles(parent, { 'secret.txt': secret })
await symlink(join(parent, 'secret.txt'), join(parent, 'linked-secret.txt'))
await writeFiles(root, siteFiles)
// A link to a file inside the build is served as that file.
await symlink(join(root, 'robots.txt'), join(root, 'latest.txt'))
const server = await createSiteServer(root, { log: (line) => log.push(line) })
await once(server.listen(0, '127.0.0.1'), 'listening')
const { port } = server.address() as AddressInfo
afterAll(async () => {
  // One line per entry, and no failure but the one made on purpose.
  expect(log.filter((line) => line.includes('\n') || /^5\d\d/.test(line))).toEqual([
    '500 GET "/fails.txt": disk on fire',
  ])
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await rm(parent, { recursive: true, force: true })
})

/**
 * Sends `request` as it is on a new connection, reads to the close (each request asks for one) and
 * parses the response after any 1xx, its header names in lower case.
 */
async function rawRequest(request: string) {
  const what = `to ${request.slice(0, 80)}`
  const socket = connect(port, '127.0.0.1', () => socket.write(request))
  socket.setTimeout(60_000, () => socket.destroy(new Error(`no answer in 60 s ${what}`)))
  const raw = Buffer.concat(await socket.toArray())
  const start = raw.toString('latin1').search(/HTTP\/1\.1 [2-5]\d\d /)
  const end = raw.indexOf('\r\n\r\n', start)
  if (start < 0 || end < 0) throw new Error(`no answer ${what}`)
  const [statusLine = '', ...lines] = raw.subarray(start, end).toString('latin1').split('\r\n')
  const headers: Record<string, string> = Object.fromEntries(
    lines.map((line) => [line.split(':')[0]?.toLowerCase(), line.replace(/^[^:]*:\s*/, '')]),
  )
  return { status: Number(statusLine.split(' ')[1]), headers, body: raw.subarray(end + 4) }
}

/** A request head: `requestLine`, a Host unless `headers` has one, `headers`, `Connection: close`. */
function requestHead(requestLine: string, headers: Record<string, string> = {}) {
  const lines = Object.entries({ Host: 'site.test', ...headers }).map(([n, v]) => `${n}: ${v}\r\n`)
  return `${requestLine}\r\n${lines.join('')}Connection: close\r\n\r\n`
}

/** The one request answered 500, on purpose (the mock above). */
const failing = requestHead('GET /fails.txt HTTP/1.1')

/** Sends `request` and checks what no answer may lack: the headers, no 5xx, no secret. */
async function ask(request: string) {
  const reply = await rawRequest(request)
  const what = JSON.stringify(request.slice(0, 120))
  if (request !== failing) expect(reply.status, what).toBeLessThan(500)
  const decode = { br: brotliDecompressSync, gzip: gunzipSync }[
    reply.headers['content-encoding'] ?? ''
  ]
  const body = decode && reply.body.length > 0 ? decode(reply.body) : reply.body
  expect(body.includes(secret), `secret leaked: ${what}`).toBe(false)
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(reply.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value)
  }
  return reply
}

const get = (target: string, headers: Record<string, string> = {}) =>
  ask(requestHead(`GET ${target} HTTP/1.1`, headers))
const text = (reply: { body: Buffer }) => reply.body.toString('utf8')

/** Lists written as one line of space-separated words. */
const words = (text: string) => text.split(' ')

test.each<[string, number, string, string?]>([
  ['HTTP/1.1 without Host', 400, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
  ['a DELETE', 405, requestHead('DELETE / HTTP/1.1'), 'GET, HEAD'],
  ['a CONNECT', 405, 'CONNECT site.test:443 HTTP/1.1\r\nHost: site.test\r\n\r\n', 'GET, HEAD'],
  ['a 17 kB header', 431, requestHead('GET / HTTP/1.1', { Cookie: 'a'.repeat(17_000) })],
  ['an Expect Node does not know', 200, requestHead('GET / HTTP/1.1', { Expect: 'teapot' })],
])('%s: %i, with the headers', async (_, status, request, allow) => {
  const reply = await ask(request)
  expect(reply.status).toBe(status)
  expect(reply.headers.allow).toBe(allow)
})

test('a malformed target is a 400 and one log line; a failure of its own, a 500 that tells nothing', async () => {
  // A bad %, in origin and absolute form; a URL that does not parse; targets that are no path.
  const malformed = words('/% http://site.test/% http://[ * file:///etc/passwd')
  log.length = 0
  for (const target of malformed) expect((await get(target)).status, target).toBe(400)
  const failed = await ask(failing)
  expect(failed.status).toBe(500)
  expect(text(failed)).not.toContain('disk on fire')
  expect(log).toEqual([
    ...malformed.map(() => expect.stringMatching(/^400 [^\n]+$/)),
    '500 GET "/fails.txt": disk on fire',
  ])
})

const notFound = (path: string): [string, number, string] => [path, 404, '404.html']
test.each<[string, number, string]>([
  ['http://evil.example/quiz', 200, 'quiz.html'],
  ['/latest.txt', 200, 'robots.txt'],
  ...['//', '//evil.example/quiz'].map(notFound),
  // No dotfile, and not the 404 page by its name.
  ...['/.vite/manifest.json', '/404.html'].map(notFound),
])('%s is a %i with %s, never a redirect', async (target, status, file) => {
  const reply = await get(target)
  expect(reply.status).toBe(status)
  expect(text(reply)).toBe(siteFiles[file])
  expect(reply.headers.location).toBeUndefined()
})

test('answers conditional and range requests, the ones it refuses with their headers', async () => {
  const body = String(siteFiles['robots.txt'])
  const { etag = '', 'last-modified': lastModified = '' } = (await get('/robots.txt')).headers
  const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString()
  const cases: [Record<string, string>, number, string][] = [
    [{ 'If-None-Match': etag }, 304, ''],
    [{ 'If-None-Match': '"other"' }, 200, body],
    [{ 'If-Modified-Since': lastModified }, 304, ''],
    [{ 'If-Modified-Since': earlier }, 200, body],
    [{ Range: 'bytes=0-3' }, 206, body.slice(0, 4)],
    // RFC 9110 §14.1.1: a range that ends before it starts is void.
    [{ Range: 'bytes=5-2' }, 200, body],
  ]
  for (const [headers, status, part] of cases) {
    const reply = await get('/robots.txt', headers)
    expect([reply.status, text(reply)], JSON.stringify(headers)).toEqual([status, part])
  }
  const unsatisfiable = await get('/robots.txt', { Range: 'bytes=99-' })
  expect(unsatisfiable.status).toBe(416)
  expect(unsatisfiable.headers['content-range']).toBe(`bytes */${body.length}`)
})

test('a file gone since the start is the 404 page, and the server carries on', async () => {
  await unlink(join(root, 'robots.txt'))
  const gone = await get('/robots.txt')
  expect([gone.status, text(gone)]).toEqual([404, siteFiles['404.html']])
  await writeFiles(root, { 'robots.txt': siteFiles['robots.txt'] ?? '' })
  expect((await get('/robots.txt')).status).toBe(200)
})

test.each([
  ['a file outside it', join(parent, 'secret.txt')],
  ['nothing', join(parent, 'no-such-file')],
  ['a folder, even its own', 'assets'],
])('a link in the build to %s stops the server, which names it', async (_, target) => {
  const linked = await mkdtemp(join(parent, 'linked-'))
  const link = join(linked, 'assets', 'leak')
  await writeFiles(linked, siteFiles)
  await symlink(resolve(linked, target), link)
  await expect(createSiteServer(linked)).rejects.toThrow(link)
})

// The secret sits beside the build: ../secret.txt, and ../linked-secret.txt links to it.
const climbs = words('.. %2e%2e %252e%252e %c0%ae%c0%ae')
const separators = words('/ %2f %5c \\ //')
const traversals = words('/ /assets/').flatMap((start) =>
  climbs.flatMap((climb) =>
    separators.flatMap((sep) =>
      words('secret.txt linked-secret.txt').map((file) => start + [climb, climb, file].join(sep)),
    ),
  ),
)

test(`${traversals.length} path traversal probes, all at once, are a 400 or a 404`, async () => {
  const replies = await Promise.all(traversals.map((target) => get(target)))
  for (const reply of replies) expect([400, 404]).toContain(reply.status)
})

const pieces = words(
  '.. . %2e%2e %252e %2f %5c \\ %00 % %zz %E0%A4%A %ff _headers 404.html quiz',
).concat(words('quiz.html index.html assets app-Ab12.js .vite secret.txt client'), '')
const segment = fc.oneof(
  fc.constantFrom(...pieces),
  fc.string({ unit: fc.constantFrom(...[..."abcXYZ019-._~!$&'()*+,;=:@/?#[]%"]), maxLength: 12 }),
)
const target = fc
  .tuple(
    fc.constantFrom(...words('/ // /./ http://site.test/ http://evil.example https://[ *'), ''),
    fc.array(segment, { maxLength: 8 }),
    fc.constantFrom(...words('/ \\ %2f //')),
  )
  .map(([start, segments, separator]) => start + segments.join(separator))
const httpDate = fc.date().map((date) => date.toUTCString())
const garbage = fc.string({ maxLength: 40 }).map((text) => text.replace(/[\r\n]/g, ' '))
const oneOf = (text: string) => fc.oneof(fc.constantFrom(...text.split(' | ')), garbage)
const headerLines = fc.record(
  {
    Host: fc.constantFrom('site.test', '', 'evil.example', '[::1]:80', 'a b'),
    'Accept-Encoding': oneOf('br | gzip | br;q=0 | *;q=0 | gzip;q=abc'),
    'If-None-Match': oneOf('* | W/"x" | "a", W/"b" | "" | W/ | ,'),
    'If-Modified-Since': fc.oneof(httpDate, garbage),
    Range: oneOf('bytes=5-2 | bytes=-5 | bytes=0-0,1-1 | bytes=99999-'),
    Expect: oneOf('100-continue | teapot'),
    'Content-Length': oneOf('0 | -1 | abc | 1, 2'),
    'Transfer-Encoding': oneOf('chunked | gzip | chunked, chunked'),
    Connection: oneOf('close | keep-alive | Upgrade'),
    Upgrade: oneOf('websocket | h2c'),
    Cookie: fc.constantFrom('a=1', 'a'.repeat(17_000)),
    'X Bad Name': fc.constant('1'),
    'X-Folded': fc.constant('first\r\n second'),
  },
  { requiredKeys: [] },
)
const method = fc.oneof(
  fc.constantFrom(...words('GET HEAD POST PUT OPTIONS TRACE CONNECT get BREW M-SEARCH'), ''),
  fc.string({ unit: fc.constantFrom(...'ABCXYZ-_!'), minLength: 1, maxLength: 10 }),
)
const version = fc.constantFrom(...words('HTTP/1.1 HTTP/1.0 HTTP/2.0 HTTP/0.9 http/1.1 FOO'))
const requestLine = fc.tuple(method, target, version).map((parts) => parts.join(' '))
const request = fc.tuple(requestLine, headerLines).map((head) => requestHead(...head))

/** How many random targets, and how many random request heads, the properties try. */
const numRuns = 400
/** Checks `ask`'s rules on `numRuns` random request heads. */
const askRandom = (heads: fc.Arbitrary<string>) =>
  fc.assert(
    fc.asyncProperty(heads, (head) => ask(head).then(() => {})),
    { numRuns },
  )

test(`${numRuns} random targets, ${numRuns} random request heads`, async () => {
  await askRandom(target.map((path) => requestHead(`GET ${path} HTTP/1.1`)))
  await askRandom(request)
})

/** A client that goes away: before its request is whole (0), right after it (1), or mid-answer. */
function leaveEarly(kind: number, text: string) {
  return new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(kind === 0 ? text.slice(0, text.length / 2) : text)
      if (kind < 2) socket.destroy()
    })
    socket.on('data', () => socket.destroy())
    socket.on('error', () => {})
    socket.on('close', () => resolve())
  })
}

test('clients that leave early, each way on each kind of answer, at once; then a visitor', async () => {
  const asking = words('/ /quiz /assets/app-Ab12.js /missing').map((path) =>
    requestHead(`GET ${path} HTTP/1.1`, { 'Accept-Encoding': 'br' }),
  )
  await Promise.all([0, 1, 2].flatMap((kind) => asking.map((head) => leaveEarly(kind, head))))
  expect(text(await get('/quiz'))).toBe(siteFiles['quiz.html'])
})
