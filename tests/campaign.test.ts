/**
 * Campaign parameters: `utm_*`, `gclid` and `fbclid` on the
 * landing URL go onto every outbound link, so campaigns stay attributable; nothing else does.
 */
import { describe, expect, it } from 'vitest'
import { withCampaignParams } from '@/lib/campaign'
import { hostileSearches, landingSearchOf } from '../testing/campaign-cases'

const store = 'https://store.example/products/kit'

describe('withCampaignParams', () => {
  it.each([
    [
      'forwards utm_*, gclid and fbclid',
      store,
      '?utm_source=fb&utm_medium=cpc&utm_campaign=spring&utm_content=a&utm_term=b&gclid=g1&fbclid=f1',
      `${store}?utm_source=fb&utm_medium=cpc&utm_campaign=spring&utm_content=a&utm_term=b&gclid=g1&fbclid=f1`,
    ],
    [
      'forwards no other parameter (names are case-sensitive)',
      store,
      '?ref=other&utm=1&utm_=2&UTM_SOURCE=x&Gclid=y&gclid_extra=3&msclkid=4&fbclid2=5&page=2',
      store,
    ],
    [
      'keeps the parameters the target already has, and its value wins',
      `${store}?variant=42&utm_source=store-default`,
      '?utm_source=fb&gclid=g1',
      `${store}?variant=42&utm_source=store-default&gclid=g1`,
    ],
    [
      'keeps every value of a repeated parameter, in order',
      store,
      '?utm_term=a&ref=x&utm_term=b',
      `${store}?utm_term=a&utm_term=b`,
    ],
    [
      'changes nothing when applied twice',
      `${store}?utm_term=a&utm_term=b&gclid=g`,
      '?utm_term=a&utm_term=b&gclid=g',
      `${store}?utm_term=a&utm_term=b&gclid=g`,
    ],
    [
      'encodes values safely and keeps the fragment',
      `${store}#order`,
      '?utm_campaign=spring%20sale%26more',
      `${store}?utm_campaign=spring+sale%26more#order`,
    ],
    [
      'writes the target as `URL` does only when a parameter is added',
      'https://Store.example',
      '?utm_source=mail',
      'https://store.example/?utm_source=mail',
    ],
    // Nothing to forward: the target as written, not even the normalisation `URL` would apply.
    ...[store, `${store}?variant=1`, 'https://Store.example', `${store}?ref=a%20b`].flatMap(
      (target) => [
        ['returns as written, with no campaign', target, '', target],
        ['returns as written, with no campaign', target, '?ref=newsletter&page=2', target],
      ],
    ),
    ...['//elsewhere.example/path', '/go/order?from=vsl', 'not a url', '', 'https://'].map(
      (target) => [
        'returns a target that is not a valid absolute URL unchanged',
        target,
        '?utm_source=fb',
        target,
      ],
    ),
  ])('%s: %s with %s', (_, target, landing, expected) => {
    expect(withCampaignParams(target, landing)).toBe(expected)
  })

  it(`keeps hostile values encoded in the query of the store's own address (${hostileSearches.length} URLs)`, () => {
    const target = `${store}?variant=1`
    for (const search of hostileSearches) {
      const link = withCampaignParams(target, landingSearchOf(search))
      const url = new URL(link)
      const forwarded = {
        at: `${url.origin}${url.pathname}${url.hash}`,
        params: [...url.searchParams],
      }
      expect(forwarded, search).toEqual({
        at: store,
        // The target's own, then every parameter of the landing URL: all are campaign ones.
        params: [['variant', '1'], ...new URLSearchParams(landingSearchOf(search))],
      })
      // Nothing in the link could end its attribute, start markup or break out of the query.
      expect(link, search).not.toMatch(/["'<>\s#\\]/)
    }
  })
})
