/**
 * Campaign forwarding as the product states it, as literal expectations so the tests do not
 * borrow the code they check, and the landing URLs it must survive. Shared by the unit
 * tests (tests/campaign.test.ts, tests/build-early-taps.test.ts) and the browser tests.
 */

/** What an ad adds to the landing URL, and a parameter that must not be forwarded. */
export const landingSearch = '?utm_source=fb&utm_campaign=spring&gclid=abc&fbclid=def&ref=other'

/** `landingSearch`'s campaign, as every outbound link carries it: `ref` stays behind. */
const forwardedCampaign: readonly [string, string][] = [
  ['utm_source', 'fb'],
  ['utm_campaign', 'spring'],
  ['gclid', 'abc'],
  ['fbclid', 'def'],
]

/**
 * The query of a link to `target` on a page opened with `landingSearch`: the target's own
 * parameters, then the campaign. A target that sets a campaign parameter itself (its value wins)
 * needs its own literal expectation, so this refuses one.
 */
export function forwardedParams(target: string): [string, string][] {
  const own = [...new URL(target).searchParams]
  if (own.some(([name]) => forwardedCampaign.some(([campaign]) => campaign === name))) {
    throw new Error(`${target} sets a campaign parameter itself: write its query out`)
  }
  return [...own, ...forwardedCampaign]
}

/** The search part of `https://site.example/` + `search`, as a browser's `location.search` has it. */
export function landingSearchOf(search: string): string {
  return new URL(search, 'https://site.example/').search
}

/** Values a hostile or broken ad link may carry. */
const hostileValues = [
  'javascript:alert(1)',
  '"><script>alert(document.domain)</script>',
  "' onmouseover='alert(1)",
  '</a><a href="https://evil.example/">',
  'https://evil.example/@store',
  '#order&utm_source=evil',
  '%',
  '%E0%A4%A%zz',
  '\u0000\r\n\t',
  '\u202Eevil\uFEFF😀',
  'x'.repeat(10_000),
  '&gclid=injected?x=1/../..',
] as const

const hostileNames = ['utm_source', 'utm_content', 'gclid', 'fbclid'] as const

/**
 * Landing searches, whose every parameter (as a browser parses them) is a campaign parameter: the
 * four names below, `utm_k0`...; a raw `&` or `#` in a value only splits or cuts it. Every hostile value under every campaign name, percent-encoded as an ad tool
 * writes it and raw as a careless one would (96), and one landing URL with 600 campaign keys.
 */
export const hostileSearches: readonly string[] = [
  ...hostileNames.flatMap((name) =>
    hostileValues.flatMap((value) => [
      `?${name}=${encodeURIComponent(value)}`,
      `?${name}=${value}`,
    ]),
  ),
  `?${Array.from({ length: 600 }, (_, index) => `utm_k${index}=${index}`).join('&')}`,
]
