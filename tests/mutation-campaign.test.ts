// @vitest-environment node
/**
 * Campaign forwarding leaves a link exactly as configured when there is nothing to forward:
 * not even the normalisation `URL` would apply (a trailing slash, a lower-cased host).
 */
import { describe, expect, it } from 'vitest'
import { withCampaignParams } from '../src/lib/campaign'

describe('withCampaignParams with nothing to forward', () => {
  it('returns the target as written, character for character', () => {
    for (const target of ['https://Store.example', 'https://store.example/p/kit?ref=a%20b']) {
      expect(withCampaignParams(target, '')).toBe(target)
      expect(withCampaignParams(target, '?ref=newsletter&page=2')).toBe(target)
    }
  })

  it('only rewrites the target when a parameter was added', () => {
    expect(withCampaignParams('https://Store.example', '?utm_source=mail')).toBe(
      'https://store.example/?utm_source=mail',
    )
  })
})
