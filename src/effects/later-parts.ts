/**
 * What a page's HTML leaves for its scripts to bring (build/later-slots.ts), as the page names it.
 * No import here: the paint-first loader, an inline script, takes its names from this file too.
 */

/**
 * Marks the stylesheet the paint-first loader adds (src/inline/paint-first.ts) where a page's HTML
 * carries only the CSS of what it shows first: the page's whole CSS. Empty while it loads, then
 * `loaded` or `failed` (an element's `sheet` does not say: Chromium gives a failed one an empty
 * sheet).
 */
export const laterStyleAttribute = 'data-later-style'

/**
 * On a slot of the page the HTML leaves empty: the module whose default export is its HTML, which
 * the page's entry puts in (src/effects/later-slots.ts). Taken off where it cannot come.
 */
export const slotModuleAttribute = 'data-module'

/**
 * On <html>, from the quiz's <head> script (src/inline/early-taps.ts): the page's scripts run, so
 * an empty slot is on its way (src/styles.css). Not `@media (scripting)`, which older browsers lack.
 */
export const scriptsRunAttribute = 'data-scripts-run'

/** Lets go of the slots still waiting: what they would hold is not coming. */
export function letGoOfSlots(root: ParentNode = document) {
  for (const slot of root.querySelectorAll(`[${slotModuleAttribute}]`)) {
    slot.removeAttribute(slotModuleAttribute)
  }
}

/** Whether the page has its whole CSS: once its stylesheet has loaded (true) or failed to (false). */
export function wholeStyle(root: Document = document): Promise<boolean> {
  const sheet = root.querySelector<HTMLLinkElement>(`link[${laterStyleAttribute}]`)
  const state = sheet?.getAttribute(laterStyleAttribute)
  if (!sheet || state) return Promise.resolve(state !== 'failed')
  return new Promise((done) => {
    sheet.addEventListener('load', () => done(true), { once: true })
    sheet.addEventListener('error', () => done(false), { once: true })
  })
}
