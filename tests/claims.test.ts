/**
 * The claims check (counsel/check.ts) and the dossier (counsel/dossier.ts), on a small fixture register,
 * record and copy, never the live ones: the copy changes as the brand works, and a change shows as
 * an entry awaiting counsel in the build, not a red test. One recogniser (counsel/claim-marks.ts)
 * says what is a claim; an unregistered one is named; each entry is pending, approved or changed
 * since approval; only `approve` writes approvals; the default build lists what awaits counsel by
 * page, the strict one refuses it, naming each; the dossier shows each entry's state where it
 * stands. The live site's own run is the build's (`reportClaims`, build/build.ts).
 */
import { afterEach, expect, test, vi } from 'vitest'
import {
  approvalStates,
  approve,
  checkPages,
  claimsOnPage,
  claimsVerdict,
  formatUnaccounted,
  movedSince,
  shownSentences,
  visibleText,
} from '../counsel/check'
import { type BuildIdentity, renderDossier } from '../counsel/dossier'
import type { ClaimEntry, Evidence } from '../counsel/register'

const entry = (id: string, texts: string[], evidence: Evidence = 'missing'): ClaimEntry => ({
  ...{ id, texts, evidence, about: `the ${id}`, kind: 'price', rules: ['233.1', 'cma'] },
})
const badge = 'Doctor-Recommended Health Assessment'
/** The fixture register: a price (no evidence yet), a badge (a record), one non-claim. */
const register = (price = '$97') => ({
  claimsRegister: [
    entry('price', [price, `Send My Kit for ${price}`]),
    entry('badge', [badge], { kind: 'record', ref: 'R-1' }),
  ],
  notClaims: [{ why: 'advice to see one’s own doctor', shape: /\btalk to your doctor\b/gi }],
})
/** The fixture site: a sales page and an order page; `headline` the sales page's. */
const site = (price = '$97', headline = badge, extra = '') => [
  { name: '/', title: '', description: '', html: `<h1>${headline}</h1><p>${price}</p>${extra}` },
  { name: '/order', title: '', description: '', html: `<p>Send My Kit for ${price}</p>` },
]
const check = (price = '$97', headline = badge, extra = '') =>
  checkPages(site(price, headline, extra), register(price))
const signed = { by: 'A. Counsel', on: '2026-11-26' }
const build: BuildIdentity = { commit: 'c0ffee', date: '2026-11-26', settings: 'x', manifest: 'ab' }

test.each<[line: string, what: string | null]>([
  ['Your Doctor Never Tested For This', 'the word "doctor"'],
  ['Trusted by 99% of doctors', 'a percentage'],
  ['CLINICALLY proven to work', 'the word "clinically"'],
  ['Approved by the fda', 'the word "FDA"'],
  ['Recommended by a Physician', 'the word "doctor"'],
  ['Dr. Morgan agrees', 'the word "doctor"'],
  ['Three X MORE energy', 'a multiple'],
  ['Ten times more sensitive', 'a multiple'],
  ['Verified by our experts', 'the word "verified"'],
  ['Stock is running low: few left', 'the word "left"'],
  ['Order today', 'the word "today"'],
  ['Backed by new research', 'a research claim'],
  ['Rated five stars', 'a rating'],
  ['Just $49', 'a price'],
  ['Join 2,000 others', 'a figure'],
  ['Please talk to your doctor first.', null],
  ['Talk to your doctor: 99% do', 'a percentage'],
  ['Not a doctor: talk to your doctor', 'the word "doctor"'],
])('"%s" on a page: %s, which no entry accounts for', (line, what) => {
  const text = visibleText(`<main><p>${line}</p></main>`)
  expect(claimsOnPage('/x', text, register()).unaccounted).toEqual(
    what ? [{ page: '/x', what, line }] : [],
  )
})

test('a page reads as a visitor reads it: inline text runs on, blocks break, names count', () => {
  const html =
    '<h2>Price</h2><p>Only <b>23</b>&nbsp;kits left<span class="block">today</span></p><img alt="A kit" src="k.png"><script>var x = "99%"</script><template><p>50%</p></template><!-- 7 -->'
  expect(visibleText(html)).toBe('Price\nOnly 23 kits left today\nA kit')
})

const trusted = 'Trusted by 99% of doctors'
test.each([
  ['before a registered phrase', `${trusted} ${badge}`, `${trusted} ${badge}`],
  ['after it', `${badge} ${trusted}`, `${badge} ${trusted}`],
  ['as its own block', `${badge}</h1><p>${trusted}`, trusted],
])('"Trusted by 99% of doctors" %s is named, by page and its whole line', (_, headline, line) => {
  const [home] = check('$97', headline)
  expect(home?.unaccounted.map(formatUnaccounted)).toEqual([
    `/: a percentage no register entry accounts for, in "${line}"`,
  ])
})

test('a discount is never filed under a health claim that shares its figure', () => {
  const stat: ClaimEntry = { ...entry('new-issues', ['84%']), kind: 'health', rules: ['health'] }
  const discount = entry('discount', ['84% off'])
  const text = visibleText('<p>Today 84% off</p><p>84% develop new health issues</p>')
  const { shown } = claimsOnPage('/x', text, { claimsRegister: [stat, discount], notClaims: [] })
  expect(shown.map(({ entry: { id }, seen }) => [id, seen])).toEqual([
    ['discount', ['84% off']],
    ['new-issues', ['84%']],
  ])
  // A health figure that is a price whole ('$2,847' a year of care) is still the health claim's.
  const cost: ClaimEntry = {
    ...entry('annual-cost', ['$2,847']),
    kind: 'health',
    rules: ['health'],
  }
  const costPage = claimsOnPage('/x', '$2,847', { claimsRegister: [cost], notClaims: [] })
  expect([costPage.shown.length, costPage.unaccounted]).toEqual([1, []])
  expect(shown.find(({ entry: { id } }) => id === 'new-issues')?.at).toBe(
    text.indexOf('84% develop'),
  )
})

test('every entry starts pending; the default build lists them by page; strict refuses each, and what lacks evidence', () => {
  const { lines, problems } = claimsVerdict(check(), register(), {})
  expect(lines).toEqual([
    'Claims: 2 shown; approved: 0, changed: 0, pending: 2; 1 without evidence; 0 not in the register. `npm run claims` writes the dossier for counsel (docs/claims.md).',
    'Awaiting counsel, by page:',
    '  /: pending: price, badge',
    '  /order: pending: price',
  ])
  expect(problems).toEqual([
    'price: pending: counsel has not approved it',
    'badge: pending: counsel has not approved it',
    'price: no evidence on record (the price)',
  ])
})

test('counsel approves sentences by page, name and day; a price changed after is "changed since approval", the sentences approved beside those now', () => {
  const record = approve(approvalStates(check(), register(), {}), register(), {}, ['all'], signed)
  expect(record).toEqual({
    price: { ...signed, sentences: { '/': ['$97'], '/order': ['Send My Kit for $97'] } },
    badge: { ...signed, sentences: { '/': [badge] } },
  })
  expect(claimsVerdict(check(), register(), record).problems).toEqual([
    'price: no evidence on record (the price)',
  ])
  const changed = claimsVerdict(check('$87'), register('$87'), record)
  expect(changed.lines.slice(1)).toEqual([
    'Awaiting counsel, by page:',
    '  /: changed: price',
    '  /order: changed: price',
    '  price: changed since approval by A. Counsel on 2026-11-26; approved, no longer shown: on /: "$97", on /order: "Send My Kit for $97"; not approved: on /: "$87", on /order: "Send My Kit for $87"; new: "$87" (a price), "for $87" (today\'s price)',
  ])
  expect(changed.problems[0]).toMatch(/^price: changed since approval by A\. Counsel/)
  // Counsel approves the new words, and the price is approved again: only its evidence is missing.
  const states = approvalStates(check('$87'), register('$87'), record)
  const again = approve(states, register('$87'), record, ['price'], { ...signed, on: '2026-11-27' })
  expect(again.badge).toBe(record.badge)
  expect(claimsVerdict(check('$87'), register('$87'), again).problems).toEqual([
    'price: no evidence on record (the price)',
  ])
  // A claim slipped inside an approved phrase is named with what it adds.
  const now = `${badge}, 99% agree`
  const slipped = {
    ...register(),
    claimsRegister: [entry('badge', [now], { kind: 'record', ref: 'R-1' })],
  }
  const page = { name: '/', title: '', description: '', html: `<h1>${now}</h1>` }
  expect(claimsVerdict(checkPages([page], slipped), slipped, record).problems).toEqual([
    `badge: changed since approval by A. Counsel on 2026-11-26; approved, no longer shown: on /: "${badge}"; not approved: on /: "${now}"; new: "99%" (a percentage)`,
  ])
  expect(() => approve(states, register(), record, ['prices'], signed)).toThrow(
    'no register entry has the id prices',
  )
})

const stat: ClaimEntry = {
  ...entry('new-issues', ['84%', 'develop new health issues']),
  kind: 'health',
  rules: ['health'],
}
const quiz = (html: string) =>
  checkPages([{ name: '/quiz', title: '', description: '', html }], {
    claimsRegister: [stat],
    notClaims: [],
  })
const statPage = '<p>84% develop new health issues</p>'

test('a new sentence sharing an approved figure is not approved: the default build names it, the strict one refuses it', () => {
  const register = { claimsRegister: [stat], notClaims: [] }
  const record = approve(
    approvalStates(quiz(statPage), register, {}),
    register,
    {},
    ['all'],
    signed,
  )
  const added = quiz(`${statPage}<p>84% of customers feel better in a week.</p>`)
  const { lines, problems } = claimsVerdict(added, register, record)
  const named =
    'new-issues: changed since approval by A. Counsel on 2026-11-26; not approved: on /quiz: "84% of customers feel better in a week."; new: "84%" (a percentage)'
  expect(lines).toContain(`  ${named}`)
  expect(problems[0]).toBe(named)
  // The same sentence on another page is not approved there either.
  const elsewhere = checkPages(
    [{ name: '/', title: '', description: '', html: statPage }],
    register,
  )
  expect(approvalStates(elsewhere, register, record)[0]?.state).toBe('changed')
})

test('what a change moved, by claim, sentence and page, approved or not; a figure new to a claim is named as new', () => {
  const before = shownSentences(quiz(statPage))
  expect(movedSince(before, before)).toEqual([])
  const typed = shownSentences(quiz('<p>84% develop new health issues, 93% within a year</p>'))
  expect(movedSince(before, typed)).toEqual([
    'new-issues: was on /quiz: "84% develop new health issues"; now on /quiz: "84% develop new health issues, 93% within a year"; new to it: "93%" (a percentage)',
  ])
  expect(movedSince(typed, shownSentences(quiz('')))).toEqual([
    'new-issues: was on /quiz: "84% develop new health issues, 93% within a year"; now shown nowhere',
  ])
})

test('a headline "Your Doctor Never Tested For This" is listed by the default build, and refused by the strict one', () => {
  const { lines, problems } = claimsVerdict(
    check('$97', 'Your Doctor Never Tested For This'),
    register(),
    {},
  )
  const named =
    '/: the word "doctor" no register entry accounts for, in "Your Doctor Never Tested For This"'
  expect(lines).toContain(`warning: ${named}`)
  expect(problems).toContain(named)
})

test('the dossier: counts by state at the top; each page’s claims in order, each with its state where it stands; changed, the whole sentences side by side; its build; a line to sign; nothing to fetch', () => {
  const record = {
    price: { ...signed, sentences: { '/': ['$97'], '/order': ['Send My Kit for $97'] } },
  }
  const moved = ['price: was on /: "$97"; now on /: "$87"']
  const report = check('$87', badge, '<p>Join 2,000 others</p>')
  const html = renderDossier({ ...register('$87'), report, record, moved }, build)
  expect(html).toMatch(
    /<p class="summary"><b>approved: 0, changed: 1, pending: 1<\/b>; <b>1 without evidence<\/b> \(“missing”\), of 2 claims the pages show; <b>1 not in the register<\/b>/,
  )
  expect(html).toContain(
    '<ul class="moved"><li>price: was on /: &quot;$97&quot;; now on /: &quot;$87&quot;</li></ul>',
  )
  const rows = [...html.matchAll(/<section data-page="([^"]*)">[\s\S]*?<\/section>/g)].map(
    ([section, page]) => [
      page,
      [...section.matchAll(/<tr data-claim="([^"]+)">/g)].map(([, id]) => id),
    ],
  )
  expect(rows).toEqual([
    ['/', ['badge', 'price']],
    ['/order', ['price']],
  ])
  const row = (id: string) => html.split('<tr data-claim=').find((r) => r.startsWith(`"${id}"`))
  expect(row('badge')).toContain('<b>pending: counsel has not approved it</b>')
  expect(row('price')).toContain(
    '<b>changed since approval by A. Counsel on 2026-11-26</b><table class="wording"><tr><th>Approved</th><th>Now</th></tr><tr><td>/: <q>$97</q><br>/order: <q>Send My Kit for $97</q></td><td>/: <q>$87</q><br>/order: <q>Send My Kit for $87</q></td></tr></table>',
  )
  expect(row('price')).toContain('>missing<')
  expect(row('badge')).toContain('record: R-1')
  const approved = renderDossier({ ...register(), report: check(), record, moved: [] }, build)
  expect(approved).toContain('<p>Nothing since the build before it.</p>')
  expect(approved).toContain('<b>approved by A. Counsel on 2026-11-26</b>')
  for (const fact of Object.values(build)) expect(html).toContain(fact)
  expect(html).toMatch(/Name: _+ Date: _+ Signature: _+/)
  expect(html).not.toMatch(/\ssrc=|<link|@import|url\(|https?:\/\//)
})

afterEach(() => vi.unstubAllEnvs())

test('the register: each entry once, citing a US and a UK rule; a dated figure’s record is its setting and its day, unset missing', async () => {
  vi.stubEnv('VITE_KITS_LEFT_AT_PRICE', '19@2026-11-23')
  vi.stubEnv('VITE_MASTERCLASS_STARTS_AT', '2026-12-03T19:00:00-05:00')
  vi.resetModules()
  const { claimsRegister, notClaims } = await import('../counsel/register')
  // The register's own form: ids once, a US rule and a UK one each, a reason for each non-claim.
  expect(new Set(claimsRegister.map((e) => e.id)).size).toBe(claimsRegister.length)
  const cited = claimsRegister.filter(
    (e) => new Set(e.rules.map((r) => r.startsWith('cma'))).size === 2,
  )
  expect(cited).toHaveLength(claimsRegister.length)
  for (const { why } of notClaims) expect(why.length).toBeGreaterThan(10)
  const records = ['kits-left-at-price', 'masterclass-countdown', 'claimed-percent'].map(
    (id) => claimsRegister.find((entry) => entry.id === id)?.evidence,
  )
  expect(records).toEqual([
    { kind: 'setting', ref: 'VITE_KITS_LEFT_AT_PRICE=19', date: '2026-11-23' },
    { kind: 'setting', ref: 'VITE_MASTERCLASS_STARTS_AT=2026-12-03T19:00:00-05:00' },
    'missing',
  ])
})
