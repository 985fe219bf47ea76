/**
 * The experiment report a marketer reads (`npm run experiment -- report`, docs/experiments.md):
 * per page and variant the views, the order and masterclass clicks and their rates; per declared
 * experiment its arms, the difference of each variant from the page as it is, the sample-ratio
 * check and the stopping rule's verdict; then what was skipped and why. Every figure is worded
 * here once, as rows of text cells; the terminal and the HTML page (report-html.ts) lay them out.
 */
import type { Experiment } from '@/content/experiments'
import {
  type Count,
  countedPages,
  type Figures,
  type Page,
  type ReadCounts,
  type Skipped,
  type Step,
  tally,
} from './counts'
import {
  type Arm,
  type Day,
  differenceInterval,
  minimumDifference,
  plannedViews,
  rateInterval,
  sampleRatioBayesFactor,
  srmAlpha,
  stoppingRule,
  type Verdict,
} from './statistics'

/**
 * What a click count is (docs/experiments.md): the links' pings, which Firefox (by default),
 * blockers and browsers with pings turned off do not send. The rates are floors, alike for every
 * variant.
 */
const clicksCounted =
  'clicks are counted from the links’ pings: Firefox sends none by default (browser.send_pings), nor do blockers or browsers with pings turned off, so click rates are floors, missing alike from every variant'

/** Counts under this are shown as "< 50", and no rate or difference is shown from them. */
const smallestShown = 50
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const count = (n: number) => (n < smallestShown ? `< ${smallestShown}` : number.format(n))
const percent = (rate: number, digits = 2) => `${(rate * 100).toFixed(digits)} %`
const points = (d: number) => `${d >= 0 ? '+' : '-'}${Math.abs(d * 100).toFixed(2)}`
const shown = ({ views, conversions }: Arm) =>
  views >= smallestShown && conversions >= smallestShown && conversions <= views

/** A rate with its interval, or why it is not shown. */
function rateCell(arm: Arm, alpha: number): string {
  if (arm.views === 0) return 'no views'
  if (arm.conversions > arm.views) return 'more clicks than views'
  const interval = rateInterval(arm, alpha)
  if (!interval || !shown(arm)) return '-'
  return `${percent(interval.estimate)} (${percent(interval.low)} to ${percent(interval.high)})`
}

export interface Table {
  title: string
  head: string[]
  rows: string[][]
}
/** One chart line: a variant's rate since its first day with enough counts to show. */
interface Series {
  variant: string
  points: { day: string; rate: number }[]
}
export interface Chart {
  title: string
  days: string[]
  series: Series[]
}
interface Section {
  title: string
  tables: Table[]
  /** The stopping rule's verdict, for an experiment. */
  verdict?: string
  lines: string[]
  charts: Chart[]
}
export interface Report {
  title: string
  summary: string[]
  sections: Section[]
  skipped: string[]
}

const sum = (figures: Iterable<Figures>): Figures => {
  const total: Figures = { view: 0, order: 0, masterclass: 0 }
  for (const f of figures) for (const step of Object.keys(total) as Step[]) total[step] += f[step]
  return total
}
const byVariant = (a: string, b: string) =>
  a === 'default' ? -1 : b === 'default' ? 1 : a.localeCompare(b)

/** Each variant's cumulative rate of `step` over `days`, from where it may be shown. */
function series(variants: Map<string, Map<string, Figures>>, step: Step, days: string[]): Series[] {
  return [...variants.keys()].sort(byVariant).map((variant) => {
    const arm = { views: 0, conversions: 0 }
    const perDay = variants.get(variant) ?? new Map()
    return {
      variant,
      points: days.flatMap((day) => {
        arm.views += perDay.get(day)?.view ?? 0
        arm.conversions += perDay.get(day)?.[step] ?? 0
        return shown(arm) ? [{ day, rate: arm.conversions / arm.views }] : []
      }),
    }
  })
}

const daysOf = (variants: Iterable<Map<string, Figures>>, from = '') =>
  [...new Set([...variants].flatMap((days) => [...days.keys()]))].filter((d) => d >= from).sort()

function pageSection(page: Page, variants: Map<string, Map<string, Figures>>): Section {
  const days = daysOf(variants.values())
  const rows = [...variants].sort(([a], [b]) => byVariant(a, b))
  const rate = (f: Figures, step: Step) => rateCell({ views: f.view, conversions: f[step] }, 0.05)
  return {
    title: `Page ${page} (${countedPages[page]}), ${days[0]} to ${days.at(-1)}`,
    tables: [
      {
        title: 'Views, clicks and rates per view (95 % always-valid intervals)',
        head: [
          'variant',
          'views',
          'order clicks',
          'order rate',
          'masterclass clicks',
          'masterclass rate',
        ],
        rows: rows.map(([variant, perDay]) => {
          const f = sum(perDay.values())
          return [
            variant,
            count(f.view),
            count(f.order),
            rate(f, 'order'),
            count(f.masterclass),
            rate(f, 'masterclass'),
          ]
        }),
      },
    ],
    lines: [],
    charts: (['order', 'masterclass'] as const).map((step) => ({
      title: `${page}: ${step} clicks per view, cumulative`,
      days,
      series: series(variants, step, days),
    })),
  }
}

function verdictText(verdict: Verdict): string {
  switch (verdict.kind) {
    case 'not yet':
      return `not yet (${count(verdict.views)} of ${number.format(verdict.planned)} planned views)`
    case 'wins':
      return `stop: variant ${verdict.variant} wins (on ${verdict.day})`
    case 'no difference':
      return `stop: no difference worth finding (on ${verdict.day})`
    case 'sample ratio mismatch':
      return `stop: sample ratio mismatch (on ${verdict.day})`
  }
}

function experimentSection(e: Experiment, perPage: Map<string, Map<string, Figures>>): Section {
  const variants = new Map(
    Object.keys(e.split).map((v) => [v, perPage.get(v) ?? new Map<string, Figures>()]),
  )
  const days = daysOf(variants.values(), e.start)
  const stepDays: Day[] = days.map((day) => ({
    day,
    arms: Object.fromEntries(
      [...variants].map(([v, perDay]) => {
        const f = perDay.get(day)
        return [v, { views: f?.view ?? 0, conversions: f?.[e.metric] ?? 0 }]
      }),
    ),
  }))
  const arms = new Map(
    [...variants.keys()].map((v) => {
      const f = sum(days.flatMap((day) => variants.get(v)?.get(day) ?? []))
      return [v, { views: f.view, conversions: f[e.metric] }]
    }),
  )
  const total = [...arms.values()].reduce((n, arm) => n + arm.views, 0)
  const control = arms.get('default') ?? { views: 0, conversions: 0 }
  const challengers = [...arms.keys()].filter((v) => v !== 'default').sort(byVariant)
  const alpha = e.alpha / Math.max(1, challengers.length)
  const difference = (v: string) => {
    const arm = arms.get(v) ?? control
    const interval = differenceInterval(control, arm, minimumDifference(e), alpha)
    const name = `difference ${v} - default (always-valid ${+((1 - alpha) * 100).toFixed(1)} %)`
    if (!interval) return `${name}: no views yet`
    if (!shown(control) || !shown(arm)) return `${name}: - (fewer than ${smallestShown} counts)`
    const lift = interval.estimate / (control.conversions / control.views)
    return `${name}: ${points(interval.estimate)} points (${points(interval.low)} to ${points(interval.high)}), a lift of ${percent(lift, 0)}`
  }
  const shares = Object.values(e.split)
  const bayesFactor = sampleRatioBayesFactor(
    [...arms.values()].map((a) => a.views),
    shares,
  )
  const ratio =
    bayesFactor >= 1 / srmAlpha
      ? 'MISMATCH: the views are not split as planned; find why before reading the rest'
      : 'as planned'
  return {
    title: `Experiment ${e.id}: ${e.metric} clicks per view on ${e.page} (${countedPages[e.page]}), since ${e.start}`,
    tables: [
      {
        title: `Variants (${percent(1 - e.alpha, 0)} always-valid intervals)`,
        head: [
          'variant',
          'planned share',
          'views',
          'share of views',
          `${e.metric} clicks`,
          `${e.metric} rate`,
        ],
        rows: [...arms]
          .sort(([a], [b]) => byVariant(a, b))
          .map(([v, arm]) => [
            v,
            percent(e.split[v] ?? 0, 0),
            count(arm.views),
            total >= smallestShown ? percent(arm.views / total, 1) : '-',
            count(arm.conversions),
            rateCell(arm, e.alpha),
          ]),
      },
    ],
    verdict: verdictText(stoppingRule(e, stepDays)),
    lines: [
      `plan: a lift of ${percent(e.minimumEffect, 0)} on ${percent(e.baselineRate)} found with ${percent(e.power, 0)} power and at most ${percent(e.alpha, 0)} false positives, by ${number.format(plannedViews(e))} views`,
      ...challengers.map(difference),
      `sample ratio: ${ratio} (Bayes factor ${bayesFactor.toPrecision(2)}; a mismatch at ${number.format(1 / srmAlpha)} or more)`,
    ],
    charts: [
      {
        title: `${e.id}: ${e.metric} clicks per view, cumulative`,
        days,
        series: series(variants, e.metric, days),
      },
    ],
  }
}

/** Skipped lines by reason: how many, and the first few with what they held. */
function skippedLines({ skipped, unit }: ReadCounts): string[] {
  const byWhy = new Map<string, Skipped[]>()
  for (const s of skipped) byWhy.set(s.why, [...(byWhy.get(s.why) ?? []), s])
  return [...byWhy].map(([why, all]) => {
    const first = all.slice(0, 10).map((s) => `${s.at}${s.value ? ` ${s.value}` : ''}`)
    const more = all.length > first.length ? `, and ${all.length - first.length} more` : ''
    const units = `${unit}${all.length === 1 ? '' : 's'}`
    return `${why}: ${all.length} ${units} (${units} ${first.join(', ')}${more})`
  })
}

export function buildReport(
  read: ReadCounts,
  experiments: readonly Experiment[],
  source: string,
): Report {
  const pages = tally(read.counts)
  const days = read.counts.map((c: Count) => c.day)
  const ordered = (Object.keys(countedPages) as Page[]).filter((page) => pages.has(page))
  return {
    title: 'Experiment report',
    summary: [
      `counts: ${source} (${read.format}, ${number.format(read.records)} ${read.unit}s read, ${number.format(read.skipped.length)} skipped)${days.length ? `, ${days[0]} to ${days.at(-1)}` : ''}`,
      `experiments declared: ${experiments.length ? experiments.map((e) => e.id).join(', ') : 'none (src/content/experiments.ts)'}`,
      `counts under ${smallestShown} are shown as "< ${smallestShown}"; a rate or difference needs ${smallestShown} views and ${smallestShown} clicks`,
      clicksCounted,
    ],
    sections: [
      ...ordered.map((page) => pageSection(page, pages.get(page) ?? new Map())),
      ...experiments.map((e) => experimentSection(e, pages.get(e.page) ?? new Map())),
    ],
    skipped: skippedLines(read),
  }
}

/** The report for a terminal: each table with its columns aligned. */
export function reportText(report: Report): string {
  const table = ({ title, head, rows }: Table) => {
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
    const line = (cells: string[]) =>
      cells
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd()
    return [`${title}:`, line(head), ...rows.map(line)]
  }
  return [
    report.title,
    ...report.summary,
    ...report.sections.flatMap((s) => [
      '',
      s.title,
      ...(s.verdict ? [`verdict: ${s.verdict}`] : []),
      ...s.tables.flatMap(table),
      ...s.lines,
    ]),
    '',
    report.skipped.length ? 'Skipped:' : 'Skipped: nothing',
    ...report.skipped.map((line) => `  ${line}`),
  ].join('\n')
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
      [Object.hasOwn(countedPages, e.page), `page: one of ${Object.keys(countedPages).join(', ')}`],
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
