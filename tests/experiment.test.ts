/**
 * The experiment report (src/experiment/): the stopping rule, looked at every day, holds its false
 * positives to alpha over 1,000 seeded A/A runs and finds a true 20 % lift with the declared power
 * by its planned views; the report of a seeded sample prints each figure, the sample-ratio check,
 * the interval and the verdict, from TSV and from D1's JSON alike, and its HTML page is valid; a
 * broken file's skipped lines are named. Counts are drawn per day (binomial), never per visitor.
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { Experiment } from '@/content/experiments'
import { readCounts } from '@/experiment/counts'
import { buildReport, experimentProblems, reportText } from '@/experiment/report'
import { reportHtml } from '@/experiment/report-html'
import { type Day, plannedViews, stoppingRule } from '@/experiment/statistics'
import { nuCheckerErrors } from '../testing/nu-checker'

const experiment: Experiment = {
  id: 'vsl-headline',
  page: 'vsl',
  split: { default: 0.5, b: 0.5 },
  metric: 'order',
  minimumEffect: 0.2,
  alpha: 0.05,
  power: 0.8,
  baselineRate: 0.03,
  start: '2026-11-02',
}

/** mulberry32: a seeded uniform in [0, 1). */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
/**
 * A binomial draw: by the gaps between successes (about n p steps), or where n p (1 - p) is
 * large (a day's views split between variants) by its normal approximation, which is then exact
 * to well under a view in a thousand.
 */
function binomial(n: number, p: number, uniform: () => number): number {
  if (p > 0.5) return n - binomial(n, 1 - p, uniform)
  if (n * p * (1 - p) > 100) {
    const z = Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform())
    return Math.min(n, Math.max(0, Math.round(n * p + z * Math.sqrt(n * p * (1 - p)))))
  }
  let [successes, trials] = [0, 0]
  for (;;) {
    trials += Math.ceil(Math.log(1 - uniform()) / Math.log1p(-p))
    if (trials > n) return successes
    successes++
  }
}
/** `days` days of `perDay` views split as planned, each converting at its variant's rate. */
function simulate(
  rates: Record<string, number>,
  perDay: number,
  days: number,
  uniform: () => number,
) {
  return Array.from({ length: days }, (_, d): Day => {
    const b = binomial(perDay, experiment.split.b ?? 0, uniform)
    const arm = (variant: string, views: number) => ({
      views,
      conversions: binomial(views, rates[variant] ?? 0, uniform),
    })
    const day = new Date(Date.UTC(2026, 10, 2 + d)).toISOString().slice(0, 10)
    return { day, arms: { default: arm('default', perDay - b), b: arm('b', b) } }
  })
}
/** How often 1,000 seeded runs of 20 daily looks, up to the planned views, end in each verdict. */
function runs(rates: Record<string, number>) {
  const uniform = random(61)
  const perDay = Math.ceil(plannedViews(experiment) / 20)
  const verdicts = Array.from({ length: 1000 }, () =>
    stoppingRule(experiment, simulate(rates, perDay, 20, uniform)),
  )
  const share = (kind: string, variant?: string) =>
    verdicts.filter(
      (v) => v.kind === kind && (!variant || ('variant' in v && v.variant === variant)),
    ).length / verdicts.length
  return { share, verdicts }
}

describe('the stopping rule, looked at every day', () => {
  test('A/A: at most alpha (5 %) of 1,000 runs declare a winner; every run stops by its plan', () => {
    const { share, verdicts } = runs({ default: 0.03, b: 0.03 })
    console.info(`A/A false positives: ${(share('wins') * 100).toFixed(1)} %`)
    expect(share('wins')).toBeLessThanOrEqual(experiment.alpha)
    expect(verdicts.filter((v) => v.kind === 'not yet')).toEqual([])
  })
  test('a true 20 % lift is found in at least 80 % of 1,000 runs by the planned views', () => {
    const { share } = runs({ default: 0.03, b: 0.036 })
    console.info(`power: ${(share('wins', 'b') * 100).toFixed(1)} %`)
    expect(share('wins', 'b')).toBeGreaterThanOrEqual(experiment.power)
  })
})

/** A seeded sample of counts as `npm start` writes them, and its totals. */
function sample(rates: Record<string, number>, split = experiment.split) {
  const uniform = random(7)
  const lines: string[] = []
  const totals: Record<string, { view: number; order: number }> = {}
  for (const { day, arms } of simulate(rates, 2000, 14, uniform)) {
    for (const [variant, { views, conversions }] of Object.entries(arms)) {
      const shifted = variant === 'b' ? Math.round((views * (split.b ?? 0)) / 0.5) : views
      const { view = 0, order = 0 } = totals[variant] ?? {}
      totals[variant] = { view: view + shifted, order: order + conversions }
      lines.push(
        `${day}\tvsl\t${variant}\tview\t${shifted}`,
        `${day}\tvsl\t${variant}\torder\t${conversions}`,
      )
    }
  }
  return { text: lines.join('\n'), totals }
}
const report = (text: string, source = 'counts.tsv') =>
  buildReport(readCounts(text, [experiment]), [experiment], source)
const figure = (n: number) => n.toLocaleString('en-US')

describe('the report', () => {
  test('prints each figure, the intervals, the sample-ratio check and the verdict', () => {
    const { text, totals } = sample({ default: 0.03, b: 0.045 })
    const printed = reportText(report(text))
    for (const [variant, { view, order }] of Object.entries(totals)) {
      const rate = ((order / view) * 100).toFixed(2)
      const row = printed.match(
        new RegExp(
          `^${variant} +${figure(view)} +${figure(order)} +${rate} % \\(([\\d.]+) % to ([\\d.]+) %\\)`,
          'm',
        ),
      )
      expect(row, `${variant}'s row in\n${printed}`).not.toBeNull()
      expect(Number(row?.[1])).toBeLessThan(Number(rate))
      expect(Number(row?.[2])).toBeGreaterThan(Number(rate))
    }
    expect(printed).toMatch(
      /difference b - default \(always-valid 95 %\): \+[\d.]+ points \(\+[\d.]+ to \+[\d.]+\)/,
    )
    expect(printed).toContain('sample ratio: as planned')
    expect(printed).toMatch(/verdict: stop: variant b wins \(on 2026-11-\d\d\)/)
    expect(printed).toContain('Skipped: nothing')
  })
  test('the same counts from D1 give the same report; a few views say "not yet"', () => {
    const { text } = sample({ default: 0.03, b: 0.03 })
    const rows = text
      .split('\n')
      .slice(0, 8)
      .map((line) => {
        const [day, page, variant, step, n] = line.split('\t')
        return { day, page, variant, step, n: Number(n) }
      })
    const tsv = report(text.split('\n').slice(0, 8).join('\n'))
    const d1 = report(JSON.stringify([{ results: rows, success: true, meta: {} }]))
    expect(d1.sections).toEqual(tsv.sections)
    expect(reportText(d1)).toMatch(/verdict: not yet \([\d,]+ of [\d,]+ planned views\)/)
  })
  test('a split other than planned stops the test for a sample ratio mismatch', () => {
    const printed = reportText(
      report(sample({ default: 0.03, b: 0.03 }, { default: 0.5, b: 0.46 }).text),
    )
    expect(printed).toContain('sample ratio: MISMATCH')
    expect(printed).toMatch(/verdict: stop: sample ratio mismatch/)
  })
  test('writes one valid HTML page with a chart of each rate that has counts to show', async () => {
    const { text, totals } = sample({ default: 0.03, b: 0.045 })
    const html = reportHtml(report(text))
    for (const { view, order } of Object.values(totals))
      expect(html).toMatch(new RegExp(`<td>${figure(view)}</td><td>${figure(order)}</td>`))
    expect(html).toMatch(/Verdict: <strong>stop: variant b wins/)
    const file = join(await mkdtemp(join(tmpdir(), 'report-')), 'report.html')
    await writeFile(file, html)
    expect(await nuCheckerErrors([file])).toEqual([])
    expect(html.match(/<svg viewBox/g)).toHaveLength(2)
    expect(html).toContain(
      'vsl: masterclass clicks per view, cumulative: too few counts to draw yet.',
    )
    expect(html).not.toMatch(/<script|https?:\/\/|NaN|Infinity/)
  })
  test('says what it skipped and why, by line, and never divides by zero', () => {
    const broken = [
      '2026-11-02\tvsl\tdefault\tview\t120',
      'not a count line',
      '2026-11-02\tshop\tdefault\tview\t3',
      '2026-11-02\tvsl\tc\tview\t3',
      '2026-02-30\tvsl\tdefault\tview\t3',
      '2026-11-03\tvsl\tb\torder\t60',
      '2026-11-01\tvsl\tdefault\tview\t3',
      '2026-11-03\tvsl\tb\tview\t-4',
      '',
      '2026-11-03\tvsl\tdefault\tbuy',
    ].join('\n')
    const printed = reportText(report(broken, 'broken.tsv'))
    expect(printed).toContain('(TSV, 9 lines read, 7 skipped)')
    for (const line of [
      'broken line: not day, page, variant, step and an optional count: 1 line (line 2)',
      'unknown page: 1 line (line 3 "shop")',
      'unknown variant of vsl: 1 line (line 4 "c")',
      'not a day (YYYY-MM-DD): 1 line (line 5 "2026-02-30")',
      'day out of order (after 2026-11-03): 1 line (line 7 "2026-11-01")',
      'not a count: 1 line (line 8 "-4")',
      'unknown step: 1 line (line 10 "buy")',
    ])
      expect(printed).toContain(line)
    expect(printed).toMatch(/^b +< 50 +60 +no views/m)
    expect(printed).not.toMatch(/NaN|Infinity/)
    expect(report('{"no": "d1"}').skipped).toEqual([
      'not the JSON that wrangler d1 execute --json prints: 1 row (row 1)',
    ])
  })
  test('an experiment declared wrong is named with its field', () => {
    const wrong = { ...experiment, id: 'Two Words', split: { default: 0.5, b: 0.6 } }
    expect(experimentProblems([wrong])).toEqual([
      'experiment Two Words: id: kebab-case',
      'experiment Two Words: split: shares between 0 and 1 that sum to 1',
    ])
  })
})
