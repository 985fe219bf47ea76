import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { firstLoadScripts } from '../scripts/budgets'
import { routePages, unknownPath } from '../scripts/built-site'
import { immutableCaching, revalidateCaching } from '../scripts/headers'
import { clientDir } from '../scripts/site'
import { notFoundCopy } from '../src/content/site'

// `npm start` is what production serves: these tests speak HTTP to the served build.
test.describe('the production server', { tag: '@http' }, () => {
  for (const page of routePages) {
    test(`${page.url} is the prerendered file, compressed and revalidated`, async ({ request }) => {
      const file = await readFile(join(clientDir, page.file), 'utf8')
      const response = await request.get(page.url, { headers: { 'Accept-Encoding': 'br, gzip' } })
      expect(response.status()).toBe(200)
      expect(await response.text()).toBe(file)
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers()['content-encoding']).toBe('br')
      expect(response.headers()['cache-control']).toBe(revalidateCaching)
    })
  }

  test('a page answers with and without a trailing slash', async ({ request }) => {
    const nested = routePages.filter((page) => page.url !== '/')
    expect(nested.length).toBeGreaterThan(0)
    for (const page of nested) {
      const bare = await request.get(page.url)
      const slashed = await request.get(`${page.url}/`)
      expect(slashed.status(), page.url).toBe(200)
      expect(await slashed.text(), page.url).toBe(await bare.text())
    }
  })

  test('unknown paths get 404.html with status 404', async ({ request }) => {
    const notFound = await readFile(join(clientDir, '404.html'), 'utf8')
    for (const path of [
      unknownPath,
      '/quiz/step-2',
      '/assets/missing-0000.js',
      '/%2e%2e/package.json',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(await response.text(), path).toBe(notFound)
      expect(response.headers()['cache-control'], path).toBe(revalidateCaching)
    }
    expect(notFound).toContain(notFoundCopy.title)
  })

  test('hashed scripts are cached for a year and compressed', async ({ request }) => {
    const home = await readFile(join(clientDir, 'index.html'), 'utf8')
    const scripts = firstLoadScripts(home)
    expect(scripts.length).toBeGreaterThan(0)
    for (const path of scripts) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toBe(immutableCaching)
      expect(response.headers()['content-type'], path).toBe('text/javascript; charset=utf-8')
      expect(response.headers()['content-encoding'], path).toBe('gzip')
    }
  })

  test('HEAD answers like GET without a body', async ({ request }) => {
    const head = await request.head('/')
    expect(head.status()).toBe(200)
    expect(head.headers()['content-type']).toBe('text/html; charset=utf-8')
    expect((await head.body()).length).toBe(0)
    expect((await request.head(unknownPath)).status()).toBe(404)
  })

  test('the build files a host consumes are not served', async ({ request }) => {
    for (const path of ['/_headers', '/.vite/manifest.json']) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
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
