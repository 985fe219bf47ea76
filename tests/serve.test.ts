/**
 * What `npm start`'s server does beyond what a host does (tests/hosts.test.ts has the pages, the
 * redirects, the 404 page and the header table, on the hosts and on it alike), on a small build in
 * a temp folder with a secret planted beside it. Requests go raw over TCP, since Node's own client
 * refuses to send most of those worth trying, and every answer is checked for what no answer may
 * lack: the security headers, no 5xx (but the one failure made on purpose) and no byte from
 * outside the build. Malformed requests, conditional and range requests, links in the build and
 * failures are each tested once; then path traversal in many spellings and fast-check's targets,
 * request heads and clients that leave early; the server still serves a page afterwards.
 */
import { mkdir, mkdtemp, rm, symlink, unlink, writeFile } from 'node:fs/promises'
import { type AddressInfo, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { formatHeadersFile, siteHeaderRules } from '../build/headers'
import { createSiteServer } from '../build/serve'

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
const siteFiles: Record<string, string | Buffer> = {
  'index.html': '<h1>Home page</h1>',
  'quiz.html': `<h1>Quiz page</h1>${'<p>question</p>'.repeat(200)}`,
  '404.html': `<h1>Not found page</h1>${'<p>nothing here</p>'.repeat(100)}`,
  'assets/app-Ab12.js': script,
  'assets/app-Ab12.js.br': brotliCompressSync(script),
  'assets/app-Ab12.js.gz': gzipSync(script),
  'robots.txt': 'User-agent: *\n',
  'fails.txt': 'never sent',
  '.vite/manifest.json': '{}',
}
const headerRules = siteHeaderRules({ videoOrigin: 'https://video.example', styleHashes: [] }, [
  { url: '/', file: 'index.html', routed: true },
  { url: '/quiz', file: 'quiz.html', routed: true },
  { url: '/no-such-page', file: '404.html', routed: false },
])
/** The headers every answer must carry: the `/*` block of `_headers`. */
const securityHeaders = headerRules[0]?.headers ?? {}

async function writeFiles(dir: string, files: Record<string, string | Buffer>) {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true })
    await writeFile(join(dir, path), content)
  }
}

/** The build folder (what a host publishes), and its parent, where the secret is planted. */
interface Build {
  root: string
  parent: string
}

/** A build of `siteFiles` and `_headers` in a temp folder; beside it `secret.txt` and a link to it. */
async function writeBuild(): Promise<Build> {
  const parent = await mkdtemp(join(tmpdir(), 'served-site-'))
  const root = join(parent, 'client')
  await writeFiles(parent, { 'secret.txt': secret })
  await symlink(join(parent, 'secret.txt'), join(parent, 'linked-secret.txt'))
  await writeFiles(root, { ...siteFiles, _headers: formatHeadersFile(headerRules) })
  return { root, parent }
}

let build: Build
let port: number
/** Lines the server logged. */
const log: string[] = []
let close = async () => {}
beforeAll(async () => {
  build = await writeBuild()
  // A link to a file inside the build is served as that file.
  await symlink(join(build.root, 'robots.txt'), join(build.root, 'latest.txt'))
  const server = await createSiteServer(build.root, { log: (line) => log.push(line) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  close = async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await rm(build.parent, { recursive: true, force: true })
  }
})
afterAll(async () => {
  expect(text(await get('/'))).toBe(siteFiles['index.html'])
  // One line per entry, and no failure but the one made on purpose.
  expect(log.filter((line) => line.includes('\n') || /^5\d\d/.test(line))).toEqual([
    '500 GET "/fails.txt": disk on fire',
  ])
  await close()
})

interface RawReply {
  status: number
  /** Header names in lower case. */
  headers: Record<string, string>
  body: Buffer
}

/**
 * Sends `request` as it is on a new connection and reads one response (after any 1xx): to the
 * end of its Content-Length (none after HEAD or a 304), or until the server closes.
 */
function rawRequest(request: string) {
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
function requestHead(target: string, headers: Record<string, string> = {}, method = 'GET') {
  const lines = Object.entries({ Host: 'site.test', ...headers }).map(([n, v]) => `${n}: ${v}\r\n`)
  return `${method} ${target} HTTP/1.1\r\n${lines.join('')}\r\n`
}

/** The one request answered 500, on purpose (the mock above). */
const failing = requestHead('/fails.txt')

/** Sends `request` and checks what no answer may lack: the headers, no 5xx, no secret. */
async function ask(request: string): Promise<RawReply> {
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

const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  ask(requestHead(target, headers, method))
const text = (reply: RawReply) => reply.body.toString('utf8')

/** Targets that are no path of an origin server, or an undecodable one. */
const malformedTargets = ['/%', '//%', 'http://[', '/%E0%A4%A', 'http://site.test/%', '*'].concat(
  'site.test',
  'file:///etc/passwd',
  'http://localhost:99999/',
)

test.each<[string, number, string]>([
  ...malformedTargets.map((target): [string, number, string] => [target, 400, requestHead(target)]),
  ['HTTP/1.1 without Host', 400, 'GET / HTTP/1.1\r\n\r\n'],
  ['a POST', 405, requestHead('/', { 'Content-Length': '0' }, 'POST')],
  ['a CONNECT', 405, 'CONNECT site.test:443 HTTP/1.1\r\nHost: site.test\r\n\r\n'],
  ['a made-up method', 400, requestHead('/', {}, 'BREW')],
  ['a 17 kB header', 431, requestHead('/', { Cookie: 'a'.repeat(17_000) })],
  [
    'Content-Length and chunked',
    400,
    requestHead('/', { 'Content-Length': '1', 'Transfer-Encoding': 'chunked' }),
  ],
  ['an Expect Node does not know', 200, requestHead('/', { Expect: 'teapot' })],
  ['a redirect', 308, requestHead('/quiz/')],
  // `*` counts only alone; a range that ends before it starts is void.
  [
    'W/"x", * and bytes=5-2',
    200,
    requestHead('/', { 'If-None-Match': 'W/"x", *', Range: 'bytes=5-2' }),
  ],
])('%s: %i, with the headers', async (_, status, request) => {
  expect((await ask(request)).status).toBe(status)
})

test('a method it does not serve is a 405 that says which it does; HEAD has the headers of GET', async () => {
  expect((await get('/', {}, 'DELETE')).headers.allow).toBe('GET, HEAD')
  const [whole, head] = [await get('/quiz'), await get('/quiz', {}, 'HEAD')]
  expect(head.body.length).toBe(0)
  expect({ ...head.headers, date: '' }).toEqual({ ...whole.headers, date: '' })
})

test('a malformed target is one log line; a failure of its own, a 500 that tells nothing', async () => {
  log.length = 0
  for (const target of malformedTargets) await get(target)
  const failed = await ask(failing)
  expect(failed.status).toBe(500)
  expect(text(failed)).not.toContain('disk on fire')
  expect(log).toEqual([
    ...malformedTargets.map(() => expect.stringMatching(/^400 [^\n]+$/)),
    '500 GET "/fails.txt": disk on fire',
  ])
})

const notFound = (path: string): [string, number, string] => [path, 404, '404.html']
test.each<[string, number, string]>([
  ['http://evil.example/quiz', 200, 'quiz.html'],
  ['/latest.txt', 200, 'robots.txt'],
  ...['//quiz', '//evil.example/quiz', '//evil.example/', '//', '/quiz//'].map(notFound),
  // No dotfile, and not the 404 page by its name.
  ...['/.vite/manifest.json', '/%2evite/manifest.json', '/404.html', '/404'].map(notFound),
  ...['http://site.test/../secret.txt', '/secret.txt%00.html', '//a:99999/', '//['].map(notFound),
])('%s is a %i with %s, never a redirect', async (target, status, file) => {
  const reply = await get(target)
  expect(reply.status).toBe(status)
  expect(text(reply)).toBe(siteFiles[file])
  expect(reply.headers.location).toBeUndefined()
})

test('revalidates as RFC 9110 says: weak comparison, lists, *, If-None-Match first', async () => {
  const { etag = '', 'last-modified': lastModified = '' } = (await get('/quiz')).headers
  const opaque = etag.replace(/^W\//, '')
  const later = new Date(Date.parse(lastModified) + 60_000).toUTCString()
  const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString()
  const cases: [Record<string, string>, number][] = [
    [{ 'If-None-Match': etag }, 304],
    [{ 'If-None-Match': `W/${opaque}` }, 304],
    [{ 'If-None-Match': `"other", ${etag}` }, 304],
    [{ 'If-None-Match': '*' }, 304],
    [{ 'If-None-Match': '"other"' }, 200],
    [{ 'If-None-Match': '"other"', 'If-Modified-Since': later }, 200],
    [{ 'If-Modified-Since': lastModified }, 304],
    [{ 'If-Modified-Since': earlier }, 200],
    [{ 'If-Modified-Since': 'not a date' }, 200],
    [{ 'If-Match': '"other"' }, 412],
  ]
  for (const [headers, status] of cases) {
    const reply = await get('/quiz', headers)
    expect(reply.status, JSON.stringify(headers)).toBe(status)
    if (status === 200) expect(text(reply)).toBe(siteFiles['quiz.html'])
  }
  expect((await get('/missing', { 'If-None-Match': '*' })).status).toBe(404)
})

test('answers a single Range with that part, and one it cannot serve with 416 or the whole', async () => {
  const body = String(siteFiles['robots.txt'])
  const cases: [string, number, string][] = [
    ['bytes=0-3', 206, body.slice(0, 4)],
    ['bytes=-2', 206, body.slice(-2)],
    ['bytes=5-2', 200, body],
    ['bytes=0-0,2-3', 200, body],
    ['lines=1-2', 200, body],
    ['bytes=99-', 416, ''],
  ]
  for (const [range, status, part] of cases) {
    const reply = await get('/robots.txt', { Range: range })
    expect(reply.status, range).toBe(status)
    if (status !== 416) expect(text(reply), range).toBe(part)
    else expect(reply.headers['content-range'], range).toBe(`bytes */${body.length}`)
  }
})

test('a file gone since the start is a 404, and the server carries on', async () => {
  await unlink(join(build.root, 'robots.txt'))
  expect((await get('/robots.txt')).status).toBe(404)
  await writeFiles(build.root, { 'robots.txt': siteFiles['robots.txt'] ?? '' })
  expect((await get('/robots.txt')).status).toBe(200)
})

test.each([
  ['a file outside it', (build: Build) => join(build.parent, 'secret.txt')],
  ['a folder outside it', (build: Build) => build.parent],
  ['nothing', (build: Build) => join(build.parent, 'no-such-file')],
  ['a folder, even its own', (build: Build) => join(build.root, 'assets')],
])('a link in the build to %s stops the server, which names it', async (_, target) => {
  const build = await writeBuild()
  const link = join(build.root, 'images', 'leak')
  await writeFiles(build.root, { 'images/logo.svg': '<svg/>' })
  await symlink(target(build), link)
  await expect(createSiteServer(build.root)).rejects.toThrow(link)
  await rm(build.parent, { recursive: true, force: true })
})

/** Lists written as one line of space-separated words. */
const words = (text: string) => text.split(' ')

// The secret sits beside the build: ../secret.txt, and ../linked-secret.txt links to it.
const climbs = words('.. %2e%2e .%2e %252e%252e %c0%ae%c0%ae %uff0e%uff0e ..%00 ...')
const separators = words('/ %2f %5c \\ %252f %c0%af // /./')
const traversals = words('/ /quiz/ /assets/../../').flatMap((start) =>
  climbs.flatMap((climb) =>
    separators.flatMap((sep) =>
      words('secret.txt linked-secret.txt').map((file) => start + [climb, climb, file].join(sep)),
    ),
  ),
)

test(`${traversals.length} path traversal probes are a 400 or a 404`, async () => {
  // Fifty at a time: quick, and a test of concurrency too.
  for (let start = 0; start < traversals.length; start += 50) {
    const batch = traversals.slice(start, start + 50)
    const replies = await Promise.all(batch.map((target) => ask(requestHead(target))))
    for (const reply of replies) expect([400, 404]).toContain(reply.status)
  }
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
const garbage = fc.string({ maxLength: 40 }).map((text) => text.replace(/[\r\n]/g, ' '))
const oneOf = (text: string) => fc.oneof(fc.constantFrom(...text.split(' | ')), garbage)
const headerLines = fc.record(
  {
    Host: fc.constantFrom('site.test', '', 'evil.example', '[::1]:80', 'a b'),
    'Accept-Encoding': oneOf('br | gzip | br;q=0 | *;q=0 | gzip;q=abc'),
    'If-None-Match': oneOf('* | W/"x" | "a", W/"b" | "" | W/ | ,'),
    'If-Modified-Since': fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toUTCString()),
      garbage,
    ),
    'If-Range': oneOf('"x" | W/"x"'),
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
const request = fc
  .tuple(method, target, version, headerLines)
  .map(([verb, path, httpVersion, headers]) =>
    [
      `${verb} ${path} ${httpVersion}`,
      ...Object.entries(headers).map((h) => h.join(': ')),
      '',
      '',
    ].join('\r\n'),
  )

/** How many requests and faults the properties try. */
const runs = { targets: 400, requests: 400, faults: 60, leaving: 5 }
const check = <T>(values: fc.Arbitrary<T>, numRuns: number, run: (value: T) => Promise<unknown>) =>
  fc.assert(
    fc.asyncProperty(values, async (value) => void (await run(value))),
    { numRuns },
  )
const ceiling = { timeout: 60_000 }

test(`${runs.targets} random targets, ${runs.requests} random request heads`, ceiling, async () => {
  await check(target, runs.targets, (path) => ask(requestHead(path)))
  await check(request, runs.requests, ask)
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

test(
  `${runs.faults} times ${runs.leaving} clients that leave early, then a visitor`,
  ceiling,
  async () => {
    const asking = fc
      .constantFrom('/', '/quiz', '/assets/app-Ab12.js', '/missing')
      .map((path) => requestHead(path, { 'Accept-Encoding': 'br' }))
    const client = fc.tuple(fc.integer({ min: 0, max: 2 }), asking)
    const clients = fc.array(client, { minLength: runs.leaving, maxLength: runs.leaving })
    await check(clients, runs.faults, async (leaving) => {
      await Promise.all(leaving.map(([kind, text]) => leaveEarly(kind, text)))
      expect(text(await ask(requestHead('/quiz')))).toBe(siteFiles['quiz.html'])
    })
  },
)
