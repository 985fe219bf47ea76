/**
 * The offer is stated once (src/content/offer.ts) and every page reads it. These tests hold its
 * figures and its derived claims to the spec's literal table, and check every claim the shipped copy
 * makes (docs/offer-check.md): the offer has one source of truth.
 */
import { describe, expect, test } from 'vitest'
import { cast } from '@/content/cast'
import { type Bundle, bundles, figures, offer, type Range, valueStack } from '@/content/offer'
import { quizFigures } from '@/content/quiz-figures'
import { quizIntro } from '@/content/quiz-intro'
import { offerSpec } from '../spec/figures'

/** Every content module, by path, as the pages import it. */
const contentModules = import.meta.glob<Record<string, unknown>>('../src/content/*.ts', {
  eager: true,
})

describe('the offer as settled', () => {
  test('the value stack, the prices and every derived claim are the settled ones', () => {
    const { price, futurePrice } = offer
    const settled = ({ items, value, savings, discountPercent }: Bundle) => ({
      items: Object.fromEntries(items.map((item) => [item.id, item.value])),
      ...{ value, savings, discountPercent },
    })
    expect({
      ...{ price, futurePrice },
      bundles: { vsl: settled(bundles.vsl), advertorial: settled(bundles.advertorial) },
      guaranteeDays: offer.guarantee.days,
      refundBusinessDays: offer.guarantee.refundBusinessDays,
      resultsBusinessDays: offer.results.businessDays,
      shippingDays: offer.shipping.days,
    }).toEqual(offerSpec)
  })

  // Ranges take an en dash; compound adjectives a hyphen and a word joiner (U+2060), so that a
  // line never ends inside a figure.
  test('each derived figure prints as the settled copy has it', () => {
    const { vsl, advertorial } = offerSpec.bundles
    expect(figures).toMatchObject({
      price: `$${offerSpec.price}`,
      futurePrice: `$${offerSpec.futurePrice}`,
      guaranteeDays: `${offerSpec.guaranteeDays} days`,
      vslValue: `$${vsl.value}`,
      vslDiscount: `${vsl.discountPercent}% off`,
      advertorialValue: `$${advertorial.value}`,
      advertorialSaveLine: `Save $${advertorial.savings}`,
      advertorialDiscount: `${advertorial.discountPercent}% off`,
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

// The offer check. A claim is recognised by its shape (a dollar amount, 'N% off', 'save $N',
// 'N-day guarantee', 'N-day shipping', 'N-M business days'...), never by being a number: hours of
// sleep, question counts, years and statistics' percentages are no claim. Two rules:
// - typed as text: no source file but offer.ts spells a claim out; copy reads the offer's figures;
// - not the offer: every claim the content prints is a figure the offer module states.

const offerFile = 'src/content/offer.ts'
const dayRange = String.raw`(\d+)\s*[-–]\s*(\d+)\s+(?:business\s+)?days?`

/** A kind of claim, its shape (the groups capture its figure), and where each true figure is read. */
interface Claim {
  name: string
  shape: RegExp
  stated: Record<string, string>
}

const claimKinds: Claim[] = [
  {
    name: 'price',
    shape: /\$(\d+(?:,\d{3})*)(\+?)/g,
    stated: {
      [offer.price]: 'figures.price',
      [offer.futurePrice]: 'figures.futurePrice',
      [bundles.vsl.value]: 'figures.vslValue',
      [bundles.advertorial.value]: 'figures.advertorialValue',
      [bundles.advertorial.savings]: 'figures.advertorialSaveLine',
      ...Object.fromEntries(
        valueStack.map((item, i) => [item.value, `usd(valueStack[${i}].value)`]),
      ),
      // The quiz's own dollar figures, typed as numbers in its content: no claim about the kit.
      [quizFigures.annualCostDollars]:
        'quizFigures.annualCostDollars (src/content/quiz-figures.ts)',
      [quizFigures.masterclass.valueDollars]:
        'quizFigures.masterclass.valueDollars (src/content/quiz-figures.ts)',
    },
  },
  {
    name: "today's price",
    shape: /\b(?:only|just|for|now)\s+\$(\d+(?:,\d{3})*)(?!\+)/gi,
    stated: { [offer.price]: 'figures.price' },
  },
  {
    name: 'future price',
    shape: /\b(?:rises|goes up|increases|returns)\s+to\s+\$(\d+(?:,\d{3})*)/gi,
    stated: { [offer.futurePrice]: 'figures.futurePrice' },
  },
  {
    name: 'saving',
    shape: /\bsav(?:e|es|ing|ings)\b[^$.]{0,20}\$(\d+(?:,\d{3})*)/gi,
    stated: { [bundles.advertorial.savings]: 'figures.advertorialSaveLine' },
  },
  {
    name: 'discount',
    shape: /(\d+)%(\+?) off/gi,
    stated: {
      [bundles.advertorial.discountPercent]: 'figures.advertorialDiscount',
      [bundles.vsl.discountPercent]: 'figures.vslDiscount',
    },
  },
  {
    name: 'guarantee',
    shape:
      /(\d+)[-\u2011 ]days?\s+(?:\d+%\s+)?(?:money[-\u2011 ]back\s+)?(?:guarantee|refund|trial)|within\s+(\d+)\s+days/gi,
    stated: { [offer.guarantee.days]: 'figures.guarantee' },
  },
  {
    name: 'money-back share',
    shape: /(\d+)%\s+(?:money[-\u2011 ]back|refund)/gi,
    stated: { [offer.guarantee.refundPercent]: 'figures.refundPercent' },
  },
  {
    name: 'refund time',
    shape: new RegExp(`refund[^.]*?${dayRange}`, 'gi'),
    stated: { [span(offer.guarantee.refundBusinessDays)]: 'figures.refundTime' },
  },
  {
    name: 'result time',
    shape: new RegExp(`(?:result|report|ready)[^.]*?${dayRange}`, 'gi'),
    stated: { [span(offer.results.businessDays)]: 'figures.results' },
  },
  {
    name: 'delivery time',
    shape: new RegExp(dayRange, 'gi'),
    stated: {
      [span(offer.results.businessDays)]: 'figures.results',
      [span(offer.guarantee.refundBusinessDays)]: 'figures.refundTime',
    },
  },
  {
    name: 'shipping time',
    shape:
      /(\d+)[-\u2011\s]day\s+(?:\w+\s+)?(?:shipping|delivery)|\bships?\s+(?:with)?in\s+(\d+)\s+(?:business\s+)?days?/gi,
    stated: { [offer.shipping.days]: 'figures.shipping' },
  },
  {
    name: 'kits left',
    shape: /(\d+(?:,\d{3})*)\s+kits\b/gi,
    stated: {
      [offer.scarcity.kitsLeftThisMonth]: 'figures.kitsLeftThisMonth',
      [offer.scarcity.kitsLeftAtPrice]: 'figures.kitsLeftAtPrice',
    },
  },
  {
    name: 'expiry',
    shape: /\bexpires?\s+in\s+(\d+)\s+hours?/gi,
    stated: { [offer.scarcity.expiresInHours]: 'figures.expiresIn' },
  },
]

function span({ min, max }: Range) {
  return `${min}-${max}`
}

/** Each claim in `text`: its kind, as written, and its figure ('2,847' -> '2847', '7–10' -> '7-10'). */
function claimsIn(copy: string) {
  // As a reader sees it: the word joiners that hold '60-day' together are invisible.
  const text = copy.replaceAll('\u2060', '')
  return claimKinds.flatMap((kind) =>
    [...text.matchAll(kind.shape)].map((m) => ({
      kind,
      written: m[0],
      figure: m
        .slice(1)
        .filter(Boolean)
        .join('-')
        .replace(/,|-(?=\+)/g, ''),
    })),
  )
}

/** Rule 'not the offer': claims in a printed text that are no figure the offer states. */
function notTheOffer(text: string): string[] {
  return claimsIn(text)
    .filter(({ kind, figure }) => !(figure in kind.stated))
    .map(
      ({ kind, written }) =>
        `"${written}" is a ${kind.name} the offer does not state; state it in ${offerFile} and read it from there (the offer states ${Object.keys(kind.stated).join(', ')})`,
    )
}

/** A source file's code, its comments left out (a URL's '//' follows a ':' and stays). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1')

/** Rule 'typed as text': claims spelled out in a source file other than the offer module. */
function typedAsText(file: string, source: string): string[] {
  if (file === offerFile) return []
  return claimsIn(withoutComments(source)).map(({ kind, written, figure }) => {
    const from = kind.stated[figure]
    const fix = from
      ? `read it from ${from}${from.includes('(src/') ? '' : ` (${offerFile})`} instead`
      : `state it in ${offerFile} and read it from there`
    return `${file}: "${written}" is a ${kind.name} typed as text; ${fix}`
  })
}

/** Every source file that ships copy: content modules, components, sections, routes. */
const sources = Object.entries(
  import.meta.glob<string>(['../src/**/*.ts', '../src/**/*.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([path, source]) => [path.replace('../', ''), source] as const)

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

describe('the offer check', () => {
  test('no source file types a claim as text', () => {
    expect(sources.map(([file]) => file)).toContain('src/sections/vsl/hero.tsx')
    expect(sources.flatMap(([file, source]) => typedAsText(file, source))).toEqual([])
  })

  test.each(Object.keys(contentModules))('%s prints only claims the offer states', (file) => {
    const findings = [...stringsIn(contentModules[file], file)].flatMap(([path, text]) =>
      notTheOffer(text).map((finding) => `${path}: ${finding}`),
    )
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
