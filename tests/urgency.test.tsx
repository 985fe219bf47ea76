/**
 * The urgency, scarcity and social-proof claims a brand can make true (src/config/urgency.ts):
 * the pages' text with every claim set (the brand's figure and its day beside it) and unset (the
 * spec's, undated). Each setting's good and bad values, and docs/urgency-claims.md as the schema
 * prints it, are tests/settings.test.ts's. The countdown to a set start is
 * tests/countdown.test.ts's, and in the built site e2e/urgency.spec.ts's.
 */
import { afterEach, describe, expect, test, vi } from 'vitest'
import { settingsSchema } from '@/config/settings'

/** Every claim set, as a brand would: the start, and each figure with its day. */
const claimsSet = {
  VITE_MASTERCLASS_STARTS_AT: '2026-12-03T19:00:00-05:00',
  VITE_KITS_LEFT_THIS_MONTH: '212@2026-11-24',
  VITE_KITS_LEFT_AT_PRICE: '19@2026-11-23',
  VITE_CLAIMED_PERCENT: '64@2026-11-22',
  VITE_OFFER_EXPIRES_IN_HOURS: '36@2026-11-21',
  VITE_PEOPLE_TESTED: '18,400@2026-11-20',
  VITE_STORIES_SHARED: '13100@2026-11-19',
  VITE_ASSESSMENTS_TAKEN: '51,000@2026-11-18',
  VITE_STARTED_TODAY: '96@2026-11-17',
  VITE_MASTERCLASS_REGISTERED: '12,345@2026-11-16',
  VITE_MASTERCLASS_SPOTS_LEFT: '655@2026-11-15',
} as const

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

test('every claim setting of the schema is set in this file’s claims build', () => {
  const claims = Object.entries(settingsSchema).filter(([, setting]) => 'shown' in setting)
  expect(Object.keys(claimsSet).sort()).toEqual(claims.map(([name]) => name).sort())
})

/** The page at `url` as the build prerenders it, with the settings in the env now. */
async function prerendered(url: string): Promise<string> {
  const { render } = await import('@/entry-server')
  // One line of text: React's comment markers between adjacent text and tags dropped.
  return (await render(url)).replaceAll('<!-- -->', '')
}

const asOf = (day: string, shown: string) => `(as of <time dateTime="${day}">${shown}</time>)`

describe('the pages', () => {
  test('unset, state the spec’s figures with no date beside them', async () => {
    const pages = await Promise.all(['/', '/advertorial-v2', '/quiz'].map(prerendered))
    expect(pages.join('')).not.toContain('as of')
    expect(pages[0]).toContain('247 kits remaining')
    expect(pages[2]).toContain('127 people started this assessment today')
  })

  test('with every claim set, state the brand’s figures, each with its day beside it', async () => {
    for (const [name, value] of Object.entries(claimsSet)) vi.stubEnv(name, value)
    vi.resetModules()
    const [vsl = '', advertorial = '', quiz = ''] = await Promise.all(
      ['/', '/advertorial-v2', '/quiz'].map(prerendered),
    )
    const expected: [string, string, string][] = [
      // '212 kits remaining' and, for a screen reader and from md, 'this month', then the day.
      [
        vsl,
        '212 kits remaining<span class="sr-only md:not-sr-only"> this month',
        asOf('2026-11-24', '24 Nov 2026'),
      ],
      [vsl, 'Only 19 kits left at this price', asOf('2026-11-23', '23 Nov 2026')],
      [vsl, '64% claimed in the last 48 hours', asOf('2026-11-22', '22 Nov 2026')],
      [vsl, 'Offer expires in 36 hours', asOf('2026-11-21', '21 Nov 2026')],
      [vsl, '18,400+ people have tested with the CellWise kit', asOf('2026-11-20', '20 Nov 2026')],
      [vsl, '13,100+ have shared their stories with us.', asOf('2026-11-20', '20 Nov 2026')],
      [advertorial, 'Only 19 kits left at this price', asOf('2026-11-23', '23 Nov 2026')],
      [advertorial, 'Here are three of them.', asOf('2026-11-20', '20 Nov 2026')],
      [quiz, 'assessments taken', asOf('2026-11-18', '18 Nov 2026')],
      [quiz, '96 people started this assessment today', asOf('2026-11-17', '17 Nov 2026')],
    ]
    for (const [html, figure, day] of expected) {
      expect(html, figure).toMatch(
        new RegExp(`${literally(figure)}(?:<[^>]+>|\\s)*?${literally(day)}`),
      )
    }
    expect(quiz).toContain('51,000+')
    expect(vsl).toContain(asOf('2026-11-19', '19 Nov 2026'))
  })
})

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
