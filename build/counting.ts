/**
 * What the build writes for the hosts to count by (src/lib/counting.ts, docs/experiments.md),
 * besides `dist/counting.json` (`npm start` reads it): the Cloudflare Pages Functions
 * (`dist/functions/`, found there by `wrangler pages dev` run in dist/, and `functions/` at the
 * root for a deployment), and nginx's share: the maps and log format of `dist/nginx-http.conf`
 * (for the `http` block) and the lines of dist/nginx.conf's counted locations.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { type Experiment, experiments } from '../src/content/experiments'
import {
  type CountedPage,
  type CountingSite,
  crawlerPattern,
  prefetchPattern,
  variantIdPattern,
} from '../src/lib/counting'
import { countedRowsOf, fileOf, type PageRow, pageTable } from '../src/pages'
import { rootDir } from './build-dirs'
import { type formatNginxConfig, nginxString } from './headers'

/**
 * nginx's `http`-level share: the day of `$time_iso8601` (the server's zone: run it in UTC), a
 * link's ping (a POST of `text/ping`), a machine's request (a prefetch or prerender by its
 * purpose headers, a crawler by its user agent: read here, written nowhere), what counts
 * (`$count_as`: a person's GET, or a person's ping), each
 * counted request's page, variant and step from an exact table (a value not in it, hostile or
 * unknown, logs nothing), a page's file for its `v`, a counting path's target and the campaign
 * parameters after `from` and `v` (as the site's links write them), and the counts-only format.
 */
export function formatNginxHttp(site: CountingSite): string {
  const map = (source: string, name: string, entries: [string, string][]) => [
    `map ${source} ${name} {`,
    ...entries.map(([key, value]) => `  ${key} ${value};`),
    '}',
  ]
  const pages = Object.entries(site.pages) as [CountedPage, CountingSite['pages'][CountedPage]][]
  const lines = pages.flatMap(([page, { variants }]) =>
    ['default', ...Object.keys(variants)].flatMap((variant) =>
      (['view', 'order', 'masterclass'] as const).flatMap((step) =>
        (variant === 'default' ? ['', variant] : [variant]).flatMap((v) =>
          (step === 'view' ? ['GET'] : ['GET', 'ping']).map((as): [string, string] => [
            `"${as}|${step}|${page}|${v}"`,
            `"${page}\\t${variant}\\t${step}"`,
          ]),
        ),
      ),
    ),
  )
  return `${[
    '# nginx: the counts of this build (written by build/build.ts from build/counting.ts). Include',
    '# it in the `http` block, and dist/nginx.conf in the server block: docs/experiments.md.',
    ...map('$time_iso8601', '$count_day', [['"~^(?<day>\\d{4}-\\d{2}-\\d{2})"', '$day']]),
    ...map('"$request_method|$content_type"', '$count_ping', [[`"~*^POST\\|${pingType}"`, '1']]),
    ...map('"$http_sec_purpose,$http_purpose,$http_x_purpose"', '$count_prefetch', [
      [nginxString(`~*${prefetchPattern}`), '1'],
    ]),
    ...map('$http_user_agent', '$count_crawler', [[nginxString(`~*${crawlerPattern}`), '1']]),
    ...map('"$count_prefetch$count_crawler|$count_ping|$request_method"', '$count_as', [
      ['"|1|POST"', 'ping'],
      ['"||GET"', 'GET'],
    ]),
    ...map('"$count_as|$count_step|$count_page|$arg_v"', '$count_line', lines),
    ...map(
      '"$count_page|$arg_v"',
      '$count_file',
      pages.flatMap(([page, { file, variants }]) => [
        [`"~^${page}\\|"`, `/${file}`] as [string, string],
        ...Object.entries(variants).map(([v, vf]): [string, string] => [
          `"${page}|${v}"`,
          `/${vf}`,
        ]),
      ]),
    ),
    ...map('"$count_step|$arg_from"', '$count_target', [
      ['default', nginxString(site.pages.vsl.store)],
      ...pages.map(([page, { store }]): [string, string] => [
        `"order|${page}"`,
        nginxString(store),
      ]),
      ['"~^masterclass\\|"', nginxString(site.masterclass)],
    ]),
    ...map('$count_target', '$count_separator', [
      ['"~\\?"', '"&"'],
      ['default', '"?"'],
    ]),
    ...map('$args', '$count_campaign', [
      ['"~*^from=[^&]*(&v=[^&]*)?(&(?<campaign>.*))?$"', '$campaign'],
    ]),
    ...map('$count_campaign', '$count_tail', [
      ['""', '""'],
      ['default', '"$count_separator$count_campaign"'],
    ]),
    // A split on one URL (`?v=split`): a stateless coin per request, and the rest of its query.
    ...pages
      .flatMap(([page, { split = {} }]) => {
        const shares = Object.entries(split).filter(([v]) => v !== 'default')
        if (shares.length === 0) return []
        const coin: [string, string][] = shares.map(([v, share]) => [`${share * 100}%`, v])
        return map('"$request_id"', `$count_coin_${page}`, [...coin, ['*', 'default']])
      })
      .map((line) => line.replace(/^map /, 'split_clients ')),
    ...map('$args', '$count_unsplit', [
      ['"~*^v=split$"', '""'],
      ['"~*^v=split&(?<after>.*)$"', '"&$after"'],
      ['"~*^(?<before>.*?)&v=split$"', '"&$before"'],
      ['"~*^(?<before>.*?)&v=split(?<after>&.*)$"', '"&$before$after"'],
    ]),
    'log_format counts escape=none "$count_day\\t$count_line";',
  ].join('\n')}\n`
}

/** A ping's `Content-Type`, as src/lib/counting.ts's `isPing` reads it, for nginx's PCRE. */
const pingType = 'text/ping *(;|$)'

/** Where nginx writes the counts: relative to its prefix (`nginx -p`), one line per count. */
const countsLog = 'access_log logs/counts.log counts if=$count_line;'

/** dist/nginx.conf's share: each counted page's file by its `v`, and the counting paths. */
export function nginxCounting(site: CountingSite): Parameters<typeof formatNginxConfig>[2] {
  const lines = (page: string, step: string, answer: string) => [
    `set $count_page ${page};`,
    `set $count_step ${step};`,
    countsLog,
    answer,
  ]
  // A ping gets 204; anything else the redirect (counted only for a GET).
  const go = (step: string) => [
    ...lines('$arg_from', step, 'if ($count_ping) { return 204; }'),
    'return 302 "$count_target$count_tail";',
  ]
  return {
    page: (url) => {
      const [page] = Object.entries(site.pages).find(([, one]) => one.url === url) ?? []
      if (!page) return undefined
      const split = `if ($arg_v ~* ^split$) { return 302 "${url}?v=$count_coin_${page}$count_unsplit"; }`
      return [
        ...(site.pages[page as CountedPage].split ? [split] : []),
        ...lines(page, 'view', 'try_files $count_file =404;'),
      ]
    },
    paths: { '/go/order': go('order'), '/go/masterclass': go('masterclass') },
  }
}

/** The first line of every route file the build writes: how it knows its own from anyone else's. */
const functionMark = '// Written by build/counting.ts on every build: edits are lost.'

/**
 * Cloudflare Pages Functions for the counted paths, in `functions/` beside the upload: one route
 * file per path, each the function of src/entries/pages-function.ts (which wrangler bundles from
 * the checkout) given the counting site. What an earlier build wrote there goes first: a route the
 * site no longer has would otherwise keep counting with the old site's settings.
 */
export async function writePagesFunctions(site: CountingSite, dir: string): Promise<void> {
  const written = await readdir(dir, { recursive: true }).catch(() => [])
  for (const name of written.filter((name) => name.endsWith('.js'))) {
    const file = join(dir, name)
    if ((await readFile(file, 'utf8')).startsWith(functionMark)) await rm(file)
  }
  const urls = Object.values(site.pages).map(({ url }) => url)
  for (const route of [...urls.map((url) => url.slice(1) || 'index'), 'go/[step]']) {
    const file = join(dir, `${route}.js`)
    const source = relative(dirname(file), join(rootDir, 'src/entries/pages-function.ts'))
    await mkdir(dirname(file), { recursive: true })
    await writeFile(
      file,
      `${functionMark}\nimport { countingFunction } from '${source}'\n\nexport const onRequest = countingFunction(${JSON.stringify(site)})\n`,
    )
  }
}

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

/** What is wrong with the declared experiments, each problem naming its experiment and field. */
export function experimentProblems(experiments: readonly Experiment[]): string[] {
  const rate = (x: number) => x > 0 && x < 1
  return experiments.flatMap((e, i) => {
    const shares = Object.entries(e.split)
    const total = shares.reduce((n, [, share]) => n + share, 0)
    const checks: [boolean, string][] = [
      [/^[a-z0-9]+(-[a-z0-9]+)*$/.test(e.id), 'id: kebab-case'],
      [experiments.findIndex((other) => other.id === e.id) === i, 'id: used twice'],
      [
        Object.hasOwn(countedPagePaths, e.page),
        `page: one of ${Object.keys(countedPagePaths).join(', ')}`,
      ],
      ['default' in e.split && shares.length >= 2, 'split: `default` and at least one variant'],
      [
        shares.every(([, share]) => rate(share)) && Math.abs(total - 1) < 1e-9,
        'split: shares between 0 and 1 that sum to 1',
      ],
      [e.metric === 'order' || e.metric === 'masterclass', 'metric: order or masterclass'],
      [rate(e.alpha) && rate(e.power), 'alpha and power: between 0 and 1'],
      [
        rate(e.baselineRate) && e.minimumEffect > 0 && rate(e.baselineRate * (1 + e.minimumEffect)),
        'baselineRate and minimumEffect: a rate and a lift that stays under 100 %',
      ],
      [/^\d{4}-\d{2}-\d{2}$/.test(e.start), 'start: a day, YYYY-MM-DD'],
    ]
    return checks.flatMap(([ok, rule]) => (ok ? [] : [`experiment ${e.id}: ${rule}`]))
  })
}
