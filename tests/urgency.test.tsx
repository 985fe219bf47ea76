/**
 * The urgency, scarcity and social-proof claims a brand can make true (src/config/settings.ts):
 * the prerendered pages' text with every claim set (the brand's figures, each block dated once, a
 * day's count and the offer's end as dated facts) and unset (the spec's, undated). Each setting's
 * good and bad values, and docs/urgency-claims.md as the schema prints it, are
 * tests/settings.test.ts's. The countdown to a set start is tests/countdown.test.ts's; the
 * results' urgency by tier and past the start, tests/quiz-results-urgency.test.tsx's; in the built
 * site, e2e/urgency.spec.ts's.
 */
import { afterEach, expect, test, vi } from 'vitest'
import { proofSet } from './support/settings'
import { wordsOf } from './support/words-of'

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
  // The brand's own proof: its pages are tests/proof.test.tsx's.
  ...proofSet,
} as const

afterEach(() => vi.resetModules())

/** The page at `url` as the build prerenders it, with the settings in the env now. */
async function prerendered(url: string): Promise<string> {
  const { render } = await import('@/entry-server')
  // One line of text: React's comment markers between adjacent text and tags dropped.
  return (await render(url)).replaceAll('<!-- -->', '')
}

/** Each block of a page (its header, each section): the HTML between one opening and the next. */
const blocksOf = (html: string) => html.split(/(?=<(?:section|header)\b)/)

test('the pages, unset, state the spec’s figures with no date beside them', async () => {
  const pages = await Promise.all(['/', '/advertorial-v2', '/quiz'].map(prerendered))
  expect(pages.join('')).not.toContain('as of')
  expect(pages[0]).toContain('247 kits remaining')
  expect(pages[0]).toContain('Offer expires in 24 hours')
  expect(wordsOf(pages[2] ?? '')).toContain('127 people started this assessment today')
  expect(pages[2]).toContain('started today')
})

test('the pages, with every claim set, state the brand’s figures, each block dated once', async () => {
  for (const [name, value] of Object.entries(claimsSet)) vi.stubEnv(name, value)
  vi.resetModules()
  const pages = await Promise.all(['/', '/advertorial-v2', '/quiz'].map(prerendered))
  const [vsl = '', advertorial = '', quiz = ''] = pages
  const expected: [string, string, string][] = [
    // '212 kits remaining this month' at every width (round 16b), then its day, short: two lines
    // on a phone (rsales20: '(as of Nov 28, 2026)' a third); from lg the day a line of its own,
    // its dot hidden (rsales28).
    [vsl, '212 kits remaining this month ·', '<time dateTime="2026-11-24">Nov 24</time>'],
    // The hero's proof, the score and the people tested: one line under them (round 8: each its
    // own '(as of …)'), saying what it dates as the final offer's does (rsales22).
    [
      vsl,
      '18,400+ people have tested with the CellWise kit',
      'Counts and score as of <time dateTime="2026-11-20">Nov 20, 2026</time>',
    ],
    // The intro's counters dated once, not in each tile (issue 53): the one-day count's day with
    // the assessments' (issue 72: its tile no longer says it) and the score's under it (round 9:
    // '(as of …)' beside the score too).
    [quiz, '1,234 reviews', 'Figures from Nov 17–20, 2026'],
  ]
  for (const [html, figure, day] of expected) {
    expect(html, figure).toMatch(
      // Its words as read: a span may hold a phrase of it ('with the CellWise kit').
      new RegExp(
        `${literally(figure).replaceAll(' ', '(?:<[^>]+>)* (?:<[^>]+>)*')}(?:<[^>]+>|\\s)*?${literally(day)}`,
      ),
    )
  }
  // The offer's figures dated once, the score's day with theirs, its end a time, in one caption
  // after the last of them that says what it dates (rsales21: 'Figures as of' over the button left
  // the urgency lines under it undated on the VSL; on the advertorial, after the score, it read as
  // the score's day). The kits line a part of the header's month (rsales21: '23 kits left at this
  // price' under '212 kits remaining this month'), not dated again beside itself (rsales20).
  const offerOf = (html: string) =>
    blocksOf(html).find((block) => block.includes('64% claimed Nov 20–22')) ?? ''
  for (const html of [vsl, advertorial])
    expect(offerOf(html)).toContain('Only 19 of this month’s kits left at $97</span>')
  // The VSL's last offer dates the score right under it, as its first price card, and the urgency
  // lines' counts under them (review 29: 'Counts and score as of …' under the red lines read as
  // their day, not the score's above them).
  const vslOffer = offerOf(vsl)
  const scoreDay = 'Score as of <time dateTime="2026-11-20">Nov 20, 2026</time>'
  const countsDay = 'Figures from'
  expect(vslOffer.split(scoreDay)).toHaveLength(2)
  expect(vslOffer.split(countsDay)).toHaveLength(2)
  expect(vslOffer).not.toContain('Counts and score')
  expect(vslOffer.indexOf(scoreDay)).toBeGreaterThan(vslOffer.indexOf('1,234 reviews'))
  expect(vslOffer.indexOf(scoreDay)).toBeLessThan(vslOffer.indexOf('64% claimed'))
  expect(vslOffer.indexOf(countsDay)).toBeGreaterThan(vslOffer.indexOf('64% claimed'))
  // The advertorial's last Claim: its score in the urgency lines' column, after them.
  const advertorialOffer = offerOf(advertorial)
  const caption = 'Counts and score from Nov 20–23, 2026'
  expect(advertorialOffer.split(caption)).toHaveLength(2)
  for (const last of ['64% claimed', '1,234 reviews'])
    expect(advertorialOffer.indexOf(caption), last).toBeGreaterThan(advertorialOffer.indexOf(last))
  // The stories' lede and the score over them, dated once under the score (round 8: '…three of
  // them. (as of …)', then the score's own); the advertorial shows no score there (review 26: four
  // times on one page), so its lede dates its own figure, once, in the sentence that states it,
  // not after the next one (radv28: '…three of them. (as of …)' dated the wrong sentence).
  // Its last words may be held in a span of their own (keptLast): read without spans.
  const storiesOf = (html: string, lede: string) =>
    blocksOf(html)
      .map((block) => block.replace(/<\/?span[^>]*>/g, ''))
      .find((block) => block.includes(lede)) ?? ''
  const vslLede = '13,100+ have shared their stories with us.'
  const vslStories = storiesOf(vsl, vslLede)
  expect(vslStories).toContain(`${vslLede}</p>`)
  expect(vslStories).toContain('Counts and score from Nov 19–20, 2026')
  const advertorialLede = 'Here are three of them.'
  const advertorialStories = storiesOf(advertorial, advertorialLede)
  // The day on the line of the word before it, a no-break space between (review 31: a line that
  // began with the small date and ended in the lede's size).
  expect(advertorialStories).toContain(
    `tested with the CellWise kit\u00a0(as of <time dateTime="2026-11-20">Nov 20, 2026</time>). ${advertorialLede}</p>`,
  )
  expect(advertorialStories.split('as of')).toHaveLength(2)
  // 36 hours from the start of 21 Nov (UTC): in UTC in the HTML, the visitor's zone on the page.
  const offerEnd =
    'Offer ends\u00a0<time dateTime="2026-11-22T12:00:00.000Z" data-local-time="(your\u00a0time)">Nov 22, 2026, 12:00 UTC</time>'
  expect(vsl).toContain(offerEnd)
  expect(advertorial).toContain(offerEnd)
  // The price rise 'when the promotion ends' goes with it (tests/urgency-copy.test.ts).
  // On a line of its own on phones, its clause from 'when' held; on `/` from sm one unit, parted
  // from the guarantee where the two are no line (review 25).
  const goes = (also = '') =>
    `<span data-gone-after="2026-11-22T12:00:00.000Z" class="max-sm:block${also}">`
  const rise = `Price rises to $197 <span class="whitespace-nowrap large-text:whitespace-normal">when the promotion ends.</span></span>`
  expect(vsl).toContain(`money-back guarantee. ${goes(' sm:inline-block')}${rise}`)
  expect(advertorial).toContain(`money-back guarantee.</span>${goes()} ${rise}`)
  // A count of one day says its day, not 'today' beside a date; and reads as a figure that holds,
  // not as news a day old ('started on 17 Nov', issue 72).
  expect(wordsOf(quiz)).toContain(
    '96 people started this assessment in a single day (Nov 17, 2026)',
  )
  expect(quiz).toContain('started in one\u00a0day')
  expect(quiz).not.toContain('started on')
  expect(quiz).toContain('51,000+')
  expect(quiz).not.toMatch(/today/i)
  // Each block of figures dated once: a section's captions date the score at most once and its
  // counts at most once (the VSL's last offer: the score's under it, the urgency lines' under
  // them; review 29).
  const captionsOf = (block: string) =>
    [...block.matchAll(/data-slot="as-of"[^>]*>([^<]*)/g)].map(([, label = '']) => label)
  const twice = pages.flatMap(blocksOf).filter((block) => {
    const labels = captionsOf(block)
    const score = labels.filter((label) => /score/i.test(label)).length
    const counts = labels.filter((label) => /Figures|Counts/.test(label)).length
    return score > 1 || counts > 1
  })
  expect(twice).toEqual([])
  expect(pages.join('')).not.toContain('expires in')
})

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
