// @vitest-environment node
import { readdir, rm, symlink, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { immutableCaching, revalidateCaching } from '../scripts/headers'
import { createSiteServer, pickEncoding } from '../scripts/serve'
import {
  type Build,
  type RawReply,
  rawRequest,
  requestHead,
  type ServedSite,
  securityHeaders,
  serveSite,
  siteFiles,
  writeBuild,
  writeFiles,
} from './support/served-site'

let site: ServedSite
beforeAll(async () => {
  site = await serveSite()
})
afterAll(() => site.close())

const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(site.port, requestHead(target, headers, method))
const text = (reply: RawReply) => reply.body.toString('utf8')

function expectSecurityHeaders(reply: RawReply, what: string) {
  expect(Object.keys(securityHeaders)).toContain('Content-Security-Policy')
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(reply.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value)
  }
}

describe('the production server', () => {
  test('serves each prerendered page at x, x/ and x/index.html, revalidated on every use', async () => {
    expect(text(await get('/'))).toBe(siteFiles['index.html'])
    for (const path of ['/quiz', '/quiz/', '/quiz/index.html', '/quiz?utm_source=a&x=%']) {
      const reply = await get(path)
      expect(reply.status, path).toBe(200)
      expect(text(reply), path).toBe(siteFiles['quiz/index.html'])
      expect(reply.headers['content-type'], path).toMatch(/^text\/html;\s*charset=utf-8$/)
      expect(reply.headers['cache-control'], path).toBe(revalidateCaching)
    }
  })

  test('answers an unknown path with 404.html and status 404, never cached long', async () => {
    for (const path of ['/no-such-page', '/quiz/extra', '/assets/missing-Zz99.js', '/index.htm']) {
      const reply = await get(path)
      expect(reply.status, path).toBe(404)
      expect(text(reply), path).toBe(siteFiles['404.html'])
      expect(reply.headers['content-type'], path).toMatch(/^text\/html/)
      expect(reply.headers['cache-control'], path).toBe(revalidateCaching)
    }
  })

  test('answers 404 for the not-found page, _headers and dotfiles asked for by name', async () => {
    for (const path of [
      '/404.html',
      '/404',
      '/404/',
      '/%34%30%34.html',
      '/_headers',
      '/_headers/',
      '/%5Fheaders',
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
    ]) {
      const reply = await get(path)
      expect(reply.status, path).toBe(404)
      expect(text(reply), path).toBe(siteFiles['404.html'])
    }
  })

  test('never serves a path that starts with // as another path, nor redirects off the site', async () => {
    for (const path of ['//quiz', '//evil.example/quiz', '//evil.example/', '//a:99999/', '//[']) {
      const reply = await get(path)
      expect(reply.status, path).toBe(404)
      expect(text(reply), path).toBe(siteFiles['404.html'])
      expect(reply.headers.location, path).toBeUndefined()
    }
  })

  test('serves the path of an absolute-form target, whatever its host', async () => {
    const reply = await get('http://evil.example/quiz')
    expect(reply.status).toBe(200)
    expect(text(reply)).toBe(siteFiles['quiz/index.html'])
    expect((await get('http://evil.example/_headers')).status).toBe(404)
  })

  test('lets browsers keep hashed assets for a year', async () => {
    const reply = await get('/assets/app-Ab12.js')
    expect(reply.status).toBe(200)
    expect(reply.headers['cache-control']).toBe(immutableCaching)
    expect(reply.headers['content-type']).toMatch(/^text\/javascript/)
    expect(text(reply)).toBe(siteFiles['assets/app-Ab12.js'])
  })

  test('sends the security headers of _headers on every response, whatever its status', async () => {
    const { etag } = (await get('/quiz')).headers
    const replies: [string, number, RawReply][] = [
      ['a page', 200, await get('/quiz')],
      ['an asset', 200, await get('/assets/app-Ab12.js', { 'Accept-Encoding': 'br' })],
      ['a revalidation', 304, await get('/quiz', { 'If-None-Match': etag ?? '' })],
      ['a broken %-escape', 400, await get('/%')],
      ['HTTP/1.1 without Host', 400, await rawRequest(site.port, 'GET / HTTP/1.1\r\n\r\n')],
      ['an unknown path', 404, await get('/missing')],
      ['a POST', 405, await get('/', { 'Content-Length': '0' }, 'POST')],
      ['a CONNECT', 405, await rawRequest(site.port, 'CONNECT a:443 HTTP/1.1\r\nHost: a\r\n\r\n')],
      ['a made-up method', 400, await get('/', {}, 'BREW')],
      ['a 17 kB target', 431, await get(`/${'a'.repeat(17_000)}`)],
      ['a 17 kB header', 431, await get('/', { Cookie: 'a'.repeat(17_000) })],
      ['a space in the target', 400, await rawRequest(site.port, 'GET /a b HTTP/1.1\r\n\r\n')],
      ['an Expect Node does not know', 200, await get('/', { Expect: 'teapot' })],
    ]
    for (const [what, status, reply] of replies) {
      expect(reply.status, what).toBe(status)
      expectSecurityHeaders(reply, what)
    }
  })

  test('answers a malformed target with 400 and one line in the log, never a 500', async () => {
    const before = site.log.length
    for (const target of ['//%', 'http://[', '/%E0%A4%A', 'http://site.test/%', '*', 'site.test']) {
      const reply = await get(target)
      expect(reply.status, target).toBe(400)
    }
    const lines = site.log.slice(before)
    expect(lines).toHaveLength(6)
    for (const line of lines) expect(line).toMatch(/^400 [^\n]+$/)
  })

  test('compresses text with brotli or gzip as the client asks (q=0 is a no), else not at all', async () => {
    const body = siteFiles['assets/app-Ab12.js']
    const br = await get('/assets/app-Ab12.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body.length).toBeLessThan(Buffer.byteLength(body))
    expect(brotliDecompressSync(br.body).toString()).toBe(body)

    const gzip = await get('/assets/app-Ab12.js', { 'Accept-Encoding': 'gzip, br;q=0' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(body)

    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0', 'abr, xgzipx']) {
      const headers: Record<string, string> = acceptEncoding
        ? { 'Accept-Encoding': acceptEncoding }
        : {}
      const plain = await get('/assets/app-Ab12.js', headers)
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined()
      expect(text(plain), acceptEncoding).toBe(body)
      expect(plain.headers.vary, acceptEncoding).toBe('Accept-Encoding')
    }

    const page = await get('/quiz', { 'Accept-Encoding': 'br' })
    expect(brotliDecompressSync(page.body).toString()).toBe(siteFiles['quiz/index.html'])
    const notFound = await get('/missing', { 'Accept-Encoding': 'gzip' })
    expect(notFound.status).toBe(404)
    expect(gunzipSync(notFound.body).toString()).toBe(siteFiles['404.html'])

    const image = await get('/og-image.png', { 'Accept-Encoding': 'br' })
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.headers['content-type']).toBe('image/png')
  })

  test('keeps the compressed forms out of the build, and never serves them by name', async () => {
    const published = await readdir(site.root, { recursive: true })
    expect(published.filter((name) => /\.(br|gz)$/.test(name))).toEqual([])
    for (const path of ['/assets/app-Ab12.js.br', '/assets/app-Ab12.js.gz', '/404.html.br']) {
      expect((await get(path, { 'Accept-Encoding': 'br, gzip' })).status, path).toBe(404)
    }
  })

  test('answers HEAD with the headers of GET and no body', async () => {
    const getReply = await get('/quiz', { 'Accept-Encoding': 'br' })
    const head = await get('/quiz', { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.raw.subarray(head.raw.indexOf('\r\n\r\n') + 4).length).toBe(0)
    for (const name of ['content-length', 'content-type', 'content-encoding', 'etag']) {
      expect(head.headers[name], name).toBe(getReply.headers[name])
    }
    expect((await get('/missing', {}, 'HEAD')).status).toBe(404)
  })

  test('refuses other methods with 405 and says which it allows', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE']) {
      const reply = await get('/', { 'Content-Length': '0' }, method)
      expect(reply.status, method).toBe(405)
      expect(reply.headers.allow, method).toBe('GET, HEAD')
    }
  })

  test('revalidates as RFC 9110 says: weak comparison, lists, *, If-None-Match first', async () => {
    const first = await get('/quiz')
    const etag = first.headers.etag ?? ''
    const lastModified = first.headers['last-modified'] ?? ''
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/)
    const opaque = etag.replace(/^W\//, '')
    const later = new Date(Date.parse(lastModified) + 60_000).toUTCString()
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString()
    const cases: [Record<string, string>, number][] = [
      [{ 'If-None-Match': etag }, 304],
      [{ 'If-None-Match': opaque }, 304],
      [{ 'If-None-Match': `W/${opaque}` }, 304],
      [{ 'If-None-Match': `"other", ${etag}` }, 304],
      [{ 'If-None-Match': `W/"other",${opaque} , "x"` }, 304],
      [{ 'If-None-Match': '*' }, 304],
      [{ 'If-None-Match': '"other"' }, 200],
      [{ 'If-None-Match': 'garbage' }, 200],
      [{ 'If-None-Match': '"other"', 'If-Modified-Since': later }, 200],
      [{ 'If-None-Match': etag, 'If-Modified-Since': earlier }, 304],
      [{ 'If-Modified-Since': lastModified }, 304],
      [{ 'If-Modified-Since': later }, 304],
      [{ 'If-Modified-Since': earlier }, 200],
      [{ 'If-Modified-Since': 'not a date' }, 200],
    ]
    for (const [headers, status] of cases) {
      const reply = await get('/quiz', headers)
      expect(reply.status, JSON.stringify(headers)).toBe(status)
      if (status === 304) {
        expect(reply.headers.etag).toBe(etag)
        expect(reply.headers['cache-control']).toBe(revalidateCaching)
      } else expect(text(reply)).toBe(siteFiles['quiz/index.html'])
    }
    expect((await get('/missing', { 'If-None-Match': '*' })).status).toBe(404)
  })

  test('answers a Range with the whole file, however it is written', async () => {
    const body = siteFiles['robots.txt']
    for (const range of ['bytes=5-2', 'bytes=-5', 'bytes=0-0,2-3', 'bytes=99-', 'lines=1-2']) {
      const reply = await get('/robots.txt', { Range: range })
      expect(reply.status, range).toBe(200)
      expect(text(reply), range).toBe(body)
    }
  })

  test('a file gone since the start ends its own response, and the server carries on', async () => {
    await unlink(join(site.root, 'robots.txt'))
    const answer = await get('/robots.txt').then(text, () => 'connection closed')
    expect(answer).not.toBe(siteFiles['robots.txt'])
    expect((await get('/')).status).toBe(200)
    await writeFiles(site.root, { 'robots.txt': siteFiles['robots.txt'] })
  })
})

describe('links in the build', () => {
  test('a link to a file inside the build is served as that file', async () => {
    const build = await writeBuild()
    await symlink(join(build.root, 'assets/app-Ab12.js'), join(build.root, 'latest.js'))
    const served = await serveSite(build)
    try {
      const reply = await rawRequest(served.port, requestHead('/latest.js'))
      expect(reply.status).toBe(200)
      expect(text(reply)).toBe(siteFiles['assets/app-Ab12.js'])
    } finally {
      await served.close()
    }
  })

  test.each([
    ['a file outside it', (build: Build) => join(build.parent, 'secret.txt')],
    ['a folder outside it', (build: Build) => build.parent],
    ['nothing', (build: Build) => join(build.parent, 'no-such-file')],
    ['a folder, even its own', (build: Build) => join(build.root, 'assets')],
  ])('a link to %s stops the server, which names it', async (_, target) => {
    const build = await writeBuild()
    try {
      const link = join(build.root, 'images', 'leak')
      await writeFiles(build.root, { 'images/logo.svg': '<svg/>' })
      await symlink(target(build), link)
      await expect(createSiteServer(build.root, { log: () => {} })).rejects.toThrow(link)
    } finally {
      await rm(build.parent, { recursive: true, force: true })
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
