/**
 * Campaign forwarding as the product states it, written out here so the tests
 * do not borrow the code they check, and the landing URLs it must survive. Shared by the unit
 * tests (tests/campaign.test.ts, tests/build-early-taps.test.ts) and the browser tests.
 */

/** `utm_*` (something after the underscore), `gclid` and `fbclid`; names are case-sensitive. */
function isCampaignBySpec(name: string): boolean {
  return /^utm_./s.test(name) || name === 'gclid' || name === 'fbclid'
}

/**
 * The query a forwarded link should have: the target's own parameters, then every campaign
 * parameter of the landing URL that the target does not set itself, in the landing URL's order.
 */
export function paramsBySpec(target: string, landingSearch: string): [string, string][] {
  const own = [...new URL(target).searchParams]
  const ownNames = new Set(own.map(([name]) => name))
  const campaign = [...new URLSearchParams(landingSearch)].filter(
    ([name]) => isCampaignBySpec(name) && !ownNames.has(name),
  )
  return [...own, ...campaign]
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
 * Landing searches: every hostile value under every campaign name, percent-encoded as an ad tool
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
