import { describe, expect, test } from 'vitest'
import { headTags } from '../build/build'
import { wholeLayoutScript } from '../build/inline-scripts'
import { sitePages } from '../src/pages'

/**
 * Runs the <head> script for a visit to `hash` that the browser reports as `type` (none: a browser
 * without navigation timing), and returns the root element's data-layout.
 */
function visit(hash: string, type: string | undefined): string | undefined {
  const entries = type === undefined ? [] : [{ type }]
  const root = { dataset: {} as Record<string, string> }
  new Function('location', 'performance', 'document', wholeLayoutScript)(
    { hash },
    { getEntriesByType: (kind: string) => (kind === 'navigation' ? entries : []) },
    { documentElement: root },
  )
  return root.dataset.layout
}

describe('the whole-layout script', () => {
  test('a visit from the top keeps the sections below the first screen waiting', () => {
    expect(visit('', 'navigate')).toBeUndefined()
    expect(visit('', undefined)).toBeUndefined()
  })

  test.each([
    ['a link to a section', '#faq', 'navigate'],
    ['a reload', '', 'reload'],
    ['Back or Forward', '', 'back_forward'],
  ])('%s lays the page out whole, so it lands on real heights', (_, hash, type) => {
    expect(visit(hash, type)).toBe('whole')
  })

  test('it goes into the head of pages that have waiting sections, and only those', () => {
    const home = sitePages.find((page) => page.url === '/')
    if (!home) throw new Error('no home page')
    expect(headTags(home, '', null, { deferredLayout: true })).toContain(
      `<script>${wholeLayoutScript}</script>`,
    )
    expect(headTags(home, '', null)).not.toContain(wholeLayoutScript)
  })
})
