/**
 * Where a page's first screen ends in its HTML, and the rest of its CSS put there. The first
 * screen paints from the HTML before it with only the CSS it needs, inline in <head>; the page's
 * whole CSS comes inline right after it, before the sections laid out later (`data-deferred`,
 * src/effects/deferred-sections.ts), so that what follows is never shown without it, or, on a
 * page without them whose scripts draw more than its HTML (the quiz), at the end of <body>, its
 * <head> then having the CSS of all its HTML but the results' waiting shapes, in its templates
 * and in the outline a resumed tab shows of them (`withoutLaterShapes`). Either way before the
 * loader that adds the page's scripts (src/inline/paint-first.ts), so that nothing they draw is
 * shown without it, and no request is made for it (docs/decisions.md, "Every word in the page's
 * own HTML").
 */
import { restCssAttribute } from '../src/effects/deferred-sections'

/** Where the first section laid out later starts in `html`, or -1 on a page without one. */
export function deferredStart(html: string): number {
  return html.search(/<[a-z]+\b[^>]*\sdata-deferred[\s=>]/)
}

/**
 * `css` as an element of the <body>: a <style> inside a hidden <svg>, the one place HTML allows
 * a style sheet in the body inline (a <link> would be a request of its own, which a slow line
 * pays and which some engines do not wait for). Its text is parsed as markup, not raw text: a `<`
 * in a CSS string (`@property`'s `syntax: "<color>"`) is written as the CSS escape `\3c `, and
 * anything else that markup would read (a `<` outside a string, a character reference) stops the
 * build, so that the text in the page is the text written (its CSP hash).
 */
export function restCssTag(css: string): string {
  const escaped = css.replace(/"[^"]*"/g, (string) => string.replaceAll('<', '\\3c '))
  if (/<|&[#a-z\d]/i.test(escaped)) {
    throw new Error('The page’s CSS has a < or an &name that cannot go inside an <svg> as it is')
  }
  return `<svg ${restCssAttribute}="" class="hidden" aria-hidden="true"><style>${escaped}</style></svg>`
}

/**
 * `html` without the outline a resumed tab shows of the results' waiting screen
 * (src/components/quiz/resume-shape.tsx, `data-resume-shape="results"`): for the CSS of the first
 * screen, which it is not part of. The outline of a question stays: a tab resumed mid-quiz draws it
 * from the first paint, where, its CSS at the end of <body>, a slow line showed an empty screen
 * under the header until that was parsed. A <div>, matched to its own end.
 */
export function withoutLaterShapes(html: string): string {
  const start = html.search(/<div\b[^>]*\sdata-resume-shape="results"/)
  if (start < 0) return html
  const tags = /<(\/?)div\b[^>]*>/g
  tags.lastIndex = start
  let depth = 0
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1
    if (depth === 0) return withoutLaterShapes(html.slice(0, start) + html.slice(tags.lastIndex))
  }
  throw new Error('An outline of the quiz has no end in the page’s HTML')
}
