/**
 * The claims register (src/content/claims.ts) against every page and screen the site shows, as the
 * build's server renderer draws them (build/claims.ts): each claim word and figure is a register
 * entry or one of the few named non-claims; an unregistered one added to any page fails, naming the
 * page and the text; each entry is shown somewhere; a phrase on the built pages that differs from
 * the wording counsel approved is named; the dossier (`npm run claims`) lists every claim of every
 * page in the page's order; the strict build refuses a claim without a record or approval.
 * The built site's own run of the check is the build's (`reportClaims`, build/build.ts).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { type ClaimEntry, claimRules } from '@/content/claims'
import { sitePages } from '@/pages'
import { clientDir } from '../build/build-dirs'
import {
  approve,
  type ClaimsRenderer,
  checkClaims,
  checkPages,
  claimsOnPage,
  claimsVerdict,
  formatUnaccounted,
  shownPages,
  visibleText,
} from '../build/claims'
import { type BuildIdentity, renderDossier } from '../ops/claims'

afterEach(() => vi.resetModules())

/** The server renderer and the register, as the modules read the settings now. */
const renderer = async () => (await import('@/entry-server')) as ClaimsRenderer

/** The site as built with no setting: rendered and checked once for the tests that read it. */
async function load() {
  const server = await renderer()
  const pages = await shownPages(server)
  return { server, pages, report: checkPages(pages, server) }
}
let site: ReturnType<typeof load> | undefined
const defaultSite = () => (site ??= load())

/** Every entry with a record on file: what is left to fail is the words. */
const recorded = (register: readonly ClaimEntry[]) =>
  register.map((entry) => ({ ...entry, evidence: { kind: 'record', ref: entry.id } as const }))

const build: BuildIdentity = { commit: 'c0ffee', date: '2026-11-25', settings: 'x', manifest: 'ab' }

test('every page and each tier’s results: each claim word and figure is in the register', async () => {
  const { report } = await defaultSite()
  expect(report.map((page) => page.page)).toEqual([
    ...sitePages.map((page) => (page.routed ? page.path : `404 (${page.url})`)),
    ...['low', 'moderate', 'high'].map((tier) => `/quiz (results, ${tier})`),
  ])
  expect(report.flatMap((page) => page.unaccounted).map(formatUnaccounted)).toEqual([])
})

test('an unregistered figure added to any page fails, naming the page and the text', async () => {
  const { pages, server } = await defaultSite()
  for (const page of pages) {
    const html = `${page.html}<footer><p>99% of doctors agree</p></footer>`
    expect(checkPages([{ ...page, html }], server)[0]?.unaccounted.map(formatUnaccounted)).toEqual([
      `${page.name}: a percentage no register entry accounts for, in "99% of doctors agree"`,
    ])
  }
})

test.each<[line: string, what: string | null, left?: string]>([
  ['Clinically proven to work', 'the word "clinically"'],
  ['Approved by the FDA', 'the word "FDA"'],
  ['Only 3 left!', 'the word "left"'],
  ['Verified by our experts', 'the word "verified"'],
  ['3x more energy', 'a multiple'],
  ['Ten times more sensitive', 'a multiple'],
  ['Join 12 of your neighbours', 'a figure'],
  ['Join 2,000 others', 'a figure'],
  ['Just $49', 'a dollar amount'],
  ['Order today', 'the word "today"'],
  ['Stock is running low: few left', 'the word "left"'],
  ['Backed by new research', 'a research claim'],
  ['Rated five stars', 'a rating'],
  ['Recommended by a physician', 'the word "doctor"'],
  // A date is no claim; what stands beside it still is.
  ['Figures as of 24 Nov 2026', null],
  ['Taken on November 25, 2026', null],
  ['131 people started it on 24 Nov', 'a figure', '131 people started it on'],
  // A registered figure inside a longer number is not it: the intro's '127' in an address.
  ['The player comes from 127.0.0.1:4331.', 'a figure'],
])('"%s" on a page: %s, which no entry accounts for', async (line, what, left = line) => {
  const text = visibleText(`<main><h1>A page</h1><p>${line}</p></main>`)
  expect(claimsOnPage('/x', text, await renderer()).unaccounted).toEqual(
    what ? [{ page: '/x', what, line: left }] : [],
  )
})

test('a page reads as a visitor reads it: inline text runs on, blocks break, names count', () => {
  const html =
    '<h2>Price</h2><p>Only <b>23</b>&nbsp;kits left<span class="block">today</span></p><img alt="A kit" src="k.png"><script>var x = "99%"</script><template><p>50%</p></template><!-- 7 -->'
  expect(visibleText(html)).toBe('Price\nOnly 23 kits left today\nA kit')
})

test('every entry is shown on some page, and the allow-list stays small and says why', async () => {
  const { report, server } = await defaultSite()
  const { claimsRegister: register, notClaims } = server
  const shown = new Set(report.flatMap((page) => page.shown.map(({ entry }) => entry.id)))
  expect(register.filter((entry) => !shown.has(entry.id)).map((entry) => entry.id)).toEqual([])
  expect(new Set(register.map((entry) => entry.id)).size).toBe(register.length)
  expect(notClaims.length).toBeLessThanOrEqual(10)
  for (const allowed of notClaims) expect(allowed.why.length).toBeGreaterThan(10)
  // Counsel answers to both: each claim cites a US rule and a UK one.
  const cited = (entry: ClaimEntry) => entry.rules.map((rule) => rule.startsWith('cma'))
  const uncited = register.filter((entry) => new Set(cited(entry)).size < 2)
  expect(uncited.map((entry) => entry.id)).toEqual([])
})

test('the experts’ relationship with the brand stands wherever they endorse', async () => {
  const { report } = await defaultSite()
  const on = (id: string) =>
    report.filter((page) => page.shown.some(({ entry }) => entry.id === id)).map((p) => p.page)
  const endorsing = on('doctor-endorsement')
  expect(endorsing.length).toBeGreaterThan(3)
  expect(on('material-connection')).toEqual(
    expect.arrayContaining([...endorsing, '/quiz (results, low)', '/quiz (results, high)']),
  )
})

test.each([
  ['2026-12-03T19:00:00-05:00', 'to come'],
  ['2026-11-20T19:00:00Z', 'passed'],
])(
  'a dated figure’s record is its setting; the masterclass start %s (%s) and an offer end set, every page passes and the countdown is on the results only',
  async (startsAt) => {
    vi.stubEnv('VITE_KITS_LEFT_AT_PRICE', '19@2026-11-23')
    vi.stubEnv('VITE_OFFER_EXPIRES_IN_HOURS', '36@2026-11-25')
    vi.stubEnv('VITE_MASTERCLASS_STARTS_AT', startsAt)
    vi.resetModules()
    const server = await renderer()
    const records = ['kits-left-at-price', 'masterclass-countdown', 'claimed-percent'].map(
      (id) => server.claimsRegister.find((entry) => entry.id === id)?.evidence,
    )
    expect(records).toEqual([
      { kind: 'setting', ref: 'VITE_KITS_LEFT_AT_PRICE=19', date: '2026-11-23' },
      { kind: 'setting', ref: `VITE_MASTERCLASS_STARTS_AT=${startsAt}` },
      'missing',
    ])
    const report = await checkClaims(server)
    expect(report.flatMap((page) => page.unaccounted).map(formatUnaccounted)).toEqual([])
    const countdownOn = report.filter((page) =>
      page.shown.some(({ entry }) => entry.id === 'masterclass-countdown'),
    )
    expect(countdownOn.map((page) => page.page)).toEqual(
      ['low', 'moderate', 'high'].map((tier) => `/quiz (results, ${tier})`),
    )
  },
)

test('by default the build says how many lack evidence; strict, it refuses, naming each', async () => {
  const { report, server } = await defaultSite()
  const all = server.claimsRegister.length
  const missing = server.claimsRegister.filter((entry) => entry.evidence === 'missing')
  expect(claimsVerdict(report, server, false)).toEqual([
    `Claims: ${missing.length} of ${all} without evidence; \`npm run claims\` lists them for counsel (docs/claims.md).`,
  ])
  const strict = () => claimsVerdict(report, server, true)
  expect(strict).toThrow(/VITE_CLAIMS_STRICT=true and \d+ claim\(s\) lack a record/)
  for (const entry of missing) expect(strict).toThrow(`  ${entry.id}: no evidence on record`)
  const withRecords = { ...server, claimsRegister: recorded(server.claimsRegister) }
  expect(claimsVerdict(report, withRecords, true)).toEqual([
    `Claims: all ${all} have evidence on record.`,
  ])
  const unaccounted = [{ page: '/', what: 'a figure', line: '7 of 8' }]
  expect(() => claimsVerdict([{ page: '/', unaccounted, shown: [] }], withRecords, true)).toThrow(
    '/: a figure no register entry accounts for, in "7 of 8"',
  )
})

describe('counsel’s approval of the wording (src/content/claims-approved.json)', () => {
  const badge = 'Doctor-Recommended Health Assessment'
  const slipped = `${badge} Trusted by 99% of cardiologists.`

  test.each([
    [
      'a claim slipped inside a registered phrase',
      slipped,
      `/: doctor-recommended changed since approval: "${badge}" -> "${slipped}"; adds "99%" (a percentage), which its entry does not declare`,
      `${badge}<ins> Trusted by 99% of cardiologists.</ins>`,
    ],
    [
      'a changed phrase',
      'Doctor-Recommended Health Check',
      `/: doctor-recommended changed since approval: "${badge}" -> "Doctor-Recommended Health Check"`,
      'Doctor-Recommended Health <del>Assessment</del><ins>Check</ins>',
    ],
    ['the approved phrase', badge, null, 'approved on '],
  ])('%s, on the built page: "%s"', async (_, wording, failure, dossierCell) => {
    const server = await renderer()
    const built = await readFile(join(clientDir, 'index.html'), 'utf8')
    expect(built).toContain(badge)
    // A copy edit reaches the page and the register's entry alike: the entry reads the content.
    const html = built.replaceAll(badge, wording)
    const claimsRegister = recorded(server.claimsRegister).map((entry) =>
      entry.id === 'doctor-recommended' ? { ...entry, texts: [wording] } : entry,
    )
    const edited = { ...server, claimsRegister }
    const report = checkPages([{ name: '/', title: '', description: '', html }], edited)
    const verdict = () => claimsVerdict(report, edited, true)
    if (failure === null) {
      expect(verdict()).toEqual([`Claims: all ${claimsRegister.length} have evidence on record.`])
    } else {
      expect(verdict).toThrow(failure)
      // Counsel approves the new words (`--approve doctor-recommended`): the build passes again.
      const claimApprovals = approve(report, edited, ['doctor-recommended'], { date: 'today' })
      expect(claimsVerdict(report, { ...edited, claimApprovals }, true)).toHaveLength(1)
    }
    const row = renderDossier({ ...edited, report }, build).match(
      /<tr data-claim="doctor-recommended">[\s\S]*?<\/tr>/,
    )?.[0]
    expect(row).toContain(dossierCell)
    expect(row).toContain(failure ? 'changed since approval' : 'approved on')
  })
})

test('the dossier (`npm run claims`): every claim of every page in its order, with its number, rules and evidence; its build; a line to sign; nothing to fetch', async () => {
  const { report, server } = await defaultSite()
  const html = renderDossier({ ...server, report }, build)
  const sections = [...html.matchAll(/<section data-page="([^"]*)">([\s\S]*?)<\/section>/g)]
  expect(sections.map(([, page]) => page)).toEqual(report.map((page) => page.page))
  for (const [n, [, , section = '']] of sections.entries()) {
    const rows = [...section.matchAll(/<tr data-claim="([^"]+)">([\s\S]*?)<\/tr>/g)]
    const shown = report[n]?.shown ?? []
    expect(rows.map(([, id]) => id)).toEqual(shown.map(({ entry }) => entry.id))
    for (const [i, { entry }] of shown.entries()) {
      const row = rows[i]?.[2]
      expect(row).toContain(entry.evidence === 'missing' ? '>missing<' : 'class="evidence"')
      for (const rule of entry.rules) expect(row).toContain(claimRules[rule].split(':')[0])
    }
  }
  // The index lists each page's claims by number, and each row gives its number and id.
  expect(html).toContain(`<a href="#page-1">/</a>: 1, `)
  expect(html).toContain(`<td>1<br><code>${server.claimsRegister[0]?.id}</code></td>`)
  for (const fact of Object.values(build)) expect(html).toContain(fact)
  expect(html).toMatch(/Name: _+ Date: _+ Signature: _+/)
  expect(html).toContain('@media print')
  expect(html).not.toMatch(/\ssrc=|<link|@import|url\(|https?:\/\//)
})
