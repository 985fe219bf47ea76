import { figures } from '@/config/page-settings'
import { formatDay } from '@/lib/format'

/** A scarcity or social-proof figure the brand can date (src/config/settings.ts). */
export type DatedFigureName = keyof typeof figures

/** The day a figure was true, as the brand set it; null: the spec's figure, undated. */
export function asOfDay(figure: DatedFigureName): string | null {
  return figures[figure]?.asOf ?? null
}

/**
 * The days the dated ones of `figures` were true, each once, from the earliest; with the days of
 * the block's other dated facts (`also`: the review score's), so the block says them once.
 */
export function asOfDays(
  figures: readonly DatedFigureName[],
  also: readonly (string | null | undefined)[] = [],
): string[] {
  const days = [...figures.map(asOfDay), ...also].flatMap((day) => day ?? [])
  return [...new Set(days)].sort()
}

/** A figure as the brand dated it, or the spec's `fallback` when it did not. */
export function datedValue(figure: DatedFigureName, fallback: number): number {
  return figures[figure]?.value ?? fallback
}

/**
 * A line of copy as the spec words it, or, when the brand dated its figure, as a dated fact
 * ('127 people started this assessment today' -> '96 people started this assessment on Nov 23,
 * 2026'): a count of one day says its day, not 'today' with a date beside it.
 */
export function datedFact(
  figure: DatedFigureName,
  spec: string,
  dated: (day: { long: string; short: string }) => string,
): string {
  const day = asOfDay(figure)
  return day ? dated({ long: formatDay(day), short: formatShortDay(day) }) : spec
}

/**
 * Said once per block of dated figures (the review score's among them): beside one figure '(as of
 * Nov 24, 2026)', under several 'Figures as of Nov 24, 2026', or when their days differ, the span
 * from the first to the last, 'Figures from Nov 20–24, 2026' (round 10: 'as of 20, 23 and 24 Nov'
 * read fussy), and no day beside any of them. Never a sentence or block dated twice, nor in two
 * styles (docs/change-copy-and-offer.md).
 */
export const asOfCopy = {
  /** Beside a figure: one day, then several. */
  aside: { one: 'as of', several: 'from' },
  /** Under a block's figures: one day, then several. */
  note: { one: 'Figures as of', several: 'Figures from' },
  /**
   * Under an offer's counts and the score, the last of them, naming both: 'Figures as of' after a
   * score read as the score's day only (rsales21).
   */
  countsAndScore: { one: 'Counts and score as of', several: 'Counts and score from' },
  /** Under the score alone, beside a price: its day, not the laboratory's under it (rsales21). */
  score: { one: 'Score as of', several: 'Score from' },
  /** After a time in the visitor's own zone, once the page has put it in their zone. */
  yourTime: '(your\u00a0time)',
} as const

/** A line of copy that states one figure: dated (its day said by the block), or an end. */
export interface DatedLine {
  text: string
  /** The figure it states, dated once with the block's other figures. */
  figure?: DatedFigureName
  /**
   * An end the line states: the time (ISO 8601, UTC) and its words before the page knows the
   * visitor's zone. The page says it in their zone, and drops the line once it has passed.
   */
  ends?: { at: string; words: string }
}

/** '2026-11-24' -> 'Nov 24': a recent day, where the year goes without saying. */
export function formatShortDay(isoDay: string): string {
  return formatDay(isoDay).replace(/, \d+$/, '')
}

/**
 * The days figures were true, as asOfDays gives them (each once, from the earliest): 'Nov 24,
 * 2026'; several, the span from the first to the last, its month and year said once where the
 * two share them: 'Nov 20–24, 2026', 'Nov 30 – Dec 1, 2026', 'Dec 31, 2026 – Jan 2, 2027'.
 */
export function formatDays(isoDays: readonly string[]): string {
  const first = isoDays[0]
  const last = isoDays.at(-1)
  if (!first || !last || first === last) return first ? formatDay(first) : ''
  const from = formatDay(first)
  const to = formatDay(last)
  if (first.slice(0, 7) === last.slice(0, 7))
    return `${formatShortDay(first)}–${to.replace(/^\S+ /, '')}`
  if (first.slice(0, 4) === last.slice(0, 4)) return `${formatShortDay(first)} – ${to}`
  return `${from} – ${to}`
}
