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

  test.each([
    [
      'VITE_VSL_STORE_URL',
      'shop.example.com/products/kit-a',
      'VITE_VSL_STORE_URL="shop.example.com/products/kit-a" is not an absolute https:// URL',
    ],
    [
      'VITE_ADVERTORIAL_STORE_URL',
      'http://shop.example.com/kit',
      'VITE_ADVERTORIAL_STORE_URL="http://shop.example.com/kit" is not an absolute https:// URL',
    ],
    [
      'VITE_MASTERCLASS_URL',
      'javascript:alert(1)',
      'VITE_MASTERCLASS_URL="javascript:alert(1)" is not an absolute https:// URL',
    ],
    [
      'VITE_VIDEO_SCRIPT_URL',
      'https://cdn example.com/player.js',
      'VITE_VIDEO_SCRIPT_URL="https://cdn example.com/player.js" is not an absolute https:// URL',
    ],
    [
      'VITE_VIDEO_PLAYER_GLOBAL',
      'smart-player',
      'VITE_VIDEO_PLAYER_GLOBAL="smart-player" is not a JavaScript identifier (letters, digits, _ and $, not starting with a digit)',
    ],
    [
      'VITE_VIDEO_EMBED_ID',
      '#vid',
      'VITE_VIDEO_EMBED_ID="#vid" is not an HTML id (letters, digits, - and _, starting with a letter)',
    ],
    [
      'VITE_SITE_URL',
      'https://www.example.com/?ref=ad',
      'VITE_SITE_URL="https://www.example.com/?ref=ad" is not an absolute https:// URL with no query or fragment',
    ],
    [
      'VITE_COMPANY_NAME',
      'Acme Labs\nLLC',
      'VITE_COMPANY_NAME="Acme Labs\\nLLC" is not one line of text of at most 100 characters',
    ],
    [
      'VITE_COMPANY_ADDRESS',
      '1 Main St, Springfield, IL 62701',
      'VITE_COMPANY_ADDRESS="1 Main St, Springfield, IL 62701" is not a postal address of 2 to 5 lines separated by ";"',
    ],
    [
      'VITE_COMPANY_ADDRESS',
      '1 Main St;; Springfield, IL 62701',
      'VITE_COMPANY_ADDRESS="1 Main St;; Springfield, IL 62701" is not a postal address of 2 to 5 lines separated by ";"',
    ],
    [
      'VITE_COMPANY_EMAIL',
      'support.cellwisehealth.com',
      'VITE_COMPANY_EMAIL="support.cellwisehealth.com" is not an email address (name@example.com)',
    ],
    [
      'VITE_COMPANY_PHONE',
      '555-010',
      'VITE_COMPANY_PHONE="555-010" is not a phone number (7 to 15 digits; spaces and + ( ) - . allowed)',
    ],
  ])('%s=%j stops the build, saying so', (name, value, message) => {
    expect(() => buildSettingsFrom({ [name]: value })).toThrow(message)
  })

  test('every malformed setting is named at once, one per line', () => {
    expect(() =>
      buildSettingsFrom({ VITE_VSL_STORE_URL: 'shop.example.com', VITE_COMPANY_EMAIL: 'x' }),
    ).toThrow(
      new Error(
        'VITE_VSL_STORE_URL="shop.example.com" is not an absolute https:// URL\n' +
          'VITE_COMPANY_EMAIL="x" is not an email address (name@example.com)',
      ),
    )
  })

  test('unset or empty, each takes its default; each default is itself well-formed', () => {
    const empty = Object.fromEntries(Object.keys(defaults).map((name) => [name, '']))
    expect(settingsOf(empty)).toEqual(defaults)
    const stated = Object.entries(defaults).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(';') : String(value),
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
      'VITE_VSL_STORE_URL="shop.example.com/kit" is not an absolute https:// URL',
    ),
  })
  expect(existsSync(dist)).toBe(false)
}, 30_000)
