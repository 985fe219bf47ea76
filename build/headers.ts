/**
 * The production response headers, as the `_headers` file Cloudflare Pages reads and as
 * nginx configuration. The build writes both; `ops/serve.ts` reads `_headers`, so `npm start` and
 * the hosts cannot drift apart.
 */
import { createHash } from 'node:crypto'
import type { SitePage } from '../src/pages'

/**
 * One block of `_headers`: a path (`*` matches any rest of it), the headers it first takes away
 * from the blocks above (Cloudflare Pages' `! Name`), and the headers it sets.
 */
export interface HeaderRule {
  path: string
  detach?: string[]
  headers: Record<string, string>
}

/** The CSP source for an inline element: `'sha256-…'` of its exact text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The exact text of every inline `<style>` or `<script>` of a page (not JSON data blocks). */
function inlineBlocks(html: string, tag: 'style' | 'script'): string[] {
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi')
  return [...html.matchAll(pattern)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .filter(
      ([, attributes = '']) => !/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes),
    )
    .map(([, , text = '']) => text)
}

/** The `cspHash`es of a page's inline styles and scripts. */
export function inlineHashes(html: string): { styleHashes: string[]; scriptHashes: string[] } {
  return {
    styleHashes: inlineBlocks(html, 'style').map(cspHash),
    scriptHashes: inlineBlocks(html, 'script').map(cspHash),
  }
}

export interface PolicyInput {
  /**
   * Origin of the video player's loader script, on a page that embeds the video (the only third
   * party the site talks to); null on every other page.
   */
  videoOrigin: string | null
  /** `cspHash`es of the page's inline blocks, as the build wrote them. */
  styleHashes: readonly string[]
  scriptHashes: readonly string[]
  /** Whether the page's order links ping the site's counting path (a sales page). */
  pings?: boolean
  /** Whether the page's CSS has a font in it (the wordmark's, build/fonts.ts). */
  dataFonts?: boolean
}

/**
 * What lets a sales page's links ping the site (src/lib/counting.ts). A link's `ping` is a
 * request a Content-Security-Policy governs by `connect-src` (its Fetch destination is empty), in
 * Chromium, WebKit and Gecko alike: without it, each engine drops the ping as a violation.
 * `'self'` is the tightest source that lets it through on every host: a source naming the counting
 * path (`https://www.example.com/go/`) must name the origin too, which the build does not know
 * (`VITE_SITE_URL` is optional, a preview or a second host serves the same files elsewhere), and a
 * path without an origin cannot be written (the host `*` with the path `/go/` would let every
 * origin in). So the page may connect to its own origin and to no other, which keeps nothing of a
 * request but a count at its counting paths. The quiz, the legal pages and the 404 have no ping
 * and keep `'none'`.
 */
const pingSource = "'self'"

/**
 * One page's policy: nothing unless listed (`default-src 'none'`). Every page runs our scripts and
 * the inline code the build wrote into it (by hash), its styles by hash (the CSS is inline),
 * and shows our images (the icon, `data:`, is in the page: build/build.ts) and font. It opens no connection (`connect-src 'none'`: no fetch, beacon,
 * WebSocket or EventSource, to us or anyone) but its links' pings to our origin on a sales page
 * (`pings`, `pingSource`), and names no other origin, unless it embeds the video:
 * then the player's host alone is let in where a player needs it (its script, styles, images,
 * media, frames and the connections it makes to its host). No plugins, `<base>`, forms or framing.
 */
export function contentSecurityPolicy({
  videoOrigin,
  styleHashes,
  scriptHashes,
  pings = false,
  dataFonts = false,
}: PolicyInput): string {
  const unique = (values: readonly string[]) => [...new Set(values)].sort()
  const video = videoOrigin ? [videoOrigin] : []
  const directives: [string, string[]][] = [
    ['default-src', []],
    ['script-src', ["'self'", ...unique(scriptHashes), ...video]],
    ['style-src', [...unique(styleHashes), ...video]],
    ['img-src', ["'self'", 'data:', ...video]],
    ['font-src', ["'self'", ...(dataFonts ? ['data:'] : [])]],
    ...(videoOrigin
      ? ([
          ['media-src', ['blob:', videoOrigin]],
          ['frame-src', [videoOrigin]],
        ] satisfies [string, string[]][])
      : []),
    ['connect-src', [...(pings ? [pingSource] : []), ...video]],
    ['base-uri', []],
    ['form-action', []],
    ['frame-ancestors', []],
  ]
  // An empty list is written out: 'none'.
  return directives
    .map(([name, sources]) => [name, ...(sources.length > 0 ? sources : ["'none'"])].join(' '))
    .join('; ')
}

/** Features the site never uses, denied to the page and anything it embeds. */
const deniedFeatures = (
  'accelerometer camera display-capture geolocation gyroscope magnetometer microphone midi ' +
  'payment usb browsing-topics'
).split(' ')

/** Hashed assets never change under their name; pages keep their URL, so are revalidated. */
const immutableCaching = 'public, max-age=31536000, immutable'
const revalidateCaching = 'no-cache'
/**
 * The files copied from public/ keep their names from build to build (the images and favicon the
 * pages link, the link-preview card other sites fetch by its URL, robots.txt, the licenses), so
 * they cannot be immutable. A day lets a visitor go back and forth between the sales pages and
 * the quiz, or come back the same day, without asking for each drawing again; then each is
 * revalidated (an ETag or Last-Modified request: a 304 without the body when nothing changed), so
 * a drawing replaced in a deploy (a claim or a photo taken down) reaches everyone within a day.
 * `must-revalidate`, not `stale-while-revalidate`: no cache shows a stale copy past the day, and
 * every browser knows it.
 */
const dailyCaching = 'public, max-age=86400, must-revalidate'
/** The files of public/, by folder (`/images/*`) or by name, as the site serves them. */
const staticFilePaths = ['/images/*', '/licenses/*', '/favicon.svg', '/og-image.png', '/robots.txt']
/** For every 404: Cloudflare Pages sends `no-store` there whatever `_headers` says. */
const notFoundCaching = 'no-store'

/** What the rules need to know of a page (src/pages.ts). */
export type HostedPage = Pick<SitePage, 'url' | 'file' | 'routed'>

/** A page with the Content-Security-Policy the build made for it. */
export interface PolicedPage extends HostedPage {
  csp: string
}

/** The file of every file's SHA-256 the build writes into dist/client (build/checksums.ts). */
export const checksumsPath = '/sha256sums.txt'

/**
 * The rules: security headers everywhere, a year for hashed assets, revalidation for each page and
 * the checksums, a day then revalidation for the files of public/, `no-store` for the 404: every
 * file the build writes has a Cache-Control of ours, none the host's default
 * (tests/build-headers.test.ts and tests/hosts.test.ts fail on one without).
 *
 * Each page has its own Content-Security-Policy. Every other path (the not-found page a host
 * serves at any unknown path, assets, images) gets the not-found page's, the strictest: it comes
 * from `/*`, so a page's block detaches it before setting its own (Cloudflare Pages joins the
 * values of a header that several matching blocks set, as two policies that both apply). No other
 * header is set by two rules that can match one path.
 *
 * No Cross-Origin-Opener-Policy: `same-origin` made every arrival switch browsing context groups,
 * and `npm run bench` measured first paint 60 ms later and TBT 70 ms instead of 10 ms on `/`.
 * Outbound links open with noopener, and frame-ancestors 'none' still forbids framing.
 */
export function siteHeaderRules(pages: readonly PolicedPage[]): HeaderRule[] {
  const caching = (path: string, value: string) => ({ path, headers: { 'Cache-Control': value } })
  const notFound = pages.find((page) => !page.routed)
  if (!notFound) throw new Error('_headers: the pages have no not-found page to take its policy')
  const csp = 'Content-Security-Policy'
  return [
    {
      path: '/*',
      headers: {
        [csp]: notFound.csp,
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
      },
    },
    // The counting paths' redirects (src/lib/counting.ts): never kept, and no referrer onward.
    {
      path: '/go/*',
      detach: ['Referrer-Policy'],
      headers: { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' },
    },
    caching('/assets/*', immutableCaching),
    ...staticFilePaths.map((path) => caching(path, dailyCaching)),
    caching(checksumsPath, revalidateCaching),
    ...pages.map((page) =>
      page.routed
        ? {
            path: page.url,
            detach: [csp],
            headers: { [csp]: page.csp, 'Cache-Control': revalidateCaching },
          }
        : caching(`/${page.file}`, notFoundCaching),
    ),
  ]
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const header = [
    '# Response headers for Cloudflare Pages and `npm start` (written by build/build.ts from',
    '# build/headers.ts; dist/nginx.conf carries the same rules for nginx). `! Name` takes away',
    '# what a block above set, before the block sets its own.',
  ]
  const blocks = rules.map((rule) =>
    [
      rule.path,
      ...(rule.detach ?? []).map((name) => `  ! ${name}`),
      ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n'),
  )
  return `${[...header, '', blocks.join('\n\n')].join('\n')}\n`
}

/** A value nginx takes as it is in double quotes (`$` would start a variable there). */
export function nginxString(value: string): string {
  if (/["\\$\r\n]/.test(value)) throw new Error(`nginx.conf: cannot quote the value ${value}`)
  return `"${value}"`
}

/**
 * The same rules and pages as the contents of an nginx `server` block: each page its exact
 * location, its `/x/` and `/x.html` redirected to it as on Cloudflare Pages, each other file with a
 * rule of its own its exact location too, a folder's rule (`/images/*`) a prefix location, the 404
 * page for the rest. An `add_header` in a location drops those above, so each lists its headers in
 * full. A rule with `*` elsewhere than at the end of a folder has no nginx location: refused.
 */
export function formatNginxConfig(
  rules: readonly HeaderRule[],
  pages: readonly HostedPage[],
  // A counted page's lines in place of its `try_files` (by URL); the counting paths' locations.
  counting: { page: (url: string) => string[] | undefined; paths: Record<string, string[]> },
) {
  const headers = (path: string, from = rules) =>
    Object.entries(headersForPath(from, path)).map(
      ([name, value]) => `add_header ${name} ${nginxString(value)} always;`,
    )
  const location = (match: string, lines: string[]) =>
    [`location ${match} {`, ...lines.map((line) => `  ${line}`), '}'].join('\n')
  const redirect = (from: string, to: string) =>
    location(`= ${from}`, [`return 308 ${to}$is_args$args;`])
  const locations = pages.flatMap((page) => {
    if (!page.routed)
      return [location(`= /${page.file}`, ['internal;', ...headers(`/${page.file}`)])]
    const aliases = page.url === '/' ? ['/index.html'] : [`${page.url}/`, `${page.url}.html`]
    const serve = counting.page(page.url) ?? [`try_files /${page.file} =404;`]
    return [
      location(`= ${page.url}`, [...serve, ...headers(page.url)]),
      ...aliases.map((alias) => redirect(alias, page.url)),
    ]
  })
  const prefixes = rules.filter((rule) => rule.path !== '/*' && rule.path.endsWith('/*'))
  const exact = new Set(pages.map((page) => (page.routed ? page.url : `/${page.file}`)))
  const unplaced = rules.find((rule) => rule.path.replace(/\/\*$/, '').includes('*'))
  if (unplaced) throw new Error(`nginx.conf: no location for ${unplaced.path}`)
  const files = rules.filter((rule) => !rule.path.endsWith('/*') && !exact.has(rule.path))
  return `${[
    '# nginx: the headers, pages and 404 of this build (written by build/build.ts from',
    '# build/headers.ts). Include it in the server block that sets listen, server_name and root.',
    'charset utf-8;',
    'autoindex off;',
    'absolute_redirect off;',
    'server_tokens off;',
    '# Nothing of a visitor is kept, on any request of the site (docs/deployment.md): no access log,',
    '# whatever the http block sets; the counted locations write their counts-only line and no other.',
    'access_log off;',
    "# nginx's error log has no format: a line about a request names the client's address",
    '# (`client:`), the request line, the host and often the referrer. So the errors of this',
    "# site's requests are kept nowhere; nginx's own (its start, a wrong configuration) still go to",
    '# its main error log. To learn why a file is not served, point this at a file for a while,',
    '# knowing that it keeps addresses, then delete it.',
    'error_log /dev/null;',
    '# The .gz files the build wrote beside each text file.',
    'gzip_static on;',
    'gzip_vary on;',
    `error_page 404 /${pages.find((page) => !page.routed)?.file ?? '404.html'};`,
    ...headers(
      '/',
      rules.filter((rule) => rule.path === '/*'),
    ),
    location('/', ['try_files $uri =404;']),
    location('= /_headers', ['return 404;']),
    ...prefixes.map((rule) =>
      location(`^~ ${rule.path.slice(0, -1)}`, ['try_files $uri =404;', ...headers(rule.path)]),
    ),
    ...files.map((rule) =>
      location(`= ${rule.path}`, ['try_files $uri =404;', ...headers(rule.path)]),
    ),
    ...locations,
    ...Object.entries(counting.paths).map(([path, lines]) =>
      location(`= ${path}`, [...lines, ...headers(path)]),
    ),
  ].join('\n')}\n`
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const rule = rules.at(-1)
    const detach = /^\s+!\s*([\w-]+)\s*$/.exec(line)
    if (detach?.[1] && rule) {
      rule.detach = [...(rule.detach ?? []), detach[1]]
      continue
    }
    const match = /^\s+([\w-]+)\s*:\s*(.*)$/.exec(line)
    if (!match?.[1] || !rule) throw new Error(`_headers: cannot read the line "${line}"`)
    rule.headers[match[1]] = match[2]?.trim() ?? ''
  }
  return rules
}

function pathPattern(path: string): RegExp {
  const source = path
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}$`)
}

/**
 * The headers for one URL path, as Cloudflare Pages gives them: every matching block in order,
 * each first taking away what it detaches, then adding its own, a header already there joined
 * (`a, b`: two policies, for a CSP).
 */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules.filter((candidate) => pathPattern(candidate.path).test(path))) {
    for (const name of rule.detach ?? []) delete headers[name]
    for (const [name, value] of Object.entries(rule.headers)) {
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value
    }
  }
  return headers
}
