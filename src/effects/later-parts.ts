/**
 * What a page's HTML leaves for its scripts to bring (build/later-slots.ts), as the page names it.
 * No import here: the paint-first loader, an inline script, takes its names from this file too.
 */

/**
 * Marks the stylesheet the paint-first loader adds (src/inline/paint-first.ts) where a page's HTML
 * carries only the CSS of what it shows first: the page's whole CSS.
 */
export const laterStyleAttribute = 'data-later-style'

/**
 * On a slot of the page the HTML leaves empty: the module whose default export is its HTML, which
 * the page's entry puts in (src/effects/later-slots.ts).
 */
export const slotModuleAttribute = 'data-module'

/** Once the page's whole stylesheet has loaded, or failed to (the page then goes on without it). */
export function wholeStyle(root: Document = document): Promise<void> {
  const sheet = root.querySelector<HTMLLinkElement>(`link[${laterStyleAttribute}]`)
  if (!sheet || sheet.sheet) return Promise.resolve()
  return new Promise((done) => {
    sheet.addEventListener('load', () => done(), { once: true })
    sheet.addEventListener('error', () => done(), { once: true })
  })
}
