/**
 * What `npm start`'s server does beyond what a host does (tests/hosts.test.ts has the pages, the
 * redirects, the 404 page and the header table, on the hosts and on it alike): answers to
 * malformed requests, conditional and range requests, links in the build, failures.
 */
import { rm, symlink, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createSiteServer } from '../build/serve'
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

let site: ServedSite
beforeAll(async () => {
  site = await serveSite()
})
afterAll(() => site.close())

const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(site.port, requestHead(target, headers, method))
const text = (reply: RawReply) => reply.body.toString('utf8')

test('every answer carries the security headers, whatever its status', async () => {
  const { etag = '' } = (await get('/quiz')).headers
  const replies: [string, number, RawReply][] = [
    ['a revalidation', 304, await get('/quiz', { 'If-None-Match': etag })],
    ['a redirect', 308, await get('/quiz/')],
    ['a broken %-escape', 400, await get('/%')],
    ['HTTP/1.1 without Host', 400, await rawRequest(site.port, 'GET / HTTP/1.1\r\n\r\n')],
    ['a POST', 405, await get('/', { 'Content-Length': '0' }, 'POST')],
    ['a made-up method', 400, await get('/', {}, 'BREW')],
    ['a 17 kB header', 431, await get('/', { Cookie: 'a'.repeat(17_000) })],
    ['an Expect Node does not know', 200, await get('/', { Expect: 'teapot' })],
    ['a failure of its own', 500, await get('/fails.txt')],
  ]
  for (const [what, status, reply] of replies) {
    expect(reply.status, what).toBe(status)
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(reply.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value)
    }
  }
  expect((await get('/', {}, 'DELETE')).headers.allow).toBe('GET, HEAD')
  // HEAD: the headers of GET, no body.
  const [whole, head] = [await get('/quiz'), await get('/quiz', {}, 'HEAD')]
  expect(head.body.length).toBe(0)
  expect({ ...head.headers, date: '' }).toEqual({ ...whole.headers, date: '' })
})

test('a malformed target is a 400 and one log line; a failure of its own, a 500 that tells nothing', async () => {
  site.log.length = 0
  for (const target of ['//%', 'http://[', '/%E0%A4%A', 'http://site.test/%', '*', 'site.test']) {
    expect((await get(target)).status, target).toBe(400)
  }
  const failed = await get('/fails.txt')
  expect(text(failed)).not.toContain('disk on fire')
  expect(site.log).toEqual([
    ...Array.from({ length: 6 }, () => expect.stringMatching(/^400 [^\n]+$/)),
    '500 GET "/fails.txt": disk on fire',
  ])
  expect(text(await get('/'))).toBe(siteFiles['index.html'])
})

const notFound = (path: string): [string, number, string] => [path, 404, '404.html']
test.each<[string, number, string]>([
  ['http://evil.example/quiz', 200, 'quiz.html'],
  ...['//quiz', '//evil.example/quiz', '//evil.example/', '//', '/quiz//'].map(notFound),
  // No dotfile, and not the 404 page by its name.
  ...['/.vite/manifest.json', '/%2evite/manifest.json', '/404.html', '/404'].map(notFound),
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
  await unlink(join(site.root, 'robots.txt'))
  expect((await get('/robots.txt')).status).toBe(404)
  await writeFiles(site.root, { 'robots.txt': siteFiles['robots.txt'] ?? '' })
  expect((await get('/robots.txt')).status).toBe(200)
})

describe('links in the build', () => {
  test('a link to a file inside the build is served as that file', async () => {
    const build = await writeBuild()
    await symlink(join(build.root, 'robots.txt'), join(build.root, 'latest.txt'))
    const served = await serveSite(build)
    const reply = await rawRequest(served.port, requestHead('/latest.txt'))
    await served.close()
    expect(text(reply)).toBe(siteFiles['robots.txt'])
  })

  test.each([
    ['a file outside it', (build: Build) => join(build.parent, 'secret.txt')],
    ['a folder outside it', (build: Build) => build.parent],
    ['nothing', (build: Build) => join(build.parent, 'no-such-file')],
    ['a folder, even its own', (build: Build) => join(build.root, 'assets')],
  ])('a link to %s stops the server, which names it', async (_, target) => {
    const build = await writeBuild()
    const link = join(build.root, 'images', 'leak')
    await writeFiles(build.root, { 'images/logo.svg': '<svg/>' })
    await symlink(target(build), link)
    await expect(createSiteServer(build.root)).rejects.toThrow(link)
    await rm(build.parent, { recursive: true, force: true })
  })
})
