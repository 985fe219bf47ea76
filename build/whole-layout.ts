/**
 * Sales sections below the first screen wait to be laid out (`data-deferred`, src/styles.css).
 * That suits a visit that starts at the top. One that starts further down, at a #fragment or at
 * the scroll position that a reload or Back restores, must land on real heights, not stand-ins:
 * this script in <head>, which runs before any section is parsed, has those visits lay the page
 * out whole. Plain ES2020 so no build step can alter its CSP hash.
 */
export const wholeLayoutScript = [
  '(() => {',
  "  const navigation = performance.getEntriesByType('navigation')[0]",
  "  if (location.hash || (navigation && navigation.type !== 'navigate')) {",
  "    document.documentElement.dataset.layout = 'whole'",
  '  }',
  '})()',
].join('\n')
