/**
 * The experiment report a marketer reads (`npm run experiment -- report`, docs/experiments.md):
 * per page and variant the views, the order and masterclass clicks and their rates, a comparison
 * of audiences; per declared experiment the stopping rule's verdict first, with why and its day,
 * then its arms and the difference of each variant from the page as it is, as of that day, the
 * sample-ratio check and, for the HTML page, the difference over the test's days; then what was
 * skipped and why. Every figure is worded here once, as rows of text cells; the terminal and the
 * HTML page (report-html.ts) lay them out.
 */
import type { Experiment } from '../../src/content/experiments'
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
  type Interval,
  minimumDifference,
  plannedViews,
  rateInterval,
  sampleRatioBayesFactor,
  srmAlpha,
  stoppingRule,
  type Verdict,
} from './statistics'

/** Counts under this (1 to 49) are shown as "< 50", and no rate or difference is shown from them. */
const smallestShown = 50
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const count = (n: number) =>
  n === 0 ? '0' : n < smallestShown ? `< ${smallestShown}` : number.format(n)
const percent = (rate: number, digits = 2) => `${(rate * 100).toFixed(digits)} %`
const signed = (x: number, digits: number) => `${x >= 0 ? '+' : '-'}${Math.abs(x).toFixed(digits)}`
const points = (d: number) => signed(d * 100, 2)
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
/** A variant's difference from `default` over a test's days, with its always-valid interval. */
export interface Chart {
  title: string
  /** Each day with enough counts to show: the test's views to it, the difference to it. */
  points: { day: string; views: number; difference: Interval }[]
  /** The views the plan needs. */
  planned: number
  /** The day the stopping rule stopped, and the test's views to it. */
  stop?: { day: string; views: number }
}
interface Section {
  title: string
  /** The stopping rule's verdict, why, and as of which day, for an experiment. */
  verdict: string[]
  tables: Table[]
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

const daysOf = (variants: Iterable<Map<string, Figures>>, from = '') =>
  [...new Set([...variants].flatMap((days) => [...days.keys()]))].filter((d) => d >= from).sort()

function pageSection(page: Page, variants: Map<string, Map<string, Figures>>): Section {
  const days = daysOf(variants.values())
  const rows = [...variants].sort(([a], [b]) => byVariant(a, b))
  const rate = (f: Figures, step: Step) => rateCell({ views: f.view, conversions: f[step] }, 0.05)
  return {
    title: `Page ${page} (${countedPages[page]}), ${days[0]} to ${days.at(-1)}`,
    verdict: [],
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
    charts: [],
  }
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1

/** The verdict, why it is so, and as of which day, in the test's words. */
function verdictLines(e: Experiment, verdict: Verdict, days: Day[]): string[] {
  const challengers = Object.keys(e.split).filter((v) => v !== 'default')
  const theInterval =
    challengers.length === 1 ? `the interval of ${challengers[0]} - default` : 'every interval'
  const views = (arms: Iterable<Arm>) => [...arms].reduce((n, arm) => n + arm.views, 0)
  const last = days.at(-1)?.day
  if (verdict.kind === 'not yet') {
    const empty = Object.keys(e.split).filter((v) => !verdict.arms[v]?.views)
    if (!last) return [`Not yet: no views since ${e.start}.`]
    if (empty.length) return [`Not yet: no views of ${empty.join(', ')} yet.`]
    const sofar = views(Object.values(verdict.arms))
    const perDay = sofar / daysBetween(e.start, last)
    const more = verdict.planned - sofar
    return [
      `Not yet: ${theInterval} still includes no difference; at most ${number.format(more)} more views to the planned ${number.format(verdict.planned)}, about ${number.format(Math.ceil(more / perDay))} days at this test's ${number.format(perDay)} views a day.`,
    ]
  }
  const why = stopReason(e, verdict, theInterval)
  const later = views(days.filter((d) => d.day > verdict.day).flatMap((d) => Object.values(d.arms)))
  return last && last > verdict.day
    ? [
        why,
        `You could have stopped on ${verdict.day}; later counts (${count(later)} views to ${last}) do not change it. The figures below are as of ${verdict.day}.`,
      ]
    : [why]
}

/** Why the rule stopped, on which day, and what to do. */
function stopReason(
  e: Experiment,
  verdict: Exclude<Verdict, { kind: 'not yet' }>,
  theInterval: string,
): string {
  const on = `(on ${verdict.day})`
  switch (verdict.kind) {
    case 'wins':
      return verdict.variant === 'default'
        ? `Stop: default sells better ${on}: ${theInterval} lies wholly below 0.`
        : `Stop: ${verdict.variant} sells better ${on}: the interval of ${verdict.variant} - default lies wholly above 0.`
    case 'no difference':
      return verdict.why === 'small'
        ? `Stop: no difference worth finding ${on}: ${theInterval} rules out a lift of ${percent(e.minimumEffect, 0)} either way; keep the simpler page.`
        : `Stop: no difference worth finding ${on}: the planned ${number.format(plannedViews(e))} views are in and ${theInterval} still includes no difference; keep the simpler page.`
    case 'sample ratio mismatch':
      return `Stop: sample ratio mismatch ${on}: the views split ${shares(e, verdict.arms)}; the test is broken, not won: find why, fix it and start again.`
  }
}

/** How the views split against the plan: "53.7 % / 46.3 % (default / b) where 50 % / 50 % was
 * planned". */
function shares(e: Experiment, arms: Record<string, Arm>): string {
  const variants = Object.keys(e.split).sort(byVariant)
  const total = variants.reduce((n, v) => n + (arms[v]?.views ?? 0), 0)
  const actual = variants.map((v) => percent((arms[v]?.views ?? 0) / total, 1)).join(' / ')
  const planned = variants.map((v) => percent(e.split[v] ?? 0, 0)).join(' / ')
  return `${actual} (${variants.join(' / ')}) where ${planned} was planned`
}

function experimentSection(e: Experiment, perPage: Map<string, Map<string, Figures>>): Section {
  const variants = new Map(
    Object.keys(e.split).map((v) => [v, perPage.get(v) ?? new Map<string, Figures>()]),
  )
  const days: Day[] = daysOf(variants.values(), e.start).map((day) => ({
    day,
    arms: Object.fromEntries(
      [...variants].map(([v, perDay]) => {
        const f = perDay.get(day)
        return [v, { views: f?.view ?? 0, conversions: f?.[e.metric] ?? 0 }]
      }),
    ),
  }))
  const verdict = stoppingRule(e, days)
  const arms = new Map(Object.entries(verdict.arms).sort(([a], [b]) => byVariant(a, b)))
  const until = 'day' in verdict ? verdict.day : days.at(-1)?.day
  const total = [...arms.values()].reduce((n, arm) => n + arm.views, 0)
  const challengers = [...arms.keys()].filter((v) => v !== 'default')
  const alpha = e.alpha / Math.max(1, challengers.length)
  const confidence = `always-valid ${+((1 - alpha) * 100).toFixed(1)} %`
  const control = arms.get('default') ?? { views: 0, conversions: 0 }
  const difference = (v: string) => {
    const arm = arms.get(v) ?? control
    const interval = differenceInterval(control, arm, minimumDifference(e), alpha)
    const name = `difference ${v} - default (${confidence})`
    if (!interval) return `${name}: no views yet`
    if (!shown(control) || !shown(arm)) return `${name}: - (fewer than ${smallestShown} counts)`
    const base = control.conversions / control.views
    const lift = (x: number) => `${signed((x / base) * 100, 0)} %`
    return `${name}: ${points(interval.estimate)} points (${points(interval.low)} to ${points(interval.high)}), a lift of ${lift(interval.estimate)} (${lift(interval.low)} to ${lift(interval.high)}) on default's ${percent(base)}`
  }
  const bayesFactor = sampleRatioBayesFactor(
    [...arms.values()].map((a) => a.views),
    [...arms.keys()].map((v) => e.split[v] ?? 0),
  )
  const ratio =
    bayesFactor >= 1 / srmAlpha
      ? 'MISMATCH: the views are not split as planned; find why before reading the rest'
      : 'as planned'
  const before = [...variants.values()]
    .flatMap((perDay) => [...perDay].filter(([day]) => day < e.start))
    .reduce((n, [, f]) => n + f.view, 0)
  return {
    title: `Experiment ${e.id}: ${e.metric} clicks per view on ${e.page} (${countedPages[e.page]}), since ${e.start}`,
    verdict: verdictLines(e, verdict, days),
    tables: [
      {
        title: `Variants, ${e.start} to ${until ?? e.start} (${percent(1 - e.alpha, 0)} always-valid intervals)`,
        head: [
          'variant',
          'planned share',
          'views',
          'share of views',
          `${e.metric} clicks`,
          `${e.metric} rate`,
        ],
        rows: [...arms].map(([v, arm]) => [
          v,
          percent(e.split[v] ?? 0, 0),
          count(arm.views),
          total >= smallestShown ? percent(arm.views / total, 1) : '-',
          count(arm.conversions),
          rateCell(arm, e.alpha),
        ]),
      },
    ],
    lines: [
      ...challengers.map(difference),
      `sample ratio: ${ratio} (Bayes factor ${bayesFactor.toPrecision(2)}; a mismatch at ${number.format(1 / srmAlpha)} or more)`,
      `plan: a lift of ${percent(e.minimumEffect, 0)} on ${percent(e.baselineRate)} found with ${percent(e.power, 0)} power and at most ${percent(e.alpha, 0)} false positives, by ${number.format(plannedViews(e))} views`,
      ...(before ? [`${count(before)} views before ${e.start} left out`] : []),
    ],
    charts: challengers.map((v) => differenceChart(e, v, days, alpha, verdict)),
  }
}

/** Variant `v`'s difference from default as of each day, where both have counts to show. */
function differenceChart(
  e: Experiment,
  v: string,
  days: Day[],
  alpha: number,
  verdict: Verdict,
): Chart {
  const confidence = `always-valid ${+((1 - alpha) * 100).toFixed(1)} %`
  const control = { views: 0, conversions: 0 }
  const arm = { views: 0, conversions: 0 }
  let views = 0
  let stop: Chart['stop']
  const points = days.flatMap(({ day, arms }) => {
    for (const [total, today] of [
      [control, arms.default],
      [arm, arms[v]],
    ] as const) {
      total.views += today?.views ?? 0
      total.conversions += today?.conversions ?? 0
    }
    views += Object.values(arms).reduce((n, a) => n + a.views, 0)
    if ('day' in verdict && verdict.day === day) stop = { day, views }
    const difference = differenceInterval(control, arm, minimumDifference(e), alpha)
    return difference && shown(control) && shown(arm) ? [{ day, views, difference }] : []
  })
  const marks = `the dashed line marks the planned ${number.format(plannedViews(e))} views${stop ? `, the solid one the stop on ${stop.day}` : ''}`
  return {
    title: `${e.id}: ${v}'s ${e.metric} rate minus default's in percentage points (line) and its ${confidence} interval (band), as of each day, against the test's views; ${marks}`,
    points,
    planned: plannedViews(e),
    ...(stop ? { stop } : {}),
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
  const days = read.counts.map((c: Count) => c.day).sort()
  const ordered = (Object.keys(countedPages) as Page[]).filter((page) => pages.has(page))
  return {
    title: 'Experiment report',
    summary: [
      `counts: ${source} (${read.format}, ${number.format(read.records)} ${read.unit}s read, ${number.format(read.skipped.length)} skipped)${days.length ? `, ${days[0]} to ${days.at(-1)}` : ''}`,
      `experiments declared: ${experiments.length ? experiments.map((e) => e.id).join(', ') : 'none (src/content/experiments.ts)'}`,
      `a count of 1 to ${smallestShown - 1} is shown as "< ${smallestShown}" (0 as 0); a rate or difference needs ${smallestShown} views and ${smallestShown} clicks`,
      "views are requests (a reload counts again); clicks are counted by the links' pings, which some browsers never send (Firefox by default, blockers): those clicks are missing alike from every variant, so a click rate is a floor",
      "the page tables compare audiences (each page and variant got its own ads and days): a higher rate there says who came, not what sells; only an experiment, on the host's coin split, says which variant sells",
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
      ...s.verdict,
      ...s.tables.flatMap(table),
      ...s.lines,
    ]),
    '',
    report.skipped.length ? 'Skipped:' : 'Skipped: nothing',
    ...report.skipped.map((line) => `  ${line}`),
  ].join('\n')
}
