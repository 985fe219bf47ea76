/**
 * Counts, never people (docs/experiments.md): the rules every host follows (ops/serve.ts, the
 * Cloudflare Pages Function src/entries/pages-function.ts, and the nginx configuration the build
 * writes from them). A landing page's HTML served is a `view`; an order button (and, in builds
 * before issue 72, a masterclass link) is a plain link to the store or the masterclass whose `ping` the browser sends, as it follows
 * the link, to `/go/order` or `/go/masterclass` on the site, which answers 204. A GET of those
 * paths (a link of an older build, kept in a tab or a bookmark) still redirects to the store or
 * the masterclass, the landing page's campaign parameters carried as they were. Each adds one to
 * (day, page, variant, step): nothing else about the request is ever kept. A `from` or `v` the
 * site did not declare counts nothing, and the visitor still gets the page or the redirect; nor
 * does a prefetch or prerender, or a crawler (`notAView`), which get what anyone gets.
 */
import type { Experiment } from '../content/experiments'
import { withCampaignParams } from './campaign'

export type CountedPage = Experiment['page']
type Step = 'view' | 'order' | 'masterclass'

/** Where a page's links count from: its page and the variant shown (`default`: the page as it is). */
export interface CountedAs {
  /** A sales page's name for its counts; the page table makes it a `CountedPage` (src/pages.ts). */
  page: string
  variant: string
}

export interface Count extends CountedAs {
  step: Step
}

/**
 * What the hosts know of the site, written by the build (dist/counting.json): each counted page's
 * URL, file, store, declared variants (id to file) and headers, the masterclass, and the headers
 * of a counting path's answers (its redirect, its 204 to a ping).
 */
export interface CountingSite {
  pages: Record<
    CountedPage,
    {
      url: string
      file: string
      store: string
      variants: Record<string, string>
      /** The planned shares of a split on this URL (`?v=split`), from its declared experiment. */
      split?: Record<string, number>
      /** The page's response headers, which a host that serves a variant's file gives it. */
      headers: Record<string, string>
    }
  >
  masterclass: string
  redirectHeaders: Record<string, string>
}

/** A variant's id in a URL and a file name: lower-case letters, digits and dashes. */
export const variantIdPattern = /^[a-z0-9][a-z0-9-]{0,31}$/

/** The same-origin path an outbound link's ping counts it at (and a GET of it redirects from). */
function countingPath(step: 'order' | 'masterclass', { page, variant }: CountedAs): string {
  return `/go/${step}?from=${page}${variant === 'default' ? '' : `&v=${variant}`}`
}

/** An order or masterclass link of a sales page: where it goes, and where its ping counts it. */
export interface CountedLink {
  /** The store's or the masterclass's own absolute URL (the campaign is added in the browser). */
  href: string
  /**
   * The site's own counting path (`countingPath`): absolute on the site's origin when the build
   * knows it (VITE_SITE_URL), as the W3C checker asks of a `ping`; else relative to the page,
   * which every engine resolves to the same URL.
   */
  ping: string
}

export function countedLink(
  step: 'order' | 'masterclass',
  countedAs: CountedAs,
  href: string,
  siteUrl: string | null,
): CountedLink {
  return { href, ping: `${siteUrl ?? ''}${countingPath(step, countedAs)}` }
}

/**
 * Crawlers that announce themselves, by user agent: Google's (search, the ads' landing-page check,
 * AdSense, its inspection tool), Bing's (search and its previews), Meta's link previews, WhatsApp's,
 * Apple's, DuckDuckGo's, Baidu's, Yandex's, and the link previews of X, LinkedIn and Slack; then
 * anything that calls itself a bot (not a CUBOT phone), a crawler or a spider, and Yahoo's Slurp.
 * Not an app's own browser (Facebook's, Pinterest's): a person reads there. Read to decide, never
 * kept. One pattern, in the syntax JavaScript and nginx's PCRE share, matched in any case.
 */
export const crawlerPattern = [
  'googlebot',
  'adsbot-google',
  'mediapartners-google',
  'google-inspectiontool',
  'bingbot',
  'bingpreview',
  'facebookexternalhit',
  'meta-externalagent',
  'whatsapp/',
  'applebot',
  'duckduckbot',
  'baiduspider',
  'yandexbot',
  'twitterbot',
  'linkedinbot',
  'slackbot',
  '(?<!cu)bot',
  'crawl',
  'spider',
  'slurp',
].join('|')

/**
 * A prefetch or a prerender, which the visitor may never see: `Sec-Purpose: prefetch` (with
 * `;prerender` for one), Chrome's legacy `Purpose: prefetch`, Safari's `X-Purpose: preview`. The
 * three headers' values, joined by commas, as nginx's map reads them.
 */
export const prefetchPattern = 'prefetch|preview'

/** What a host reads of a request besides its method and URL, to decide; never kept. */
export interface RequestSigns {
  /** `Sec-Purpose`, `Purpose` and `X-Purpose`, joined by commas. */
  purpose?: string
  userAgent?: string
  contentType?: string
}

/** The signs of a request, from its headers (`header(name)`: its value, if sent). */
export function requestSigns(header: (name: string) => string | null | undefined): RequestSigns {
  return {
    purpose: ['sec-purpose', 'purpose', 'x-purpose'].map((name) => header(name) ?? '').join(','),
    userAgent: header('user-agent') ?? '',
    contentType: header('content-type') ?? '',
  }
}

/** Whether a request is a machine's (a prefetch, a prerender or a crawler): no view, no click. */
const notAView = ({ purpose = '', userAgent = '' }: RequestSigns) =>
  new RegExp(prefetchPattern, 'i').test(purpose) || new RegExp(crawlerPattern, 'i').test(userAgent)

/** A link's ping: a POST whose body is `PING`, as `text/ping` (HTML's hyperlink auditing). */
const isPing = (method: string, { contentType = '' }: RequestSigns) =>
  method === 'POST' && /^text\/ping *(;|$)/i.test(contentType)

/**
 * A query parameter's first value as sent, undecoded, in lower case, its name in any case: as
 * nginx's `$arg_` and `map` read it, so that the three hosts count the same requests.
 */
function rawParam(search: string, name: string): string | undefined {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=')
    if ((at < 0 ? pair : pair.slice(0, at)).toLowerCase() === name) {
      return at < 0 ? '' : pair.slice(at + 1).toLowerCase()
    }
  }
  return undefined
}

/**
 * What a host does with a request it counts: a redirect, a page's file (a variant's, if asked),
 * or, to a ping, 204 (no content).
 */
export interface CountedAnswer {
  redirect?: string
  file?: string
  status?: 204
  /**
   * Null for a request that counts nothing: a `from` or `v` not declared, a method that does not
   * count (a page's GET and a counting path's GET or ping do), a prefetch or a crawler.
   */
  count: Count | null
}

/**
 * The answer to `method pathname?search`, or null for a path that is not counted. A counting
 * path answers a ping (`signs`) 204, any other request with a redirect to the store or the
 * masterclass (a `from` not declared: the VSL's store); a `v` not declared gets the page as it is.
 * Only a GET of a page, and a ping or a GET of a counting path, count, and never a prefetch's,
 * a prerender's or a crawler's (`signs`: answered as anyone, counted nowhere). A split on one URL
 * (`?v=split` on a page with an experiment) is a stateless coin, `coin` in [0, 1): one redirect to
 * the variant it falls on, by the planned shares (`v=default` for the page as it is), which counts
 * nothing.
 */
export function countedRequest(
  site: CountingSite,
  method: string,
  pathname: string,
  search: string,
  signs: RequestSigns = {},
  coin = Math.random(),
): CountedAnswer | null {
  const from = rawParam(search, 'from') ?? ''
  const v = rawParam(search, 'v') ?? ''
  const declared = (page: CountedPage) =>
    v === '' || v === 'default' || Object.hasOwn(site.pages[page].variants, v)
  const person = !notAView(signs)
  const countOf = (page: CountedPage | undefined, step: Step, asked: boolean) =>
    page && asked && person && declared(page) ? { page, variant: v || 'default', step } : null
  const go = /^\/go\/(order|masterclass)$/.exec(pathname)?.[1] as
    | 'order'
    | 'masterclass'
    | undefined
  if (go) {
    const page = Object.hasOwn(site.pages, from) ? (from as CountedPage) : undefined
    if (isPing(method, signs)) return { status: 204, count: countOf(page, go, true) }
    const target = go === 'masterclass' ? site.masterclass : site.pages[page ?? 'vsl'].store
    return {
      redirect: withCampaignParams(target, search),
      count: countOf(page, go, method === 'GET'),
    }
  }
  const [page, shown] =
    Object.entries(site.pages).find(([, candidate]) => candidate.url === pathname) ?? []
  if (!page || !shown) return null
  if (v === 'split' && shown.split) {
    // The variant whose band of [0, 1), by the shares in order, the coin falls in.
    let [pick, below] = ['default', 0]
    for (const [id, share] of Object.entries(shown.split)) {
      below += share
      if (coin < below) {
        pick = id
        break
      }
    }
    const rest = search
      .replace(/^\?/, '')
      .split('&')
      .filter((pair) => !/^v=split$/i.test(pair))
    const query = [`v=${pick}`, ...rest.filter(Boolean)].join('&')
    return { redirect: `${pathname}?${query}`, count: null }
  }
  const file = Object.hasOwn(shown.variants, v) ? shown.variants[v] : shown.file
  return { file, count: countOf(page as CountedPage, 'view', method === 'GET') }
}

/** A count's line in the counts a host keeps: day (UTC), page, variant, step, tab-separated. */
export function countLine({ page, variant, step }: Count, when: Date): string {
  return [when.toISOString().slice(0, 10), page, variant, step].join('\t')
}
