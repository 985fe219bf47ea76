/**
 * The statistics of a split test, in one place, each safe to read every day (docs/experiments.md):
 * - Always-valid intervals and the stopping rule: the normal-mixture sequential probability ratio
 *   test (mSPRT; Johari, Koomen, Pekelis and Walsh, "Always Valid Inference", the test behind
 *   Optimizely's stats engine). The mixture's likelihood ratio is a martingale under "no
 *   difference", so by Ville's inequality it ever reaches 1/alpha with a chance of at most alpha,
 *   however often it is looked at.
 * - The sample-ratio check: Lindon and Malek's Dirichlet-multinomial test ("Anytime-valid
 *   inference for multinomial count data", 2022), a Bayes factor that is itself a martingale, so it
 *   too may be read daily; with any number of variants in one test, and exact for counts. It holds
 *   alpha 0.001: a mismatch stops the test, so a false alarm must be rare over many reports.
 * No npm package implements either (jStat and stdlib carry the fixed-horizon tests only), so the
 * two formulas are ours; their special functions (the normal quantile, log-gamma) are
 * simple-statistics' (no dependencies of its own).
 */
import { gammaln, probit } from 'simple-statistics'
import type { Experiment } from '../../src/content/experiments'

export interface Interval {
  estimate: number
  low: number
  high: number
}
/** An arm's totals for the experiment's metric. */
export interface Arm {
  views: number
  conversions: number
}
/** One day's new counts of each variant, for the stopping rule. */
export interface Day {
  day: string
  arms: Readonly<Record<string, Arm>>
}
/** What the stopping rule says, and each variant's totals as of its stopping day (or to date). */
export type Verdict = (
  | { kind: 'not yet'; planned: number }
  | { kind: 'wins'; variant: string; day: string }
  | { kind: 'no difference'; why: 'small' | 'planned views'; day: string }
  | { kind: 'sample ratio mismatch'; day: string }
) & { arms: Record<string, Arm> }

/** The sample-ratio check's false-alarm rate and its prior's concentration (Lindon and Malek). */
export const srmAlpha = 0.001
const srmConcentration = 100
/**
 * The mixture's spread for one rate's interval: it is tightest for errors of about tau, and half
 * a percentage point is the scale of a landing page's click rates (a few per cent).
 */
const rateTau = 0.005

/**
 * Half the always-valid interval of an estimate whose variance is `variance`: the values theta0
 * at which the mixture's ratio sqrt(V / (V + tau²)) exp(tau² (estimate - theta0)² / (2 V (V + tau²)))
 * stays under 1 / alpha.
 */
function halfWidth(variance: number, tau: number, alpha: number): number {
  const t2 = tau * tau
  return Math.sqrt(
    ((variance * (variance + t2)) / t2) *
      (2 * Math.log(1 / alpha) + Math.log((variance + t2) / variance)),
  )
}

/** The variance of a rate, from (conversions + 1) / (views + 2) so that 0 % or 100 % keep one. */
function rateVariance({ views, conversions }: Arm): number {
  const p = (Math.min(conversions, views) + 1) / (views + 2)
  return (p * (1 - p)) / views
}

const rate = ({ views, conversions }: Arm) => Math.min(conversions, views) / views

/** A rate (conversions per view) and its always-valid interval; undefined without a view. */
export function rateInterval(arm: Arm, alpha: number, tau = rateTau): Interval | undefined {
  if (arm.views <= 0) return undefined
  const [estimate, half] = [rate(arm), halfWidth(rateVariance(arm), tau, alpha)]
  return { estimate, low: Math.max(0, estimate - half), high: Math.min(1, estimate + half) }
}

/** The variant's rate minus the control's, and its always-valid interval. */
export function differenceInterval(control: Arm, variant: Arm, tau: number, alpha: number) {
  if (control.views <= 0 || variant.views <= 0) return undefined
  const estimate = rate(variant) - rate(control)
  const half = halfWidth(rateVariance(control) + rateVariance(variant), tau, alpha)
  return { estimate, low: estimate - half, high: estimate + half } satisfies Interval
}

/** The smallest difference worth finding, in rate (the mixture's spread for the difference). */
export const minimumDifference = (e: Experiment) => e.baselineRate * e.minimumEffect
const challengers = (e: Experiment) => Object.keys(e.split).filter((v) => v !== 'default')
/** Each comparison with the control holds alpha / (number of challengers) (Bonferroni). */
const comparisonAlpha = (e: Experiment) => e.alpha / Math.max(1, challengers(e).length)

/**
 * The views (all variants together) at which a true lift of `minimumEffect` is found with the
 * declared power by a single look: where the expected difference clears the always-valid boundary
 * by the power's normal quantile of its standard error. Daily looks before it only add chances to
 * stop, so the power with peeking is at least the declared one.
 */
export function plannedViews(e: Experiment): number {
  const p0 = e.baselineRate
  const p1 = p0 * (1 + e.minimumEffect)
  const delta = p1 - p0
  const smallest = Math.min(...challengers(e).map((v) => e.split[v] ?? 0))
  const control = e.split.default ?? 0
  const zPower = probit(e.power)
  const clears = (n: number) => {
    const variance = (p0 * (1 - p0)) / (n * control) + (p1 * (1 - p1)) / (n * smallest)
    return delta - halfWidth(variance, delta, comparisonAlpha(e)) >= zPower * Math.sqrt(variance)
  }
  let high = 100
  // A declaration the report refuses (no share for a variant) must not loop here for ever.
  while (!clears(high) && high < 2 ** 40) high *= 2
  let low = high / 2
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (clears(middle)) high = middle
    else low = middle
  }
  return high
}

/**
 * Lindon and Malek's Bayes factor of the views each variant got against the planned shares, with
 * a Dirichlet prior of concentration 100 centred on them; a mismatch once it reaches 1 / srmAlpha.
 */
export function sampleRatioBayesFactor(views: readonly number[], shares: readonly number[]) {
  const prior = shares.map((share) => share * srmConcentration)
  const total = views.reduce((sum, n) => sum + n, 0)
  const log =
    gammaln(srmConcentration) -
    gammaln(srmConcentration + total) +
    views.reduce(
      (sum, n, i) =>
        sum + gammaln((prior[i] ?? 0) + n) - gammaln(prior[i] ?? 0) - n * Math.log(shares[i] ?? 0),
      0,
    )
  return Math.exp(log)
}

/** What the rule says of the totals so far: a stop, or undefined to go on. */
function look(e: Experiment, totals: Record<string, Arm>, planned: number) {
  const variants = Object.keys(e.split)
  const views = variants.map((v) => totals[v]?.views ?? 0)
  const shares = variants.map((v) => e.split[v] ?? 0)
  if (sampleRatioBayesFactor(views, shares) >= 1 / srmAlpha)
    return { kind: 'sample ratio mismatch' } as const
  const control = totals.default
  if (!control || views.some((n) => n === 0)) return undefined
  const delta = minimumDifference(e)
  const compared = challengers(e).flatMap((variant) => {
    const arm = totals[variant]
    const interval = arm && differenceInterval(control, arm, delta, comparisonAlpha(e))
    return interval ? [{ variant, interval }] : []
  })
  const winners = compared.filter(({ interval }) => interval.low > 0)
  const best = winners.sort((a, b) => b.interval.estimate - a.interval.estimate)[0]
  if (best) return { kind: 'wins', variant: best.variant } as const
  if (compared.length > 0 && compared.every(({ interval }) => interval.high < 0))
    return { kind: 'wins', variant: 'default' } as const
  if (compared.every(({ interval }) => interval.low > -delta && interval.high < delta))
    return { kind: 'no difference', why: 'small' } as const
  if (views.reduce((sum, n) => sum + n, 0) >= planned)
    return { kind: 'no difference', why: 'planned views' } as const
  return undefined
}

/**
 * The stopping rule as it is used: looked at after each day, in order, the first stop stands.
 * `days` hold each day's new counts from the experiment's start.
 */
export function stoppingRule(e: Experiment, days: readonly Day[]): Verdict {
  const planned = plannedViews(e)
  const totals: Record<string, Arm> = Object.fromEntries(
    Object.keys(e.split).map((v) => [v, { views: 0, conversions: 0 }]),
  )
  for (const { day, arms } of days) {
    for (const [variant, total] of Object.entries(totals)) {
      total.views += arms[variant]?.views ?? 0
      total.conversions += arms[variant]?.conversions ?? 0
    }
    const stop = look(e, totals, planned)
    if (stop) return { ...stop, day, arms: totals }
  }
  return { kind: 'not yet', planned, arms: totals }
}
