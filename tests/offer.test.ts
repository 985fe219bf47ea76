/**
 * The offer is stated once (src/content/offer.ts) and every page reads it. These tests hold its
 * figures and its derived claims to the spec's literal table, and check every claim the shipped copy
 * makes (docs/offer-check.md): the offer has one source of truth.
 */
import { describe, expect, test } from 'vitest'
import { cast } from '@/content/cast'
import { bundleOf, bundles, figures, offer, type Range, valueStack } from '@/content/offer'
import { quizFigures } from '@/content/quiz-figures'
import { quizIntro } from '@/content/quiz-intro'
import { type ClaimKindName, claimsIn } from '../counsel/claim-marks'
import { offerSpec } from '../spec/figures'
import { stringsIn } from './support/strings-in'

/** Every content module, by path, as the pages import it. */
const contentModules = import.meta.glob<Record<string, unknown>>('../src/content/*.ts', {
  eager: true,
})

describe('the offer as settled', () => {
  // The price and the parts' values are the brand's to change (one edit each, in offer.ts; counsel
  // approves the words: docs/change-copy-and-offer.md); how a bundle derives from them is not.
  test('each bundle holds its settled parts, and derives its value, saving and discount as the spec’s table does', () => {
    for (const [name, { items, ...derived }] of Object.entries(offerSpec.bundles)) {
      const parts = Object.entries(items).map(([id, value]) => ({ id, name: id, value }))
      const { value, savings, discountPercent } = bundleOf(parts, offerSpec.price)
      expect({ value, savings, discountPercent }, name).toEqual(derived)
      const ids = bundles[name as keyof typeof bundles].items.map((item) => item.id)
      expect(ids, name).toEqual(Object.keys(items))
    }
    expect({
      guaranteeDays: offer.guarantee.days,
      refundBusinessDays: offer.guarantee.refundBusinessDays,
      resultsBusinessDays: offer.results.businessDays,
      shippingDays: offer.shipping.days,
    }).toEqual(offerSpec.terms)
  })

  // Ranges take an en dash; compound adjectives a hyphen and a word joiner (U+2060), so that a
  // line never ends inside a figure.
  test('each figure prints as the settled copy has it', () => {
    expect(figures).toMatchObject({
      guaranteeDays: `${offerSpec.terms.guaranteeDays} days`,
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

// The offer check. A claim is recognised by the one recogniser (counsel/claim-marks.ts); an offer
// claim is one of its offer kinds (a price, 'N% off', 'save $N', 'N-day guarantee', 'N-M business
// days'...), never a bare number: hours of sleep, question counts, years and statistics are no
// offer claim. Two rules:
// - typed as text: no source file but offer.ts spells one out; copy reads the offer's figures;
// - not the offer: every offer claim the content prints is a figure the offer module states.

const offerFile = 'src/content/offer.ts'
const span = ({ min, max }: Range) => `${min}-${max}`

/** Each offer kind, and where each figure the offer states for it is read. */
const stated: Partial<Record<ClaimKindName, Record<string, string>>> = {
  'a price': {
    [offer.price]: 'figures.price',
    [offer.futurePrice]: 'figures.futurePrice',
    [bundles.vsl.value]: 'figures.vslValue',
    [bundles.advertorial.value]: 'figures.advertorialValue',
    [bundles.advertorial.savings]: 'figures.advertorialSaveLine',
    ...Object.fromEntries(valueStack.map((item, i) => [item.value, `usd(valueStack[${i}].value)`])),
    // The quiz's own dollar figures, typed as numbers in its content: no claim about the kit.
    [quizFigures.annualCostDollars]: 'quizFigures.annualCostDollars (src/content/quiz-figures.ts)',
    [quizFigures.masterclass.valueDollars]:
      'quizFigures.masterclass.valueDollars (src/content/quiz-figures.ts)',
  },
  "today's price": { [offer.price]: 'figures.price' },
  'a future price': { [offer.futurePrice]: 'figures.futurePrice' },
  'a saving': { [bundles.advertorial.savings]: 'figures.advertorialSaveLine' },
  'a discount': {
    [bundles.advertorial.discountPercent]: 'figures.advertorialDiscount',
    [bundles.vsl.discountPercent]: 'figures.vslDiscount',
  },
  'a guarantee': { [offer.guarantee.days]: 'figures.guarantee' },
  'a money-back share': { [offer.guarantee.refundPercent]: 'figures.refundPercent' },
  'a refund time': { [span(offer.guarantee.refundBusinessDays)]: 'figures.refundTime' },
  'a result time': { [span(offer.results.businessDays)]: 'figures.results' },
  'a delivery time': {
    [span(offer.results.businessDays)]: 'figures.results',
    [span(offer.guarantee.refundBusinessDays)]: 'figures.refundTime',
  },
  'a shipping time': { [offer.shipping.days]: 'figures.shipping' },
  'a count of kits': {
    [offer.scarcity.kitsLeftThisMonth]: 'figures.kitsLeftThisMonth',
    [offer.scarcity.kitsLeftAtPrice]: 'figures.kitsLeftAtPrice',
  },
  'an expiry': { [offer.scarcity.expiresInHours]: 'figures.expiresIn' },
}

/** The offer claims in a text: each with the figures the offer states for its kind. */
const offerClaimsIn = (text: string) =>
  claimsIn(text).flatMap((claim) => {
    const figures = stated[claim.what]
    return figures ? [{ ...claim, stated: figures }] : []
  })

/** Rule 'not the offer': claims in a printed text that are no figure the offer states. */
function notTheOffer(text: string): string[] {
  return offerClaimsIn(text)
    .filter(({ stated, figure }) => !(figure in stated))
    .map(
      ({ what, written, stated }) =>
        `"${written}" is ${what} the offer does not state; state it in ${offerFile} and read it from there (the offer states ${Object.keys(stated).join(', ')})`,
    )
}

/** A source file's code, its comments left out (a URL's '//' follows a ':' and stays). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1')

/** Rule 'typed as text': claims spelled out in a source file other than the offer module. */
function typedAsText(file: string, source: string): string[] {
  if (file === offerFile) return []
  return offerClaimsIn(withoutComments(source)).map(({ what, written, figure, stated }) => {
    const from = stated[figure]
    const fix = from
      ? `read it from ${from}${from.includes('(src/') ? '' : ` (${offerFile})`} instead`
      : `state it in ${offerFile} and read it from there`
    return `${file}: "${written}" is ${what} typed as text; ${fix}`
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
