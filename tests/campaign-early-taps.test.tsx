// @vitest-environment jsdom
/**
 * Campaign forwarding end to end on the device, before the app runs: an outbound link as the
 * build prerenders it (plain URL), and the inline <head> script (src/inline/early-taps.ts) taken
 * from source, so that `npm run mutation` runs it too (tests/build-early-taps.test.ts runs the
 * bundled script in a window of its own, where Stryker cannot switch mutants on).
 */
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { OutboundLink } from '@/components/ui/outbound-link'

const store = 'https://store.example/products/kit'

afterEach(() => {
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
})

it('a prerendered outbound link carries the landing campaign from the first press', async () => {
  window.history.replaceState(null, '', '/?utm_source=newsletter&gclid=abc&page=2')
  document.body.innerHTML = renderToString(<OutboundLink href={store}>Order now</OutboundLink>)
  const link = document.querySelector('a') as HTMLAnchorElement
  expect(link.getAttribute('href')).toBe(store)

  vi.resetModules()
  await import('@/inline/early-taps')
  link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))

  const forwarded = new URL(link.href)
  expect(`${forwarded.origin}${forwarded.pathname}`).toBe(store)
  expect(Object.fromEntries(forwarded.searchParams)).toEqual({
    utm_source: 'newsletter',
    gclid: 'abc',
  })
})
