/**
 * The build-time settings (src/config/settings.ts) as a marketer and the build see them: each
 * rule's good and bad values, the defaults, the build's clock (given here, never the machine's),
 * unknown names, the env a build reads, and `npm run build` stopping. The docs' tables of the
 * settings are tests/generated-docs.test.ts's.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'
import {
  type BuildEnv,
  readSettings,
  type SettingName,
  settingsSchema,
  viteSwitches,
} from '@/config/settings'
import { rootDir } from '../build/build-dirs'
import { readBuildEnv } from '../build/settings'
import { now, problemsOf, proofSet } from './support/settings'

/** The settings some are read only with, set beside each value read. */
const companions: BuildEnv = {
  VITE_LAB_NAME: 'Northfield Clinical Laboratories',
  VITE_LAB_ACCREDITATION: 'CAP',
  VITE_LAB_ACCREDITATION_ID: '05D1234567',
  VITE_REVIEWS: 'Trustpilot|4.7|1,234@2026-11-20',
  // Set together, the stories no more than the people tested, whichever of the two is read.
  VITE_PEOPLE_TESTED: `${Number.MAX_SAFE_INTEGER}@2026-11-20`,
  VITE_STORIES_SHARED: '0@2026-11-20',
}
const readAs = (name: SettingName, value: string) =>
  readSettings({ ...companions, [name]: value }, now).rows.find(([row]) => row === name)?.[1]
const x = (n: number) => 'x'.repeat(n)

/** Each rule on a setting that keeps it: good values (with what each reads as, if not itself), bad ones. */
// biome-ignore format: a table, one rule to a row
const ruleTable: [SettingName, (string | [string, unknown])[], string[]][] = [
  ['VITE_VSL_STORE_URL', [['HTTPS://Shop.Example.com', 'https://shop.example.com/'], 'https://example.com/r?c=fall#form',
      'https://example.com/r?email=a@b.example', 'https://example.com/@host',
      'http://127.0.0.1:4401/player.js'], // the browser tests' stand-in video host
    ['shop.example.com/kit', 'javascript:alert(1)', 'https://cdn example.com/p', 'https://s.example/p"',
      "https://s.example/p'", 'https://s.example/p`', 'https://s.example/<p>', 'https://s.example/p\\q',
      'https://user:secret@s.example/kit', 'https://user@s.example/kit', 'https://:secret@s.example/kit',
      'https://@s.example/kit', 'http://user:pw@127.0.0.1:4401/p.js', 'http://s.example/kit', 'ftp://s.example/kit',
      '//s.example/kit', 'https://']],
  ['VITE_SITE_URL', [['https://www.example.com/shop/', 'https://www.example.com/shop'], 'https://www.example.com'],
    ['https://s.example/?ref=ad', 'https://s.example/#top', 'https://u:p@s.example', 's.example']],
  ['VITE_VIDEO_PLAYER_GLOBAL', ['$player_2'], ['smart-player', '2player', 'a b', 'window.player']],
  ['VITE_VIDEO_EMBED_ID', ['vid-main_2'], ['#vid', '2vid', 'vid main', 'vid"><script>', '-vid']],
  ['VITE_COMPANY_NAME', ['Acme Labs, LLC'], ['Acme\nLLC', x(101), ' Acme', 'Acme ', 'Acme\tLabs']],
  ['VITE_COMPANY_ADDRESS', [['1 Main St ; Springfield, IL', ['1 Main St', 'Springfield, IL']]],
    ['1 Main St, Springfield', '1 Main St;; Springfield', '1 Main St', '1;2;3;4;5;6', `${x(81)};b`]],
  ['VITE_COMPANY_EMAIL', ['help@acme.example', 'first.last+kit@mail.example.co.uk', 'a_b-c@x-y.example', `${x(64)}@a.example`],
    ['support.acme.example', 'help"@acme.example', '<help@acme.example>', 'Help <help@acme.example>',
      'help @acme.example', 'help@acme', 'help@acme.example.', '.help@acme.example', 'help.@acme.example',
      'he..lp@acme.example', 'help@-acme.example', 'help@acme..example', 'help?subject=x@acme.example',
      'help#x@acme.example', 'help%40x@acme.example', 'help@@acme.example', `${x(65)}@acme.example`,
      `help@${x(64)}.example`, `${x(64)}@${x(60)}.${x(60)}.${x(60)}.example`]],
  ['VITE_COMPANY_PHONE', ['+1 (555) 010-2030', '+44 20 7946 0958', '5550102030', '123456789012345'],
    ['555-010', '555.010.2030', '1-800-FLOWERS', '555 010 2030 ext. 4', '1+555 010 2030', '1'.repeat(16)]],
  ['VITE_MASTERCLASS_STARTS_AT', ['2026-12-03T19:00:00-05:00', '2026-12-03T19:00Z', '2026-12-03T19:00:30.250+05:30'],
    ['2026-12-03T19:00:00', /* no offset: each visitor's zone would count to another instant */ '2026-12-03 19:00:00Z',
      '2026-12-03', '2026-02-29T19:00:00Z', '2026-12-03T24:00:00Z', '2026-12-03T19:60:00Z',
      '2026-12-03T19:00:00+15:00', '2026-12-03T19:00:00+0500', 'Thu, 03 Dec 2026 19:00:00 GMT', '1796342400000']],
  ['VITE_KITS_LEFT_THIS_MONTH', [['47,832@2026-11-24', { value: 47_832, asOf: '2026-11-24' }],
      ['0@2024-02-29', { value: 0, asOf: '2024-02-29' }]],
    ['212', '@2026-11-24', '212@', '212 @ 2026-11-24', '212@24 Nov 2026', '212@2026-11-31', '-5@2026-11-24',
      '2.5@2026-11-24', '21,2@2026-11-24', '99999999999999999@2026-11-24']],
  ['VITE_CLAIMED_PERCENT', [['100@2026-11-22', { value: 100, asOf: '2026-11-22' }]],
    ['101@2026-11-24', '-1@2026-11-24', '64', '64%@2026-11-24', '64@2026-11-31']],
  ['VITE_LAB_ACCREDITATION', ['CLIA', 'ISO 15189'], ['C', '15189', 'CLIA ', 'CLIA<script>', x(41)]],
  ['VITE_LAB_ACCREDITATION_ID', ['CAP-7191582'], ['12', '-05D1234567', '05D 1234567', '05D1234567/']],
  ['VITE_REVIEWS', [
      ['Feefo|9.1/10|87@2026-11-25', { source: 'Feefo', score: 9.1, scale: 10, count: 87, asOf: '2026-11-25' }],
      ['R|96/100|1,234@2026-11-01', { source: 'R', score: 96, scale: 100, count: 1234, asOf: '2026-11-01' }]],
    // Over its scale, a scale no platform uses; a count not whole; no count, platform or day; no such day.
    ['T|5.1|1234@2026-11-20', 'T|4.7/7|1234@2026-11-20', 'T|11/10|1234@2026-11-20', 'T|-4.7|1234@2026-11-20',
      'T|4.7|-3@2026-11-20', 'T|4.7|12.5@2026-11-20', 'T|4.7@2026-11-20', '|4.7|1234@2026-11-20',
      ' T|4.7|1234@2026-11-20', 'T|4.7|1234', 'T|4.7|1234@2026-02-30']],
  ['VITE_CLAIMS_STRICT', [['true', true]], ['TRUE', '1', 'yes']],
]

test.each(ruleTable)(
  '%s reads each good value; refuses each bad one, naming itself, the value and what is expected',
  (setting, good, bad) => {
    for (const value of good) {
      const [written, read] = typeof value === 'string' ? [value, value] : value
      expect(readAs(setting, written), written).toEqual(read)
    }
    for (const value of bad) {
      expect(problemsOf({ [setting]: value }), value).toEqual([
        `${setting}=${JSON.stringify(value)} is not ${settingsSchema[setting].rule.expected}`,
      ])
    }
  },
)

test('every setting keeps its rule: the first bad value of its rule is refused', () => {
  const badOf = new Map(ruleTable.map(([setting, , bad]) => [settingsSchema[setting].rule, bad[0]]))
  for (const [name, { rule }] of Object.entries(settingsSchema)) {
    expect(problemsOf({ [name]: badOf.get(rule) }), name).toEqual([
      `${name}=${JSON.stringify(badOf.get(rule))} is not ${rule.expected}`,
    ])
  }
})

// What the pages show with every setting unset (the spec's copy, undated, no proof, no phone) is
// tests/urgency.test.tsx's, tests/proof.test.tsx's and tests/pages.test.tsx's.
test('an empty setting is an unset one; unset ones warn of nothing, name no site and are not strict', () => {
  const defaults = readSettings({}, now)
  const empty = Object.fromEntries(Object.keys(settingsSchema).map((name) => [name, '']))
  expect(readSettings(empty, now)).toEqual(defaults)
  expect(defaults.rows.every(([, , unset]) => unset)).toBe(true)
  expect(defaults.warnings).toEqual([])
  // No canonical URL until the brand gives its own; a build that lists claims, not refuses them.
  expect(defaults.settings.site).toEqual({ url: null, claimsStrict: false })
})

const clock = '2026-11-25T12:00:00.000Z'
const toCome = (name: string, value: string, day: string) =>
  `${name}="${value}" is dated ${day}, a day that has not begun yet (the build's clock reads ${clock}): a figure is true as of a day that has come`

test.each([
  ['VITE_KITS_LEFT_THIS_MONTH', '212@2026-11-25', null], // today
  ['VITE_KITS_LEFT_THIS_MONTH', '212@2026-11-26', null], // begun at UTC+14 (Kiribati) by 10:00 UTC
  ['VITE_MASTERCLASS_SPOTS_LEFT', '655@2026-11-27', '2026-11-27'],
  ['VITE_MASTERCLASS_SPOTS_LEFT', '655@2027-01-01', '2027-01-01'],
  ['VITE_REVIEWS', 'Trustpilot|4.7|1,234@2026-11-27', '2026-11-27'],
])(
  '%s=%s against the build’s clock: refused as dated %s, a day to come (null: read)',
  (name, value, day) => {
    expect(problemsOf({ [name]: value })).toEqual(day ? [toCome(name, value, day)] : [])
  },
)

// The pages' words for the short name: 'a CLIA-certified-accredited laboratory', its number unchecked.
test.each([
  ['CLIA-certified', 'CLIA', 'CLIA-certified'],
  ['clia-Certified', 'clia', 'clia-certified'],
  ['CAP-ACCREDITED', 'CAP', 'CAP-accredited'],
  ['ISO 15189-accredited', 'ISO 15189', 'ISO 15189-accredited'],
])(
  'VITE_LAB_ACCREDITATION=%s: refused, naming the short name to set, %s (shown as %s)',
  (value, short, shown) => {
    expect(problemsOf({ ...proofSet, VITE_LAB_ACCREDITATION: value })).toEqual([
      `VITE_LAB_ACCREDITATION=${JSON.stringify(value)} is the accreditation as the pages say it: set the accreditor’s short name alone, "${short}" (the pages show it as "${shown}")`,
    ])
  },
)

// The stories shared are 'of them', the people tested (round 16b: '12,400+ people have tested …,
// and 13,000+ have shared their stories', one set beside the other's spec figure).
test.each([
  [
    { VITE_PEOPLE_TESTED: '12,400@2026-11-24' },
    'VITE_PEOPLE_TESTED is set without VITE_STORIES_SHARED',
  ],
  [
    { VITE_STORIES_SHARED: '9,000@2026-11-24' },
    'VITE_STORIES_SHARED is set without VITE_PEOPLE_TESTED',
  ],
  [
    { VITE_PEOPLE_TESTED: '12,400@2026-11-24', VITE_STORIES_SHARED: '13,000@2026-11-24' },
    'VITE_STORIES_SHARED=13000 is more than VITE_PEOPLE_TESTED=12400',
  ],
  [{ VITE_PEOPLE_TESTED: '12,400@2026-11-24', VITE_STORIES_SHARED: '12,400@2026-11-20' }, null],
])('people tested and stories shared %o: refused (null: read) as %s', (env, problem) => {
  expect(problemsOf(env)).toEqual(problem ? [expect.stringContaining(problem)] : [])
})

test.each([
  ['2026-11-25T11:59:00Z', 'has passed'],
  ['2025-12-03T19:00:00-05:00', 'has passed'],
  ['2027-11-27T12:00:00Z', 'is more than a year away'],
  ['2026-11-25T12:01:00Z', null],
  ['2027-11-25T12:00:00Z', null],
])(
  'a masterclass start at %s is read; the build warns (null: not) that it %s',
  (startsAt, warning) => {
    const { settings, warnings } = readSettings({ VITE_MASTERCLASS_STARTS_AT: startsAt }, now)
    expect(settings.urgency.masterclassStartsAt).toBe(startsAt)
    expect(warnings).toEqual(
      warning
        ? [expect.stringContaining(`=${startsAt} ${warning} (the build's clock reads ${clock})`)]
        : [],
    )
  },
)

test.each([
  ['VITE_MASTERCLAS_STARTS_AT', 'VITE_MASTERCLASS_STARTS_AT'],
  ['VITE_VSL_STORE_URLL', 'VITE_VSL_STORE_URL'],
  ['VITE_COMPANY_MAIL', 'VITE_COMPANY_EMAIL'],
  ['VITE_KITS_LEFT_AT_PRICES', 'VITE_KITS_LEFT_AT_PRICE'],
  ['VITE_CLAIM_STRICT', 'VITE_CLAIMS_STRICT'],
  ['VITE_REVIEW_URL', 'VITE_REVIEWS_URL'],
])('%s is not a setting: refused, naming the nearest, %s', (name, nearest) => {
  expect(problemsOf({ [name]: 'x' })).toEqual([
    `${name} is not a setting; did you mean ${nearest}?`,
  ])
})

test('Vite’s own switches, the VITE_ variables the installed Vite reads, pass; so do others', async () => {
  const dir = join(rootDir, 'node_modules/vite')
  const files = (await readdir(dir, { recursive: true })).filter((file) => /\.m?js$/.test(file))
  const read = new Set<string>()
  for (const file of files) {
    const text = await readFile(join(dir, file), 'utf8')
    for (const [, name = ''] of text.matchAll(/process\.env\.(VITE_\w+)/g)) read.add(name)
  }
  expect([...read].sort()).toEqual(viteSwitches)
  const others = { SITE_DIST: 'dist/e2e', vite_x: '1' }
  expect(
    problemsOf({ ...others, ...Object.fromEntries(viteSwitches.map((name) => [name, '1'])) }),
  ).toEqual([])
})

test('a build reads the .env files Vite reads, and none when SITE_IGNORE_ENV_FILES is set', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'settings-env-'))
  const files = {
    '.env': 'VITE_MASTERCLASS_REGISTERED=212@2026-11-24',
    '.env.production': 'VITE_SITE_URL=https://www.example.com\nVITE_COMPANY_NAME=Acme',
    '.env.production.local': 'VITE_SITE_URL=https://www.example.org',
    '.env.development': 'VITE_STARTED_TODAY=96@2026-11-24',
  }
  for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), `${text}\n`)
  expect(readBuildEnv(dir, { ignoreFiles: false })).toEqual({
    VITE_MASTERCLASS_REGISTERED: '212@2026-11-24',
    VITE_COMPANY_NAME: 'Acme',
    VITE_SITE_URL: 'https://www.example.org',
  })
  // SITE_IGNORE_ENV_FILES is set for every build a test makes (vite.config.ts, testing/e2e-site.ts).
  expect(readBuildEnv(dir)).toEqual({})
  await rm(dir, { recursive: true })
})

test('`npm run build` stops before it builds anything, naming every problem at once', async () => {
  const dist = join(rootDir, 'dist', 'settings-test')
  const build = promisify(execFile)('npx', ['tsx', 'build/build.ts'], {
    cwd: rootDir,
    env: {
      ...process.env,
      SITE_DIST: dist,
      VITE_MASTERCLAS_STARTS_AT: '2026-12-03T19:00:00-05:00',
      VITE_KITS_LEFT_AT_PRICE: 'abc',
    },
  })
  await expect(build).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining(
      'VITE_MASTERCLAS_STARTS_AT is not a setting; did you mean VITE_MASTERCLASS_STARTS_AT?\n' +
        `VITE_KITS_LEFT_AT_PRICE="abc" is not ${settingsSchema.VITE_KITS_LEFT_AT_PRICE.rule.expected}`,
    ),
  })
  expect(existsSync(dist)).toBe(false)
}, 60_000)
