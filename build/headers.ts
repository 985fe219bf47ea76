/**
 * The production response headers, in the `_headers` format that Netlify and Cloudflare Pages
 * read from the publish directory. The build writes the file; `build/serve.ts` reads the same
 * file, so what `npm start` sends and what the static host sends cannot drift apart.
 */
import { createHash } from 'node:crypto'
import type { SitePage } from '../src/pages'

/** One block of a `_headers` file: a path pattern and the headers for responses it matches. */
export interface HeaderRule {
  /** `/*` matches everything; `*` matches any rest of a path, `:name` one segment. */
  path: string
  headers: Record<string, string>
}

/** The CSP source for an inline element: `'sha256-…'` of its exact text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * The text of every inline `<style>` or `<script>` (without `src`) in an HTML page, exactly as
 * written, which is what the browser hashes. JSON data blocks are not run, so they are left out.
 */
export function inlineBlocks(html: string, tag: 'style' | 'script'): string[] {
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi')
  return [...html.matchAll(pattern)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .filter(
      ([, attributes = '']) => !/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes),
    )
    .map(([, , text = '']) => text)
}

export interface PolicyInput {
  /** Origin of the video player's loader script (the only third party the site talks to). */
  videoOrigin: string
  /** Hashes (see `cspHash`) of the inline `<style>` blocks the build wrote. */
  styleHashes: readonly string[]
  /** Hashes of inline scripts, if a page ever has one; normally none. */
  scriptHashes?: readonly string[]
}

/**
 * Only our own origin and the video host, no inline script or style except the exact blocks
 * the build wrote, no plugins, no forms, and no framing of our pages by anyone.
 */
export function contentSecurityPolicy({
  videoOrigin,
  styleHashes,
  scriptHashes = [],
}: PolicyInput): string {
  const unique = (values: readonly string[]) => [...new Set(values)].sort()
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...unique(scriptHashes), videoOrigin],
    ['style-src', "'self'", ...unique(styleHashes), videoOrigin],
    ['img-src', "'self'", 'data:', videoOrigin],
    ['font-src', "'self'"],
    ['media-src', "'self'", 'blob:', videoOrigin],
    ['connect-src', "'self'", videoOrigin],
    ['frame-src', videoOrigin],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((parts) => parts.join(' ')).join('; ')
}

/** Features the site never uses, denied to the page and anything it embeds. */
const deniedFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
  'browsing-topics',
] as const

/** Hashed build output never changes under its name, so browsers and CDNs may keep it for a year. */
const immutableCaching = 'public, max-age=31536000, immutable'
/** Pages keep their URL across deploys: caches must revalidate them on every use. */
const revalidateCaching = 'no-cache'
/**
 * The not-found page, sent with every 404. Cloudflare Pages sends `no-store` on a 404 whatever
 * `_headers` says; every host does the same.
 */
export const notFoundCaching = 'no-store'

/** What the rules need to know of a page (src/pages.ts). */
export type HostedPage = Pick<SitePage, 'url' | 'file' | 'routed'>

/**
 * The rules the build writes to `_headers` and to the nginx configuration: security headers
 * everywhere, a year for hashed assets, revalidation for each page, `no-store` for the 404.
 * No header is set by two rules that can match one path: Cloudflare Pages and Netlify join the
 * values of a header that several matching rules set (`no-cache, public, max-age=...`). Other
 * files (images, robots.txt) get the host's own caching.
 *
 * No Cross-Origin-Opener-Policy: `same-origin` made every arrival (from an ad, a search or a new
 * tab) switch browsing context groups when the response came in, so the page's renderer started
 * only then. `npm run bench` measured it: first paint about 60 ms later and the page's first task
 * twice as long, TBT median 70 ms instead of 10 ms on `/`. The pages keep nothing an opener could
 * reach, every outbound link opens with noopener, and frame-ancestors 'none' still forbids framing.
 */
export function siteHeaderRules(policy: PolicyInput, pages: readonly HostedPage[]): HeaderRule[] {
  const caching = (path: string, value: string) => ({ path, headers: { 'Cache-Control': value } })
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(policy),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
      },
    },
    caching('/assets/*', immutableCaching),
    ...pages.map((page) =>
      page.routed
        ? caching(page.url, revalidateCaching)
        : caching(`/${page.file}`, notFoundCaching),
    ),
  ]
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const header = [
    '# Response headers for Cloudflare Pages, Netlify and `npm start` (written by build/build.ts',
    '# from build/headers.ts; dist/nginx.conf carries the same rules for nginx).',
  ]
  const blocks = rules.map((rule) =>
    [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join(
      '\n',
    ),
  )
  return `${[...header, '', blocks.join('\n\n')].join('\n')}\n`
}

/** A value nginx takes as it is in double quotes (`$` would start a variable there). */
function nginxString(value: string): string {
  if (/["\\$\r\n]/.test(value)) throw new Error(`nginx.conf: cannot quote the value ${value}`)
  return `"${value}"`
}

/**
 * The same rules and pages as an nginx `server` block's contents (`include` it where `listen`,
 * `server_name` and `root` are set). Each page is its exact location, its `/x/` and `/x.html` forms
 * redirect to it as Cloudflare Pages does, and the 404 page answers every other path. An
 * `add_header` in a location drops every one above it, so each location lists its headers in full;
 * `always` sends them with every status.
 */
export function formatNginxConfig(rules: readonly HeaderRule[], pages: readonly HostedPage[]) {
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
    return [
      location(`= ${page.url}`, [`try_files /${page.file} =404;`, ...headers(page.url)]),
      ...aliases.map((alias) => redirect(alias, page.url)),
    ]
  })
  const prefixes = rules.filter((rule) => rule.path !== '/*' && rule.path.endsWith('/*'))
  const exact = new Set(pages.map((page) => (page.routed ? page.url : `/${page.file}`)))
  const unplaced = rules.filter((rule) => !rule.path.endsWith('/*') && !exact.has(rule.path))
  if (unplaced.length > 0) throw new Error(`nginx.conf: no location for ${unplaced[0]?.path}`)
  return `${[
    '# nginx: the headers, pages and 404 of this build (written by build/build.ts from',
    '# build/headers.ts). Include it in the server block that sets listen, server_name and root.',
    'charset utf-8;',
    'autoindex off;',
    'absolute_redirect off;',
    'server_tokens off;',
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
    ...locations,
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
    const match = /^\s+([\w-]+)\s*:\s*(.*)$/.exec(line)
    const rule = rules.at(-1)
    if (!match?.[1] || !rule) throw new Error(`_headers: cannot read the line "${line}"`)
    rule.headers[match[1]] = match[2]?.trim() ?? ''
  }
  return rules
}

function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':')
          ? '[^/]+'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('')
  return new RegExp(`^${source}$`)
}

/** The headers for one URL path: every matching block in order, later ones winning. */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign(
    {},
    ...rules.filter((rule) => pathPattern(rule.path).test(path)).map((rule) => rule.headers),
  )
}
