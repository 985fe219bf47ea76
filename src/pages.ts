/**
 * The page table: every page of the site, once. The router (`src/app.tsx`), the build
 * (`build/build.ts`), the budgets (`npm test`'s total JS, `npm run bench`'s Lighthouse
 * assertions) and the browser tests' page lists all derive from it. A new VSL variant is a
 * content object in `src/content/vsl.ts` and one row here.
 */
import { type AdvertorialContent, advertorial } from '@/content/advertorial'
import { experiments } from '@/content/experiments'
import { type PrivacyContent, privacyPage } from '@/content/privacy'
import { type QuizPageContent, quizPage } from '@/content/quiz'
import type { PageMetaCopy } from '@/content/sales-types'
import { type DocumentContent, type NotFoundContent, notFoundCopy } from '@/content/site'
import { termsPage } from '@/content/terms'
import { type VslContent, vslVariants } from '@/content/vsl'
import { type CountingSite, variantIdPattern } from '@/lib/counting'

/** What each kind of page renders: its content object. */
export interface PageContentByKind {
  vsl: VslContent
  advertorial: AdvertorialContent
  quiz: QuizPageContent
  privacy: PrivacyContent
  terms: DocumentContent
  notFound: NotFoundContent
}
export type PageKind = keyof PageContentByKind

/**
 * Per route: total JS and the wave, enforced by `npm test`; and Lighthouse's (mobile, slow 4G),
 * medians of `npm run bench`'s runs on the line it applies to the browser (DevTools throttling),
 * where the goal also holds LCP to the page's static reference (ops/bench.ts).
 */
export interface PageBudgets {
  /** Every script the page can load (on the quiz: to its results), gzip -9 bytes; enforced by `npm test`. */
  totalJsBytes: number
  /**
   * Everything the page's HTML asks for in its one wave, gzip -9 bytes: its scripts and any
   * stylesheet of ours; what a visitor waits for after the HTML before the page is live (images
   * and fonts have budgets of their own); enforced by `npm test`.
   */
  waveBytes: number
  /**
   * The page's whole HTML, every word and all its CSS, brotli bytes as the hosts send it; set a
   * little above what it measured, so that growth shows; enforced by `npm test`.
   */
  documentBytes?: number
  /**
   * The page's HTML up to the end of its first screen (before its first section laid out later,
   * `data-deferred`; testing/budgets.ts), its <head> and inline CSS included, brotli: what must
   * come in one round trip of a slow line for the first screen to paint, within TCP's first
   * window, 14.6 kB, with about 1 kB of headers (docs/decisions.md, what Lighthouse's largest
   * paint is made of); enforced by `npm test`.
   */
  firstScreenBytes?: number
  /**
   * Minimum Lighthouse scores, 0-100. Performance is judged on the applied line, 95 (issue 68's
   * goal; the 98 before it was a loopback visit's simulated score).
   */
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Maximum Cumulative Layout Shift. */
  cls: number
  /** Maximum Total Blocking Time, ms. */
  tbtMs: number
  /**
   * Largest Contentful Paint on Lighthouse's simulated line, ms: printed beside the applied line's
   * figure, no longer a goal (docs/decisions.md, speed as visitors get it). The sales pages' and
   * the quiz's 800 were met with words out of their HTML; on the applied line the goal is no
   * slower than the page's static reference.
   */
  lcpMs: number
}

/** One row: a URL and the content it shows. Everything else comes from its kind. */
export type PageRow = {
  [K in PageKind]: {
    /** The URL path, or `*` for every path no other row has (the not-found page). */
    path: string
    kind: K
    content: PageContentByKind[K]
    /** Where this page differs from its kind's budgets. */
    budgets?: Partial<PageBudgets>
    /**
     * Content variants shown at this URL with `?v=<id>` (docs/experiments.md), each prerendered to
     * a file of its own that the hosts serve for it; the id is the content's `countedAs.variant`.
     */
    variants?: readonly PageContentByKind[K][]
  }
}[PageKind]

/** 1 kB = 1000 bytes, the stricter reading of '100 KB'. */
export const kB = 1000
/** TCP's first window (10 segments) less its headers: the most a first screen paints in one round trip. */
export const oneRoundTripKb = 13.5

const lighthouse = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.01,
  tbtMs: 50,
} as const

/**
 * A kind of page: its client entry, its total JS and whole-wave budgets in kB, the Lighthouse budgets every
 * page shares, an LCP budget of 1.6 s unless it says otherwise, benched unless it says not,
 * whether it embeds the sales video (the only page content from another origin), and the
 * modules it needs only later (`laterModules`), asked for in the same wave at low priority, and
 * whether Chromium may prerender the quiz from it as a visitor reaches for a link to it
 * (`prerendersQuiz`: Speculation Rules, moderate eagerness; build/inline-scripts.ts).
 */
function pageKind(
  entry: string,
  jsKb: number,
  waveKb: number,
  {
    lcpMs = 1600,
    documentKb = undefined as number | undefined,
    firstScreenKb = undefined as number | undefined,
    bench = true,
    embedsVideo = false,
    laterModules = [] as readonly string[],
    prerendersQuiz = false,
  } = {},
) {
  return {
    entry,
    bench,
    embedsVideo,
    laterModules,
    prerendersQuiz,
    budgets: {
      totalJsBytes: jsKb * kB,
      waveBytes: waveKb * kB,
      ...(documentKb ? { documentBytes: documentKb * kB } : {}),
      ...(firstScreenKb ? { firstScreenBytes: firstScreenKb * kB } : {}),
      ...lighthouse,
      lcpMs,
    },
  }
}

/**
 * What a kind of page brings: the client entry that runs it (a Vite input), its budgets, and
 * whether the bench measures it. The quiz's budget counts every script it needs from START to
 * its results, all asked for in one wave from its HTML (docs/decisions.md): a budget of the first
 * load alone moved code to later waves, which a slow line pays a round trip each. The quiz runs
 * React in the browser, as its tests and prerender do (docs/decisions.md): issue 68 allows it at
 * most 120 kB, React DOM about 67 of it (cut the quiz's own code, never the runtime). The JS
 * budget counts code; the wave budget counts all a visitor waits for after the HTML, the code and
 * any stylesheet of ours (none today: every page's CSS is inline). Every word of a page is in its
 * own HTML (docs/decisions.md), so the HTML has two budgets: the whole document (`documentKb`) and
 * what comes before the end of its first screen (`firstScreenKb`), never more than TCP's first
 * window less its headers (`oneRoundTripKb`), so that the first screen paints after one round
 * trip. Each budget is 5-10 % over what the build measures, so that growth shows and is a choice:
 * tests/build-scripts.test.ts fails on a page over a budget, or a budget more than 10 % over its
 * page (`npm run bench` prints the figures). The sales pages need JavaScript only for the video
 * box and ship no React, so their JS budget is a sixth of the quiz's. The not-found page only
 * logs the path it was asked for, in a plain script, and the privacy and terms pages are static.
 * The bench judges the sales pages' and the quiz's largest paint on the applied line against a
 * static copy of the same words (`lcpMs` is the simulated line's old figure, printed only). The
 * sales pages embed the video: their
 * Content-Security-Policy alone names its host, and lets their links ping our origin (build/headers.ts);
 * every other page's allows no other origin and no connection at all.
 */
export const pageKinds = {
  vsl: pageKind('src/entries/sales.ts', 17.5, 17.5, {
    lcpMs: 800,
    documentKb: 29.5,
    firstScreenKb: oneRoundTripKb,
    embedsVideo: true,
    prerendersQuiz: true,
  }),
  advertorial: pageKind('src/entries/sales.ts', 17.5, 17.5, {
    lcpMs: 800,
    documentKb: 23.4,
    firstScreenKb: 10,
    embedsVideo: true,
    prerendersQuiz: true,
  }),
  quiz: pageKind('src/entries/quiz.tsx', 112, 112, {
    lcpMs: 800,
    documentKb: 18.9,
    firstScreenKb: 12.7,
    laterModules: ['src/sections/quiz-results/quiz-results.tsx'],
  }),
  privacy: pageKind('src/entries/static.ts', 0.24, 0.24, {
    documentKb: 9.9,
    firstScreenKb: 7.4,
    bench: false,
  }),
  terms: pageKind('src/entries/static.ts', 0.24, 0.24, {
    documentKb: 9.4,
    firstScreenKb: 7.4,
    bench: false,
  }),
  notFound: pageKind('src/entries/not-found.ts', 0.29, 0.29, { documentKb: 7.8, bench: false }),
} as const satisfies Record<
  PageKind,
  {
    entry: string
    bench: boolean
    embedsVideo: boolean
    laterModules: readonly string[]
    prerendersQuiz: boolean
    budgets: PageBudgets
  }
>

/** The site. */
export const pageTable = [
  { path: '/', kind: 'vsl', content: vslVariants.main, variants: [vslVariants.mainHeadlineB] },
  { path: '/google', kind: 'vsl', content: vslVariants.google },
  { path: '/advertorial-v2', kind: 'advertorial', content: advertorial },
  { path: '/quiz', kind: 'quiz', content: quizPage },
  { path: '/privacy', kind: 'privacy', content: privacyPage },
  { path: '/terms', kind: 'terms', content: termsPage },
  { path: '*', kind: 'notFound', content: notFoundCopy },
] as const satisfies readonly PageRow[]

/** The Open Graph image every page shares, a path under the site root. */
const ogImage = '/og-image.png'

/** A path no row has: what the tests ask for to see the not-found page. */
export const unknownPath = '/no-such-page-here'

/** Head tags of a prerendered page. */
interface PageMeta extends PageMetaCopy {
  /** Open Graph image, a path under the site root. */
  image: string
}

/** A row with everything derived from it. */
export interface SitePage {
  kind: PageKind
  /** The row's path: a URL, or `*` for the not-found page. */
  path: string
  /** A URL that shows this page (for `*`, `unknownPath`). */
  url: string
  /** File written under dist/client. */
  file: string
  /** The client entry that runs it (a Vite input). */
  entry: string
  /** Modules it needs only later, asked for with the rest at low priority. */
  laterModules: readonly string[]
  /** Chromium may prerender the quiz from it (Speculation Rules). */
  prerendersQuiz: boolean
  meta: PageMeta
  budgets: PageBudgets
  /**
   * Its speed measured by `npm run bench` against its static reference (the landing pages; the
   * legal pages are static already). Every routed page's other Lighthouse scores are measured.
   */
  bench: boolean
  /**
   * Embeds the sales video, whose player comes from its host: the page's CSP lets that host in
   * (build/headers.ts); a page without it is allowed no other origin and no connection.
   */
  embedsVideo: boolean
  /** A page visitors reach by its own URL (every page but the not-found one). */
  routed: boolean
}

/**
 * `/` -> `index.html`, `/x` -> `x.html`, `*` -> `404.html`. Static hosts serve `x.html` at `/x`
 * with no redirect (Cloudflare Pages answers `/x` with a 308 to `/x/` when the file is
 * `x/index.html`, a round trip more for every visitor from an ad).
 */
function fileOf(path: string): string {
  if (path === '*') return '404.html'
  const name = path.replace(/^\/+|\/+$/g, '')
  return `${name || 'index'}.html`
}

function sitePageOf(row: PageRow): SitePage {
  const kind = pageKinds[row.kind]
  const routed = row.path !== '*'
  return {
    kind: row.kind,
    path: row.path,
    url: routed ? row.path : unknownPath,
    file: fileOf(row.path),
    entry: kind.entry,
    laterModules: kind.laterModules,
    prerendersQuiz: kind.prerendersQuiz,
    meta: { ...row.content.meta, image: ogImage },
    budgets: { ...kind.budgets, ...row.budgets },
    bench: kind.bench,
    embedsVideo: kind.embedsVideo,
    routed,
  }
}

/** Every page of a table, derived. */
function sitePagesOf(table: readonly PageRow[]): SitePage[] {
  return table.map(sitePageOf)
}

/** The site's pages, derived from the table. */
export const sitePages: readonly SitePage[] = sitePagesOf(pageTable)

/** The client entries, one per kind of page that has one; each is a Vite build input. */
export function entriesOf(pages: readonly SitePage[]): string[] {
  return [...new Set(pages.map((page) => page.entry))]
}

/** A page as the counts name it: each sales page's `countedAs.page` (`vsl`, `google`...). */
export type CountedPage = Extract<
  (typeof pageTable)[number],
  { kind: 'vsl' | 'advertorial' }
>['content']['countedAs']['page']

/** The rows the hosts count (the sales pages), each with the page its counts name (`countedAs`). */
const countedRowsOf = (table: readonly PageRow[]) =>
  table.flatMap((row) =>
    row.kind === 'vsl' || row.kind === 'advertorial'
      ? [{ ...row, page: row.content.countedAs.page }]
      : [],
  )

/** The pages as the counts name them, and their paths: `vsl` -> `/` (read by the report). */
export const countedPagePaths = Object.fromEntries(
  countedRowsOf(pageTable).map(({ page, path }) => [page, path]),
) as Readonly<Record<CountedPage, string>>

/**
 * What the hosts count by (src/lib/counting.ts): each sales page's URL, file, store, declared
 * variants (id to file) and headers (`headersOf` its URL), the masterclass, and the counting paths'
 * headers. Two pages counted as one, or an experiment that splits a page between variants it does
 * not declare, stops the build, in a line each (the experiment's own rules: `experimentProblems`).
 */
export function countingSiteOf(
  links: { vslStoreUrl: string; advertorialStoreUrl: string; masterclassUrl: string },
  headersOf: (path: string) => Record<string, string>,
  { table = pageTable as readonly PageRow[], declared = experiments } = {},
): CountingSite {
  const pages: Record<string, CountingSite['pages'][CountedPage]> = {}
  const problems: string[] = []
  for (const row of countedRowsOf(table)) {
    const { page } = row
    if (Object.hasOwn(pages, page)) {
      problems.push(
        `${row.path} and ${pages[page]?.url} are both counted as ${page}: give each page its own countedAs.page (src/content/)`,
      )
      continue
    }
    const shown: readonly { countedAs: { variant: string } }[] =
      'variants' in row ? (row.variants ?? []) : []
    const variants = shown.map(({ countedAs: { variant } }) => {
      if (!variantIdPattern.test(variant) || variant === 'default') {
        problems.push(`${row.path}: a variant's id is like b or new-headline, not "${variant}"`)
      }
      return [variant, `variants/${page}-${variant}.html`]
    })
    const store = row.kind === 'advertorial' ? links.advertorialStoreUrl : links.vslStoreUrl
    const [file, url, headers] = [fileOf(row.path), row.path, headersOf(row.path)]
    const { split } = declared.find((experiment) => experiment.page === page) ?? {}
    pages[page] = { url, file, store, variants: Object.fromEntries(variants), split, headers }
  }
  for (const { id, page, split } of declared) {
    const variants = pages[page]?.variants
    if (!variants) problems.push(`experiment ${id}: page: no page is counted as ${page}`)
    for (const v of Object.keys(split)) {
      if (variants && v !== 'default' && !Object.hasOwn(variants, v)) {
        problems.push(`experiment ${id}: split: ${page} declares no variant ${v}`)
      }
    }
  }
  if (problems.length > 0) throw new CountingSiteError(problems)
  return {
    pages: pages as CountingSite['pages'],
    masterclass: links.masterclassUrl,
    redirectHeaders: headersOf('/go/order'),
  }
}

/** What is wrong with what the hosts would count by, a line each. */
export class CountingSiteError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'))
  }
}
