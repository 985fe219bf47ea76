/**
 * The build-time settings' one schema (src/config/settings.ts): each rule's good and bad values,
 * each setting's default, the checks of meaning against the build's clock (given here, never the
 * machine's), unknown VITE_ names with the nearest setting, every problem at once; where the build
 * reads its env from (and that a test's build reads no `.env`); the docs' tables as the schema
 * prints them; and `npm run build` itself stopping on a misspelt name before it builds anything.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Rolldown } from 'vite'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  type BuildEnv,
  readSettings,
  type SettingName,
  settingsSchema,
  viteSwitches,
} from '@/config/settings'
import { rootDir } from '../build/build-dirs'
import { keepSchemaOutOfBundles, readBuildEnv } from '../build/settings'
import { renderSettingsDoc, settingsDocs } from '../ops/settings-docs'
import { now, problemsOf } from './support/settings'

/** The laboratory's settings name it only together: one of them is read with the other two set. */
const labCompanions: BuildEnv = {
  VITE_LAB_NAME: 'Northfield Clinical Laboratories',
  VITE_LAB_ACCREDITATION: 'CAP',
  VITE_LAB_ACCREDITATION_ID: '05D1234567',
}

/** What a setting is read as, by variable, as the build prints it. */
function readAs(name: SettingName, value: string): unknown {
  const companions = name in labCompanions ? labCompanions : {}
  const { rows } = readSettings({ ...companions, [name]: value }, now)
  return rows.find(([row]) => row === name)?.[1]
}

/** Each rule's good values (and what each is read as) and bad values, on a setting that keeps it. */
const ruleTable: {
  rule: string
  setting: SettingName
  good: [string, unknown][]
  bad: string[]
}[] = [
  {
    rule: 'url',
    setting: 'VITE_VSL_STORE_URL',
    good: [
      ['https://shop.example.com/p/kit', 'https://shop.example.com/p/kit'],
      ['HTTPS://Shop.Example.com', 'https://shop.example.com/'],
      ['https://example.com/r?c=fall#form', 'https://example.com/r?c=fall#form'],
      ['https://example.com/r?email=a@b.example', 'https://example.com/r?email=a@b.example'],
      ['https://example.com/@host', 'https://example.com/@host'],
      // The browser tests' stand-in video host, on this machine.
      ['http://127.0.0.1:4401/player.js', 'http://127.0.0.1:4401/player.js'],
    ],
    bad: [
      'shop.example.com/products/kit-a',
      'javascript:alert(1)',
      'https://cdn example.com/player.js',
      'https://shop.example.com/p"',
      "https://shop.example.com/p'",
      'https://shop.example.com/p`',
      'https://shop.example.com/<p>',
      'https://shop.example.com/p\\q',
      'https://shop.example.com/p q',
      'https://user:secret@shop.example.com/kit',
      'https://user@shop.example.com/kit',
      'https://:secret@shop.example.com/kit',
      'https://@shop.example.com/kit',
      'http://user:pw@127.0.0.1:4401/player.js',
      'http://shop.example.com/kit',
      'ftp://shop.example.com/kit',
      '//shop.example.com/kit',
      'https://',
    ],
  },
  {
    rule: 'siteUrl',
    setting: 'VITE_SITE_URL',
    good: [
      ['https://www.example.com/shop/', 'https://www.example.com/shop'],
      ['https://www.example.com', 'https://www.example.com'],
    ],
    bad: [
      'https://www.example.com/?ref=ad',
      'https://www.example.com/#top',
      'https://www.example.com/"',
      'https://user:pw@www.example.com',
      'www.example.com',
    ],
  },
  {
    rule: 'identifier',
    setting: 'VITE_VIDEO_PLAYER_GLOBAL',
    good: [['$player_2', '$player_2']],
    bad: ['smart-player', '2player', 'smart player', 'player()', 'window.player'],
  },
  {
    rule: 'id',
    setting: 'VITE_VIDEO_EMBED_ID',
    good: [['vid-main_2', 'vid-main_2']],
    bad: ['#vid', '2vid', 'vid main', 'vid"><script>', '-vid'],
  },
  {
    rule: 'name',
    setting: 'VITE_COMPANY_NAME',
    good: [['Acme Labs, LLC', 'Acme Labs, LLC']],
    bad: ['Acme Labs\nLLC', 'x'.repeat(101), ' Acme', 'Acme ', 'Acme\tLabs'],
  },
  {
    rule: 'address',
    setting: 'VITE_COMPANY_ADDRESS',
    good: [['1 Main St ; Springfield, IL 62701', ['1 Main St', 'Springfield, IL 62701']]],
    bad: [
      '1 Main St, Springfield, IL 62701',
      '1 Main St;; Springfield, IL 62701',
      '1 Main St',
      '1;2;3;4;5;6',
      `${'x'.repeat(81)}; Springfield`,
    ],
  },
  {
    rule: 'email',
    setting: 'VITE_COMPANY_EMAIL',
    good: [
      ['help@acme.example', 'help@acme.example'],
      ['first.last+kit@mail.example.co.uk', 'first.last+kit@mail.example.co.uk'],
      ['a_b-c@x-y.example', 'a_b-c@x-y.example'],
      [`${'x'.repeat(64)}@acme.example`, `${'x'.repeat(64)}@acme.example`],
    ],
    bad: [
      'support.cellwisehealth.com',
      'help"@acme.example',
      'help>@acme.example',
      '<help@acme.example>',
      'Help Desk <help@acme.example>',
      'help @acme.example',
      'help@acme',
      'help@acme.example.',
      '.help@acme.example',
      'help.@acme.example',
      'he..lp@acme.example',
      'help@-acme.example',
      'help@acme-.example',
      'help@acme..example',
      'help?subject=x@acme.example',
      'help#x@acme.example',
      'help%40x@acme.example',
      'help@@acme.example',
      `${'x'.repeat(65)}@acme.example`,
      `help@${'a'.repeat(64)}.example`,
      `${'x'.repeat(64)}@${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.example`,
    ],
  },
  {
    rule: 'phone',
    setting: 'VITE_COMPANY_PHONE',
    good: [
      ['+1 (555) 010-2030', '+1 (555) 010-2030'],
      ['+44 20 7946 0958', '+44 20 7946 0958'],
      ['(555) 010-2030', '(555) 010-2030'],
      ['5550102030', '5550102030'],
      ['123456789012345', '123456789012345'],
    ],
    bad: [
      '555-010',
      '555.010.2030',
      '1-800-FLOWERS',
      '555 010 2030 ext. 4',
      '+1 (555) 010-2030 / 2031',
      '1+555 010 2030',
      '1234567890123456',
      '123456',
    ],
  },
  {
    rule: 'dateTime',
    setting: 'VITE_MASTERCLASS_STARTS_AT',
    good: [
      ['2026-12-03T19:00:00-05:00', '2026-12-03T19:00:00-05:00'],
      ['2026-12-03T19:00Z', '2026-12-03T19:00Z'],
      ['2026-12-03T19:00:30.250+05:30', '2026-12-03T19:00:30.250+05:30'],
    ],
    bad: [
      '2026-12-03T19:00:00', // no offset: each visitor's own time zone would count to another instant
      '2026-12-03 19:00:00Z',
      '2026-12-03',
      '2026-02-29T19:00:00Z',
      '2026-12-03T24:00:00Z',
      '2026-12-03T19:60:00Z',
      '2026-12-03T19:00:00+15:00',
      '2026-12-03T19:00:00+0500',
      'Thu, 03 Dec 2026 19:00:00 GMT',
      'next Thursday',
      '1796342400000',
    ],
  },
  {
    rule: 'datedCount',
    setting: 'VITE_KITS_LEFT_THIS_MONTH',
    good: [
      ['212@2026-11-24', { value: 212, asOf: '2026-11-24' }],
      ['47,832@2026-11-24', { value: 47_832, asOf: '2026-11-24' }],
      ['0@2024-02-29', { value: 0, asOf: '2024-02-29' }],
    ],
    bad: [
      '212',
      '@2026-11-24',
      '212@',
      '212 @ 2026-11-24',
      '212@24 Nov 2026',
      '212@2026-11-31',
      '212@2026-13-01',
      '-5@2026-11-24', // below zero
      '2.5@2026-11-24',
      '1,00@2026-11-24',
      '21,2@2026-11-24',
      '99999999999999999@2026-11-24',
    ],
  },
  {
    rule: 'datedPercent',
    setting: 'VITE_CLAIMED_PERCENT',
    good: [
      ['64@2026-11-22', { value: 64, asOf: '2026-11-22' }],
      ['100@2026-11-22', { value: 100, asOf: '2026-11-22' }],
    ],
    bad: ['101@2026-11-24', '-1@2026-11-24', '64', '64%@2026-11-24', '64@2026-11-31'],
  },
  {
    rule: 'accreditation',
    setting: 'VITE_LAB_ACCREDITATION',
    good: [
      ['CLIA', 'CLIA'],
      ['ISO 15189', 'ISO 15189'],
      ['CAP', 'CAP'],
    ],
    bad: ['C', '15189', 'CLIA ', 'CLIA<script>', 'A'.repeat(41)],
  },
  {
    rule: 'accreditationId',
    setting: 'VITE_LAB_ACCREDITATION_ID',
    good: [
      ['05D1234567', '05D1234567'],
      ['CAP-7191582', 'CAP-7191582'],
    ],
    bad: ['12', '-05D1234567', '05D 1234567', '05D1234567/', '1'.repeat(31)],
  },
  {
    rule: 'reviewScore',
    setting: 'VITE_REVIEWS',
    good: [
      [
        'Trustpilot|4.7|1,234@2026-11-20',
        { source: 'Trustpilot', score: 4.7, scale: 5, count: 1234, asOf: '2026-11-20' },
      ],
      [
        'Feefo|9.1/10|87@2026-11-25',
        { source: 'Feefo', score: 9.1, scale: 10, count: 87, asOf: '2026-11-25' },
      ],
      [
        'Google|5/5|0@2026-01-01',
        { source: 'Google', score: 5, scale: 5, count: 0, asOf: '2026-01-01' },
      ],
      [
        'Reviews.io|96/100|12@2026-11-01',
        { source: 'Reviews.io', score: 96, scale: 100, count: 12, asOf: '2026-11-01' },
      ],
    ],
    bad: [
      // Over the platform's scale, a scale no platform uses, a score with no scale of its own.
      'Trustpilot|5.1|1234@2026-11-20',
      'Trustpilot|4.7/7|1234@2026-11-20',
      'Trustpilot|11/10|1234@2026-11-20',
      // A negative or fractional count, no count, no platform, no day, a day not on the calendar.
      'Trustpilot|4.7|-3@2026-11-20',
      'Trustpilot|4.7|12.5@2026-11-20',
      'Trustpilot|4.7@2026-11-20',
      '|4.7|1234@2026-11-20',
      ' Trustpilot|4.7|1234@2026-11-20',
      'Trustpilot|4.7|1234',
      'Trustpilot|4.7|1234@2026-02-30',
      'Trustpilot|-4.7|1234@2026-11-20',
    ],
  },
  {
    rule: 'boolean',
    setting: 'VITE_CLAIMS_STRICT',
    good: [
      ['true', true],
      ['false', false],
    ],
    bad: ['TRUE', '1', 'yes', 'on'],
  },
]

describe.each(ruleTable)('the $rule rule', ({ setting, good, bad }) => {
  const expected = settingsSchema[setting].rule.expected

  test.each(good)(`${setting}=%j is read as %j`, (value, read) => {
    expect(readAs(setting, value)).toEqual(read)
  })

  test(`${setting} refuses each bad value, naming itself, the value and what is expected`, () => {
    for (const value of bad) {
      expect(problemsOf({ [setting]: value }), value).toEqual([
        `${setting}=${JSON.stringify(value)} is not ${expected}`,
      ])
    }
  })
})

test('every setting keeps its rule: the first bad value of its rule is refused, naming it', () => {
  const badOf = new Map(ruleTable.map(({ setting, bad }) => [settingsSchema[setting].rule, bad[0]]))
  for (const [name, setting] of Object.entries(settingsSchema)) {
    const value = badOf.get(setting.rule)
    expect(value, `${name}: its rule has no row in ruleTable`).toBeDefined()
    expect(problemsOf({ [name]: value })).toEqual([
      `${name}=${JSON.stringify(value)} is not ${setting.rule.expected}`,
    ])
  }
})

describe('unset', () => {
  const defaults = readSettings({}, now)

  test('or empty, each setting takes its default; the rows mark each as the default', () => {
    const empty = Object.fromEntries(Object.keys(settingsSchema).map((name) => [name, '']))
    expect(readSettings(empty, now)).toEqual(defaults)
    expect(defaults.rows.every(([, , isDefault]) => isDefault)).toBe(true)
  })

  test('each default is one its rule takes: written out, it reads back the same', () => {
    const stated = Object.fromEntries(
      Object.entries(settingsSchema).flatMap(([name, setting]) =>
        'default' in setting ? [[name, setting.default]] : [],
      ),
    )
    expect(readSettings(stated, now).settings).toEqual(defaults.settings)
  })

  test('the pages state the spec’s figures, undated, and the countdown runs from each view', () => {
    expect(defaults.settings.urgency).toEqual({
      masterclassStartsAt: null,
      figures: Object.fromEntries(
        Object.keys(defaults.settings.urgency.figures).map((key) => [key, null]),
      ),
    })
    expect(defaults.settings.siteUrl).toBe(null)
    expect(defaults.settings.company.phone).toBe('')
    expect(defaults.settings.claimsStrict).toBe(false)
    expect(defaults.warnings).toEqual([])
  })
})

describe('against the build’s clock', () => {
  const clock = '2026-11-25T12:00:00.000Z'

  test.each([
    ['2026-11-25', 'today'],
    ['2026-11-26', 'tomorrow, which has begun at UTC+14 (Kiribati) by 10:00 UTC'],
  ])('a figure as of %s (%s) is read', (day) => {
    expect(problemsOf({ VITE_PEOPLE_TESTED: `18,400@${day}` })).toEqual([])
  })

  // A count and a review platform's score alike.
  test.each([
    ['VITE_MASTERCLASS_SPOTS_LEFT', '655@2026-11-27', '2026-11-27'],
    ['VITE_MASTERCLASS_SPOTS_LEFT', '655@2027-01-01', '2027-01-01'],
    ['VITE_REVIEWS', 'Trustpilot|4.7|1,234@2026-11-27', '2026-11-27'],
  ])('%s=%s, dated a day to come, is refused', (name, value, day) => {
    expect(problemsOf({ [name]: value })).toEqual([
      `${name}="${value}" is dated ${day}, a day that has not begun yet (the build's clock reads ${clock}): a figure is true as of a day that has come`,
    ])
  })

  test.each([
    ['2026-11-25T11:59:00Z', 'has passed'],
    ['2025-12-03T19:00:00-05:00', 'has passed'],
    ['2027-11-27T12:00:00Z', 'is more than a year away'],
  ])('a masterclass start at %s is read, with a warning: it %s', (startsAt, warning) => {
    const { settings, warnings } = readSettings({ VITE_MASTERCLASS_STARTS_AT: startsAt }, now)
    expect(settings.urgency.masterclassStartsAt).toBe(startsAt)
    expect(warnings).toEqual([
      expect.stringContaining(`VITE_MASTERCLASS_STARTS_AT=${startsAt} ${warning}`),
    ])
    expect(warnings[0]).toContain(clock)
  })

  test.each(['2026-11-25T12:01:00Z', '2027-11-25T12:00:00Z'])(
    'a masterclass start at %s, within the year to come, gives no warning',
    (startsAt) => {
      expect(readSettings({ VITE_MASTERCLASS_STARTS_AT: startsAt }, now).warnings).toEqual([])
    },
  )
})

describe('a VITE_ variable the schema does not declare', () => {
  test.each([
    ['VITE_MASTERCLAS_STARTS_AT', 'VITE_MASTERCLASS_STARTS_AT'],
    ['VITE_VSL_STORE_URLL', 'VITE_VSL_STORE_URL'],
    ['VITE_COMPANY_MAIL', 'VITE_COMPANY_EMAIL'],
    ['VITE_KITS_LEFT_AT_PRICES', 'VITE_KITS_LEFT_AT_PRICE'],
    ['VITE_CLAIM_STRICT', 'VITE_CLAIMS_STRICT'],
  ])('%s is refused, naming the nearest setting, %s', (name, nearest) => {
    expect(problemsOf({ [name]: '2026-12-03T19:00:00-05:00' })).toEqual([
      `${name} is not a setting; did you mean ${nearest}?`,
    ])
  })

  test('is refused with every malformed value, all at once, one per line', () => {
    expect(
      problemsOf({
        VITE_MASTERCLAS_STARTS_AT: '2026-12-03T19:00:00-05:00',
        VITE_VSL_STORE_URL: 'https://shop.example.com/p"',
        VITE_KITS_LEFT_THIS_MONTH: '-5@2026-11-24',
        VITE_COMPANY_EMAIL: 'x',
      }),
    ).toEqual([
      'VITE_MASTERCLAS_STARTS_AT is not a setting; did you mean VITE_MASTERCLASS_STARTS_AT?',
      `VITE_VSL_STORE_URL="https://shop.example.com/p\\"" is not ${settingsSchema.VITE_VSL_STORE_URL.rule.expected}`,
      `VITE_COMPANY_EMAIL="x" is not ${settingsSchema.VITE_COMPANY_EMAIL.rule.expected}`,
      `VITE_KITS_LEFT_THIS_MONTH="-5@2026-11-24" is not ${settingsSchema.VITE_KITS_LEFT_THIS_MONTH.rule.expected}`,
    ])
  })

  test('but Vite’s own switches, and variables without the prefix, pass', () => {
    const env = Object.fromEntries(viteSwitches.map((name) => [name, '1']))
    expect(problemsOf({ ...env, SITE_DIST: 'dist/e2e', VITEST: 'true', vite_x: '1' })).toEqual([])
  })

  test('Vite’s own switches are the VITE_ variables the installed Vite reads', async () => {
    const dir = join(rootDir, 'node_modules/vite')
    const files = (await readdir(dir, { recursive: true })).filter((file) => /\.m?js$/.test(file))
    const read = new Set<string>()
    for (const file of files) {
      const text = await readFile(join(dir, file), 'utf8')
      for (const [, name] of text.matchAll(/process\.env\.(VITE_\w+)/g)) read.add(name ?? '')
    }
    expect([...read].sort()).toEqual([...viteSwitches])
  })
})

describe('the env a build reads', () => {
  let dir = ''
  afterEach(() => rm(dir, { recursive: true, force: true }))

  test('is the .env files Vite reads, and none when SITE_IGNORE_ENV_FILES is set', async () => {
    dir = await mkdtemp(join(tmpdir(), 'settings-env-'))
    await writeFile(join(dir, '.env'), 'VITE_MASTERCLASS_REGISTERED=212@2026-11-24\n')
    await writeFile(
      join(dir, '.env.production'),
      'VITE_MASTERCLASS_STARTS_AT=2026-12-03T19:00:00-05:00\nVITE_SITE_URL=https://www.example.com\n',
    )
    await writeFile(join(dir, '.env.production.local'), 'VITE_SITE_URL=https://www.example.org\n')
    await writeFile(join(dir, '.env.development'), 'VITE_STARTED_TODAY=96@2026-11-24\n')
    expect(readBuildEnv(dir, { ignoreFiles: false })).toEqual({
      VITE_MASTERCLASS_REGISTERED: '212@2026-11-24',
      VITE_MASTERCLASS_STARTS_AT: '2026-12-03T19:00:00-05:00',
      VITE_SITE_URL: 'https://www.example.org',
    })
    // What every build a test makes has in its env (vite.config.ts, testing/e2e-site.ts).
    expect(process.env.SITE_IGNORE_ENV_FILES).toBeTruthy()
    expect(readBuildEnv(dir)).toEqual({})
  })
})

describe('the pages', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  test('read outside a build what the build would read (the env, through the schema)', async () => {
    const env = {
      VITE_VSL_STORE_URL: 'https://shop.example.com/p/kit',
      VITE_COMPANY_NAME: 'Acme',
      VITE_STARTED_TODAY: '96@2026-11-17',
    }
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
    vi.resetModules()
    const { settings } = readSettings(env)
    const [links, { company }, { urgency }] = await Promise.all([
      import('@/config/links'),
      import('@/config/company'),
      import('@/config/urgency'),
    ])
    expect({
      outboundLinks: links.outboundLinks,
      videoHost: links.videoHost,
      company,
      urgency,
    }).toEqual({
      outboundLinks: settings.outboundLinks,
      videoHost: settings.videoHost,
      company: settings.company,
      urgency: settings.urgency,
    })
    expect(settings.outboundLinks.vslStore).toBe(env.VITE_VSL_STORE_URL)
  })

  test('never carry the schema: a bundle that would stops the build', () => {
    const plugin = keepSchemaOutOfBundles()
    const chunk = (id: string, renderedLength: number) =>
      ({
        type: 'chunk',
        fileName: 'assets/quiz.js',
        modules: { [id]: { renderedLength } },
      }) as unknown as Rolldown.OutputChunk
    const check = (output: Rolldown.OutputChunk) => {
      const error = vi.fn()
      const hook = plugin.generateBundle as (this: unknown, ...args: unknown[]) => void
      hook.call({ error }, {}, { [output.fileName]: output }, false)
      return error
    }
    expect(
      check(chunk(join(rootDir, 'node_modules/valibot/dist/index.mjs'), 120)),
    ).toHaveBeenCalledWith(expect.stringMatching(/^assets\/quiz\.js carries the settings' schema/))
    expect(check(chunk(join(rootDir, 'src/config/settings.ts'), 40))).toHaveBeenCalled()
    // Kept in the graph but rendered to nothing: not carried.
    expect(check(chunk(join(rootDir, 'src/config/settings.ts'), 0))).not.toHaveBeenCalled()
    expect(check(chunk(join(rootDir, 'src/config/links.ts'), 400))).not.toHaveBeenCalled()
  })
})

test.each(settingsDocs.map((doc) => [doc.file.slice(rootDir.length + 1), doc] as const))(
  '%s has the settings as the schema declares them (`npm run settings-docs`)',
  async (_, doc) => {
    const text = await readFile(doc.file, 'utf8')
    expect(text).toBe(renderSettingsDoc(text, doc))
  },
)

test('`npm run build` stops on a misspelt setting, naming the nearest, before it builds anything', async () => {
  const dist = join(rootDir, 'dist', 'settings-test')
  const build = promisify(execFile)('npx', ['tsx', 'build/build.ts'], {
    cwd: rootDir,
    env: {
      ...process.env,
      SITE_DIST: dist,
      VITE_MASTERCLAS_STARTS_AT: '2026-12-03T19:00:00-05:00',
      VITE_VSL_STORE_URL: 'https://shop.example.com/p"',
    },
  })
  await expect(build).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining(
      'VITE_MASTERCLAS_STARTS_AT is not a setting; did you mean VITE_MASTERCLASS_STARTS_AT?\n' +
        `VITE_VSL_STORE_URL="https://shop.example.com/p\\"" is not ${settingsSchema.VITE_VSL_STORE_URL.rule.expected}`,
    ),
  })
  expect(existsSync(dist)).toBe(false)
}, 60_000)
