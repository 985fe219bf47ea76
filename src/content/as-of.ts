import { urgency } from '@/config/urgency'
import { formatDay } from '@/lib/format'

/** A scarcity or social-proof figure the brand can date (src/config/urgency.ts). */
export type DatedFigureName = keyof typeof urgency.figures

/** The day a figure was true, as the brand set it; null: the spec's figure, undated. */
export function asOfDay(figure: DatedFigureName): string | null {
  return urgency.figures[figure]?.asOf ?? null
}

/** A figure as the brand dated it, or the spec's `fallback` when it did not. */
export function datedValue(figure: DatedFigureName, fallback: number): number {
  return urgency.figures[figure]?.value ?? fallback
}

/** Said beside a dated figure: '(as of 24 Nov 2026)'. */
export const asOfCopy = {
  label: 'as of',
  day: formatDay,
} as const

/** A line of copy that states one dated figure. */
export interface DatedLine {
  text: string
  figure: DatedFigureName
}
