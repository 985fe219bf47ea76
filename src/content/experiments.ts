import type { CountedPage } from '@/pages'

/**
 * Split tests a marketer declares before they start (docs/experiments.md). Each names the page it
 * runs on, the variants and their planned shares of views, and its stopping rule's terms: the
 * step that counts, the smallest lift worth finding and the error rates. The report
 * (`npm run experiment -- report`) reads the counts against these and nothing else.
 */
export interface Experiment {
  /** Kebab-case id, named in the report. */
  id: string
  /** The landing page it runs on, as the counts name it (its content's `countedAs.page`). */
  page: CountedPage
  /** Each variant's planned share of the page's views, summing to 1; `default` is the page as it is. */
  split: Readonly<Record<string, number>>
  /** The step that counts as a conversion. */
  metric: 'order' | 'masterclass'
  /** The smallest relative lift worth finding (0.2 is 20 %). */
  minimumEffect: number
  /** The false-positive rate the stopping rule holds (0.05). */
  alpha: number
  /** The chance of finding a true lift of `minimumEffect` at the planned sample size (0.8). */
  power: number
  /** The conversion rate assumed for planning the sample size (0.03 is 3 %). */
  baselineRate: number
  /** The first day counted, YYYY-MM-DD. */
  start: string
}

/** The tests under way: each names its page's variants, declared in src/content/ (vslVariants). */
export const experiments: readonly Experiment[] = [
  {
    id: 'vsl-headline',
    page: 'vsl',
    split: { default: 0.5, b: 0.5 },
    metric: 'order',
    minimumEffect: 0.2,
    alpha: 0.05,
    power: 0.8,
    baselineRate: 0.03,
    start: '2026-12-01',
  },
]
