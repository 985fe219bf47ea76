/**
 * A button tapped before the quiz's JavaScript ran. The inline <head> script holds it
 * (src/inline/early-taps.ts): it marks the button pressed and busy (`data-held`, `aria-busy`) and
 * says so in the page's status region (`data-held-status`, written by build/build.ts outside
 * #root). These functions are the quiz entry's side of that hand-over.
 */

/** On a held button: shown pressed and busy (src/styles.css). */
export const heldAttribute = 'data-held'
/** The status region, outside #root, that announces the held tap, or that the quiz failed to load. */
export const heldStatusAttribute = 'data-held-status'

/** What the inline <head> script offers the entry on a page that holds clicks. */
export interface HeldClicks {
  /** Stops holding clicks and returns the button clicked so far, or null; it stays busy. */
  release: () => Element | null
  /** Shows the released button as ordinary again and empties the status region. */
  settle: () => void
}

declare global {
  interface Window {
    heldClicks?: HeldClicks
  }
}

/**
 * The button the visitor clicked before the page's JavaScript ran, or null. The <head> script
 * stops holding clicks now: call this right before hydrateRoot, from when on React itself replays
 * a click that lands while it hydrates.
 */
export function releaseHeldClick(): HTMLElement | null {
  const held = window.heldClicks?.release()
  return held instanceof HTMLElement ? held : null
}

/** The held click has been replayed (or cannot be): its button and the status stop saying busy. */
export function settleHeldClick() {
  window.heldClicks?.settle()
}
