/**
 * The build-time settings (src/config/settings.ts): each VITE_ variable takes a well-formed value
 * and keeps its default when unset, and a malformed one stops the build with a message naming the
 * variable, the value and what is expected. The build and the page bundle read them through the
 * same function, so they cannot disagree.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, test } from 'vitest'
import { companyFrom } from '@/config/company'
import { linksFrom } from '@/config/links'
import type { BuildEnv } from '@/config/settings'
import { buildSettingsFrom } from '../build/build'
import { rootDir } from '../build/build-dirs'

/** Every setting of a build from `env`, by variable, as the build prints them. */
function settingsOf(env: BuildEnv): Record<string, unknown> {
  const seen: Record<string, unknown> = {}
  buildSettingsFrom(env, (name, value) => {
    seen[name] = value
  })
  return seen
}

const defaults = settingsOf({})

const emailRule =
  'an email address (name@example.com: letters, digits and . _ + - before the @, at most 64 characters there and 254 in all)'

describe('a build-time setting', () => {
  test.each([
    ['VITE_VSL_STORE_URL', 'https://shop.example.com/p/kit', 'https://shop.example.com/p/kit'],
    ['VITE_ADVERTORIAL_STORE_URL', 'HTTPS://Shop.Example.com', 'https://shop.example.com/'],
    [
      'VITE_MASTERCLASS_URL',
      'https://example.com/r?c=fall#form',
      'https://example.com/r?c=fall#form',
    ],
    // The browser tests' stand-in video host, on this machine.
    ['VITE_VIDEO_SCRIPT_URL', 'http://127.0.0.1:4401/player.js', 'http://127.0.0.1:4401/player.js'],
    ['VITE_VIDEO_PLAYER_GLOBAL', '$player_2', '$player_2'],
    ['VITE_VIDEO_EMBED_ID', 'vid-main_2', 'vid-main_2'],
    ['VITE_SITE_URL', 'https://www.example.com/shop/', 'https://www.example.com/shop'],
    ['VITE_COMPANY_NAME', 'Acme Labs, LLC', 'Acme Labs, LLC'],
    [
      'VITE_COMPANY_ADDRESS',
      '1 Main St ; Springfield, IL 62701',
      ['1 Main St', 'Springfield, IL 62701'],
    ],
    ['VITE_COMPANY_EMAIL', 'help@acme.example', 'help@acme.example'],
    ['VITE_COMPANY_PHONE', '+1 (555) 010-2030', '+1 (555) 010-2030'],
  ])('%s=%j is taken as %j', (name, value, taken) => {
    expect(settingsOf({ [name]: value })).toEqual({ ...defaults, [name]: taken })
  })

  // Each setting's refused values (what a slip or a paste would give it) and the rule it names.
  const urlRule = 'an absolute https:// URL with no user:password@'
  const urlRefused = [
    'shop.example.com/products/kit-a',
    'javascript:alert(1)',
    'https://cdn example.com/player.js',
    'https://user:secret@shop.example.com/kit',
    'https://user@shop.example.com/kit',
    'https://:secret@shop.example.com/kit',
    'https://@shop.example.com/kit',
    'http://shop.example.com/kit',
    'ftp://shop.example.com/kit',
    '//shop.example.com/kit',
    'https://',
  ]
  test.each<[string, string, string[]]>([
    ['VITE_VSL_STORE_URL', urlRule, urlRefused],
    ['VITE_ADVERTORIAL_STORE_URL', urlRule, urlRefused],
    ['VITE_MASTERCLASS_URL', urlRule, urlRefused],
    ['VITE_VIDEO_SCRIPT_URL', urlRule, [...urlRefused, 'http://user:pw@127.0.0.1:4401/player.js']],
    [
      'VITE_SITE_URL',
      `${urlRule}, query or fragment`,
      [...urlRefused, 'https://www.example.com/?ref=ad', 'https://www.example.com/#top'],
    ],
    [
      'VITE_VIDEO_PLAYER_GLOBAL',
      'a JavaScript identifier (letters, digits, _ and $, not starting with a digit)',
      ['smart-player', '2player', 'smart player', 'player()', 'window.player'],
    ],
    [
      'VITE_VIDEO_EMBED_ID',
      'an HTML id (letters, digits, - and _, starting with a letter)',
      ['#vid', '2vid', 'vid main', 'vid"><script>', '-vid'],
    ],
    [
      'VITE_COMPANY_NAME',
      'one line of text of at most 100 characters',
      ['Acme Labs\nLLC', 'x'.repeat(101), ' Acme', 'Acme ', 'Acme\tLabs'],
    ],
    [
      'VITE_COMPANY_ADDRESS',
      'a postal address of 2 to 5 lines separated by ";"',
      [
        '1 Main St, Springfield, IL 62701',
        '1 Main St;; Springfield, IL 62701',
        '1 Main St',
        '1;2;3;4;5;6',
        `${'x'.repeat(81)}; Springfield`,
      ],
    ],
    [
      'VITE_COMPANY_EMAIL',
      emailRule,
      [
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
    ],
    [
      'VITE_COMPANY_PHONE',
      'a phone number (7 to 15 digits; spaces and ( ) - between them, + only first)',
      [
        '555-010',
        '555.010.2030',
        '1-800-FLOWERS',
        '555 010 2030 ext. 4',
        '+1 (555) 010-2030 / 2031',
        '1+555 010 2030',
        '1234567890123456',
        '123456',
      ],
    ],
  ])('%s refuses each of its bad values, naming itself and its rule', (name, rule, values) => {
    for (const value of values) {
      expect(() => buildSettingsFrom({ [name]: value }), value).toThrow(
        new Error(`${name}=${JSON.stringify(value)} is not ${rule}`),
      )
    }
  })

  test.each([
    [
      'VITE_COMPANY_EMAIL',
      ['first.last+kit@mail.example.co.uk', 'a_b-c@x-y.example', `${'x'.repeat(64)}@acme.example`],
    ],
    ['VITE_COMPANY_PHONE', ['+44 20 7946 0958', '(555) 010-2030', '5550102030', '123456789012345']],
    [
      'VITE_MASTERCLASS_URL',
      ['https://example.com/r?email=a@b.example', 'https://example.com/@host'],
    ],
  ])('%s takes each of its good values as it is', (name, values) => {
    for (const value of values) {
      expect(() => buildSettingsFrom({ [name]: value }), value).not.toThrow()
    }
  })

  test('every malformed setting is named at once, one per line', () => {
    expect(() =>
      buildSettingsFrom({ VITE_VSL_STORE_URL: 'shop.example.com', VITE_COMPANY_EMAIL: 'x' }),
    ).toThrow(
      new Error(
        'VITE_VSL_STORE_URL="shop.example.com" is not an absolute https:// URL with no user:password@\n' +
          `VITE_COMPANY_EMAIL="x" is not ${emailRule}`,
      ),
    )
  })

  test('unset or empty, each takes its default; each default is itself well-formed', () => {
    const empty = Object.fromEntries(Object.keys(defaults).map((name) => [name, '']))
    expect(settingsOf(empty)).toEqual(defaults)
    const stated = Object.entries(defaults).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(';') : value === null ? '' : String(value),
    ])
    expect(settingsOf(Object.fromEntries(stated))).toEqual(defaults)
  })

  test('the page reads the same settings, with the same rules, as the build', () => {
    const env = { VITE_VSL_STORE_URL: 'https://shop.example.com/p/kit', VITE_COMPANY_NAME: 'Acme' }
    const built = buildSettingsFrom(env)
    expect(linksFrom(env)).toEqual({
      outboundLinks: built.outboundLinks,
      videoHost: built.videoHost,
    })
    expect(companyFrom(env)).toEqual(built.company)
    expect(built.outboundLinks.vslStore).toBe(env.VITE_VSL_STORE_URL)
    expect(built.company.legalName).toBe(env.VITE_COMPANY_NAME)
    const bad = { VITE_MASTERCLASS_URL: 'masterclass.example.com' }
    expect(() => linksFrom(bad)).toThrow(/^VITE_MASTERCLASS_URL="masterclass\.example\.com" is not/)
  })
})

test('a malformed store URL stops `npm run build` before it writes anything, naming it', async () => {
  const dist = join(rootDir, 'dist', 'settings-test')
  const build = promisify(execFile)('npx', ['tsx', 'build/build.ts'], {
    cwd: rootDir,
    env: { ...process.env, SITE_DIST: dist, VITE_VSL_STORE_URL: 'shop.example.com/kit' },
  })
  await expect(build).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining(
      'VITE_VSL_STORE_URL="shop.example.com/kit" is not an absolute https:// URL with no user:password@',
    ),
  })
  expect(existsSync(dist)).toBe(false)
}, 30_000)
