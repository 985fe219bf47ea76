/**
 * A page Chromium prerendered (Speculation Rules, from a sales page) is not visited yet, and may
 * never be: what only a visit may do (read the tab's quiz, hold taps, run the page's scripts, and
 * with them every clock, focus and title) waits for its activation. Anywhere else it runs at once.
 */
declare global {
  interface Document {
    /** The HTML Standard's, not yet in TypeScript's DOM types. */
    readonly prerendering?: boolean
  }
}

export function whenVisited(run: () => void) {
  if (document.prerendering) document.addEventListener('prerenderingchange', run, { once: true })
  else run()
}
