/**
 * What is a claim in a text a visitor reads: the one recogniser the register's check
 * (counsel/check.ts), the dossier (counsel/dossier.ts) and the offer check (tests/offer.test.ts) use
 * (docs/claims.md). Each kind is what a finding calls it and its shape, in any casing and any
 * position; the offer's kinds come first, their groups capturing the figure the offer check
 * compares with the offer. Any figure at all is a claim until the register accounts for it; the
 * few texts that look like claims but are none are the register's `notClaims`
 * (counsel/register.ts), each with counsel's reason.
 */
const dayRange = String.raw`(\d+)\s*[-–]\s*(\d+)\s+(?:business\s+)?days?`

/** The offer's figures: a price, a saving, a discount..., never a health or other claim's. */
const offerKinds = [
  { what: 'a price', shape: /\$\s?(\d+(?:,\d{3})*)(\+?)/g },
  { what: "today's price", shape: /\b(?:only|just|for|now)\s+\$(\d+(?:,\d{3})*)(?!\+)/gi },
  {
    what: 'a future price',
    shape: /\b(?:rises|goes up|increases|returns)\s+to\s+\$(\d+(?:,\d{3})*)/gi,
  },
  { what: 'a saving', shape: /\bsav(?:e|es|ing|ings)\b[^$.]{0,20}\$(\d+(?:,\d{3})*)/gi },
  { what: 'a discount', shape: /(\d+)%(\+?) off/gi },
  {
    what: 'a guarantee',
    shape:
      /(\d+)[-\u2011 ]days?\s+(?:\d+%\s+)?(?:money[-\u2011 ]back\s+)?(?:guarantee|refund|trial)|within\s+(\d+)\s+days/gi,
  },
  { what: 'a money-back share', shape: /(\d+)%\s+(?:money[-\u2011 ]back|refund)/gi },
  { what: 'a refund time', shape: new RegExp(`refund[^.]*?${dayRange}`, 'gi') },
  { what: 'a result time', shape: new RegExp(`(?:result|report|ready)[^.]*?${dayRange}`, 'gi') },
  { what: 'a delivery time', shape: new RegExp(dayRange, 'gi') },
  {
    what: 'a shipping time',
    shape:
      /(\d+)[-\u2011\s]day\s+(?:\w+\s+)?(?:shipping|delivery)|\bships?\s+(?:with)?in\s+(\d+)\s+(?:business\s+)?days?/gi,
  },
  { what: 'a count of kits', shape: /(\d+(?:,\d{3})*)\s+kits\b/gi },
  { what: 'an expiry', shape: /\bexpires?\s+in\s+(\d+)\s+hours?/gi },
] as const

const claimKinds = [
  ...offerKinds,
  // Every other claim.
  { what: 'a percentage', shape: /\d+(?:\.\d+)?\s?%|\bper ?cent\b/gi },
  {
    what: 'a multiple',
    shape: /\b\d+(?:\.\d+)?\s?x\b|\bx more\b|\btimes (?:more|better|faster)\b/gi,
  },
  { what: 'the word "verified"', shape: /\bverified\b/gi },
  { what: 'the word "doctor"', shape: /\bdoctors?\b|\bphysicians?\b|\bDr\./gi },
  { what: 'the word "clinically"', shape: /\bclinical(?:ly)?\b/gi },
  { what: 'the word "FDA"', shape: /\bFDA\b|\bFood and Drug Administration\b/gi },
  { what: 'the word "today"', shape: /\btoday\b/gi },
  { what: 'the word "left"', shape: /\bleft\b/gi },
  { what: 'a research claim', shape: /\b(?:studies|study|research|science|scientific|proven)\b/gi },
  { what: 'a rating', shape: /\bstars?\b|\brated\b/gi },
  { what: 'a figure', shape: /\d+(?:[.,]\d+)*/g },
] as const

export type ClaimKindName = (typeof claimKinds)[number]['what']

/**
 * Every claim in `text`, kind by kind in the order above: what it is, as written, and its figure
 * where the kind captures one ('2,847' -> '2847', '7–10' -> '7-10'). Word joiners, invisible to a
 * reader, are read as nothing.
 */
export function claimsIn(copy: string) {
  const text = copy.replaceAll('\u2060', '')
  return claimKinds.flatMap(({ what, shape }) =>
    [...text.matchAll(shape)].map((m) => ({
      what,
      written: m[0],
      figure: m
        .slice(1)
        .filter(Boolean)
        .join('-')
        .replace(/,|-(?=\+)/g, ''),
    })),
  )
}

/**
 * Where the offer's figures stand in `text` ('84% off', '$97'): a phrase of another kind of claim
 * inside one of them ('84%' in '84% off') is the offer's, not that claim's.
 */
export function offerFigureSpans(text: string) {
  return offerKinds.flatMap(({ shape }) =>
    [...text.matchAll(shape)].map((m) => ({ start: m.index, end: m.index + m[0].length })),
  )
}
