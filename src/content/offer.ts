/**
 * The offer and every figure the sales pages state, once: one source of truth for the offer.
 * Copy never retypes a number: it reads the values or the formatted `figures`
 * below. Derived claims (total value, savings, discount) are computed here, so a new price is one
 * edit; tests/offer.test.ts holds the derivation to the spec's literal table (spec/figures.ts)
 * and scans all copy for claims the offer does not make.
 */
import { datedValue } from '@/content/as-of'
import { contactEmail } from '@/content/contact'
import { groupThousands } from '@/lib/format'

export interface ValueItem {
  id: string
  /** What the visitor gets, as the value stack names it. */
  name: string
  /** Stated stand-alone value in US dollars. */
  value: number
}

export interface Range {
  min: number
  max: number
}

/**
 * Everything either page's order can include, at stand-alone values. The spec's own parts add up
 * to more than the total it states, so the seminar is valued below the spec's figure to make the
 * stack add up to that total (the product decisions, 'One source of truth for the offer'). Which
 * page sells which parts is `bundles` below.
 */
export const valueStack = [
  { id: 'consultation', name: 'One-on-One Report-of-Findings Consultation', value: 297 },
  { id: 'inflammation-test', name: 'At-Home Cellular Inflammation Test Kit', value: 99 },
  { id: 'neurotoxicity', name: 'Neurotoxic Stress Assessment', value: 99 },
  { id: 'seminar', name: 'Live Virtual Root-Cause Seminar', value: 35 },
] as const satisfies readonly ValueItem[]

export const offer = {
  productName: 'CellWise Cellular Health Kit',
  /** Today's price in US dollars. */
  price: 97,
  /** The price once the promotion ends. */
  futurePrice: 197,
  /** The spec's figures, or the brand's own with their day (src/config/settings.ts). */
  scarcity: {
    kitsLeftThisMonth: datedValue('kitsLeftThisMonth', 247),
    kitsLeftAtPrice: datedValue('kitsLeftAtPrice', 23),
    claimedPercent: datedValue('claimedPercent', 73),
    claimedWithinHours: 48,
    expiresInHours: datedValue('offerExpiresInHours', 24),
  },
  guarantee: {
    days: 60,
    refundPercent: 100,
    refundBusinessDays: { min: 3, max: 5 },
    email: contactEmail,
  },
  shipping: { days: 2, speed: 'priority' },
  results: { businessDays: { min: 7, max: 10 } },
  video: { minutes: 12 },
} as const

/** The research and population figures the copy cites. */
export const claims = {
  /** Times more sensitive to early change than a standard blood panel. */
  sensitivityMultiple: 50,
  /** How much earlier than a standard panel problems can show. */
  yearsEarly: { min: 5, max: 10 },
  studies: 2000,
  adultsWithDiabetesMillions: 537,
  usAdultsMetabolicDysfunctionPercent: 88,
  yearsOfLifeLost: 15,
  cellsTrillions: 37,
  /** The testing gap: cellular stress, then symptoms, then a diagnosis (years from onset). */
  testingGapYears: [
    { min: 1, max: 5 },
    { min: 3, max: 8 },
    { min: 7, max: 15 },
  ],
} as const

export const socialProof = {
  /** People who have used the kit (never 'assessments': that word counts quiz takers). */
  peopleTested: datedValue('peopleTested', 18000),
  /** Of them, people who have shared their story. */
  storiesShared: datedValue('storiesShared', 13000),
} as const

// Derived claims: computed, never typed in by hand.

export type ValueItemId = (typeof valueStack)[number]['id']

/** What one page sells, at the value of its parts, and what today's price saves against it. */
export interface Bundle {
  items: readonly ValueItem[]
  /** Sum of its parts' values. */
  value: number
  /** What the visitor saves against that value. */
  savings: number
  /** The saving as a whole percent of the value. */
  discountPercent: number
}

/** `items` sold together at `price`: their value, the saving and the discount against it. */
export function bundleOf(items: readonly ValueItem[], price: number): Bundle {
  const value = items.reduce((sum, item) => sum + item.value, 0)
  const savings = value - price
  return { items, value, savings, discountPercent: Math.round((savings / value) * 100) }
}

const partsOf = (ids: readonly ValueItemId[]) => valueStack.filter((item) => ids.includes(item.id))

/**
 * What each page sells (the product decisions, 'Each page states the value of what that page
 * sells'): the VSL's order is the kit, the assessment and the consultation; only the
 * advertorial's adds the live seminar. Each is its own store product
 * (src/config/settings.ts). Each page's one price anchor is its own bundle's value, itemised on that
 * page (docs/claims.md): the VSL no longer compares with a clinic's price it does not itemise.
 */
export const bundles = {
  vsl: bundleOf(partsOf(['consultation', 'inflammation-test', 'neurotoxicity']), offer.price),
  advertorial: bundleOf(
    partsOf(['consultation', 'inflammation-test', 'neurotoxicity', 'seminar']),
    offer.price,
  ),
} as const satisfies Record<string, Bundle>

// Formatting: one way to write each kind of figure.

export function usd(value: number): string {
  return `$${groupThousands(value)}`
}

/** { min: 7, max: 10 } -> '7–10' (en dash). */
export function range({ min, max }: Range): string {
  return `${min}–${max}`
}

/**
 * Compound adjectives ('60-day', '12-minute') hold together, so a line never ends in the middle
 * of a figure: a hyphen and a word joiner (U+2060), which no engine breaks beside and none draws.
 * Not the non-breaking hyphen (U+2011): the heading face has no glyph for it, so headings drew it
 * from another face (tests/build-fonts.test.ts).
 */
const nb = '-\u2060'

/** Every figure as the copy prints it. */
export const figures = {
  price: usd(offer.price),
  futurePrice: usd(offer.futurePrice),
  /** What the VSL's order is worth (no seminar), and its discount against that ('N% off'). */
  vslValue: usd(bundles.vsl.value),
  vslDiscount: `${bundles.vsl.discountPercent}% off`,
  /** What the advertorial's order is worth, its saving ('Save $N') and its discount. */
  advertorialValue: usd(bundles.advertorial.value),
  advertorialSaveLine: `Save ${usd(bundles.advertorial.savings)}`,
  advertorialDiscount: `${bundles.advertorial.discountPercent}% off`,
  kitsLeftThisMonth: `${offer.scarcity.kitsLeftThisMonth} kits`,
  kitsLeftAtPrice: `${offer.scarcity.kitsLeftAtPrice} kits`,
  claimed: `${offer.scarcity.claimedPercent}%`,
  claimedWithin: `${offer.scarcity.claimedWithinHours} hours`,
  expiresIn: `${offer.scarcity.expiresInHours} hours`,
  guaranteeDays: `${offer.guarantee.days} days`,
  /** As an adjective: '60-day money-back guarantee'. */
  guarantee: `${offer.guarantee.days}${nb}day`,
  refundPercent: `${offer.guarantee.refundPercent}%`,
  refundTime: `${range(offer.guarantee.refundBusinessDays)} business days`,
  email: offer.guarantee.email,
  shipping: `free ${offer.shipping.days}${nb}day ${offer.shipping.speed} shipping`,
  shippingTitle: `Free ${offer.shipping.days}${nb}day ${offer.shipping.speed} shipping`,
  results: `${range(offer.results.businessDays)} business days`,
  videoLength: `${offer.video.minutes}${nb}minute`,
  sensitivity: `${claims.sensitivityMultiple}x`,
  yearsEarly: `${range(claims.yearsEarly)} years`,
  studies: `${groupThousands(claims.studies)}+`,
  adultsWithDiabetes: `${claims.adultsWithDiabetesMillions} million`,
  usAdultsMetabolic: `${claims.usAdultsMetabolicDysfunctionPercent}%`,
  yearsOfLifeLost: `${claims.yearsOfLifeLost} years`,
  cells: `${claims.cellsTrillions} trillion`,
  peopleTested: `${groupThousands(socialProof.peopleTested)}+`,
  storiesShared: `${groupThousands(socialProof.storiesShared)}+`,
} as const
