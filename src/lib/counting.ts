/**
 * Counts, never people (docs/experiments.md): the rules every host follows (ops/serve.ts, the
 * Cloudflare Pages Function src/entries/pages-function.ts, and the nginx configuration the build
 * writes from them). A landing page's HTML served is a `view`; an order button or masterclass link goes
 * through `/go/order` or `/go/masterclass` on the site, which answers with a redirect to the store
 * or the masterclass, the landing page's campaign parameters carried as they were. Each adds one to
 * (day, page, variant, step): nothing else about the request is ever kept. A `from` or `v` the
 * site did not declare counts nothing, and the visitor still gets the page or the redirect.
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
 * of a counting path's redirect.
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

/** The same-origin path an outbound link takes, which counts it and redirects. */
export function countingHref(step: 'order' | 'masterclass', { page, variant }: CountedAs): string {
  return `/go/${step}?from=${page}${variant === 'default' ? '' : `&v=${variant}`}`
}

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

/** What a host does with a request it counts: a redirect, or a page's file (a variant's, if asked). */
export interface CountedAnswer {
  redirect?: string
  file?: string
  /** Null for a request that counts nothing: a `from` or `v` not declared, or not a GET. */
  count: Count | null
}

/**
 * The answer to `method pathname?search`, or null for a path that is not counted. A `from` not
 * declared redirects to the VSL's store (the masterclass for its path); a `v` not declared gets
 * the page as it is. Only a GET counts. A split on one URL (`?v=split` on a page with an
 * experiment) is a stateless coin, `coin` in [0, 1): one redirect to the variant it falls on, by
 * the planned shares (`v=default` for the page as it is), which counts nothing.
 */
export function countedRequest(
  site: CountingSite,
  method: string,
  pathname: string,
  search: string,
  coin = Math.random(),
): CountedAnswer | null {
  const from = rawParam(search, 'from') ?? ''
  const v = rawParam(search, 'v') ?? ''
  const declared = (page: CountedPage) =>
    v === '' || v === 'default' || Object.hasOwn(site.pages[page].variants, v)
  const countOf = (page: CountedPage | undefined, step: Step) =>
    page && method === 'GET' && declared(page) ? { page, variant: v || 'default', step } : null
  const go = /^\/go\/(order|masterclass)$/.exec(pathname)?.[1] as
    | 'order'
    | 'masterclass'
    | undefined
  if (go) {
    const page = Object.hasOwn(site.pages, from) ? (from as CountedPage) : undefined
    const target = go === 'masterclass' ? site.masterclass : site.pages[page ?? 'vsl'].store
    return { redirect: withCampaignParams(target, search), count: countOf(page, go) }
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
  return { file, count: countOf(page as CountedPage, 'view') }
}

/** A count's line in the counts a host keeps: day (UTC), page, variant, step, tab-separated. */
export function countLine({ page, variant, step }: Count, when: Date): string {
  return [when.toISOString().slice(0, 10), page, variant, step].join('\t')
}
