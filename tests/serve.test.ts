/**
 * `npm start`'s server (ops/serve.ts) as its own process, on a copy of the unit tests' build: no
 * request stops it. A malformed, inverted or unsatisfiable Range, a URL or headers past Node's
 * limit, bytes that are no HTTP, a file gone since start: each gets an answer (or its answer cut
 * off), and the server serves on. Its other answers are the hosts' (tests/hosts.test.ts); its ETags
 * and 304s, a convenience of the local server that no deployed host shares, are not tested.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { distDir, rootDir } from '../build/build-dirs'

let dist = ''
let server: ChildProcess
let origin = ''
/** What the server says on stderr: kept for the test that reads it, out of the test run's output. */
let said = ''
beforeAll(async () => {
  dist = await mkdtemp(join(rootDir, 'dist', 'serve-test-'))
  await cp(distDir, dist, { recursive: true })
  server = spawn(process.execPath, ['--import', 'tsx', 'ops/serve.ts', '--port', '0'], {
    cwd: rootDir,
    // A counts file it cannot write: a folder.
    env: { ...process.env, SITE_DIST: dist, COUNTS_FILE: dist },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stderr?.on('data', (chunk: Buffer) => {
    said += chunk.toString()
  })
  const [line] = (await once(server.stdout ?? server, 'data')) as [Buffer]
  origin = `http://${/127\.0\.0\.1:\d+/.exec(line.toString())?.[0]}`
}, 60_000)
afterAll(async () => {
  if (server.exitCode === null) server.kill()
  await rm(dist, { recursive: true, force: true })
})

const file = (name: string) => readFile(join(dist, 'client', name))
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'identity', ...headers } })

/** Bytes written to a socket as they are, and the answer's head ('' for none). */
const sendBytes = (bytes: string) =>
  new Promise<string>((resolve) => {
    let answer = ''
    const socket = connect(Number(new URL(origin).port), '127.0.0.1', () => socket.write(bytes))
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
    })
    socket.on('error', () => {})
    socket.on('close', () => resolve(answer.split('\r\n\r\n')[0] ?? ''))
  })

async function expectServesOn(after: string) {
  expect(server.exitCode, `the server exited after ${after}`).toBeNull()
  expect((await get('/robots.txt')).status, `after ${after}`).toBe(200)
}

test.each([
  ['bytes=5-2', 200],
  ['bytes=abc', 200],
  ['bytes=-', 200],
  ['bytes=0-1,3-4', 200],
  ['items=0-5', 200],
  ['bytes=99999999-', 416],
  ['bytes=2-5', 206],
])('Range: %s gets %i, and the server serves on', async (range, status) => {
  const whole = await file('favicon.svg')
  const answer = await get('/favicon.svg', { Range: range })
  expect(answer.status).toBe(status)
  const body = Buffer.from(await answer.arrayBuffer())
  if (status === 200) expect(body.equals(whole)).toBe(true)
  if (status === 206) expect(body.equals(whole.subarray(2, 6))).toBe(true)
  if (status === 416) expect(answer.headers.get('content-range')).toBe(`bytes */${whole.length}`)
  await expectServesOn(range)
})

const request = (target: string, headers = '') =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`
test.each([
  ['a 16 KB URL', request(`/${'a'.repeat(16 * 1024)}`), '431 Request Header Fields Too Large'],
  ['20 KB of headers', request('/', `X-Big: ${'a'.repeat(20 * 1024)}\r\n`), '431'],
  ['bytes that are no HTTP', 'hello\r\n\r\n', '400 Bad Request'],
])('%s gets its error, and the server serves on', async (what, bytes, status) => {
  const head = await sendBytes(bytes)
  expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status}`))
  // The security headers of every answer (build/headers.ts), as the hosts send them.
  expect(head).toMatch(
    /^Content-Security-Policy: default-src 'none'.*X-Content-Type-Options: nosniff/ms,
  )
  await expectServesOn(what)
})

test.each([
  ['br;q=0, gzip;q=0', null],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=0.5, br', 'br'],
])('Accept-Encoding: %s gets the body in %s', async (accepted, coding) => {
  const answer = await get('/privacy', { 'Accept-Encoding': accepted })
  expect(answer.headers.get('content-encoding')).toBe(coding)
  expect(await answer.text()).toBe((await file('privacy.html')).toString())
})

test('a file gone since start has its answer cut off, and the server serves on', async () => {
  const name = 'og-image.png'
  const bytes = await file(name)
  await rm(join(dist, 'client', name))
  try {
    await expect(get(`/${name}`).then((answer) => answer.arrayBuffer())).rejects.toThrow()
    await expectServesOn(`${name} was removed`)
  } finally {
    await writeFile(join(dist, 'client', name), bytes)
  }
})

test('a count it cannot write is lost, and the visitor still gets the redirect', async () => {
  const answer = await fetch(`${origin}/go/order?from=vsl&utm_source=ad`, { redirect: 'manual' })
  expect(answer.status).toBe(302)
  expect(answer.headers.get('location')).toMatch(/^https:\/\/[^?]+\?utm_source=ad$/)
  await expectServesOn('a count it could not write')
  await vi.waitFor(() => expect(said).toContain('EISDIR'))
})
