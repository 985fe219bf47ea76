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
 * On the part of a sales page below its first screen (src/components/site/later-part.tsx): the
 * build moves its contents into a module and leaves it a slot (build/later-slots.ts).
 */
export const laterPartAttribute = 'data-later-part'

/**
 * On the line after a slot that says where to read what it would hold (the page whole, as HTML):
 * out of sight while the slot waits, taken away once it is filled.
 */
export const laterFallbackAttribute = 'data-later-fallback'

/** How that line's link to the page whole, or its button that shows the rest, looks. */
export const laterLineActionClass = 'font-semibold text-brand-800 underline underline-offset-4'

/**
 * On <html> while the page's empty slots wait for their HTML (src/styles.css says how): set by the
 * quiz's <head> script, which runs only where the page's scripts do (src/inline/early-taps.ts; not
 * `@media (scripting)`, which older browsers lack), and taken off once they are filled or let go.
 * An attribute, not `:has(:empty)`, whose change WebKit does not always restyle.
 */
export const slotsWaitingAttribute = 'data-slots-waiting'

/** Lets go of the slots still waiting: what they would hold is not coming. */
export function letGoOfSlots(root: Document = document) {
  for (const slot of root.querySelectorAll(`[${slotModuleAttribute}]`)) {
    if (slot.childElementCount === 0) slot.removeAttribute(slotModuleAttribute)
  }
  root.documentElement.removeAttribute(slotsWaitingAttribute)
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
