/**
 * Campaign parameters (decisions.md 'Outbound links'): `utm_*`, `gclid` and `fbclid` on the
 * landing URL go onto every outbound link, so campaigns stay attributable; nothing else does.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { forwardCampaignParams, outboundAttribute } from '@/effects/campaign-links'
import { isCampaignParam, withCampaignParams } from '@/lib/campaign'

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

  it('returns the target unchanged when the landing URL has no campaign', () => {
    expect(withCampaignParams(store, '')).toBe(store)
    expect(withCampaignParams(`${store}?variant=1`, '?ref=x')).toBe(`${store}?variant=1`)
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
})

describe('forwardCampaignParams', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  function fragment(): HTMLElement {
    const root = document.createElement('div')
    root.innerHTML = `
      <a ${outboundAttribute} href="${store}">Order</a>
      <a ${outboundAttribute} href="https://masterclass.example/register?seat=1">Reserve</a>
      <a href="/quiz">Take the quiz</a>
      <a href="https://elsewhere.example/">Not outbound</a>
      <a ${outboundAttribute}>No href</a>`
    document.body.append(root)
    return root
  }
  const hrefs = (root: HTMLElement) =>
    [...root.querySelectorAll('a')].map((link) => link.getAttribute('href'))

  it('adds the campaign to every outbound link and to no other link', () => {
    const root = fragment()
    forwardCampaignParams(root, '?utm_source=fb&utm_campaign=spring&gclid=abc&fbclid=def&ref=other')
    expect(hrefs(root)).toEqual([
      `${store}?utm_source=fb&utm_campaign=spring&gclid=abc&fbclid=def`,
      'https://masterclass.example/register?seat=1&utm_source=fb&utm_campaign=spring&gclid=abc&fbclid=def',
      '/quiz',
      'https://elsewhere.example/',
      null,
    ])
  })

  it('leaves every link alone without a campaign', () => {
    const root = fragment()
    const before = hrefs(root)
    forwardCampaignParams(root, '?ref=other&page=2')
    expect(hrefs(root)).toEqual(before)
    forwardCampaignParams(root, '')
    expect(hrefs(root)).toEqual(before)
  })

  it('reads the landing URL of the page by default', () => {
    const root = fragment()
    window.history.replaceState(null, '', '/?utm_medium=cpc&ref=x')
    try {
      forwardCampaignParams()
    } finally {
      window.history.replaceState(null, '', '/')
    }
    expect(hrefs(root)[0]).toBe(`${store}?utm_medium=cpc`)
  })
})
