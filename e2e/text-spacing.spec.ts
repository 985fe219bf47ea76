/**
 * Text spacing (WCAG 2.2, 1.4.12), as a reading extension applies it: line height 1.5, paragraph
 * spacing 2em, letter spacing 0.12em, word spacing 0.16em. On every page and the quiz's inner
 * screens at 320, 375 and 1280 px, nothing scrolls sideways and no box that hides its overflow
 * cuts text off. The spacing comes in as a constructed stylesheet, which the page's CSP allows.
 */
import { expect, test, widths } from './engines/fixtures'
import { siteScreens } from './support/quiz'
import { open, sidewaysScroll } from './support/site'

/** Applies the spacing; returns the body's letter spacing in px, to show it took. */
function spaceText(): number {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(`* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important } p { margin-bottom: 2em !important }`)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  return Number.parseFloat(getComputedStyle(document.body).letterSpacing)
}

/**
 * Text cut off by a box that hides its overflow: a line of text reaching past the edge of such
 * an ancestor. Screen-reader-only text (in a box of 1 px or less) is meant to be cut off.
 */
function clippedText(): string[] {
  const found: string[] = []
  for (const box of document.querySelectorAll('body *')) {
    const style = getComputedStyle(box)
    // An <svg> is a picture: its text (the guarantee seal's arc) is drawn, read by its label.
    if (box instanceof SVGElement || !/hidden|clip/.test(style.overflowX + style.overflowY))
      continue
    const edge = box.getBoundingClientRect()
    if (edge.width <= 1 || edge.height <= 1) continue
    const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT)
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      let inside = text.parentElement
      while (inside && inside !== box && inside.getBoundingClientRect().width > 1)
        inside = inside.parentElement
      if (inside !== box || !text.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      const out = [...range.getClientRects()].some(
        (line) =>
          line.width > 0 &&
          (line.left < edge.left - 1 ||
            line.right > edge.right + 1 ||
            line.top < edge.top - 1 ||
            line.bottom > edge.bottom + 1),
      )
      if (out) found.push(`${box.tagName.toLowerCase()}: ${text.textContent.trim().slice(0, 40)}`)
    }
  }
  return found
}

for (const screen of siteScreens) {
  test(`${screen.name}: with WCAG text spacing, no sideways scroll and no clipped text`, async ({
    site,
  }) => {
    await open(site, screen.path)
    await screen.reach?.(site)
    expect(await site.evaluate(spaceText), 'letter spacing applied').toBeGreaterThan(1)
    const seen: Record<string, { sideways: number; clipped: string[] }> = {}
    for (const viewport of [widths.narrow, widths.phone, widths.desktop]) {
      await site.setViewport(viewport)
      await site.evaluate(() => window.__e2e.painted())
      seen[`${viewport.width} px`] = {
        sideways: await sidewaysScroll(site),
        clipped: await site.evaluate(clippedText),
      }
    }
    expect(seen).toEqual(
      Object.fromEntries(Object.keys(seen).map((width) => [width, { sideways: 0, clipped: [] }])),
    )
  })
}
