/**
 * The experiment report (ops/experiment/): the stopping rule, looked at every day, holds its false
 * positives to alpha over 1,000 seeded A/A runs and finds a true 20 % lift with the declared power
 * by its planned views. On seeded 14-day samples (a true lift, an A/A, a split other than planned)
 * the report says its verdict, why, and the figures as of its stopping day, from TSV and D1's JSON
 * alike, and its HTML page draws the difference inside its interval; a file it cannot read is
 * refused in one line (and the command exits 2), a line it cannot use is named with why. Counts are
 * drawn per day (binomial), never per visitor.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, test } from 'vitest'
import type { Experiment } from '@/content/experiments'
import { experimentProblems } from '../build/counting'
import { RefusedCounts, readCounts } from '../ops/experiment/counts'
import { buildReport, reportText } from '../ops/experiment/report'
import { reportHtml } from '../ops/experiment/report-html'
import { type Day, plannedViews, stoppingRule } from '../ops/experiment/statistics'
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

/** A seeded sample of 14 days of counts as `npm start` writes them, and each day's. */
function sample(rates: Record<string, number>, split = experiment.split) {
  const days = simulate(rates, 2000, 14, random(7)).map(({ day, arms }) => ({
    day,
    arms: Object.fromEntries(
      Object.entries(arms).map(([variant, { views, conversions }]) => [
        variant,
        {
          views: variant === 'b' ? Math.round((views * (split.b ?? 0)) / 0.5) : views,
          conversions,
        },
      ]),
    ),
  }))
  const text = days
    .flatMap(({ day, arms }) =>
      Object.entries(arms).flatMap(([variant, { views, conversions }]) => [
        `${day}\tvsl\t${variant}\tview\t${views}\n`,
        `${day}\tvsl\t${variant}\torder\t${conversions}\n`,
      ]),
    )
    .join('')
  return { text, days }
}
/** Each variant's views and conversions summed over the days up to `last`. */
function totals(days: Day[], last = '9999-12-31') {
  const sums: Record<string, { views: number; conversions: number }> = {}
  for (const { arms } of days.filter((d) => d.day <= last))
    for (const [variant, { views, conversions }] of Object.entries(arms)) {
      const sum = sums[variant] ?? { views: 0, conversions: 0 }
      sums[variant] = { views: sum.views + views, conversions: sum.conversions + conversions }
    }
  return sums
}
const report = (text: string, source = 'counts.tsv') =>
  buildReport(readCounts(text, [experiment]), [experiment], source)
const figure = (n: number) => n.toLocaleString('en-US')
const lift = sample({ default: 0.03, b: 0.045 })

describe('the report of a test', () => {
  test('a true lift: the winner, why, and the figures as of its stopping day', () => {
    const printed = reportText(report(lift.text))
    const stop = printed.match(
      /^Stop: b sells better \(on (2026-11-\d\d)\): the interval of b - default lies wholly above 0\.$/m,
    )?.[1]
    expect(stop, printed).toBeDefined()
    const last = lift.days.at(-1)?.day ?? ''
    expect(stop && stop < last, 'a stop before the last day').toBe(true)
    const later = Object.values(totals(lift.days)).reduce((n, a) => n + a.views, 0)
    const upTo = totals(lift.days, stop)
    const sofar = Object.values(upTo).reduce((n, a) => n + a.views, 0)
    expect(printed).toContain(
      `You could have stopped on ${stop}; later counts (${figure(later - sofar)} views to ${last}) do not change it. The figures below are as of ${stop}.`,
    )
    for (const [variant, { views, conversions }] of Object.entries(upTo)) {
      const rate = ((conversions / views) * 100).toFixed(2)
      const row = printed.match(
        new RegExp(
          `^${variant} +50 % +${figure(views)} +[\\d.]+ % +${figure(conversions)} +${rate} % \\(([\\d.]+) % to ([\\d.]+) %\\)`,
          'm',
        ),
      )
      expect(row, `${variant}'s row as of ${stop} in\n${printed}`).not.toBeNull()
      expect(Number(row?.[1])).toBeLessThan(Number(rate))
      expect(Number(row?.[2])).toBeGreaterThan(Number(rate))
    }
    const difference = printed.match(
      /^difference b - default \(always-valid 95 %\): \+([\d.]+) points \(\+([\d.]+) to \+([\d.]+)\), a lift of \+(\d+) % \(\+(\d+) % to \+(\d+) %\) on default's ([\d.]+) %$/m,
    )
    expect(difference, printed).not.toBeNull()
    const [estimate, low, high, liftEstimate, liftLow, liftHigh, base] = (difference ?? [])
      .slice(1)
      .map(Number)
    expect(low).toBeLessThan(estimate ?? 0)
    expect(high).toBeGreaterThan(estimate ?? 0)
    for (const [points, percent] of [
      [estimate, liftEstimate],
      [low, liftLow],
      [high, liftHigh],
    ])
      expect(percent).toBeCloseTo(((points ?? 0) / (base ?? 1)) * 100, -0.5)
    expect(printed).toContain('sample ratio: as planned')
    expect(printed).toContain('Skipped: nothing')
    // Clicks are pings, which Firefox does not send: a marketer reads that the rates are floors.
    expect(printed).toMatch(/links. pings, which some browsers never send \(Firefox by default/)
  })
  test('an A/A: not yet, because the interval still includes 0, and how far the plan is', () => {
    const aa = sample({ default: 0.03, b: 0.03 })
    const printed = reportText(report(aa.text))
    const views = Object.values(totals(aa.days)).reduce((n, a) => n + a.views, 0)
    const planned = plannedViews(experiment)
    const more = planned - views
    expect(printed).toContain(
      `Not yet: the interval of b - default still includes no difference; at most ${figure(more)} more views to the planned ${figure(planned)}, about ${figure(Math.ceil(more / (views / 14)))} days at this test's ${figure(Math.round(views / 14))} views a day.`,
    )
    expect(printed).toMatch(/a lift of [+-]\d+ % \(-\d+ % to \+\d+ %\)/)
  })
  test('a split other than planned stops for a sample ratio mismatch, with the split it saw', () => {
    const srm = sample({ default: 0.03, b: 0.03 }, { default: 0.5, b: 0.46 })
    const printed = reportText(report(srm.text))
    const stop = printed.match(/^Stop: sample ratio mismatch \(on (2026-11-\d\d)\)/m)?.[1]
    expect(stop, printed).toBeDefined()
    const { default: control, b } = totals(srm.days, stop)
    const share = (arm = control) =>
      (((arm?.views ?? 0) / ((control?.views ?? 0) + (b?.views ?? 0))) * 100).toFixed(1)
    expect(printed).toContain(
      `the views split ${share(control)} % / ${share(b)} % (default / b) where 50 % / 50 % was planned; the test is broken, not won`,
    )
    expect(printed).toContain('sample ratio: MISMATCH')
  })
  test('the same counts from D1 give the same report; a few views say "not yet"', () => {
    const lines = lift.text.split('\n').slice(0, 8)
    const rows = lines.map((line) => {
      const [day, page, variant, step, n] = line.split('\t')
      return { day, page, variant, step, n: Number(n) }
    })
    const tsv = report(lines.map((line) => `${line}\n`).join(''))
    const d1 = report(JSON.stringify([{ results: rows, success: true, meta: {} }]))
    expect(d1.sections).toEqual(tsv.sections)
    expect(reportText(d1)).toMatch(/^Not yet: /m)
  })
  test('counts before the declared start are left out of the test, and said', () => {
    const before = [3001, 3001].map(
      (n, i) => `2026-11-01\tvsl\t${i ? 'b' : 'default'}\tview\t${n}\n`,
    )
    const [withBefore, without] = [before.join('') + lift.text, lift.text].map((text) =>
      report(text).sections.at(-1),
    )
    expect(withBefore?.lines).toContain(`${figure(6002)} views before ${experiment.start} left out`)
    expect(withBefore?.lines.filter((line) => !line.endsWith('left out'))).toEqual(without?.lines)
    expect({ ...withBefore, lines: [] }).toEqual({ ...without, lines: [] })
  })
  test('writes one valid HTML page: the verdict, and the difference drawn inside its interval', async () => {
    const html = reportHtml(report(lift.text))
    expect(html).toMatch(/<p class="verdict"><strong>Stop: b sells better \(on 2026-11-\d\d\)/)
    const file = join(await mkdtemp(join(tmpdir(), 'report-')), 'report.html')
    await writeFile(file, html)
    expect(await nuCheckerErrors([file])).toEqual([])
    expect(html.match(/<svg viewBox/g)).toHaveLength(1)
    const xy = (attribute = '') =>
      attribute.split(' ').map((pair) => pair.split(',').map(Number) as [number, number])
    const band = xy(html.match(/<polygon class="interval" points="([^"]+)"/)?.[1])
    const line = xy(html.match(/<polyline class="difference" points="([^"]+)"/)?.[1])
    expect(band).toHaveLength(2 * line.length)
    line.forEach(([x, y], i) => {
      const [[highX, highY], [lowX, lowY]] = [band[i] ?? [], band[band.length - 1 - i] ?? []]
      expect([highX, lowX]).toEqual([x, x])
      expect(y).toBeGreaterThan(highY ?? Infinity)
      expect(y).toBeLessThan(lowY ?? -Infinity)
    })
    const stop = reportText(report(lift.text)).match(/\(on (2026-11-\d\d)\)/)?.[1]
    expect(html).toContain(
      `the dashed line marks the planned ${figure(plannedViews(experiment))} views, the solid one the stop on ${stop}`,
    )
    expect(html).toMatch(/>plan<\/text>.*>stop<\/text>/)
    expect(html).not.toMatch(/<script|https?:\/\/|NaN|Infinity/)
  })
})

describe('the counts it reads', () => {
  test('says what it skipped and why, by line; 0 is 0, 1 to 49 is "< 50"', () => {
    const broken = [
      '2026-11-02\tvsl\tdefault\tview\t120',
      'not a count line',
      '2026-11-02\tshop\tdefault\tview\t3',
      '2026-11-02\tvsl\tc\tview\t3',
      '2026-02-30\tvsl\tdefault\tview\t3',
      '2026-11-03\tvsl\tb\torder\t60',
      '2026-11-03\tvsl\tdefault\tmasterclass\t7',
      '2026-11-03\tvsl\tb\tview\t-4',
      '',
      '2026-11-03\tvsl\tdefault\tbuy',
      '',
    ].join('\n')
    const printed = reportText(report(broken, 'broken.tsv'))
    expect(printed).toContain("(npm start's counts file, 9 lines read, 6 skipped)")
    for (const line of [
      'broken line: not day, page, variant, step and an optional count: 1 line (line 2)',
      'unknown page: 1 line (line 3 "shop")',
      'unknown variant of vsl: 1 line (line 4 "c")',
      'not a day (YYYY-MM-DD): 1 line (line 5 "2026-02-30")',
      'not a count: 1 line (line 8 "-4")',
      'unknown step: 1 line (line 10 "buy")',
    ])
      expect(printed).toContain(line)
    expect(printed).toMatch(/^default +120 +0 +- +< 50 +-$/m)
    expect(printed).toMatch(/^b +0 +60 +no views +0 +no views$/m)
    expect(printed).not.toMatch(/NaN|Infinity/)
  })
  test('a torn last line (no newline: read as it was written) is skipped, and said', () => {
    const torn = lift.text.slice(0, -3)
    const read = readCounts(torn, [experiment])
    expect(read.skipped).toEqual([
      {
        at: 56,
        why: 'torn last line: no newline at its end, so it may be cut short (read as it was written)',
        value: JSON.stringify(torn.split('\n').at(-1)),
      },
    ])
    expect(read.counts).toEqual(readCounts(lift.text, [experiment]).counts.slice(0, 55))
  })
  const randomBytes = () => {
    const uniform = random(3)
    return Buffer.from(Array.from({ length: 600 }, () => Math.floor(uniform() * 256)))
      .toString('utf8')
      .replace(/^\s*[[{]/, '')
  }
  const log = (days: string[]) => days.map((day) => `${day}\tvsl\tdefault\tview\n`).join('')
  test.each([
    ['an empty file', '\n', /^empty: no counts in it$/],
    [
      'random bytes',
      randomBytes(),
      /^not a counts file: none of its \d+ lines is a count \(line 1: /,
    ],
    ['a cut JSON', '[{"results": [{"day": "2026-11-02", "pa', /^cut or broken JSON \(.+\): export/],
    ['JSON of another kind', '{"error": "no such table"}', /^JSON, but not what wrangler d1/],
    [
      'a repeated key',
      `${lift.text}2026-11-03\tvsl\tb\tview\t5\n`,
      /^line 57 repeats line 7's 2026-11-03 vsl b view: two files joined, or one joined to itself\?/,
    ],
    [
      'a file joined to itself',
      lift.text + lift.text,
      /^line 57 repeats line 1's 2026-11-02 vsl default view: two files joined, or one joined to itself\?/,
    ],
    [
      "nginx's log joined to itself",
      log(['2026-11-02', '2026-11-03']).repeat(2),
      /^line 3's day 2026-11-02 comes after 2026-11-03: two logs joined, one joined to itself, or the host's clock set back\?/,
    ],
  ])('refuses %s in one line', (_, text, refusal) => {
    expect(() => readCounts(text, [experiment])).toThrow(RefusedCounts)
    expect(() => readCounts(text, [experiment])).toThrow(refusal)
  })
  test("nginx's log counts a line each, repeats and all", () => {
    const read = readCounts(log(['2026-11-02', '2026-11-02', '2026-11-03']), [experiment])
    expect(read.format).toBe("nginx's counts log")
    expect(read.counts.map((c) => c.n)).toEqual([1, 1, 1])
  })
  test('npm run experiment exits 0 with a report, 2 refusing a file in one line, 1 misused', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'experiment-'))
    const files = { 'counts.tsv': lift.text.replace(/2026-11-/g, '2026-12-'), 'empty.tsv': '' }
    for (const [name, text] of Object.entries(files)) await writeFile(join(folder, name), text)
    const run = (...args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'ops/experiment.ts', 'report', ...args], {
        cwd: join(import.meta.dirname, '..'),
      }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      )
    const [report, empty, missing, misused] = await Promise.all([
      run(join(folder, 'counts.tsv')),
      run(join(folder, 'empty.tsv')),
      run(join(folder, 'none.tsv')),
      run(join(folder, 'counts.tsv'), '--experiment', 'none'),
    ])
    expect(report.code).toBe(0)
    expect(report.stdout).toMatch(/^Experiment report\n/)
    expect(empty).toMatchObject({
      code: 2,
      stdout: '',
      stderr: `refused ${join(folder, 'empty.tsv')}: empty: no counts in it\n`,
    })
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/^refused .*none\.tsv: cannot read it \(ENOENT.*\)\n$/)
    expect(misused).toMatchObject({
      code: 1,
      stderr: 'no experiment "none"; declared: vsl-headline\n',
    })
    await rm(folder, { recursive: true })
  })
  test('an experiment declared wrong is named with its field', () => {
    const wrong = { ...experiment, id: 'Two Words', split: { default: 0.5, b: 0.6 } }
    expect(experimentProblems([wrong])).toEqual([
      'experiment Two Words: id: kebab-case',
      'experiment Two Words: split: shares between 0 and 1 that sum to 1',
    ])
  })
})
