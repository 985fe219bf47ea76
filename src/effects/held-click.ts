declare global {
  interface Window {
    /** Set by the paint-first loader (scripts/paint-first.ts) on the pages that hold clicks. */
    releaseHeldClick?: () => Element | null
  }
}

/**
 * The button a visitor clicked before the page's JavaScript ran, as the paint-first loader held
 * it, or null. The loader stops holding clicks now: call this right before hydrateRoot, from when
 * on React itself replays a click that lands while it hydrates.
 */
export function releaseHeldClick(): HTMLElement | null {
  const held = window.releaseHeldClick?.()
  return held instanceof HTMLElement ? held : null
}
