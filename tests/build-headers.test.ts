import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { readSettings } from '@/config/settings'
import { type SitePage, sitePages, unknownPath } from '@/pages'
import { headTags } from '../build/build'
import { distDir } from '../build/build-dirs'
import { contentSecurityPolicy, cspHash, headersForPath, siteHeaderRules } from '../build/headers'
import { builtHeaderRules, builtLinks } from '../testing/built-site'

const siteUrlOf = (VITE_SITE_URL: string) => readSettings({ VITE_SITE_URL }).settings.site.url

const video = 'https://video.example'
/** A page's inline code: one style, one script. */
const inline = { styleHashes: [cspHash('body{color:red}')], scriptHashes: [cspHash('run()')] }
const policyOf = (page: Pick<SitePage, 'embedsVideo'>) =>
  contentSecurityPolicy({ ...inline, videoOrigin: page.embedsVideo ? video : null })
const policed = sitePages.map((page) => ({ ...page, csp: policyOf(page) }))
/** The hashes browsers compute: `printf 'run()' | openssl dgst -sha256 -binary | base64`. */
const styleHash = "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='"
const scriptHash = "'sha256-AvyuiL0SD1mVY3NNxR+V2uo+lhk6RMFrytWmRt6CrJQ='"

/** The directives of a CSP as name -> sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

test('the Content-Security-Policy of a page without the video: our scripts, fonts and images (the icon a data: URL), its inline code by hash, no connection, no other origin', () => {
  expect(directives(contentSecurityPolicy({ ...inline, videoOrigin: null }))).toEqual({
    'default-src': ["'none'"],
    'script-src': ["'self'", scriptHash],
    'style-src': [styleHash],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  })
})

test('the Content-Security-Policy of a sales page: the video host too, where its player needs it, its links’ pings to its own origin, and nothing else more', () => {
  expect(directives(contentSecurityPolicy({ ...inline, videoOrigin: video, pings: true }))).toEqual(
    {
      'default-src': ["'none'"],
      'script-src': ["'self'", scriptHash, video],
      'style-src': [styleHash, video],
      'img-src': ["'self'", 'data:', video],
      'font-src': ["'self'"],
      'media-src': ['blob:', video],
      'frame-src': [video],
      'connect-src': ["'self'", video],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    },
  )
})

test('as built, only the sales pages may connect, to their own origin (the pings) and the video host; the quiz, the legal pages and the 404 to nothing', async () => {
  const rules = await builtHeaderRules()
  const { videoHost } = await builtLinks()
  const connect = (path: string) =>
    directives(headersForPath(rules, path)['Content-Security-Policy'] ?? '')['connect-src']
  const sales = sitePages.filter((page) => page.kind === 'vsl' || page.kind === 'advertorial')
  for (const path of sales.map((page) => page.url)) {
    expect(connect(path), path).toEqual(["'self'", new URL(videoHost.scriptUrl).origin])
  }
  for (const page of sitePages.filter((one) => !sales.includes(one))) {
    expect(connect(page.routed ? page.url : unknownPath), page.file).toEqual(["'none'"])
  }
})

test('as built, a page lets in data: fonts exactly where its HTML has one (the wordmark’s face)', async () => {
  const rules = await builtHeaderRules()
  for (const page of sitePages) {
    const html = await readFile(join(distDir, 'client', page.file), 'utf8')
    const csp = headersForPath(rules, page.routed ? page.url : unknownPath)[
      'Content-Security-Policy'
    ]
    expect(directives(csp ?? '')['font-src'], page.file).toEqual(
      html.includes('url(data:font/') ? ["'self'", 'data:'] : ["'self'"],
    )
  }
})

// How two rules' headers on one path join, as the local server reads _headers (ops/serve.ts), is
// Cloudflare Pages' own runtime's: tests/hosts.test.ts holds `npm start` to it on every built file.
describe('_headers and nginx.conf', () => {
  const rules = siteHeaderRules(policed)
  const asset = '/assets/quiz-abc.js'
  /** Files the build copies from public/ under their own names, one of each kind. */
  const staticFiles = [
    '/images/sales/carol-results.svg',
    '/favicon.svg',
    '/og-image.png',
    '/robots.txt',
    '/licenses/lucide.txt',
  ]
  /** Every path with a rule of its own, and a file under each folder rule. */
  const paths = [
    ...sitePages.map((page) => page.url),
    asset,
    ...staticFiles,
    '/404.html',
    '/sha256sums.txt',
  ]
  const csp = (path: string) => headersForPath(rules, path)['Content-Security-Policy']

  test('sends strict security headers on every path', () => {
    for (const path of paths) {
      const headers = headersForPath(rules, path)
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff')
      expect(headers['X-Frame-Options'], path).toBe('DENY')
      expect(headers['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['Strict-Transport-Security'], path).toMatch(/^max-age=\d{8,}/)
      expect(headers['Permissions-Policy'], path).toMatch(
        /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
      )
    }
  })

  test("each page gets its own policy, and every other path the not-found page's", () => {
    for (const page of policed.filter((p) => p.routed))
      expect(csp(page.url), page.url).toBe(page.csp)
    const notFound = policed.find((page) => !page.routed)?.csp
    for (const path of [unknownPath, asset, ...staticFiles, '/404.html', '/quiz/', '/quiz.html']) {
      expect(csp(path), path).toBe(notFound)
    }
  })

  const caching = (path: string) => headersForPath(rules, path)['Cache-Control']

  test('revalidates every page and the checksums, keeps hashed assets a year, other files a day, never the 404', () => {
    for (const page of sitePages.filter((p) => p.routed)) expect(caching(page.url)).toBe('no-cache')
    expect(caching('/sha256sums.txt')).toBe('no-cache')
    expect(caching(asset)).toBe('public, max-age=31536000, immutable')
    for (const path of staticFiles) {
      expect(caching(path), path).toBe('public, max-age=86400, must-revalidate')
    }
    expect(caching('/404.html')).toBe('no-store')
    expect(caching('/assets-not/x.js')).toBeUndefined()
  })
})

const home = sitePages.find((page) => page.url === '/')
const notFound = sitePages.find((page) => !page.routed)
if (!home || !notFound) throw new Error('pages lost / or 404.html')

test('the prerendered head inlines the CSS and holds no script or stylesheet that could block the first paint', () => {
  const head = headTags(home, 'body{}', null)
  expect(head).toContain('<style>body{}</style>')
  expect(head).not.toMatch(/<script|rel="stylesheet"|rel="modulepreload"/)
})

test('the prerendered head makes canonical and Open Graph URLs absolute when the site URL is known', () => {
  expect(headTags(home, '', null)).not.toContain('canonical')
  const head = headTags(home, '', siteUrlOf('https://shop.example/'))
  expect(head).toContain('<link rel="canonical" href="https://shop.example/" />')
  expect(head).toContain(
    `<meta property="og:image" content="https://shop.example${home.meta.image}" />`,
  )
})

test('the prerendered head keeps the not-found page out of search results', () => {
  const head = headTags(notFound, '', siteUrlOf('https://shop.example'))
  expect(head).toContain('<meta name="robots" content="noindex" />')
  expect(head).not.toContain('canonical')
})
