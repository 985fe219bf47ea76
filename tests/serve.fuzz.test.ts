// @vitest-environment node
/**
 * The production server under bad requests and faults, sent raw over TCP: a fixed corpus (path
 * traversal in every spelling, the requests that once made it fail) and fast-check fuzzing of
 * targets, methods, versions and headers. Whatever arrives: never a 5xx, never a byte from outside
 * the build, the security headers on every answer, one log line at most per request, and the
 * server still serves a page afterwards.
 */
import { connect } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type RawReply,
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
  // Whatever came before, the server still serves a page, and logged no failure or stack.
  const home = await rawRequest(site.port, requestHead('/'))
  expect(home.status).toBe(200)
  expect(home.body.toString()).toBe(siteFiles['index.html'])
  expect(site.log.filter((line) => line.includes('\n') || /^5\d\d/.test(line))).toEqual([])
  await site.close()
})

/** The body as sent, and decoded when it is compressed, so a leak cannot hide in brotli. */
function bodies(reply: RawReply): Buffer[] {
  const decode = { br: brotliDecompressSync, gzip: gunzipSync }[
    reply.headers['content-encoding'] ?? ''
  ]
  try {
    return decode ? [reply.raw, decode(reply.body)] : [reply.raw]
  } catch {
    return [reply.raw]
  }
}

/** What must hold for every answer to every request. */
function expectSafe(reply: RawReply, request: string) {
  const what = JSON.stringify(request.slice(0, 120))
  expect(reply.status, what).toBeGreaterThanOrEqual(200)
  expect(reply.status, what).toBeLessThan(500)
  for (const body of bodies(reply))
    expect(body.includes(secret), `secret leaked: ${what}`).toBe(false)
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(reply.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value)
  }
}

async function sendSafely(request: string): Promise<RawReply> {
  const reply = await rawRequest(site.port, request)
  expectSafe(reply, request)
  return reply
}

// The secrets sit beside the build: ../secret.txt and ../linked-secret.txt (a link to it).
const climbs = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '%e0%80%ae%e0%80%ae',
  '%uff0e%uff0e',
  '..%00',
  '...',
]
const separators = [
  '/',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '\\',
  '%252f',
  '%c0%af',
  '%e0%80%af',
  '//',
  '/./',
]
const targets = ['secret.txt', 'linked-secret.txt']
const starts = ['/', '/quiz/', '/quiz/../../']
/** Every spelling of "one folder up, then the secret" from several places in the build. */
const traversalProbes = starts.flatMap((start) =>
  climbs.flatMap((climb) =>
    separators.flatMap((separator) =>
      targets.map((target) => `${start}${climb}${separator}${climb}${separator}${target}`),
    ),
  ),
)
const absoluteProbes = [
  'http://site.test/../secret.txt',
  'http://site.test/%2e%2e/secret.txt',
  'http://site.test/quiz/..%2f..%2fsecret.txt',
  'http://evil.example/..\\secret.txt',
  'file:///etc/passwd',
  '/secret.txt%00.html',
  '/client/../../secret.txt',
  'http://localhost:99999/',
]

/** The requests that once made the server fail, and their relatives. */
const knownBad = [
  requestHead('//['),
  requestHead('//%'),
  requestHead('http://['),
  requestHead('//a:99999/'),
  requestHead('/404.html'),
  requestHead('//quiz'),
  requestHead('//evil.example/quiz'),
  requestHead('/linked-secret.txt'),
  requestHead('/', { 'Content-Length': '0' }, 'POST'),
  requestHead('/', {}, 'BREW'),
  requestHead(`/${'a'.repeat(17_000)}`),
  requestHead('/', { 'If-None-Match': 'W/"x", *' }),
  requestHead('/', { Range: 'bytes=5-2' }),
  'CONNECT site.test:443 HTTP/1.1\r\nHost: site.test\r\n\r\n',
  'GET / HTTP/1.1\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n',
]

// Ceilings for a loaded machine (2 cores shared with browsers); a quiet run takes a few seconds.
const ceiling = { timeout: 60_000 }

describe('the server under a fixed corpus of bad requests', ceiling, () => {
  test(`${traversalProbes.length + absoluteProbes.length} traversal probes never leave the build`, async () => {
    const probes = [...traversalProbes, ...absoluteProbes]
    // Fifty at a time: quick, and a test of concurrency too.
    for (let start = 0; start < probes.length; start += 50) {
      await Promise.all(
        probes.slice(start, start + 50).map(async (target) => {
          const reply = await sendSafely(requestHead(target))
          expect([400, 404], target).toContain(reply.status)
        }),
      )
    }
  })

  test(`${knownBad.length} requests that once failed are answered safely`, async () => {
    for (const request of knownBad) await sendSafely(request)
  })
})

const pieces = [
  '..',
  '.',
  '%2e%2e',
  '%252e',
  '%c0%ae',
  '%2f',
  '%5c',
  '\\',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ff',
  '[',
  ']',
  '@',
  ':',
  ';',
  '~',
  '?',
  '#',
  '*',
  '_headers',
  '404.html',
  '404',
  'quiz',
  'index.html',
  'assets',
  'app-Ab12.js',
  '.vite',
  'manifest.json',
  'secret.txt',
  'linked-secret.txt',
  'client',
  'evil.example',
  '',
]
const urlCharacters = "abcXYZ019-._~!$&'()*+,;=:@/?#[]%".split('')
const segment = fc.oneof(
  fc.constantFrom(...pieces),
  fc.string({ unit: fc.constantFrom(...urlCharacters), maxLength: 12 }),
)
const target = fc
  .tuple(
    fc.constantFrom(
      '/',
      '//',
      '///',
      '/./',
      'http://site.test/',
      'http://evil.example',
      'https://[',
      '*',
      '',
    ),
    fc.array(segment, { maxLength: 8 }),
    fc.constantFrom('/', '\\', '%2f', '//'),
  )
  .map(([start, segments, separator]) => start + segments.join(separator))

const token = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ-_!'.split('')),
  minLength: 1,
  maxLength: 10,
})
const method = fc.oneof(
  fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'CONNECT'),
  fc.constantFrom('get', 'BREW', 'PROPFIND', 'M-SEARCH', 'G\tET', ''),
  token,
)
const version = fc.constantFrom(
  'HTTP/1.1',
  'HTTP/1.0',
  'HTTP/2.0',
  'HTTP/0.9',
  'HTTP/1',
  'http/1.1',
  'HTTP/9.9',
  'FOO',
)
const garbage = fc.string({ maxLength: 40 }).map((text) => text.replace(/[\r\n]/g, ' '))
const date = fc
  .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
  .map((d) => d.toUTCString())
const headerLines = fc.record(
  {
    Host: fc.constantFrom('site.test', '', 'evil.example', '[::1]:80', 'a b'),
    'Accept-Encoding': fc.oneof(
      fc.constantFrom(
        'br',
        'gzip',
        'br;q=0',
        '*;q=0',
        'gzip;q=abc',
        'identity',
        'br, gzip, *',
        'xbrx',
      ),
      garbage,
    ),
    'If-None-Match': fc.oneof(
      fc.constantFrom('*', 'W/"x"', '"a", W/"b"', '""', 'W/', ','),
      garbage,
    ),
    'If-Modified-Since': fc.oneof(date, garbage),
    Range: fc.oneof(
      fc.constantFrom('bytes=5-2', 'bytes=-5', 'bytes=0-0,1-1', 'bytes=99999-'),
      garbage,
    ),
    Expect: fc.constantFrom('100-continue', 'teapot'),
    'Content-Length': fc.constantFrom('0', '-1', 'abc', '1, 2'),
    'Transfer-Encoding': fc.constantFrom('chunked', 'gzip', 'chunked, chunked'),
    Connection: fc.constantFrom('close', 'keep-alive', 'Upgrade', 'close, Upgrade'),
    Upgrade: fc.constantFrom('websocket', 'h2c'),
    Cookie: fc.constantFrom('a=1', 'a'.repeat(17_000)),
    'X Bad Name': fc.constant('1'),
    'X-Folded': fc.constant('first\r\n second'),
  },
  { requiredKeys: [] },
)
const request = fc.tuple(method, target, version, headerLines).map(
  ([verb, path, httpVersion, headers]) =>
    `${verb} ${path} ${httpVersion}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
)

/** How many requests and faults the properties try; the README's reliability notes quote them. */
const runs = { targets: 400, requests: 400, bursts: 20, burstSize: 25, faults: 60, faultsPerRun: 5 }

describe('the server under fuzzed requests', ceiling, () => {
  test(`${runs.targets} random targets: answered safely, never leaving the build`, async () => {
    await fc.assert(
      fc.asyncProperty(target, async (path) => {
        await sendSafely(requestHead(path))
      }),
      { numRuns: runs.targets },
    )
  })

  test(`${runs.requests} random request heads: methods, versions, headers`, async () => {
    await fc.assert(
      fc.asyncProperty(request, async (text) => {
        await sendSafely(text)
      }),
      { numRuns: runs.requests },
    )
  })

  test(`${runs.bursts} bursts of ${runs.burstSize} concurrent random requests`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            request,
            target.map((path) => requestHead(path)),
          ),
          { minLength: runs.burstSize, maxLength: runs.burstSize },
        ),
        async (texts) => {
          await Promise.all(texts.map(sendSafely))
        },
      ),
      { numRuns: runs.bursts },
    )
  })
})

/** A client that goes away: before its request is whole, or in the middle of the answer. */
function fault(kind: 'half a head' | 'gone after asking' | 'gone mid-answer', text: string) {
  return new Promise<void>((resolve) => {
    const socket = connect(site.port, '127.0.0.1', () => {
      if (kind === 'half a head') {
        socket.write(text.slice(0, Math.floor(text.length / 2)))
        socket.destroy()
      } else socket.write(text)
      if (kind === 'gone after asking') socket.destroy()
    })
    socket.on('data', () => socket.destroy())
    socket.on('error', () => {})
    socket.on('close', () => resolve())
  })
}

describe('the server under faults', ceiling, () => {
  test(`${runs.faults} times ${runs.faultsPerRun} clients that leave early, then a visitor`, async () => {
    const kind = fc.constantFrom('half a head', 'gone after asking', 'gone mid-answer' as const)
    const asking = fc
      .constantFrom('/', '/quiz', '/assets/app-Ab12.js', '/missing')
      .map((path) => requestHead(path, { 'Accept-Encoding': 'br' }))
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(kind, asking), {
          minLength: runs.faultsPerRun,
          maxLength: runs.faultsPerRun,
        }),
        async (faults) => {
          await Promise.all(faults.map(([how, text]) => fault(how, text)))
          const page = await sendSafely(requestHead('/quiz'))
          expect(page.body.toString()).toBe(siteFiles['quiz/index.html'])
        },
      ),
      { numRuns: runs.faults },
    )
  })
})
