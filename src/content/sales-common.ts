import { asOfDay, type DatedLine, datedFact, formatDays } from '@/content/as-of'
import { figures, offer, type ValueItemId } from '@/content/offer'
import type {
  DisclaimerCopy,
  GuaranteeCopy,
  ResponsiveImageCopy,
  SampleReportCopy,
  SlimBarCopy,
  TitledText,
} from '@/content/sales-types'
import { siteCopy } from '@/content/site'
import { utcDateTimeWords } from '@/lib/local-time'

/** Copy shared by the VSL pages and the advertorial: the people, the guarantee, the small print. */

/**
 * The kit as it arrives: the box and its three components, as every page shows it. A render of
 * ours (`npm run kit-render` ray-traces ops/kit/kit.pov and writes each width and format); a
 * brand swaps in its own product photograph here, in one place (`npm run kit-render -- photo.jpg`
 * encodes it to the same files).
 */
export const kitImage = {
  base: '/images/sales/kit-as-it-arrives',
  widths: [360, 720, 1080],
  formats: ['avif', 'webp'],
  src: '/images/sales/kit-as-it-arrives-720.webp',
  alt: `The ${offer.productName} as it arrives: the box, the cellular inflammation test card with its lancets, the neurotoxic stress assessment with its questionnaire and sample tube, and the card for your one-on-one report-of-findings consultation`,
  width: 720,
  height: 480,
} as const satisfies ResponsiveImageCopy

/** The words printed on the rendered box and cards (ops/kit/kit.pov reads them as labels.inc). */
export const kitPrint = {
  brandWord: 'CellWise',
  brandSub: 'HEALTH',
  boxLines: ['Cellular', 'Health Kit'],
  spotCard: 'CELLULAR INFLAMMATION TEST',
  assessmentLines: ['NEUROTOXIC STRESS', 'ASSESSMENT'],
  consultationLines: ['Your one-on-one', 'consultation', 'Report of findings, explained'],
} as const

/**
 * A sample of the report of findings a buyer receives, as real text a phone can read, within the
 * spec's own terms (cellular inflammation, neurotoxic stress, the consultation): no analyte,
 * range, unit or accreditation. Its example findings name no quiz tier: they are nobody's result.
 */
export const sampleReport = {
  /** The stamp on the report and the first words of its caption: this is not anyone's result. */
  label: 'Sample',
  title: 'Report of findings',
  issuer: siteCopy.brandName,
  member: 'Prepared for a sample member',
  scale: { lower: 'Lower', higher: 'Higher' },
  findings: [
    {
      title: 'Cellular inflammation',
      /** Where the example sits on the scale, from 0 (lower) to 1 (higher). */
      position: 0.58,
      text: 'In this example, near the middle. Your practitioner looks at what keeps it there.',
    },
    {
      title: 'Neurotoxic stress',
      position: 0.3,
      text: 'In this example, toward the lower end. Your practitioner notes which exposures to watch.',
    },
  ],
  nextSteps: {
    title: 'Next steps from your consultation',
    items: [
      'What both findings mean for you',
      'Two or three changes to start with, in order',
      'What to ask your own doctor, and when to test again',
    ],
  },
  caption:
    'Sample report of findings, for illustration. Yours is built from your own results and walked through with you on your one-on-one call.',
} as const satisfies SampleReportCopy

/** What the test measures, in plain words and in the spec's own terms. */
export const testMeasures = {
  heading: 'What the test measures',
  items: [
    {
      title: 'Cellular inflammation',
      text: 'How much low, constant inflammation your cells are under: the stress routine panels leave out.',
    },
    {
      title: 'Neurotoxic stress',
      text: 'How heavily everyday toxic exposures weigh on your nerves and the mitochondria that power your cells.',
    },
    {
      title: 'What both mean for you',
      text: 'Your report of findings puts both in plain words; your one-on-one consultation turns them into next steps.',
    },
  ],
} as const satisfies { heading: string; items: readonly TitledText[] }

/**
 * The slim bars that keep the offer in reach once the reader has passed the top of the page: the
 * VSL's order bar (price and the order link) and the advertorial's bar down to its offer.
 */
/** What the end of a long page says while the rest of its HTML is still arriving (styles.css). */
export const restArriving = 'The rest of this page is on its way…'

export const slimBars = {
  vsl: {
    label: 'Kit + 1:1 consultation',
    price: figures.price,
    value: `value ${figures.vslValue}`,
    action: 'Order now',
    name: 'Order the kit',
  },
  advertorial: {
    label: `The full kit: ${figures.price}`,
    action: 'See the offer',
    name: 'Today’s offer',
  },
} as const satisfies Record<string, SlimBarCopy>

/**
 * The offer's end: the spec's 'Offer expires in 24 hours', or, when the brand dated it ('36 hours
 * on Nov 21, 2026'), the time it ends, counted from the start of that day in UTC: 'Offer ends
 * Nov 22, 2026, 12:00 UTC' in the HTML, in the visitor's own zone once the page runs, and gone
 * once it has passed.
 */
function offerEndLine(): DatedLine {
  const day = asOfDay('offerExpiresInHours')
  if (!day) return { text: `Offer expires in ${figures.expiresIn}` }
  const endsAt = Date.parse(`${day}T00:00:00Z`) + offer.scarcity.expiresInHours * 3_600_000
  return {
    text: 'Offer ends',
    ends: { at: new Date(endsAt).toISOString(), words: utcDateTimeWords(endsAt) },
  }
}

const offerEnd = offerEndLine()

/**
 * When the offer ends (ISO 8601, UTC), once the brand dated it; none for the spec's undated 'in
 * 24 hours'. What speaks of the end goes from the page once it has passed: its line, and the price
 * rise 'when the promotion ends' (src/components/sales/price-rise.tsx, src/effects/local-times.ts).
 */
export const offerEndsAt = offerEnd.ends?.at

/** The price after the promotion, said beside the last order button while the offer runs. */
export const priceRise = `Price rises to ${figures.futurePrice} when the promotion ends.`

/**
 * Right under the first order button of every sales page (and the VSL's last): where it goes, as
 * its clauses, each shown as a unit ('Secure checkout on our store, / in a new tab.' in a phone's
 * card, never 'on / our store'), joined by a space (`OrderNote`).
 */
export const orderNote = ['Secure checkout on our store,', 'in a new tab.'] as const

/** Under the last order button of every sales page, before the price rise: one sentence each. */
export const lastOrderNote = `${figures.guarantee} money-back guarantee.`

/**
 * The calendar days the claimed share's hours lie within, up to the day the brand dated it, at
 * whatever hour of that day it was read: 48 hours to Nov 24, 'Nov 22–24' (the note under the block
 * says the year).
 */
function claimedWindow(): string {
  const day = asOfDay('claimedPercent') ?? ''
  const from =
    Date.parse(`${day}T00:00:00Z`) - Math.ceil(offer.scarcity.claimedWithinHours / 24) * 86_400_000
  return formatDays([new Date(from).toISOString().slice(0, 10), day]).replace(/, \d{4}/g, '')
}

/** The scarcity lines beside the last order button of each sales page. */
export const scarcityLines = [
  {
    // Dated by its block's one note ('Counts and score as of …'), not beside it too (rsales20/
    // radv20: its own 'as of Nov 28' and the note's, one day twice in one box). Said as a part of
    // the header's '212 kits remaining this month' (rsales21: '23 kits left at this price' under
    // it read as a contradiction).
    text: `Only ${offer.scarcity.kitsLeftAtPrice} of this month’s kits left at ${figures.price}`,
    figure: 'kitsLeftAtPrice',
  },
  {
    // Dated, its window is its own days: '…in the last 48 hours' over 'Figures from Nov 20–24'
    // read as stale (round 11), '…in 48 hours' as a window with no end (round 12).
    text: datedFact(
      'claimedPercent',
      `${figures.claimed} claimed in the last ${figures.claimedWithin}`,
      () => `${figures.claimed} claimed ${claimedWindow()}`,
    ),
    figure: 'claimedPercent',
  },
  offerEnd,
] as const satisfies readonly DatedLine[]

/** What comes with every order: the three lines shown beside order buttons. */
export const trustPoints = [
  { id: 'shipping', text: figures.shippingTitle },
  { id: 'guarantee', text: `${figures.guarantee} money-back guarantee` },
  { id: 'results', text: `Results in ${figures.results}` },
] as const

export const guaranteeCopy = {
  id: 'guarantee',
  eyebrow: 'Zero risk',
  // A word joiner after the hyphen keeps 'money-back' on one line in the large heading (see nb in
  // offer.ts).
  heading: `Our ${figures.guarantee} money-\u2060back guarantee`,
  // Whole on a line where it fits: beside it, 'Our 60-day money-back / guarantee' (review 24).
  headingHeld: 'money-\u2060back guarantee',
  seal: {
    arc: 'Money-back guarantee',
    days: String(offer.guarantee.days),
    unit: 'Days',
  },
  paragraphs: [
    'Take the test, read your report and have your one-on-one consultation. If you do not feel it was worth every penny, you do not pay for it.',
    `Email ${figures.email} within ${figures.guaranteeDays} of your order and we refund ${figures.refundPercent} of your purchase. The refund reaches your account in ${figures.refundTime}. No forms, no hoops.`,
  ],
} as const satisfies GuaranteeCopy

export const disclaimer = {
  // Worded for a test kit, not a dietary supplement (docs/claims.md): what the kit is, that no
  // regulator has cleared it to diagnose, and that its report is not a diagnosis.
  fda: `The ${offer.productName} is a wellness screening, not a diagnostic test. The U.S. Food and Drug Administration (FDA) has not cleared or approved it to diagnose, treat, cure or prevent any disease; its report is not a diagnosis.`,
  smallPrint: [
    'It does not replace the advice, diagnosis or treatment of your physician; talk to your doctor before changing your diet, medication or exercise, and about any finding that concerns you.',
    'Testimonials reflect the experiences of individual customers. Results vary from person to person and are not guaranteed.',
    `Every order is covered by our ${figures.guarantee} money-back guarantee: email ${figures.email} for a refund within ${figures.refundTime}.`,
  ],
  smallPrintMore: 'Advice, results and refunds',
} as const satisfies DisclaimerCopy

/** What comes in the box, each named by the part of the value stack it is (`id`, offer.ts). */
export const kitComponents = [
  {
    id: 'inflammation-test',
    title: 'Cellular Inflammation Test',
    text: 'A simple finger-prick blood spot, collected at home in minutes, that measures the inflammation markers routine panels leave out.',
  },
  {
    id: 'neurotoxicity',
    title: 'Neurotoxic Stress Assessment',
    text: 'A lab marker panel and a guided questionnaire that show how heavily everyday toxins are weighing on your nerves and mitochondria.',
  },
  {
    id: 'consultation',
    title: 'One-on-One Report-of-Findings Consultation',
    text: 'A private video call with a trained practitioner who explains every result in plain language and maps out your next steps.',
  },
] as const satisfies readonly (TitledText & { id: ValueItemId })[]
