/**
 * Every page is complete as HTML; its JavaScript only hydrates. So the page paints first and
 * fetches its JavaScript afterwards: a small inline script at the end of <body> waits for the
 * first contentful paint, then adds the entry's modulepreloads and the entry itself.
 *
 * Why not a plain <script type="module"> in <head>: on a fast network the module arrives before
 * the first frame and runs (React, hydration) before the browser paints, which delays the
 * headline on slow phones; Lighthouse counts that too (the JS lands in the LCP's critical path).
 *
 * The script is the same on every page (the page's files come in data- attributes), so the CSP
 * allows it by one hash. Browsers without paint timing, or pages that never paint (a tab that
 * stays hidden until shown) load it the moment they can.
 *
 * What a visitor taps before this runs (or before the entry does) is looked after earlier, by the
 * inline <head> script (src/inline/early-taps.ts): the page is tappable long before the parser
 * reaches this script at the end of <body>.
 */
import escapeHtml from 'escape-html'

/** The loader, as it goes into the page. Plain ES2020 so no build step can alter its hash. */
export const paintFirstLoader = [
  '(() => {',
  '  const data = document.currentScript.dataset',
  '  let started = false',
  '  const start = () => {',
  '    if (started) return',
  '    started = true',
  '    const tags = document.createDocumentFragment()',
  "    for (const href of (data.preload || '').split(' ').filter(Boolean)) {",
  "      const link = document.createElement('link')",
  "      link.rel = 'modulepreload'",
  '      link.href = href',
  '      tags.append(link)',
  '    }',
  "    const entry = document.createElement('script')",
  "    entry.type = 'module'",
  '    entry.src = data.entry',
  '    tags.append(entry)',
  '    document.head.append(tags)',
  '  }',
  '  const types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes',
  "  if (!types || !types.includes('paint')) return start()",
  '  new PerformanceObserver((list, observer) => {',
  "    if (list.getEntriesByName('first-contentful-paint').length === 0) return",
  '    observer.disconnect()',
  '    start()',
  "  }).observe({ type: 'paint', buffered: true })",
  '})()',
].join('\n')

/** The tag for a page whose entry is `files.at(-1)` and whose other files it imports. */
export function paintFirstScript(files: readonly string[]): string {
  const entry = files.at(-1)
  if (!entry) throw new Error('A page needs an entry script')
  const preload = files.slice(0, -1).map((file) => `/${file}`)
  return `<script data-entry="${escapeHtml(`/${entry}`)}" data-preload="${escapeHtml(preload.join(' '))}">${paintFirstLoader}</script>`
}
