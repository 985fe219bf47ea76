/**
 * An inline <head> script of the sales pages. Sections below the first screen wait to be laid out
 * (`data-deferred`, src/styles.css). That suits a visit that starts at the top. One that starts
 * further down, at a #fragment or at the scroll position that a reload or Back restores, must land
 * on real heights, not stand-ins: this script, which runs before any section is parsed, has those
 * visits lay the page out whole.
 */
const navigation = performance.getEntriesByType('navigation')[0] as
  | PerformanceNavigationTiming
  | undefined
if (location.hash || (navigation && navigation.type !== 'navigate')) {
  document.documentElement.dataset.layout = 'whole'
}

// A module, so that its names stay its own.
export {}
