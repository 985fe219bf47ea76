// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  formatHeadersFile,
  immutableCaching,
  revalidateCaching,
  siteHeaderRules,
} from '../scripts/headers'
import { createSiteServer, loadHeaderRules, pickEncoding } from '../scripts/serve'

const files: Record<string, string> = {
  'index.html': '<h1>Home page</h1>',
  'quiz/index.html': '<h1>Quiz page</h1>',
  '404.html': '<h1>Not found page</h1>',
  'assets/app-Ab12.js': `console.log(${JSON.stringify('x'.repeat(2000))})`,
  'og-image.png': 'PNG',
  '.vite/manifest.json': '{}',
}
const rules = siteHeaderRules({
  videoOrigin: 'https://video.example',
  styleHashes: ["'sha256-abc='"],
})

let parent: string
let root: string
let port: number
let close: () => Promise<void>

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'serve-test-'))
  root = join(parent, 'client')
  await writeFile(join(parent, 'secret.txt'), 'outside the site')
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), text)
  }
  await writeFile(join(root, '_headers'), formatHeadersFile(rules))
  const server = createSiteServer({ root, rules: await loadHeaderRules(root) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  close = () => new Promise((resolve) => server.close(() => resolve()))
})

afterAll(async () => {
  await close()
  await rm(parent, { recursive: true, force: true })
})

interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A raw request: the path goes out exactly as written (no URL normalisation by a client). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

const text = (reply: Reply) => reply.body.toString('utf8')

describe('the production server', () => {
  test('serves the prerendered page for each route, with and without a trailing slash', async () => {
    expect(text(await get('/'))).toBe(files['index.html'])
    for (const path of ['/quiz', '/quiz/', '/quiz/index.html']) {
      const reply = await get(path)
      expect(reply.status, path).toBe(200)
      expect(text(reply), path).toBe(files['quiz/index.html'])
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(reply.headers['cache-control']).toBe(revalidateCaching)
    }
  })

  test('answers an unknown path with 404.html and status 404, never cached long', async () => {
    for (const path of ['/no-such-page', '/quiz/extra', '/assets/missing-Zz99.js']) {
      const reply = await get(path)
      expect(reply.status, path).toBe(404)
      expect(text(reply), path).toBe(files['404.html'])
      expect(reply.headers['cache-control'], path).toBe(revalidateCaching)
    }
  })

  test('lets browsers keep hashed assets for a year', async () => {
    const reply = await get('/assets/app-Ab12.js')
    expect(reply.status).toBe(200)
    expect(reply.headers['cache-control']).toBe(immutableCaching)
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8')
  })

  test('sends every header of _headers on pages, assets and the 404 page', async () => {
    const expected = rules[0]?.headers ?? {}
    expect(Object.keys(expected)).toContain('Content-Security-Policy')
    for (const path of ['/', '/assets/app-Ab12.js', '/missing']) {
      const reply = await get(path)
      for (const [name, value] of Object.entries(expected)) {
        expect(reply.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value)
      }
    }
  })

  test('compresses with brotli or gzip as the client asks, and not at all otherwise', async () => {
    const body = files['assets/app-Ab12.js']
    const br = await get('/assets/app-Ab12.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body.length).toBeLessThan(Buffer.byteLength(body ?? ''))
    expect(brotliDecompressSync(br.body).toString()).toBe(body)

    const gzip = await get('/assets/app-Ab12.js', { 'Accept-Encoding': 'gzip, br;q=0' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(body)

    const plain = await get('/assets/app-Ab12.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(text(plain)).toBe(body)
    expect(plain.headers.vary).toBe('Accept-Encoding')

    const image = await get('/og-image.png', { 'Accept-Encoding': 'br' })
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.headers['content-type']).toBe('image/png')
  })

  test('answers HEAD with the headers of GET and no body', async () => {
    const getReply = await get('/', { 'Accept-Encoding': 'br' })
    const head = await get('/', { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(String(getReply.body.length))
    expect(head.headers['content-security-policy']).toBe(
      getReply.headers['content-security-policy'],
    )
    expect((await get('/missing', {}, 'HEAD')).status).toBe(404)
  })

  test('refuses other methods', async () => {
    const reply = await get('/', {}, 'POST')
    expect(reply.status).toBe(405)
    expect(reply.headers.allow).toBe('GET, HEAD')
  })

  test('revalidates a page with its ETag', async () => {
    const first = await get('/')
    const etag = String(first.headers.etag)
    const again = await get('/', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  test('never serves a file outside the site, or the files a host keeps private', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/quiz/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%00index.html',
      '/_headers',
      '/.vite/manifest.json',
      '/%E0%A4%A',
    ]) {
      const reply = await get(path)
      expect(reply.status, path).toBe(404)
      expect(text(reply), path).toBe(files['404.html'])
    }
  })
})

describe('pickEncoding', () => {
  test.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected)
  })
})
