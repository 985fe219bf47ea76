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
import { type Approvals, type ClaimEntry, type ClaimRule, claimRules } from '@/content/claims'
import { sitePages } from '@/pages'
import { clientDir } from '../build/build-dirs'
import {
  type ClaimsRenderer,
  checkClaims,
  claimsOnPage,
  claimsVerdict,
  formatUnaccounted,
  type PageClaims,
  pageText,
  type ShownPage,
  shownPages,
  visibleText,
} from '../build/claims'
import { approve, type BuildIdentity, renderDossier } from '../ops/claims'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** A rule as the dossier names it: its citation, before the colon. */
const ruleName = (rule: ClaimRule) => claimRules[rule].split(':')[0] ?? rule

/** The server renderer and the register, as the modules read the settings now. */
const renderer = async () => (await import('@/entry-server')) as ClaimsRenderer

let site: Promise<{
  pages: ShownPage[]
  report: PageClaims[]
  register: readonly ClaimEntry[]
  approvals: Approvals
}>
/** The site as built with no setting: rendered and checked once for the tests that read it. */
function defaultSite() {
  site ??= renderer().then(async (server) => ({
    pages: await shownPages(server),
    report: await checkClaims(server),
    register: server.claimsRegister,
    approvals: server.claimApprovals,
  }))
  return site
}

const build: BuildIdentity = {
  commit: 'c0ffee',
  date: '2026-11-25T12:00:00.000Z',
  settings: 'every setting at its default',
  manifest: 'SHA-256 ab12',
}

describe('the claims check', () => {
  test('every page and each tier’s results: each claim word and figure is in the register', async () => {
    const { report } = await defaultSite()
    expect(report.map((page) => page.page)).toEqual([
      ...sitePages.map((page) => (page.routed ? page.path : `404 (${page.url})`)),
      '/quiz (results, low)',
      '/quiz (results, moderate)',
      '/quiz (results, high)',
    ])
    expect(report.flatMap((page) => page.unaccounted).map(formatUnaccounted)).toEqual([])
  })

  test('an unregistered figure added to any page fails, naming the page and the text', async () => {
    const { pages } = await defaultSite()
    const { claimsRegister, notClaims } = await renderer()
    for (const page of pages) {
      const html = `${page.html}<footer><p>99% of doctors agree</p></footer>`
      const { unaccounted } = claimsOnPage(
        page.name,
        pageText({ ...page, html }),
        claimsRegister,
        notClaims,
      )
      expect(unaccounted.map(formatUnaccounted)).toEqual([
        `${page.name}: a percentage no register entry accounts for, in "99% of doctors agree"`,
      ])
    }
  })

  test.each([
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
  ])('"%s" on a page is %s no entry accounts for', async (line, what) => {
    const { claimsRegister, notClaims } = await renderer()
    const text = visibleText(`<main><h1>A page</h1><p>${line}</p></main>`)
    expect(claimsOnPage('/x', text, claimsRegister, notClaims).unaccounted).toEqual([
      { page: '/x', what, line },
    ])
  })

  test.each([
    'Figures as of 24 Nov 2026',
    '131 people started it on 24 Nov',
    'Taken on November 25, 2026',
  ])('a date is no claim: "%s" leaves only what the register must hold', async (line) => {
    const { claimsRegister, notClaims } = await renderer()
    const found = claimsOnPage('/x', line, claimsRegister, notClaims).unaccounted
    expect(found.map((finding) => finding.line)).toEqual(
      line.startsWith('131') ? ['131 people started it on'] : [],
    )
  })

  test('a registered figure inside a longer number is not that claim: 127 in 127.0.0.1:4331', async () => {
    const { claimsRegister, notClaims } = await renderer()
    const line = 'The player comes from 127.0.0.1:4331.'
    const { shown, unaccounted } = claimsOnPage('/x', line, claimsRegister, notClaims)
    expect(shown).toEqual([])
    expect(unaccounted.map((finding) => finding.line)).toEqual([line])
  })

  test('a page reads as a visitor reads it: inline text runs on, blocks break, names count', () => {
    expect(
      visibleText(
        '<h2>Price</h2><p>Only <b>23</b>&nbsp;kits left<span class="block">today</span></p><img alt="A kit" src="k.png"><script>var x = "99%"</script><template><p>50%</p></template><!-- 7 -->',
      ),
    ).toBe('Price\nOnly 23 kits left today\nA kit')
  })

  test('every entry is shown on some page, and the allow-list stays small and says why', async () => {
    const { report, register } = await defaultSite()
    const shown = new Set(report.flatMap((page) => page.shown.map(({ entry }) => entry.id)))
    expect(register.filter((entry) => !shown.has(entry.id)).map((entry) => entry.id)).toEqual([])
    expect(new Set(register.map((entry) => entry.id)).size).toBe(register.length)
    const { notClaims } = await renderer()
    expect(notClaims.length).toBeLessThanOrEqual(10)
    for (const allowed of notClaims) expect(allowed.why.length).toBeGreaterThan(10)
    // Counsel answers to both: each claim cites a US rule and a UK one.
    const uk = (rule: ClaimRule) => rule.startsWith('cma')
    const uncited = register.filter((entry) => !entry.rules.some(uk) || entry.rules.every(uk))
    expect(uncited.map((entry) => entry.id)).toEqual([])
  })

  test('the experts’ relationship with the brand stands wherever they endorse', async () => {
    const { report } = await defaultSite()
    const on = (id: string) =>
      report.filter((page) => page.shown.some(({ entry }) => entry.id === id)).map((p) => p.page)
    const endorsing = on('doctor-endorsement')
    expect(endorsing.length).toBeGreaterThan(3)
    expect(on('material-connection')).toEqual(expect.arrayContaining(endorsing))
    expect(on('material-connection')).toEqual(
      expect.arrayContaining(['/quiz (results, low)', '/quiz (results, high)']),
    )
  })
})

describe('the evidence', () => {
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
      const record = (id: string) =>
        server.claimsRegister.find((entry) => entry.id === id)?.evidence
      expect(record('kits-left-at-price')).toEqual({
        kind: 'setting',
        ref: 'VITE_KITS_LEFT_AT_PRICE=19',
        date: '2026-11-23',
      })
      expect(record('masterclass-countdown')).toEqual({
        kind: 'setting',
        ref: `VITE_MASTERCLASS_STARTS_AT=${startsAt}`,
      })
      expect(record('claimed-percent')).toBe('missing')
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

  test('by default the build keeps the copy and says in a line how many lack evidence', async () => {
    const { report, register, approvals } = await defaultSite()
    const missing = register.filter((entry) => entry.evidence === 'missing').length
    expect(missing).toBeGreaterThan(0)
    expect(claimsVerdict(report, register, false, approvals)).toEqual([
      `Claims: ${missing} of ${register.length} without evidence; \`npm run claims\` lists them for counsel (docs/claims.md).`,
    ])
  })

  test('strict, the build refuses while any evidence is missing, naming each claim', async () => {
    const { report, register, approvals } = await defaultSite()
    const verdict = () => claimsVerdict(report, register, true, approvals)
    expect(verdict).toThrow(/VITE_CLAIMS_STRICT=true and \d+ claim\(s\) lack a record/)
    for (const entry of register.filter((e) => e.evidence === 'missing')) {
      expect(verdict).toThrow(`  ${entry.id}: no evidence on record`)
    }
    const recorded = register.map((entry) => ({
      ...entry,
      evidence: { kind: 'record', ref: `file ${entry.id}` } as const,
    }))
    expect(claimsVerdict(report, recorded, true, approvals)).toEqual([
      `Claims: all ${register.length} have evidence on record.`,
    ])
    const unregistered = [
      {
        ...report[0],
        page: '/',
        unaccounted: [{ page: '/', what: 'a figure', line: '7 of 8' }],
        shown: [],
      },
    ]
    expect(() => claimsVerdict(unregistered, recorded, true, approvals)).toThrow(
      '/: a figure no register entry accounts for, in "7 of 8"',
    )
  })
})

describe('counsel’s approval of the wording (src/content/claims-approved.json)', () => {
  const badge = 'Doctor-Recommended Health Assessment'
  const slipped = `${badge} Trusted by 99% of cardiologists.`
  const home = sitePages.find((page) => page.url === '/')

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
    const { claimsRegister, notClaims, claimApprovals } = await renderer()
    // A copy edit reaches the page and the register's entry alike: the entry reads the content.
    const built = await readFile(join(clientDir, home?.file ?? ''), 'utf8')
    expect(built).toContain(badge)
    const html = built.replaceAll(badge, wording)
    const register = claimsRegister.map((entry) => ({
      ...entry,
      texts: entry.id === 'doctor-recommended' ? [wording] : entry.texts,
      evidence: { kind: 'record', ref: `file ${entry.id}` } as const,
    }))
    const text = pageText({ name: '/', title: '', description: '', html })
    const report = [claimsOnPage('/', text, register, notClaims)]
    const verdict = () => claimsVerdict(report, register, true, claimApprovals)
    if (failure === null) {
      expect(verdict()).toEqual([`Claims: all ${register.length} have evidence on record.`])
    } else {
      expect(verdict).toThrow(failure)
      // Counsel approves the new words (`--approve doctor-recommended`): the build passes again.
      const approved = approve(report, register, claimApprovals, ['doctor-recommended'], 'today')
      expect(claimsVerdict(report, register, true, approved)).toHaveLength(1)
    }
    const row = renderDossier(report, register, claimApprovals, build).match(
      /<tr data-claim="doctor-recommended">[\s\S]*?<\/tr>/,
    )?.[0]
    expect(row).toContain(dossierCell)
    expect(row).toContain(failure ? 'changed since approval' : 'approved on')
  })
})

describe('the dossier for counsel (`npm run claims`)', () => {
  test('lists every claim of every page, in the page’s order, with its rules and evidence', async () => {
    const { report, register, approvals } = await defaultSite()
    const html = renderDossier(report, register, approvals, build)
    const pages = [...html.matchAll(/<section data-page="([^"]*)">([\s\S]*?)<\/section>/g)]
    expect(pages.map(([, page]) => page)).toEqual(report.map((page) => page.page))
    for (const [index, [, , section = '']] of pages.entries()) {
      const rows = [...section.matchAll(/<tr data-claim="([^"]+)">([\s\S]*?)<\/tr>/g)]
      const page = report[index]
      expect(rows.map(([, id]) => id)).toEqual(page?.shown.map(({ entry }) => entry.id))
      for (const [[, , row = ''], shown] of rows.map((r, n) => [r, page?.shown[n]] as const)) {
        expect(row).toContain(
          shown?.entry.evidence === 'missing' ? '>missing<' : 'class="evidence"',
        )
        for (const rule of shown?.entry.rules ?? []) expect(row).toContain(ruleName(rule))
      }
    }
    expect(report.reduce((sum, page) => sum + page.shown.length, 0)).toBeGreaterThan(150)
  })

  test('is one page that fetches nothing, prints, names its build and has a line to sign', async () => {
    const { report, register, approvals } = await defaultSite()
    const html = renderDossier(report, register, approvals, build)
    expect(html).not.toMatch(/\ssrc=|<link|@import|url\(|https?:\/\//)
    expect(html).toContain('@media print')
    for (const fact of Object.values(build)) expect(html).toContain(fact)
    expect(html).toMatch(/Name: _+ Date: _+ Signature: _+/)
    // The index lists each page's claims by number, and each row gives its number and id.
    expect(html).toContain(`<a href="#page-1">/</a>: 1, `)
    expect(html).toContain(`<td>1<br><code>${register[0]?.id}</code></td>`)
  })
})
