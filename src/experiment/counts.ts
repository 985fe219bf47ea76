/**
 * The counts a host keeps, read for the report: (day, page, variant, step) and a number, from
 * `npm start`'s counts file or nginx's counts log (tab-separated, 4 or 5 columns) or from
 * `wrangler d1 execute ... --json` (docs/experiments.md). What cannot be read is skipped with
 * its line (or row) and the reason, never guessed at.
 */
import type { Experiment } from '@/content/experiments'
import { countedPagePaths } from '@/pages'

/** The landing pages as the counts name them, and their paths: the page table's (src/pages.ts). */
export const countedPages = countedPagePaths
export type Page = keyof typeof countedPages
const steps = ['view', 'order', 'masterclass'] as const
export type Step = (typeof steps)[number]

export interface Count {
  day: string
  page: Page
  variant: string
  step: Step
  n: number
}
export interface Skipped {
  /** The line of the file, or the row of the JSON's results, from 1. */
  at: number
  why: string
  value?: string
}
export interface ReadCounts {
  format: 'TSV' | 'D1 JSON'
  /** What `at` counts in: lines of a TSV file, rows of D1's results. */
  unit: 'line' | 'row'
  records: number
  counts: Count[]
  skipped: Skipped[]
}

const isPage = (page: string): page is Page => Object.hasOwn(countedPages, page)
const isStep = (step: string): step is Step => (steps as readonly string[]).includes(step)
const isDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`)
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(day) &&
    !Number.isNaN(time) &&
    new Date(time).toISOString().startsWith(day)
  )
}
/** A value as the report may show it: quoted, escapes visible, at most 40 characters. */
const shown = (value: unknown) => JSON.stringify(String(value).slice(0, 40))

/** The rows of `wrangler d1 execute --json`: an array of { results: [...] }. */
function d1Rows(text: string): unknown[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text)
    if (!Array.isArray(parsed)) return undefined
    return parsed.flatMap((result) =>
      Array.isArray(result?.results) ? (result.results as unknown[]) : [],
    )
  } catch {
    return undefined
  }
}

type Problem = Omit<Skipped, 'at'>
const problem = (why: string, value?: unknown): Problem =>
  value === undefined ? { why } : { why, value: shown(value) }

/** One line's or row's count, or what is wrong with it. */
function check(fields: unknown[], unit: string, experiments: readonly Experiment[]) {
  const [day, page, variant, step, n = unit === 'line' ? '1' : undefined] = fields.map((f) =>
    f === undefined || f === null ? undefined : String(f),
  )
  if (fields.length < 4 || fields.length > 5 || day === undefined || variant === undefined)
    return problem(`broken ${unit}: not day, page, variant, step and an optional count`)
  if (!isDay(day)) return problem('not a day (YYYY-MM-DD)', day)
  if (page === undefined || !isPage(page)) return problem('unknown page', page)
  if (step === undefined || !isStep(step)) return problem('unknown step', step)
  const declared = experiments.some((e) => e.page === page && Object.hasOwn(e.split, variant))
  if (variant !== 'default' && !declared) return problem(`unknown variant of ${page}`, variant)
  if (!/^\d+$/.test(n ?? '') || !Number.isSafeInteger(Number(n))) return problem('not a count', n)
  return { day, page, variant, step, n: Number(n) } satisfies Count
}

/**
 * Every count the text holds, against the declared experiments: a variant other than `default`
 * is known if an experiment on its page declares it. A day earlier than one already read is
 * skipped: the hosts write days in order, so it means joined files or a clock set back, and
 * counting it could count a day twice.
 */
export function readCounts(text: string, experiments: readonly Experiment[]): ReadCounts {
  const json = /^\s*[[{]/.test(text)
  const rows = json ? d1Rows(text) : undefined
  const records: unknown[][] = json
    ? (rows ?? []).map((row) => {
        const r = (row ?? {}) as Record<string, unknown>
        return [r.day, r.page, r.variant, r.step, r.n]
      })
    : text.split(/\r?\n/).map((line) => (line.trim() === '' ? [] : line.split('\t')))
  const read: ReadCounts = {
    format: json ? 'D1 JSON' : 'TSV',
    unit: json ? 'row' : 'line',
    records: records.filter((fields) => fields.length > 0).length,
    counts: [],
    skipped: [],
  }
  if (json && !rows)
    read.skipped.push({ at: 1, why: 'not the JSON that wrangler d1 execute --json prints' })
  let latest = ''
  records.forEach((fields, index) => {
    if (fields.length === 0) return
    const count = check(fields, read.unit, experiments)
    const skipped =
      'why' in count
        ? count
        : count.day < latest && problem(`day out of order (after ${latest})`, count.day)
    if (skipped) read.skipped.push({ at: index + 1, ...skipped })
    else if ('day' in count) {
      latest = count.day
      read.counts.push(count)
    }
  })
  return read
}

export type Figures = Record<Step, number>
/** Counts summed by page, variant and day (days in order). */
export type Tally = Map<Page, Map<string, Map<string, Figures>>>

/** The value at `key`, made and kept there first if there is none. */
function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  const value = map.get(key) ?? make()
  map.set(key, value)
  return value
}

export function tally(counts: readonly Count[]): Tally {
  const pages: Tally = new Map()
  for (const { day, page, variant, step, n } of counts) {
    const days = entry(
      entry(pages, page, () => new Map()),
      variant,
      () => new Map(),
    )
    entry(days, day, () => ({ view: 0, order: 0, masterclass: 0 }))[step] += n
  }
  return pages
}
