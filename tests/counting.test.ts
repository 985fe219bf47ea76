/**
 * Counts, never people (src/lib/counting.ts): what the hosts answer and count, hostile `from` and
 * `v` among them, is tests/hosts.test.ts's, the same requests on the three. Here, what no host
 * there stages: Cloudflare's database failing.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test, vi } from 'vitest'
import { countingFunction } from '@/entries/pages-function'
import type { CountingSite } from '@/lib/counting'
import { distDir } from '../build/build-dirs'

// The unit tests' build's (tests/global-build.ts).
const site: CountingSite = JSON.parse(await readFile(join(distDir, 'counting.json'), 'utf8'))

test('on Cloudflare, a count that fails (no database) is logged and the visitor is redirected all the same', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const waits: Promise<unknown>[] = []
  const answer = await countingFunction(site)({
    request: new Request('https://site.example/go/order?from=vsl&utm_source=ad'),
    env: { ASSETS: { fetch: () => Promise.reject(new Error('not asked')) } },
    next: () => Promise.reject(new Error('not asked')),
    waitUntil: (promise) => waits.push(promise),
  })
  await Promise.all(waits)
  expect(answer.status).toBe(302)
  expect(answer.headers.get('location')).toBe(`${site.pages.vsl.store}?utm_source=ad`)
  expect(logged).toHaveBeenCalledWith('Not counted:', expect.any(Error))
})
