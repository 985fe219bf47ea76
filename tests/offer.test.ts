/**
 * The offer is stated once (src/content/offer.ts) and every page reads it. These tests hold its
 * figures to the settled ones, and scan every string of every content module for a figure that
 * contradicts the offer: the offer has one source of truth.
 */
import { describe, expect, test } from 'vitest'
import { cast } from '@/content/cast'
import {
  clinicDiscountPercent,
  discountPercent,
  figures,
  offer,
  type Range,
  savings,
  totalValue,
  usd,
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

  // Ranges take an en dash; compound adjectives a hyphen and a word joiner (U+2060), so that a
  // line never ends inside a figure.
  test('each derived figure prints as the settled copy has it', () => {
    expect(figures).toMatchObject({
      clinicValue: '$500+',
      totalValue: '$530',
      saveLine: 'Save $433',
      discount: '82% off',
      clinicDiscount: '80%+ off',
      guarantee: '60-\u2060day',
      refundTime: '3–5 business days',
      results: '7–10 business days',
      yearsEarly: '5–10 years',
      videoLength: '12-\u2060minute',
      shippingTitle: 'Free 2-\u2060day priority shipping',
      peopleTested: '18,000+',
    })
  })
})

// The contradiction scanner: each term of the offer as copy words it, and the value it may take.

/** What a term's pattern captured: '2,847' -> '2847'; a range's two ends -> '7-10'. */
const captured = (m: RegExpMatchArray) => m.slice(1).join('-').replace(/,/g, '')
const span = ({ min, max }: Range) => `${min}-${max}`
const dayRange = String.raw`(\d+)\s*[-–]\s*(\d+)\s+(?:business\s+)?days?`

/** Figures that contradict the offer wherever they are written. */
const offerTerms: [term: string, pattern: RegExp, allowed: (number | string)[]][] = [
  [
    'guarantee days',
    /(\d+)[-\u2011 ]days?\s+(?:\d+%\s+)?(?:money[-\u2011 ]back\s+)?(?:guarantee|refund|trial)/gi,
    [offer.guarantee.days],
  ],
  ['guarantee window', /within\s+(\d+)\s+days/gi, [offer.guarantee.days]],
  [
    'refund time',
    new RegExp(`refund[^.]*?${dayRange}`, 'gi'),
    [span(offer.guarantee.refundBusinessDays)],
  ],
  [
    'results time',
    new RegExp(`(?:result|report|ready)[^.]*?${dayRange}`, 'gi'),
    [span(offer.results.businessDays)],
  ],
  [
    'day range',
    new RegExp(dayRange, 'gi'),
    [span(offer.results.businessDays), span(offer.guarantee.refundBusinessDays)],
  ],
  ['discount', /(\d+)% off/gi, [discountPercent]],
  ['clinic discount', /(\d+)%\+ off/gi, [clinicDiscountPercent]],
  [
    'shipping days',
    /(\d+)[-\u2011\s]day\s+(?:\w+\s+)?(?:shipping|delivery)/gi,
    [offer.shipping.days],
  ],
  ['price', /\b(?:only|just|for|now)\s+\$([\d,]+)(?!\+)/gi, [offer.price]],
  ['future price', /\b(?:rises|goes up|increases)\s+to\s+\$([\d,]+)/gi, [offer.futurePrice]],
  ['savings', /\bsave\s+\$([\d,]+)/gi, [savings]],
  ['total value', /\btotal value\s+\$([\d,]+)/gi, [totalValue]],
]

/** A figure with its unit: '$97', '82%', '50x', '18,000+', '60 days', '12-minute', '23 kits'. */
const figure =
  /\$\d+(?:,\d{3})*|(?<![\d–-])\d+(?:,\d{3})*(?:%|x\b|\+|[-\u2011\s](?:days?|hours?|minutes?|kits|million|trillion)\b)/gi
/** '60-\u2060day' and '60 days' -> '60 day'. */
const normalForm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[-\u2011\s]/, ' ')
    .replace(/s$/, '')
/** Text as a reader sees it: the word joiners that hold figures together are invisible. */
const asSeen = (text: string) => text.replaceAll('\u2060', '')
/** Our own sales copy states no figure the offer does not print. */
const printed = new Set(
  [...Object.values(figures), ...valueStack.map((item) => usd(item.value))].flatMap((text) =>
    [...asSeen(text).matchAll(figure)].map(([found]) => normalForm(found)),
  ),
)

/** Figures in `text` that contradict the offer; `strict` (our own sales copy) adds unprinted ones. */
function findContradictions(copy: string, strict: boolean): string[] {
  const text = asSeen(copy)
  const terms = offerTerms.flatMap(([term, pattern, allowed]) =>
    [...text.matchAll(pattern)]
      .filter((m) => !allowed.map(String).includes(captured(m)))
      .map((m) => `${term}: "${m[0]}"`),
  )
  const unprinted = strict
    ? [...text.matchAll(figure)].filter(([found]) => !printed.has(normalForm(found)))
    : []
  return [...terms, ...unprinted.map(([found]) => `not in the offer: "${found}"`)]
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
  // Contradictions the original pages had, and ones that only our own sales copy may not state.
  test.each([
    ['Covered by our 30-day money-back guarantee.', false],
    ['A 30\u2011day money\u2011back guarantee.', false],
    ['Email us within 30 days for a full refund.', false],
    ['Results in 5-7 days.', false],
    ['Results in 5–7 business days.', false],
    ['Refunds arrive within 7-10 business days.', false],
    ['Delivered in 5-7 days.', false],
    ['Today only: 80% off.', false],
    ['Normally $500+, today 82%+ off.', false],
    ['Free 3-day shipping.', false],
    ['Free 3\u2011day priority shipping.', false],
    ['Get it now for $79.', false],
    ['Only $99 today.', false],
    ['Price rises to $297 when the promotion ends.', false],
    ['Save $430 today.', false],
    ['Total value $500.', false],
    ['75% of adults.', true],
    ['Only 25 kits left.', true],
    ['Offer expires in 12 hours.', true],
    ['Watch the 15-minute video.', true],
    ['100x more sensitive.', true],
    ['2,500+ studies.', true],
    ['Ships in 3 days.', true],
    ['A $49 value.', true],
  ])('the scanner finds "%s" (only in our sales copy: %s)', (text, salesOnly) => {
    expect(findContradictions(text, true)).not.toEqual([])
    expect(findContradictions(text, false).length > 0, 'outside the sales copy').toBe(!salesOnly)
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
