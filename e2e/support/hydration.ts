import { expect, type Page } from '@playwright/test'
import { deferredAttribute } from '../../src/effects/deferred-sections'

/**
 * Whether the page's JavaScript has taken over its prerendered HTML (runs in the page, in any
 * engine): on a sales page every island is live (src/entries/sales.ts marks it `data-live`) and
 * every section that waited to be laid out has been (src/effects/deferred-sections.ts, whose
 * attribute is `deferred`); on the 404 page its plain script has marked #root `data-live`; on the
 * quiz page React has hydrated #root (the elements it adopts carry its fiber key).
 */
export function isHydrated(deferred: string): boolean {
  const islands = [...document.querySelectorAll('[data-island]')]
  if (islands.length > 0) {
    return (
      islands.every((island) => island.hasAttribute('data-live')) &&
      !document.querySelector(`[${deferred}]`)
    )
  }
  if (document.querySelector('#root[data-live]')) return true
  const root = document.querySelector('#root > *')
  return !!root && Object.keys(root).some((key) => key.startsWith('__reactFiber$'))
}

/**
 * Resolves once the page is hydrated (see `isHydrated`). A click before then would land on
 * static HTML, as it would for a visitor on a slow phone. Polled from the test, not with the
 * page's requestAnimationFrame, so it works under a paused fake clock too.
 */
export async function waitForHydration(page: Page) {
  await expect.poll(() => page.evaluate(isHydrated, deferredAttribute)).toBe(true)
}
