/**
 * The page table: every page of the site, once. The router (`src/app.tsx`), the build
 * (`build/build.ts`), what the hosts count by (`build/counting.ts`), the budgets
 * (testing/budgets.ts) and the browser tests' page lists all derive from it. A new VSL variant is a
 * content object in `src/content/vsl.ts` and one row here.
 */
import { type AdvertorialContent, advertorial } from '@/content/advertorial'
import { type NotFoundContent, notFoundCopy } from '@/content/not-found'
import { type PrivacyContent, privacyPage } from '@/content/privacy'
import { type QuizPageContent, quizPage } from '@/content/quiz'
import type { PageMetaCopy } from '@/content/sales-types'
import type { DocumentContent } from '@/content/site'
import { termsPage } from '@/content/terms'
import { type VslContent, vslVariants } from '@/content/vsl'

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

/** One row: a URL and the content it shows. Everything else comes from its kind. */
export type PageRow = {
  [K in PageKind]: {
    /** The URL path, or `*` for every path no other row has (the not-found page). */
    path: string
    kind: K
    content: PageContentByKind[K]
    /**
     * Content variants shown at this URL with `?v=<id>` (docs/experiments.md), each prerendered to
     * a file of its own that the hosts serve for it; the id is the content's `countedAs.variant`.
     */
    variants?: readonly PageContentByKind[K][]
  }
}[PageKind]

/**
 * A kind of page: its client entry, benched unless it says not, whether it embeds the sales
 * video (the only page content from another origin), and the modules it needs only later
 * (`laterModules`), asked for in the same wave at low priority, and whether Chromium may
 * prerender the quiz from it as a visitor reaches for a link to it (`prerendersQuiz`:
 * Speculation Rules, moderate eagerness; build/inline-scripts.ts). Its budgets are the tests':
 * `pageBudgets` in testing/budgets.ts.
 */
function pageKind(
  entry: string,
  {
    bench = true,
    embedsVideo = false,
    laterModules = [] as readonly string[],
    prerendersQuiz = false,
  } = {},
) {
  return { entry, bench, embedsVideo, laterModules, prerendersQuiz }
}

/**
 * What a kind of page brings: the client entry that runs it (a Vite input), and whether the
 * bench measures it. The quiz asks for every script it needs from START to its results in one
 * wave from its HTML (docs/decisions.md). The sales pages need JavaScript only for the video box
 * and ship no React; the not-found page only logs the path it was asked for, in a plain script,
 * and the privacy and terms pages are static, but for their contents' mark of the section in view. The sales pages embed the video: their
 * Content-Security-Policy alone names its host, and lets their links ping our origin
 * (build/headers.ts); every other page's allows no other origin and no connection at all.
 */
export const pageKinds = {
  vsl: pageKind('src/entries/sales.ts', { embedsVideo: true, prerendersQuiz: true }),
  advertorial: pageKind('src/entries/sales.ts', { embedsVideo: true, prerendersQuiz: true }),
  quiz: pageKind('src/entries/quiz.tsx', {
    laterModules: ['src/sections/quiz-results/quiz-results.tsx'],
  }),
  privacy: pageKind('src/entries/static.ts', { bench: false }),
  terms: pageKind('src/entries/static.ts', { bench: false }),
  notFound: pageKind('src/entries/not-found.ts', { bench: false }),
} as const satisfies Record<
  PageKind,
  {
    entry: string
    bench: boolean
    embedsVideo: boolean
    laterModules: readonly string[]
    prerendersQuiz: boolean
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
export function fileOf(path: string): string {
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
export const countedRowsOf = (table: readonly PageRow[]) =>
  table.flatMap((row) =>
    row.kind === 'vsl' || row.kind === 'advertorial'
      ? [{ ...row, page: row.content.countedAs.page }]
      : [],
  )
