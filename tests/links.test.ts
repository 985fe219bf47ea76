/**
 * The addresses a build sends visitors to and loads from: each overridable by its VITE_ variable,
 * and a malformed or non-web override falls back to the default rather than shipping a broken link.
 */
import { describe, expect, test } from 'vitest'
import { linksFrom } from '@/config/links'

const defaults = linksFrom({})

describe('the link config of a build', () => {
  test('takes a well-formed override', () => {
    const links = linksFrom({
      VITE_VSL_STORE_URL: 'https://shop.example.com/p/kit',
      VITE_VIDEO_SCRIPT_URL: 'http://127.0.0.1:4401/player.js',
      VITE_VIDEO_PLAYER_GLOBAL: 'myPlayer',
    })
    expect(links.outboundLinks.vslStore).toBe('https://shop.example.com/p/kit')
    expect(links.videoHost.scriptUrl).toBe('http://127.0.0.1:4401/player.js')
    expect(links.videoHost.playerGlobal).toBe('myPlayer')
    // What was not overridden keeps its default.
    expect(links.outboundLinks.advertorialStore).toBe(defaults.outboundLinks.advertorialStore)
  })

  test.each([
    ['not a URL', 'shop.example.com/p/kit'],
    ['a script URL', 'javascript:alert(1)'],
    ['another scheme', 'ftp://shop.example.com/kit'],
    ['empty', ''],
  ])('falls back to the default for %s', (_, value) => {
    const links = linksFrom({ VITE_MASTERCLASS_URL: value, VITE_VIDEO_SCRIPT_URL: value })
    expect(links.outboundLinks.masterclass).toBe(defaults.outboundLinks.masterclass)
    expect(links.videoHost.scriptUrl).toBe(defaults.videoHost.scriptUrl)
  })

  test('defaults to https addresses for every outbound link and the player', () => {
    for (const url of [...Object.values(defaults.outboundLinks), defaults.videoHost.scriptUrl]) {
      expect(new URL(url).protocol).toBe('https:')
    }
  })
})
