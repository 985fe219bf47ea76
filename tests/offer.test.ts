/**
 * The offer is stated once (src/content/offer.ts) and every page reads it. These tests hold its
 * figures to the settled ones, and scan every string of every content module for a figure that
 * contradicts the offer: the offer has one source of truth.
 */
import { describe, expect, test } from 'vitest'
import { cast } from '@/content/cast'
import {
  claims,
  clinicDiscountPercent,
  discountPercent,
  figures,
  offer,
  savings,
  socialProof,
  totalValue,
  valueStack,
} from '@/content/offer'
import { quizIntro } from '@/content/quiz'
import { testimonials } from '@/content/testimonials'
import { offerSpec } from './support/spec'

/** Every content module, by path, as the pages import it. */
const contentModules = import.meta.glob<Record<string, unknown>>('../src/content/*.ts', {
  eager: true,
})
const salesModule = /\/(offer|vsl|advertorial|testimonials|faq|sales-[\w-]+)\.ts$/

/** '$1,234' or '1,234' -> 1234 */
function amount(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''))
}

describe('the offer as settled', () => {
  test('the value stack, the prices and every derived claim are the settled ones', () => {
    const { price, futurePrice, clinicValue } = offer
    expect({
      valueStack: Object.fromEntries(valueStack.map((item) => [item.id, item.value])),
      ...{ price, futurePrice, clinicValue, totalValue, savings },
      ...{ discountPercent, clinicDiscountPercent },
      guaranteeDays: offer.guarantee.days,
      refundBusinessDays: offer.guarantee.refundBusinessDays,
      resultsBusinessDays: offer.results.businessDays,
      shippingDays: offer.shipping.days,
    }).toEqual(offerSpec)
  })

  // Ranges take an en dash; compound adjectives a non-breaking hyphen (U+2011), so that a line
  // never ends inside a figure.
  test('each derived figure prints as the settled copy has it', () => {
    expect(figures).toMatchObject({
      clinicValue: '$500+',
      totalValue: '$530',
      saveLine: 'Save $433',
      discount: '82% off',
      clinicDiscount: '80%+ off',
      guarantee: '60\u2011day',
      refundTime: '3–5 business days',
      results: '7–10 business days',
      yearsEarly: '5–10 years',
      videoLength: '12\u2011minute',
      shippingTitle: 'Free 2\u2011day priority shipping',
      peopleTested: '18,000+',
    })
  })
})

// The contradiction scanner.

const resultsRange = `${offer.results.businessDays.min}-${offer.results.businessDays.max}`
const refundRange = `${offer.guarantee.refundBusinessDays.min}-${offer.guarantee.refundBusinessDays.max}`

function sentenceAround(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('.', index - 1), text.lastIndexOf(':', index - 1)) + 1
  const end = text.indexOf('.', index)
  return text.slice(start, end === -1 ? undefined : end)
}

type Rule = [rule: string, pattern: RegExp, allowed: (m: RegExpMatchArray, text: string) => boolean]
/** The figure a rule captured is one of `allowed`. */
const is =
  (...allowed: number[]) =>
  (m: RegExpMatchArray) =>
    allowed.includes(amount(m[1] ?? ''))
const hyphen = '[-\u2011 ]'

/** Figures that contradict the offer wherever they are written. */
const offerTerms: Rule[] = [
  [
    'guarantee days',
    new RegExp(
      `(\\d+)${hyphen}days?\\s+(?:\\d+%\\s+)?(?:money${hyphen}back\\s+)?(?:guarantee|refund|trial)`,
      'gi',
    ),
    is(offer.guarantee.days),
  ],
  ['guarantee window', /within\s+(\d+)\s+days/gi, is(offer.guarantee.days)],
  [
    'day range',
    /(\d+)\s*[-–]\s*(\d+)\s+(?:business\s+)?days?/gi,
    (m, text) => {
      const found = `${m[1]}-${m[2]}`
      const sentence = sentenceAround(text, m.index ?? 0)
      if (/refund/i.test(sentence) && !/result|report/i.test(sentence)) return found === refundRange
      if (/result|report|ready/i.test(sentence)) return found === resultsRange
      return found === resultsRange || found === refundRange
    },
  ],
  [
    'discount',
    /(\d+)%(\+)?\s+off/gi,
    (m) => Number(m[1]) === (m[2] ? clinicDiscountPercent : discountPercent),
  ],
  [
    'shipping days',
    /(\d+)[-\u2011\s]day\s+(?:\w+\s+)?(?:shipping|delivery)/gi,
    is(offer.shipping.days),
  ],
]

/** Our own sales copy also states no dollar, percent, count, hour or minute the offer lacks. */
const offerFigures: Rule[] = [
  ['days', /(?<![\d–-])(\d+)[-\u2011\s]days?\b/gi, is(offer.guarantee.days, offer.shipping.days)],
  [
    'dollar amount',
    /\$([\d,]+)/g,
    is(
      offer.price,
      offer.futurePrice,
      offer.clinicValue,
      totalValue,
      savings,
      ...valueStack.map((item) => item.value),
    ),
  ],
  ['price', /\b(?:only|just|for|now)\s+\$([\d,]+)(?!\+)/gi, is(offer.price)],
  ['future price', /\b(?:rises|goes up|increases)\s+to\s+\$([\d,]+)/gi, is(offer.futurePrice)],
  ['savings', /\bsave\s+\$([\d,]+)/gi, is(savings)],
  ['total value', /\btotal value\s+\$([\d,]+)/gi, is(totalValue)],
  [
    'percent',
    /(\d+)%/g,
    is(
      discountPercent,
      clinicDiscountPercent,
      offer.scarcity.claimedPercent,
      offer.guarantee.refundPercent,
      claims.usAdultsMetabolicDysfunctionPercent,
    ),
  ],
  [
    'kits',
    /([\d,]+)\s+kits/gi,
    is(offer.scarcity.kitsLeftThisMonth, offer.scarcity.kitsLeftAtPrice),
  ],
  [
    'hours',
    /(\d+)\s+hours/gi,
    is(offer.scarcity.claimedWithinHours, offer.scarcity.expiresInHours),
  ],
  ['video length', /(\d+)[-\u2011\s]minutes?/gi, is(offer.video.minutes)],
  ['sensitivity', /(\d+)x\b/g, is(claims.sensitivityMultiple)],
  ['millions', /(\d+)\s+million/gi, is(claims.adultsWithDiabetesMillions)],
  ['trillions', /(\d+)\s+trillion/gi, is(claims.cellsTrillions)],
  [
    'count',
    /(?<![$\d,])(\d{1,3}(?:,\d{3})+)\+/g,
    is(claims.studies, socialProof.peopleTested, socialProof.storiesShared),
  ],
]

/** Figures in `text` that contradict the offer; `strict` (our own sales copy) adds `offerFigures`. */
function findContradictions(text: string, strict: boolean): string[] {
  return (strict ? [...offerTerms, ...offerFigures] : offerTerms).flatMap(([rule, pattern, ok]) =>
    [...text.matchAll(pattern)].filter((m) => !ok(m, text)).map((m) => `${rule}: "${m[0]}"`),
  )
}

/** Every string in a value, with where it sits. */
function* stringsIn(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') {
    yield [path, value]
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsIn(item, `${path}[${index}]`)
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, `${path}.${key}`)
  }
}

/** Customers' own words: held to the offer's terms, not to its list of figures. */
const customerWords = new Set<string>(
  Object.values(testimonials).flatMap((story) => [story.quote, story.result]),
)

describe('no copy contradicts the offer', () => {
  test('the scanner catches the contradictions the original pages had', () => {
    const planted = [
      'Covered by our 30-day money-back guarantee.',
      'Results in 5-7 days.',
      'Results in 5–7 business days.',
      'Refunds arrive within 7-10 business days.',
      'Email us within 30 days for a full refund.',
      'Today only: 80% off.',
      'Normally $500+, today 82%+ off.',
      'Free 3-day shipping.',
      'Free 3\u2011day priority shipping.',
      'A 30\u2011day money\u2011back guarantee.',
    ]
    for (const text of planted) expect(findContradictions(text, false), text).not.toEqual([])
    const strictOnly = [
      'Get it now for $79.',
      'Only $99 today.',
      'Price rises to $297 when the promotion ends.',
      'Save $430 today.',
      'Total value $500.',
      '75% of adults.',
      'Only 25 kits left.',
      'Offer expires in 12 hours.',
      'Watch the 15-minute video.',
      '100x more sensitive.',
      '2,500+ studies.',
      'Ships in 3 days.',
    ]
    for (const text of strictOnly) {
      expect(findContradictions(text, false), text).toEqual([])
      expect(findContradictions(text, true), text).not.toEqual([])
    }
  })

  // offer.ts among them: its derived figures, as they print, are scanned with the strictest rules.
  test('the sales modules and the rest of the content are all scanned', () => {
    const names = Object.keys(contentModules)
    for (const name of ['offer', 'vsl', 'advertorial', 'testimonials', 'faq', 'sales-common']) {
      expect(names).toContain(`../src/content/${name}.ts`)
    }
  })

  test.each(Object.keys(contentModules))('%s states no figure against the offer', (file) => {
    const strict = salesModule.test(file)
    const findings: string[] = []
    for (const [path, text] of stringsIn(contentModules[file], file)) {
      for (const finding of findContradictions(text, strict && !customerWords.has(text))) {
        findings.push(`${path}: ${finding}`)
      }
    }
    expect(findings).toEqual([])
  })
})

describe('one cast and one set of numbers across the funnel', () => {
  const strings = Object.entries(contentModules).flatMap(([file, module]) => [
    ...stringsIn(module, file),
  ])

  /** Every object in the content that pictures a person: a name and a portrait. */
  function* peopleIn(value: unknown): Generator<string> {
    if (Array.isArray(value)) for (const item of value) yield* peopleIn(item)
    else if (value && typeof value === 'object') {
      if ('name' in value && 'portrait' in value) yield String(value.name)
      for (const item of Object.values(value)) yield* peopleIn(item)
    }
  }

  test('the people pictured anywhere are the doctor and the co-presenter', () => {
    const people = new Set(Object.values(contentModules).flatMap((module) => [...peopleIn(module)]))
    expect([...people].sort()).toEqual([cast.cohost.name, cast.doctor.name].sort())
  })

  test('every doctor the copy names is that one doctor', () => {
    const named = new Set(strings.flatMap(([, text]) => text.match(/\bDr\. [A-Z][a-z]+/g) ?? []))
    const hers = [cast.doctor.shortName, cast.doctor.name.split(' ').slice(0, 2).join(' ')]
    expect([...named].filter((name) => !hers.includes(name))).toEqual([])
  })

  test("18,000+ counts people who used the kit, 47,000+ the quiz's takers; neither is the other", () => {
    for (const [path, text] of strings) {
      if (text.includes(figures.peopleTested)) expect(text, path).not.toMatch(/assessment|quiz/i)
      if (/47,000\+/.test(text)) expect(text, path).not.toMatch(/\bkit\b/i)
    }
  })

  test("the quiz intro's counters agree with its urgency line, and 2,847 is only a cost", () => {
    const started = quizIntro.counters.find((counter) => /started/.test(counter.label))
    expect(quizIntro.urgency.startedToday).toContain(`${started?.value} people started`)
    for (const [path, text] of strings) expect(text, path).not.toMatch(/(?<!\$)2,847/)
  })
})
