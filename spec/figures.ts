/**
 * The figures the product promises, written out by hand from the product spec and its settled
 * decisions (and, for the video loader's time limits, the reasons beside its delays in
 * machines/video-loader/video-loader.machine.ts). Tests state these figures only through this
 * module, never through the product's own constants, so a wrong constant in the product fails a test
 * instead of moving the expectation with it. The machines' test models, tests/ and e2e/ read it;
 * it imports nothing, so each of them may.
 */

/** The quiz: 8 questions, each answered 1, 2 or 3; the score is their sum, 8 to 24. */
export const quizSpec = {
  questions: 8,
  optionValues: [1, 2, 3],
  minScore: 8,
  maxScore: 24,
} as const

export type TierName = 'low' | 'moderate' | 'high'

/** Each tier's scores: 10 or less is Low, 11 to 18 Moderate, above 18 High. */
export const scoresByTier: Record<TierName, readonly number[]> = {
  low: [8, 9, 10],
  moderate: [11, 12, 13, 14, 15, 16, 17, 18],
  high: [19, 20, 21, 22, 23, 24],
}

/** The tier of `score` in that table; a running total below 8 is "10 or less", so Low. */
export const tierBySpec = (score: number) =>
  (Object.keys(scoresByTier) as TierName[]).find((tier) => scoresByTier[tier].includes(score)) ??
  'low'

/** Percent complete on questions 1 to 8, as the spec lists them. */
const progressBySpec = [13, 25, 38, 50, 63, 75, 88, 100]

/** Percent complete on question `number`; NaN off the questions (the results have no bar). */
export function percentBySpec(number: number): number {
  return progressBySpec[number - 1] ?? Number.NaN
}

/** The results countdown: 508 seconds on every view, one tick a second, down to 0:00. */
export const countdownSpec = {
  seconds: 508,
  tickMs: 1000,
} as const

/** The countdown as the visitor reads it, by seconds left: 8:28 at the start, a minute on; its last seconds. */
export const clockBySpec: Readonly<Record<number, string>> = {
  508: '8:28',
  448: '7:28',
  3: '0:03',
  2: '0:02',
  1: '0:01',
  0: '0:00',
}

/**
 * The video box and its loader: the script goes in about 100 ms after the page mounts; a failed
 * load is retried 3 times, after 1 s, 2 s and 4 s (doubling, never more than 30 s); one load may
 * take 30 s, and the player 10 s after its script ran; a load that fails within 2 s of its start
 * was refused on the visitor's side, and a second refusal in a row ends the round. The box is
 * 16:9 and at least 300 px tall from the first paint.
 */
export const videoSpec = {
  mountDelayMs: 100,
  loadTimeoutMs: 30_000,
  playerGraceMs: 10_000,
  refusalWindowMs: 2000,
  refusalsThatEndARound: 2,
  minHeightPx: 300,
  aspectRatio: 16 / 9,
} as const

/** The waits before each retry of one round: 1 s, 2 s, 4 s. */
export const videoBackoffsBySpec = [1000, 2000, 4000] as const

/** Attempts in one round: the first attempt and its retries. */
export const videoAttemptsBySpec = 1 + videoBackoffsBySpec.length

/**
 * The video loader's delays by name (the names its test model gives its steps; the model's own
 * list must fit this one where a test passes its steps here). Written out, as this module
 * imports nothing: the test models read it, so it cannot read them.
 */
type VideoDelayKind = 'mountDelay' | 'refusalWindow' | 'loadTimeout' | 'playerGrace' | 'retryDelay'

/** The wait before the retry that follows failure number `failure` (1, 2 or 3). */
function backoffBySpec(failure: number): number {
  const backoff = videoBackoffsBySpec[failure - 1]
  if (backoff === undefined) throw new Error(`No retry after ${failure} failures`)
  return backoff
}

/**
 * How long a step of the loader's paths waits for its delay; a retry's wait follows failure
 * `failures`. The load timeout counts from the attempt's start, and the paths take it after the
 * attempt's refusal window: 28 s after that step.
 */
export function videoDelayBySpec(kind: VideoDelayKind, failures: number): number {
  if (kind === 'mountDelay') return videoSpec.mountDelayMs
  if (kind === 'refusalWindow') return videoSpec.refusalWindowMs
  if (kind === 'loadTimeout') return videoSpec.loadTimeoutMs - videoSpec.refusalWindowMs
  if (kind === 'playerGrace') return videoSpec.playerGraceMs
  return backoffBySpec(failures)
}

/**
 * The offer as the spec settled it: at its price, what each page sells at the value of its parts
 * (the VSL's consultation, kit and neurotoxicity assessment, no seminar; the advertorial's the
 * same and the seminar, valued so that its parts make the spec's total) and what that saves; the
 * guarantee and its refund time, the results' time and the shipping. It is the oracle for how a
 * bundle derives from a price, not the price on sale: a new price is one edit, in
 * src/content/offer.ts, and this table stays (docs/change-copy-and-offer.md).
 */
export const offerSpec = {
  price: 97,
  bundles: {
    vsl: {
      items: { consultation: 297, 'inflammation-test': 99, neurotoxicity: 99 },
      value: 495,
      savings: 398,
      discountPercent: 80,
    },
    advertorial: {
      items: { consultation: 297, 'inflammation-test': 99, neurotoxicity: 99, seminar: 35 },
      value: 530,
      savings: 433,
      discountPercent: 82,
    },
  },
  terms: {
    guaranteeDays: 60,
    refundBusinessDays: { min: 3, max: 5 },
    resultsBusinessDays: { min: 7, max: 10 },
    shippingDays: 2,
  },
} as const

/**
 * A tapped answer holds its selected look before the next screen: 300 to 450 ms (issue 30's
 * finish), and none when the visitor prefers reduced motion.
 */
export const choiceBeatSpec = { minMs: 300, maxMs: 450 } as const
