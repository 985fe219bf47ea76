/**
 * `npm start`'s server under bad requests and faults, sent raw over TCP: a fixed corpus (path
 * traversal in many spellings, the requests that once made it fail) and fast-check's targets,
 * methods, versions, headers and clients that leave early. Whatever arrives: never a 5xx, never a
 * byte from outside the build, the security headers on every answer, no failure in the log, and
 * the server still serves a page afterwards.
 */
import { connect } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  rawRequest,
  requestHead,
  type ServedSite,
  secret,
  securityHeaders,
  serveSite,
  siteFiles,
} from './support/served-site'

let site: ServedSite
beforeAll(async () => {
  site = await serveSite()
})
afterAll(async () => {
  expect((await rawRequest(site.port, requestHead('/'))).body.toString()).toBe(
    siteFiles['index.html'],
  )
  expect(site.log.filter((line) => line.includes('\n') || /^5\d\d/.test(line))).toEqual([])
  await site.close()
})

async function sendSafely(request: string) {
  const reply = await rawRequest(site.port, request)
  const what = JSON.stringify(request.slice(0, 120))
  expect(reply.status, what).toBeGreaterThanOrEqual(200)
  expect(reply.status, what).toBeLessThan(500)
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
const knownBad = [
  ...words('http://site.test/../secret.txt file:///etc/passwd /secret.txt%00.html //[ //% http://[')
    .concat('//a:99999/', 'http://localhost:99999/')
    .map((target) => requestHead(target)),
  requestHead('/', { 'If-None-Match': 'W/"x", *', Range: 'bytes=5-2' }),
  'CONNECT site.test:443 HTTP/1.1\r\nHost: site.test\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n',
]

test(`${traversals.length + knownBad.length} traversal probes and once-bad requests are answered safely`, async () => {
  for (const request of knownBad) await sendSafely(request)
  // Fifty at a time: quick, and a test of concurrency too.
  for (let start = 0; start < traversals.length; start += 50) {
    const batch = traversals.slice(start, start + 50)
    const replies = await Promise.all(batch.map((target) => sendSafely(requestHead(target))))
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

/** How many requests and faults the properties try (docs/deployment.md quotes them). */
const runs = { targets: 400, requests: 400, faults: 60, leaving: 5 }
const check = <T>(values: fc.Arbitrary<T>, numRuns: number, run: (value: T) => Promise<unknown>) =>
  fc.assert(
    fc.asyncProperty(values, async (value) => void (await run(value))),
    { numRuns },
  )
const ceiling = { timeout: 60_000 }

test(`${runs.targets} random targets, ${runs.requests} random request heads`, ceiling, async () => {
  await check(target, runs.targets, (path) => sendSafely(requestHead(path)))
  await check(request, runs.requests, sendSafely)
})

/** A client that goes away: before its request is whole (0), right after it (1), or mid-answer. */
function leaveEarly(kind: number, text: string) {
  return new Promise<void>((resolve) => {
    const socket = connect(site.port, '127.0.0.1', () => {
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
      expect((await sendSafely(requestHead('/quiz'))).body.toString()).toBe(siteFiles['quiz.html'])
    })
  },
)
