/**
 * The production build (`dist/client`, what gets uploaded) under the hosts it is deployed to,
 * Cloudflare Pages' runtime and nginx with the generated configuration, and under `npm start`:
 * the same answers from all three. Landing URLs with a campaign answer 200 with no redirect, their
 * `/x/` and `/x.html` forms redirect to them with the query, other paths get the 404 page with
 * status 404, every response carries the headers of the one table (build/headers.ts: each page's
 * Content-Security-Policy is tests/build-headers.test.ts's), every file is served as the
 * checksums say, and the same visits, pings and clicks give the same counts (src/lib/counting.ts),
 * a prefetch's and a crawler's none, a split on one URL redirecting by a coin; and none keeps an
 * address, a user agent or a referrer of any request in anything it writes.
 */
import { execFile } from 'node:child_process'
import { readdir, readFile, rm } from 'node:fs/promises'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { experiments } from '@/content/experiments'
import { sitePages } from '@/pages'
import { clientDir, distDir, rootDir } from '../build/build-dirs'
import { type HeaderRule, headersForPath } from '../build/headers'
import { readCounts } from '../ops/experiment/counts'
import { hostNames, startHost, testPort } from '../ops/hosts'
import { serve } from '../ops/serve'
import type { CountingSite } from '../src/lib/counting'
import { builtHeaderRules, builtLinks, routePages, unknownPath } from '../testing/built-site'

const build = (env: Record<string, string> = {}) =>
  promisify(execFile)('npx', ['tsx', 'build/build.ts'], {
    cwd: rootDir,
    env: { ...process.env, ...env },
  })
const loopback = /\b(127\.0\.0\.1|localhost)\b/
/** The checksums the build writes (build/checksums.ts) and the script that checks a host by them. */
const checksums = join(clientDir, 'sha256sums.txt')
const checkHost = (origin: string) =>
  promisify(execFile)('bash', [join(rootDir, 'ops/check-host.sh'), origin, checksums])
const campaign = '?utm_source=ad&utm_campaign=spring&gclid=abc&fbclid=def'

let rules: HeaderRule[]
/** What the build printed (tests/global-build.ts made it). */
let printed = ''
/** Each declared variant's file, with the URL that shows it and the page whose rules it takes. */
const variantFiles = new Map<string, [string, string]>()
beforeAll(async () => {
  printed = await readFile(join(distDir, 'build-output.txt'), 'utf8')
  rules = await builtHeaderRules()
  const counting: CountingSite = JSON.parse(await readFile(join(distDir, 'counting.json'), 'utf8'))
  for (const { url, variants } of Object.values(counting.pages)) {
    for (const [v, file] of Object.entries(variants)) variantFiles.set(file, [`${url}?v=${v}`, url])
  }
})

test('the build ends by printing every link it baked into the pages', async () => {
  const { outboundLinks, videoHost } = await builtLinks()
  for (const url of [...Object.values(outboundLinks), videoHost.scriptUrl]) {
    expect(printed.slice(printed.lastIndexOf('Built with these settings'))).toContain(url)
  }
})

test('a build that loads from this machine is refused for dist/client, which keeps the production build', async () => {
  const production = join(rootDir, 'dist/client/index.html')
  const before = await readFile(production, 'utf8').catch(() => 'none')
  const refused = build({
    VITE_VIDEO_SCRIPT_URL: 'http://127.0.0.1:4318/player.js',
    SITE_DIST: join(rootDir, 'dist'),
  })
  await expect(refused).rejects.toThrow(/127\.0\.0\.1:4318.* is on this machine/)
  expect(await readFile(production, 'utf8').catch(() => 'none')).toBe(before)
  const names = await readdir(clientDir, { recursive: true })
  for (const name of names.filter((file) => /\.(html|js|txt|svg|xml)$|_headers$/.test(file))) {
    expect(await readFile(join(clientDir, name), 'utf8'), name).not.toMatch(loopback)
  }
})

/** Every file under `dir`, as paths from it. */
const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length))
    .sort()

test('a second clean build of the commit, elsewhere and in another zone, locale and NODE_ENV, gives dist/client byte for byte', async () => {
  const again = join(distDir, 'built-again')
  try {
    await build({
      SITE_DIST: again,
      TZ: 'Pacific/Kiritimati',
      LC_ALL: 'de_DE.UTF-8',
      NODE_ENV: 'production',
    })
    const copy = `${join(again, 'client')}/`
    const names = await filesUnder(clientDir)
    expect(await filesUnder(copy)).toEqual(names)
    for (const name of names) {
      const [first, second] = await Promise.all([readFile(clientDir + name), readFile(copy + name)])
      expect(first.equals(second), `${name} differs between two builds`).toBe(true)
    }
  } finally {
    await rm(again, { recursive: true, force: true })
  }
})

/**
 * Every file of the build a visitor can ask for, as [the URL that serves it, the path whose rules
 * give its headers]: each page at its URL, the 404 page at a path no route matches. Not `_headers`
 * (never served), nor the `.br` and `.gz` forms (served under their file's own URL).
 */
async function servedFiles(): Promise<[string, string][]> {
  const names = (await filesUnder(clientDir)).filter(
    (name) => name !== '_headers' && !/\.(br|gz)$/.test(name),
  )
  expect(names).toEqual(expect.arrayContaining(['favicon.svg', 'og-image.png', 'robots.txt']))
  return names.map((name) => {
    const page = sitePages.find((candidate) => candidate.file === name)
    if (!page) return variantFiles.get(name) ?? [`/${name}`, `/${name}`]
    return page.routed ? [page.url, page.url] : [unknownPath, `/${name}`]
  })
}

/** User agents of crawlers, as they announce themselves. */
const crawlers = {
  google: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googleAds: 'AdsBot-Google (+http://www.google.com/adsbot.html)',
  meta: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  bing: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  any: 'Mozilla/5.0 (compatible; ExampleCrawler/0.1)',
}
const cubotPhone =
  'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'

/**
 * The same visits on every host (a view is the page's HTML asked for; a click, its link's ping to
 * the counting path, or a GET there from an older page), and the counts they give: [method, URL,
 * what it shows, where it redirects to, or `204`]. `PING` is what a browser sends for a link's
 * `ping`: a POST of `text/ping` whose body is `PING`.
 */
const visits = [
  ['GET', '/', 'index.html'],
  ['GET', '/?v=b&utm_source=ad', 'variants/vsl-b.html'],
  ['GET', '/?V=B', 'variants/vsl-b.html'],
  ['GET', '/?v=%3Cscript%3E', 'index.html'],
  ['GET', '/?v=default', 'index.html'],
  ['GET', '/google?v=split', 'google.html'],
  ['HEAD', '/?v=b', 'variants/vsl-b.html'],
  ['GET', '/google?utm_source=ad', 'google.html'],
  ['GET', '/advertorial-v2', 'advertorial-v2.html'],
  ['GET', '/', 'index.html'],
  ['GET', '/go/order?from=vsl&utm_source=ad&gclid=abc', 'vsl store?utm_source=ad&gclid=abc'],
  ['GET', '/go/order?from=vsl&v=b', 'vsl store'],
  ['GET', '/go/order?from=google', 'vsl store'],
  ['GET', '/go/order?from=advertorial&fbclid=f', 'advertorial store?fbclid=f'],
  ['GET', '/go/masterclass?from=advertorial&utm_term=a', 'masterclass?utm_term=a'],
  // Hostile or unknown `from` and `v`, or not a GET: counted nowhere, the right place all the same.
  ['GET', '/go/order?from=%3Cscript%3E&utm_source=ad', 'vsl store?utm_source=ad'],
  ['GET', '/go/order?from=__proto__', 'vsl store'],
  ['GET', '/go/order?from=google&v=b', 'vsl store'],
  ['GET', '/go/order?from=vsl&v=%62', 'vsl store'],
  ['GET', '/go/masterclass?from=vsl&v=constructor', 'masterclass'],
  ['GET', '/go/masterclass?from=VSL&V=B', 'masterclass'],
  ['HEAD', '/go/order?from=vsl', 'vsl store'],
  // The links' pings: 204, counted as the GETs are; a POST that is no ping only redirects.
  ['PING', '/go/order?from=vsl', '204'],
  ['PING', '/go/order?from=vsl&v=b', '204'],
  ['PING', '/go/masterclass?from=google', '204'],
  ['PING', '/go/order?from=advertorial&utm_source=ad', '204'],
  ['PING', '/go/order?from=%3Cscript%3E', '204'],
  ['PING', '/go/masterclass?from=vsl&v=constructor', '204'],
  ['POST', '/go/order?from=vsl', 'vsl store'],
  // A machine's, not a person's (a prefetch or prerender, a crawler): answered as anyone's,
  // counted nowhere. A phone called CUBOT is a person's.
  ['GET', '/', 'index.html', { 'Sec-Purpose': 'prefetch' }],
  ['GET', '/google', 'google.html', { 'Sec-Purpose': 'prefetch;prerender' }],
  ['GET', '/?v=b', 'variants/vsl-b.html', { Purpose: 'prefetch' }],
  ['GET', '/advertorial-v2', 'advertorial-v2.html', { 'User-Agent': crawlers.google }],
  ['GET', '/', 'index.html', { 'User-Agent': crawlers.googleAds }],
  ['GET', '/', 'index.html', { 'User-Agent': crawlers.meta }],
  ['PING', '/go/order?from=vsl', '204', { 'User-Agent': crawlers.bing }],
  ['GET', '/go/masterclass?from=vsl', 'masterclass', { 'User-Agent': crawlers.any }],
  ['GET', '/google', 'google.html', { 'User-Agent': cubotPhone }],
] as const satisfies readonly (readonly [string, string, string, Record<string, string>?])[]
const countedVisits = `advertorial default masterclass 1, advertorial default order 2,
  advertorial default view 1, google default masterclass 1, google default order 1,
  google default view 2, vsl b masterclass 1, vsl b order 2, vsl b view 2, vsl default order 2,
  vsl default view 3`.split(/,\s+/)

/**
 * Counts as any host keeps them (npm start's 5-column file, nginx's 4-column log, D1's rows from
 * `wrangler d1 execute --json`), read as the report reads them, as `page variant step n` for today.
 * A line the report skips, a row with another column, or another day, fails.
 */
function countsOf(text: string): string[] {
  // Nothing counted yet: an empty store, which the report refuses as unusable.
  if (text === '') return []
  for (const row of text.startsWith('[') ? JSON.parse(text)[0].results : [])
    expect(Object.keys(row)).toEqual(['day', 'page', 'variant', 'step', 'n'])
  const { counts, skipped } = readCounts(text, experiments)
  expect(skipped).toEqual([])
  const tally = new Map<string, number>()
  for (const { day, page, variant, step, n } of counts) {
    expect(day).toBe(new Date().toISOString().slice(0, 10))
    tally.set(`${page} ${variant} ${step}`, (tally.get(`${page} ${variant} ${step}`) ?? 0) + n)
  }
  return [...tally].map(([key, n]) => `${key} ${n}`).sort()
}

describe.each(['npm start', ...hostNames] as const)('%s', (name) => {
  let origin = ''
  let stop = async () => {}
  let counts = async () => ''
  let kept = async () => ''
  beforeAll(async () => {
    if (name !== 'npm start') {
      ;({ origin, stop, counts, kept } = await startHost(name, testPort(name)))
      return
    }
    // `npm start`'s server, in this process, counting into a file of its own.
    const countsFile = join(distDir, 'counts-test.tsv')
    await rm(countsFile, { force: true })
    counts = () => readFile(countsFile, 'utf8').catch(() => '')
    // What it writes: its counts file alone.
    kept = counts
    const server = await serve(0, countsFile)
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    stop = async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
  afterAll(() => stop())

  // Each request on a connection of its own: wrangler's local server closed a kept-alive one as
  // the next request went out on it ('fetch failed: other side closed', twice in a session).
  const fetchFrom = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    method === 'PING'
      ? fetch(`${origin}${path}`, {
          redirect: 'manual',
          method: 'POST',
          headers: { ...headers, Connection: 'close', 'Content-Type': 'text/ping' },
          body: 'PING',
        })
      : fetch(`${origin}${path}`, {
          redirect: 'manual',
          headers: { ...headers, Connection: 'close' },
          method,
        })
  const file = (name: string) => readFile(join(clientDir, name), 'utf8')
  /**
   * The counts once every request made so far is in them: a host counts after it answers, so a
   * ping of our own (an order from `/`) is awaited; our pings are then taken off the tally.
   */
  let ownPings = 0
  const marker = 'vsl default order'
  const settledCounts = async () => {
    const orders = (counted: string[]) =>
      Number(counted.find((line) => line.startsWith(`${marker} `))?.slice(marker.length) ?? 0)
    const asked = orders(countsOf(await counts())) + 1
    await fetchFrom('/go/order?from=vsl', {}, 'PING')
    ownPings++
    await expect
      .poll(async () => orders(countsOf(await counts())), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(asked)
    const counted = countsOf(await counts())
    const others = orders(counted) - ownPings
    return counted
      .map((line) => (line.startsWith(`${marker} `) ? `${marker} ${others}` : line))
      .filter((line) => line !== `${marker} 0`)
  }

  test('the same visits count the same: views and clicks by day, page, variant and step, nothing else; a ping gets 204, a GET of a counting path lands on its store or the masterclass, its campaign carried, no cookie set', async () => {
    const { outboundLinks } = await builtLinks()
    const targets = {
      'vsl store': outboundLinks.vslStoreUrl,
      'advertorial store': outboundLinks.advertorialStoreUrl,
      masterclass: outboundLinks.masterclassUrl,
    }
    for (const [method, path, shown, headers] of visits) {
      const response = await fetchFrom(path, headers, method)
      const body = await response.text()
      expect(response.headers.get('set-cookie'), path).toBeNull()
      if (shown.endsWith('.html')) {
        expect(response.status, path).toBe(200)
        if (method === 'GET')
          expect(body === (await file(shown)), `${path} shows ${shown}`).toBe(true)
        continue
      }
      expect(response.headers.get('cache-control'), path).toBe('no-store')
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer')
      if (shown === '204') {
        expect([response.status, body], path).toEqual([204, ''])
        continue
      }
      const [target, query] = shown.split('?') as [keyof typeof targets, string | undefined]
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location'), path).toBe(
        `${targets[target]}${query ? `?${query}` : ''}`,
      )
    }
    // A split on one URL: a coin at the host, one redirect by the planned shares, nothing counted.
    const landed = new Set<string | null>()
    for (let flip = 0; flip < 24; flip++) {
      landed.add((await fetchFrom('/?utm_source=ad&V=Split')).headers.get('location'))
    }
    expect([...landed].sort()).toEqual(['/?v=b&utm_source=ad', '/?v=default&utm_source=ad'])
    // Cloudflare counts after answering.
    await expect
      .poll(async () => countsOf(await counts()), { timeout: 10_000 })
      .toEqual(countedVisits)
  })

  test('landing URLs with a campaign answer 200 at once with their page; their /x/ and /x.html forms redirect to them, the query kept', async () => {
    for (const page of routePages) {
      const response = await fetchFrom(`${page.url}${campaign}`)
      expect(response.status, page.url).toBe(200)
      expect(await response.text(), page.url).toBe(await file(page.file))
      const aliases = page.url === '/' ? ['/index.html'] : [`${page.url}/`, `${page.url}.html`]
      for (const alias of aliases) {
        const redirect = await fetchFrom(`${alias}${campaign}`)
        expect(redirect.status, alias).toBe(308)
        expect(redirect.headers.get('location'), alias).toBe(`${page.url}${campaign}`)
      }
    }
  })

  // What Lighthouse's robots.txt audit would read, had each page's CSP let it (ops/bench.ts).
  test('robots.txt is served as text, every line a directive crawlers know', async () => {
    const response = await fetchFrom('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = (await response.text()).split('\n').filter((line) => line.trim())
    expect(lines[0]).toBe('User-agent: *')
    for (const line of lines) expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/)
  })

  test('other paths, folders and the header file answer 404 with the not-found page', async () => {
    // wrangler 4's local server answers /_headers 502 (its asset lookup fails with ENOTDIR), where
    // Pages answers 404: there, what holds is that the file is never served.
    const headerFile = name === 'cloudflare' ? [] : ['/_headers']
    for (const path of [
      unknownPath,
      '/assets/missing-Zz99.js',
      '/assets/',
      '/images',
      ...headerFile,
    ]) {
      const response = await fetchFrom(path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toBe(await file('404.html'))
    }
    const headers = await fetchFrom('/_headers')
    expect(headers.status).toBeGreaterThanOrEqual(400)
    expect(await headers.text()).not.toContain(await file('_headers'))
  })

  test('every file of the build carries the headers of the table, Cache-Control by a rule of ours', async () => {
    for (const [path, rulePath] of await servedFiles()) {
      const response = await fetchFrom(path)
      await response.arrayBuffer()
      const expected = Object.entries(headersForPath(rules, rulePath))
      expect(
        expected.map(([header]) => header),
        `${path}: no Cache-Control rule in build/headers.ts`,
      ).toContain('Cache-Control')
      for (const [header, value] of expected) {
        expect(response.headers.get(header), `${header} on ${path}`).toBe(value)
      }
    }
  })

  test('every file is served as built, the counting paths redirect and answer a ping, a prefetch and a crawler get the page: ops/check-host.sh finds each, counting nothing', async () => {
    const before = await settledCounts()
    const { stdout } = await checkHost(origin)
    const listed = (await readFile(checksums, 'utf8')).split('\n').filter(Boolean).length
    // Every file but _headers, which no host serves.
    expect(stdout).toContain(
      `${listed - 1} files served by ${origin} as built; its counting paths redirect and answer pings`,
    )
    // As a crawler and as a prefetch: nothing counted.
    expect(await settledCounts()).toEqual(before)
  })

  test('keeps no address, user agent or referrer of any request: not in its output, its logs, its state or its counts', async () => {
    const marker = `kept-${Date.now()}`
    // A visitor of its own address on the loopback (Linux answers all of 127/8 there), its own
    // browser and the page it came from.
    const from = '127.0.0.2'
    const visitor = {
      'User-Agent': `Mozilla/5.0 (X11; Linux x86_64) ${marker}-agent`,
      Referer: `https://referrer.example/${marker}-referrer`,
    }
    const visit = (method: string, path: string, headers = {}, body = '') =>
      new Promise<number>((resolve) => {
        const { hostname, port } = new URL(origin)
        const asked = request({ hostname, port, localAddress: from, method, path, headers })
        asked.on('response', (answer) =>
          answer.resume().on('end', () => resolve(answer.statusCode ?? 0)),
        )
        // A body over a host's limit may be cut off: what it kept is what counts here.
        asked.on('error', () => resolve(0))
        asked.end(body)
      })
    const asset = /\/assets\/[^"]+\.js/.exec(await file('index.html'))?.[0] ?? 'no asset'
    const before = countsOf(await counts())
    for (const path of ['/?utm_source=ad', '/quiz', asset, '/robots.txt', unknownPath]) {
      expect(await visit('GET', path, visitor), path).toBeGreaterThan(0)
    }
    const ping = { ...visitor, 'Content-Type': 'text/ping' }
    expect(await visit('POST', '/go/order?from=vsl', ping, 'PING')).toBe(204)
    // An error nginx would log with the client's address: a body over its limit (1 MB).
    await visit('POST', '/go/order?from=vsl', ping, 'PING'.repeat(300_000))
    // Once the ping is counted (Cloudflare counts after answering), the host has done its writing.
    await expect.poll(async () => countsOf(await counts()), { timeout: 10_000 }).not.toEqual(before)
    const person = new RegExp(`${marker}|referrer\\.example|127\\.0\\.0\\.2`)
    const lines = (await kept()).split('\n').filter((line) => person.test(line))
    expect(lines.map((line) => line.slice(0, 300))).toEqual([])
  })

  test('pages, assets and the 404 are compressed', async () => {
    const asset = /\/assets\/[^"]+\.js/.exec(await file('index.html'))?.[0] ?? 'no asset'
    for (const path of [...routePages.map((page) => page.url), asset, unknownPath]) {
      const response = await fetchFrom(path, { 'Accept-Encoding': 'gzip' })
      await response.arrayBuffer()
      expect(response.headers.get('content-encoding'), path).toBe('gzip')
    }
  })
})
