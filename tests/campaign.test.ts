/**
 * Campaign parameters: `utm_*`, `gclid` and `fbclid` on the
 * landing URL go onto every outbound link, so campaigns stay attributable; nothing else does.
 */
import { describe, expect, it } from 'vitest'
import { isCampaignParam, withCampaignParams } from '@/lib/campaign'
import { hostileSearches, landingSearchOf, paramsBySpec } from './support/campaign-cases'

const store = 'https://store.example/products/kit'

function paramsOf(href: string): [string, string][] {
  return [...new URL(href).searchParams]
}

describe('withCampaignParams', () => {
  it('forwards utm_*, gclid and fbclid', () => {
    const landing =
      '?utm_source=fb&utm_medium=cpc&utm_campaign=spring&utm_content=a&utm_term=b&gclid=g1&fbclid=f1'
    expect(paramsOf(withCampaignParams(store, landing))).toEqual([
      ['utm_source', 'fb'],
      ['utm_medium', 'cpc'],
      ['utm_campaign', 'spring'],
      ['utm_content', 'a'],
      ['utm_term', 'b'],
      ['gclid', 'g1'],
      ['fbclid', 'f1'],
    ])
  })

  it('forwards no other parameter', () => {
    const landing = '?ref=other&utm=1&utm_=2&UTM_SOURCE=x&gclid_extra=3&msclkid=4&fbclid2=5&page=2'
    expect(withCampaignParams(store, landing)).toBe(store)
  })

  it('keeps the parameters the target already has, and its value wins', () => {
    const target = `${store}?variant=42&utm_source=store-default`
    expect(paramsOf(withCampaignParams(target, '?utm_source=fb&gclid=g1'))).toEqual([
      ['variant', '42'],
      ['utm_source', 'store-default'],
      ['gclid', 'g1'],
    ])
  })

  it('keeps every value of a repeated parameter, in order', () => {
    expect(paramsOf(withCampaignParams(store, '?utm_term=a&ref=x&utm_term=b'))).toEqual([
      ['utm_term', 'a'],
      ['utm_term', 'b'],
    ])
  })

  it('changes nothing when applied twice', () => {
    const once = withCampaignParams(store, '?utm_term=a&utm_term=b&gclid=g')
    expect(withCampaignParams(once, '?utm_term=a&utm_term=b&gclid=g')).toBe(once)
  })

  it('encodes values safely and keeps the fragment', () => {
    const href = withCampaignParams(`${store}#order`, '?utm_campaign=spring%20sale%26more')
    const url = new URL(href)
    expect(url.searchParams.get('utm_campaign')).toBe('spring sale&more')
    expect(url.hash).toBe('#order')
  })

  it('returns the target as written, character for character, when there is nothing to forward', () => {
    // Not even the normalisation `URL` would apply (a lower-cased host, a trailing slash).
    const targets = [store, `${store}?variant=1`, 'https://Store.example', `${store}?ref=a%20b`]
    for (const target of targets) {
      expect(withCampaignParams(target, '')).toBe(target)
      expect(withCampaignParams(target, '?ref=newsletter&page=2')).toBe(target)
    }
  })

  it('writes the target as `URL` does only when a parameter is added', () => {
    expect(withCampaignParams('https://Store.example', '?utm_source=mail')).toBe(
      'https://store.example/?utm_source=mail',
    )
  })

  it('returns a target that is not a valid absolute URL unchanged', () => {
    for (const target of ['/relative/path', 'not a url', '', 'https://']) {
      expect(withCampaignParams(target, '?utm_source=fb')).toBe(target)
    }
  })

  it('names the campaign parameters', () => {
    expect(['utm_source', 'utm_anything', 'gclid', 'fbclid'].every(isCampaignParam)).toBe(true)
    expect(['utm_', 'utm', 'ref', 'Gclid', 'fbclid_'].some(isCampaignParam)).toBe(false)
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
        params: paramsBySpec(target, landingSearchOf(search)),
      })
      // Nothing in the link could end its attribute, start markup or break out of the query.
      expect(link, search).not.toMatch(/["'<>\s#\\]/)
    }
  })
})
