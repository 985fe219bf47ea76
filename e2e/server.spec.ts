import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { clientDir } from '../scripts/build-dirs'
import { routePages, unknownPath } from '../scripts/built-site'
import { notFoundCopy } from '../src/content/site'

// What the server does with any build is tested in tests/serve*.test.ts; these tests check that
// the real build, served by `npm start`, reaches the wire as built.
test.describe('the real build, served', { tag: '@http' }, () => {
  for (const page of routePages) {
    test(`${page.url} is its prerendered file, compressed`, async ({ request }) => {
      const file = await readFile(join(clientDir, page.file), 'utf8')
      const response = await request.get(page.url, { headers: { 'Accept-Encoding': 'br, gzip' } })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-encoding']).toBe('br')
      expect(await response.text()).toBe(file)
    })
  }

  test('an unknown path gets the built not-found page with status 404', async ({ request }) => {
    const notFound = await readFile(join(clientDir, '404.html'), 'utf8')
    expect(notFound).toContain(notFoundCopy.title)
    const response = await request.get(unknownPath)
    expect(response.status()).toBe(404)
    expect(await response.text()).toBe(notFound)
  })

  test('robots.txt and the Open Graph image are served with their types', async ({ request }) => {
    const robots = await request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    expect(await robots.text()).toMatch(/^User-agent: \*/m)
    const image = await request.get('/og-image.png')
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    // PNG signature, then the IHDR chunk with the 1200x630 size link previews expect.
    const png = await image.body()
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })
})
