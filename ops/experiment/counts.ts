/**
 * The counts a host keeps, read for the report: (day, page, variant, step) and a number, from
 * `npm start`'s counts file (tab-separated, a count on each line), nginx's counts log (a line per
 * count, no number) or `wrangler d1 execute ... --json` (docs/experiments.md). A line that cannot
 * be read is skipped with its line (or row) and the reason, never guessed at; a file that holds
 * no count, or that would count a count twice, is refused whole.
 */
import { countedPagePaths } from '../../build/counting'
import type { Experiment } from '../../src/content/experiments'

/** The landing pages as the counts name them, and their paths: the page table's (src/pages.ts, build/counting.ts). */
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
  format: "npm start's counts file" | "nginx's counts log" | "D1's JSON"
  /** What `at` counts in: lines of a TSV file, rows of D1's results. */
  unit: 'line' | 'row'
  records: number
  counts: Count[]
  skipped: Skipped[]
}

/** Why a counts file is not read at all, in one line. */
export class RefusedCounts extends Error {}

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

/** The rows of `wrangler d1 execute --json` (an array of { results: [...] }), as fields. */
function d1Records(text: string): unknown[][] {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new RefusedCounts(
      `cut or broken JSON (${(error as Error).message}): export the counts again`,
    )
  }
  if (!Array.isArray(parsed) || !parsed.every((result) => Array.isArray(result?.results)))
    throw new RefusedCounts('JSON, but not what wrangler d1 execute --json prints')
  return parsed.flatMap((result) =>
    (result.results as unknown[]).map((row) => {
      const r = (row ?? {}) as Record<string, unknown>
      return [r.day, r.page, r.variant, r.step, r.n]
    }),
  )
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

const torn =
  'torn last line: no newline at its end, so it may be cut short (read as it was written)'

/**
 * Every count the text holds, against the declared experiments: a variant other than `default`
 * is known if an experiment on its page declares it. The hosts write whole lines, a key once
 * (npm start's file, D1) or days in order (nginx's log, a line per count): a last line with no
 * newline is skipped, and a key read twice or a day earlier than one already read refuses the
 * file, since it means files joined (or one joined to itself) and would count a day twice.
 */
export function readCounts(text: string, experiments: readonly Experiment[]): ReadCounts {
  if (text.trim() === '') throw new RefusedCounts('empty: no counts in it')
  const json = /^\s*[[{]/.test(text)
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''))
  const whole = text.endsWith('\n')
  if (whole) lines.pop()
  const records = json
    ? d1Records(text)
    : lines.map((line) => (line.trim() === '' ? [] : line.split('\t')))
  const unit = json ? 'row' : 'line'
  const counts: Count[] = []
  const skipped: Skipped[] = []
  const keys = new Map<string, number>()
  let latest = ''
  let perCount = false
  records.forEach((fields, index) => {
    const at = index + 1
    if (fields.length === 0) return
    const count =
      !json && !whole && at === records.length
        ? problem(torn, lines.at(-1))
        : check(fields, unit, experiments)
    if ('why' in count) {
      skipped.push({ at, ...count })
      return
    }
    const { day, page, variant, step } = count
    if (fields.length === 5) {
      const first = keys.get([day, page, variant, step].join())
      if (first)
        throw new RefusedCounts(
          `${unit} ${at} repeats ${unit} ${first}'s ${day} ${page} ${variant} ${step}: two files joined, or one joined to itself? Give the report one host's file as it wrote it`,
        )
      keys.set([day, page, variant, step].join(), at)
    } else if (day < latest)
      throw new RefusedCounts(
        `line ${at}'s day ${day} comes after ${latest}: two logs joined, one joined to itself, or the host's clock set back? Give the report one host's log as it wrote it`,
      )
    latest = day > latest ? day : latest
    perCount ||= counts.length === 0 && fields.length === 4
    counts.push(count)
  })
  const read = records.filter((fields) => fields.length > 0).length
  const [first] = skipped
  if (counts.length === 0)
    throw new RefusedCounts(
      `not a counts file: none of its ${read} ${unit}s is a count${first ? ` (${unit} ${first.at}: ${first.why}${first.value ? ` ${first.value}` : ''})` : ''}`,
    )
  const format = json ? "D1's JSON" : perCount ? "nginx's counts log" : "npm start's counts file"
  return { format, unit, records: read, counts, skipped }
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
