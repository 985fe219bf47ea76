/**
 * `npm start`'s server (ops/serve.ts) as its own process, serving a build of its own: no request
 * stops it. A malformed, inverted or unsatisfiable Range, a URL or headers past Node's limit, bytes
 * that are no HTTP, a file gone since start: each gets an answer (or its answer cut off), and the
 * server serves on. And every answer carries an ETag, which If-None-Match gets a 304 with, the
 * headers of `_headers` on it as on the 200. tests/hosts.test.ts holds the rest of its answers to
 * the hosts'.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { get, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { distDir, rootDir } from '../build/build-dirs'
import { routePages, unknownPath } from '../testing/built-site'

let dist = ''
beforeAll(async () => {
  // A copy of the unit tests' build (tests/global-build.ts): one test here takes a file away.
  dist = await mkdtemp(join(rootDir, 'dist', 'serve-test-'))
  await cp(distDir, dist, { recursive: true })
})
afterAll(() => rm(dist, { recursive: true, force: true }))

// A server of its own for each test, so that one which stops it fails alone.
let server: ChildProcess
let port = 0
beforeEach(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'ops/serve.ts', '--port', '0'], {
    cwd: rootDir,
    env: { ...process.env, SITE_DIST: dist },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [line] = (await once(server.stdout ?? server, 'data')) as [Buffer]
  port = Number(/127\.0\.0\.1:(\d+)/.exec(line.toString())?.[1])
}, 60_000)
afterEach(async () => {
  if (server.exitCode !== null) return
  server.kill()
  await once(server, 'exit')
})

const file = (name: string) => readFile(join(dist, 'client', name))

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A GET with only these headers (no Accept-Encoding unless given: the file as built). */
function fetchRaw(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', reject)
    }).on('error', reject)
  })
}

/** Bytes written to a socket as they are, and the answer's status line (or '' for none). */
function sendBytes(bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes))
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
    })
    // The server may close before it has read all: what it answered is what counts.
    socket.on('error', () => {})
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''))
  })
}

/** The server is still up and answers a page as built. */
async function expectServesOn(after: string) {
  expect(server.exitCode, `the server exited after ${after}`).toBeNull()
  const page = await fetchRaw('/robots.txt')
  expect(page.status, `after ${after}`).toBe(200)
  expect(page.body.equals(await file('robots.txt')), `after ${after}`).toBe(true)
}

test('a malformed, inverted or unsatisfiable Range gets 416 or the whole file, and the server serves on', async () => {
  const whole = await file('favicon.svg')
  for (const range of [
    'bytes=5-2',
    'bytes=abc',
    'bytes=-',
    'bytes=',
    'bytes=99999999-',
    'bytes=0-1,3-4',
    'bytes=-5',
    'items=0-5',
  ]) {
    const answer = await fetchRaw('/favicon.svg', { Range: range }).catch(
      // A server that stopped answers nothing: status 0, named by its range below.
      (error: Error): Answer => ({
        status: 0,
        headers: {},
        body: Buffer.from(error.message),
      }),
    )
    if (answer.status === 416) {
      expect(answer.headers['content-range'], range).toBe(`bytes */${whole.length}`)
    } else {
      expect(answer.status, range).toBe(200)
      expect(answer.body.equals(whole), range).toBe(true)
    }
    await expectServesOn(`Range: ${range}`)
  }
  // A range it can serve is served.
  const part = await fetchRaw('/favicon.svg', { Range: 'bytes=2-5' })
  expect(part.status).toBe(206)
  expect(part.headers['content-range']).toBe(`bytes 2-5/${whole.length}`)
  expect(part.body.equals(whole.subarray(2, 6))).toBe(true)
})

test('a 16 KB URL and 20 KB of headers get 431, bytes that are no HTTP 400, and the server serves on', async () => {
  const request = (target: string, headers = '') =>
    `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`
  // Node's http server answers these itself (its maxHeaderSize is 16 KB, URL included).
  const tooLarge = 'HTTP/1.1 431 Request Header Fields Too Large'
  for (const [what, bytes, status] of [
    ['a 16 KB URL', request(`/${'a'.repeat(16 * 1024)}`), tooLarge],
    ['20 KB of headers', request('/', `X-Big: ${'a'.repeat(20 * 1024)}\r\n`), tooLarge],
    ['no HTTP', 'hello\r\n\r\n', 'HTTP/1.1 400 Bad Request'],
  ] as const) {
    expect(await sendBytes(bytes), what).toBe(status)
    await expectServesOn(what)
  }
})

test('pages, assets and the 404 page carry an ETag; If-None-Match with it gets 304 and the same headers, but the 404 stays 404', async () => {
  const asset = /\/assets\/[^"]+\.js/.exec((await file('index.html')).toString())?.[0] ?? 'none'
  for (const encoding of ['br', 'gzip', 'identity']) {
    for (const path of [...routePages.map((page) => page.url), asset, '/robots.txt']) {
      const what = `${path} (${encoding})`
      const ok = await fetchRaw(path, { 'Accept-Encoding': encoding })
      expect(ok.status, what).toBe(200)
      expect(ok.headers.etag, what).toMatch(/^(W\/)?".+"$/)
      const again = { 'Accept-Encoding': encoding, 'If-None-Match': ok.headers.etag ?? '' }
      const notModified = await fetchRaw(path, again)
      expect(notModified.status, what).toBe(304)
      // All the 200's but what describes its body, which a 304 has none of.
      const {
        date,
        'content-length': _,
        'content-type': __,
        'last-modified': ___,
        ...kept
      } = ok.headers
      const { 'content-encoding': ____, ...expected } = kept
      expect({ ...notModified.headers, date }, what).toEqual({ ...expected, date })
    }
    const missing = await fetchRaw(unknownPath, { 'Accept-Encoding': encoding })
    expect(missing.status).toBe(404)
    expect(missing.headers.etag, `404 (${encoding})`).toMatch(/^".+"$/)
    // As nginx does: there is no file at that URL to be unchanged.
    const again = { 'Accept-Encoding': encoding, 'If-None-Match': missing.headers.etag ?? '' }
    const stillMissing = await fetchRaw(unknownPath, again)
    expect(stillMissing.status).toBe(404)
    expect(stillMissing.body.equals(missing.body)).toBe(true)
  }
})

test('a file gone since start (a rebuild under the server) has its answer cut off, and the server serves on', async () => {
  const name = 'og-image.png'
  const bytes = await file(name)
  await rm(join(dist, 'client', name))
  try {
    await expect(fetchRaw(`/${name}`)).rejects.toThrow()
    await expectServesOn(`${name} was removed`)
  } finally {
    await writeFile(join(dist, 'client', name), bytes)
  }
})
