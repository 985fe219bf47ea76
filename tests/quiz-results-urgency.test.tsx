// @vitest-environment jsdom
/**
 * The results' urgency as React draws it: the registration block's words and tone by tier (calm
 * for Low, the action colour for Moderate, red and 'closes soon' for High, in every build), and,
 * with the masterclass's start set, the start in the visitor's own words with "Add to calendar"
 * (in the banner too, as a date, more than a day ahead),
 * and once the start has passed no 'closes soon', no seats left and no 'free today' for any tier. Without a start the spec's copy is
 * as it was. Heights and lines in three engines are e2e/urgency.spec.ts's.
 */
import { type RiskTier, scoreOf, tierOf } from '@machines/quiz/quiz.rules'
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { wholeText } from './support/render-page'

afterEach(() => vi.resetModules())

const answersBy: Record<RiskTier, number[]> = {
  low: [1, 1, 1, 1, 1, 1, 1, 1],
  moderate: [2, 2, 2, 2, 2, 2, 2, 2],
  high: [3, 3, 3, 3, 3, 3, 3, 3],
}

/** The results for `tier`, with the modules read afresh (the env as the test set it). */
async function renderResults(tier: RiskTier) {
  const { QuizResults } = await import('@/sections/quiz-results/quiz-results')
  const answers = answersBy[tier]
  const score = scoreOf(answers)
  expect(tierOf(score)).toBe(tier)
  render(<QuizResults score={score} tier={tier} answers={answers} />)
  const block = screen.getByRole('region', {
    name: (_, region) => region.querySelector('h2')?.id === 'quiz-register-heading',
  })
  return {
    block,
    clockPanel: block.querySelector('[data-slot=registration-clock]'),
    text: document.body.textContent ?? '',
  }
}

// Issue 44: calm for Low (no 'closes', no red timer, no seats left), urgent for High. The
// spec's own strings (the figures, the buttons) are the same for every tier.
test.each([
  // Issue 53: a low score is told of no seats left at all.
  ['low', 'Join the free masterclass', 'The masterclass starts in', 'bg-brand-50', null],
  ['moderate', 'Save your free seat', 'Registration closes in', 'bg-cta-100', 'text-cta-700'],
  ['high', 'Registration closes soon', 'Registration closes in', 'bg-danger-50', 'text-danger-700'],
] as const)(
  'the registration block, %s, in every build: “%s”, “%s 8:28” on a %s panel, seats left in %s',
  async (tier, heading, label, panel, seats) => {
    const { block, clockPanel } = await renderResults(tier)
    expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe(heading)
    expect(clockPanel?.textContent).toBe(`${label}8:28`)
    expect(clockPanel?.className).toContain(panel)
    expect(within(block).getByRole('timer').closest('[data-slot=registration-clock]')).toBe(
      clockPanel,
    )
    if (seats) expect(within(block).getByText('2,168 spots remaining').className).toContain(seats)
    else expect(block.textContent).not.toMatch(/spots? remaining/i)
    expect(within(block).getByText(wholeText('47,832 people have already registered'))).toBeTruthy()
    expect(block.textContent).toContain('Reserve My FREE Seat Now')
    if (tier !== 'high') expect(block.innerHTML).not.toMatch(/danger/)
    if (tier === 'low') expect(block.textContent).not.toMatch(/closes/i)
  },
)

test('each way to the masterclass has a name of its own: the spec’s “Reserve…” in the closing card, not twice', async () => {
  await renderResults('high')
  const names = screen
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/\s+/g, ' ').trim())
  expect(new Set(names).size).toBe(names.length)
  expect(names.filter((name) => name?.startsWith('Reserve My FREE Seat Now'))).toHaveLength(1)
})

test('the registration block, unset, in the spec’s words: closes soon, seats left, free today, over 47,000', async () => {
  const { text } = await renderResults('high')
  expect(text).toContain('Over 47,000 people have already registered')
  expect(text).toContain('(Value: $497 - Yours Free Today)')
  expect(document.querySelector('[data-slot=masterclass-start]')).toBeNull()
  expect(text).not.toContain('as of')
})

describe('with the masterclass’s start set', () => {
  const startsAt = '2030-01-15T19:00:00-05:00'
  const setStart = () => {
    vi.stubEnv('VITE_MASTERCLASS_STARTS_AT', startsAt)
    vi.stubEnv('VITE_MASTERCLASS_REGISTERED', '212@2026-11-22')
    vi.stubEnv('VITE_MASTERCLASS_SPOTS_LEFT', '655@2026-11-22')
    vi.resetModules()
  }

  test('before it: the start in words and a calendar file; figures dated once per block', async () => {
    setStart()
    vi.useFakeTimers({ now: Date.parse('2030-01-13T15:55:55Z'), toFake: ['Date'] })
    const { block, text } = await renderResults('high')
    const start = block.querySelector('[data-slot=masterclass-start]')
    // jsdom's zone is the machine's; the words in each zone are tests/urgency-copy.test.ts's.
    expect(start?.textContent).toMatch(
      /^Starts \w+day, January\u00a0\d+, \d+:\d\d\u00a0[ap]m \(your\u00a0time\)Add to calendar$/,
    )
    // Two days and more ahead, a date rather than a count of days and seconds (issue 62), and
    // no 'closes soon' (issue 72).
    expect(screen.queryByRole('timer')).toBeNull()
    expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe('Save your free seat')
    // The banner's start in the visitor's zone, said so as the card says it (round 14).
    expect(document.querySelector('[data-slot=countdown-banner]')?.textContent).toMatch(
      /^FREE MASTERCLASS\w{3}, Jan\u00a0\d+, \d+:\d\d\u00a0[ap]m \(your\u00a0time\)/,
    )
    // On the high tier's red panel, the start in ink: information, not an alarm (issue 53).
    expect(start?.querySelector('p')?.className).toContain('text-ink')
    const link = within(block).getByRole('link', { name: 'Add to calendar' })
    expect(link.getAttribute('download')).toBe('cellwise-masterclass.ics')
    // Made on the device, as a data: URL.
    const [type, ics = ''] = link.getAttribute('href')?.split(',') ?? []
    expect(type).toBe('data:text/calendar;charset=utf-8')
    expect(decodeURIComponent(ics)).toContain('DTSTART:20300116T000000Z\r\nDURATION:PT90M\r\n')
    // One figure in the banner and the card, not 'Over 200' over '212' (round 9).
    expect(text).toContain('212 people registered by Nov 22')
    expect(text).toContain('212 people have already registered')
    expect(text).toContain('655 spots remaining')
    // The figures dated once, in one line under them.
    const dated = [...block.querySelectorAll('[data-slot=as-of]')].map((line) => line.textContent)
    expect(dated).toEqual(['Figures as of Nov 22, 2026'])
  })

  test.each(['low', 'moderate', 'high'] as const)(
    'past it, %s: nothing says closes soon, seats left or free today',
    async (tier) => {
      setStart()
      vi.useFakeTimers({ now: Date.parse('2030-01-16T00:00:01Z'), toFake: ['Date'] })
      const { block, text } = await renderResults(tier)
      expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe(
        'Save your seat at the next session',
      )
      // Said once, in the banner (issue 53: three times before).
      expect(text.match(/being scheduled/g)).toEqual(['being scheduled'])
      expect(text).toContain('(Value: $497 - Free)')
      expect(text).not.toMatch(/closes|spots remaining|free today/i)
      expect(block.querySelector('[data-slot=masterclass-start]')).toBeNull()
    },
  )
})
