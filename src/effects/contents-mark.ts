/**
 * Marks the link of "On this page" (src/components/site/document-page.tsx) whose section the
 * reader is in: `aria-current="location"`, which the link's style shows. Nothing is marked on
 * first paint, so nothing moves; the mark's style changes no box (colour and a rule that is
 * always there, transparent until marked).
 *
 * The section in view is the last one whose top has reached the screen's top, give or take the
 * room a contents link leaves above it (its `scroll-margin-top`, and a little): where a link puts
 * it. A line 30 % down the screen marked the next section while a short one's heading stood at
 * the top (review 32). One observer watches a band from the top to that line: a section's top
 * crosses the line only as it enters or leaves the band, and every jump (a contents link, the
 * browser's find) moves some section into or out of it, so its callback is the moment to measure
 * the sections again (a dozen boxes); the band is in pixels, so it is drawn again when the
 * screen's height changes. A clicked link is marked at once, and stays so while its section is on
 * the screen: the last sections, under a short one, never reach the top at the page's end.
 */
export function markContentsSection(root: Document = document): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-slot="contents"] a[href^="#"]')]
  const pairs = links.flatMap((link) => {
    const section = root.getElementById(decodeURIComponent(link.hash.slice(1)))
    return section ? [{ link, section }] : []
  })
  const view = root.defaultView
  if (pairs.length === 0 || !view || typeof IntersectionObserver !== 'function') return
  let clicked: Element | undefined
  let marked: HTMLAnchorElement | undefined
  const mark = (link: HTMLAnchorElement | undefined) => {
    if (link === marked) return
    marked?.removeAttribute('aria-current')
    link?.setAttribute('aria-current', 'location')
    marked = link
  }
  const first = pairs[0]?.section as Element
  /** The line, in pixels from the screen's top: a link's scroll margin and 8 px more. */
  const lineAt = () => (Number.parseFloat(view.getComputedStyle(first).scrollMarginTop) || 0) + 8
  const measure = () => {
    const height = root.documentElement.clientHeight
    if (clicked) {
      const box = clicked.getBoundingClientRect()
      if (box.bottom > 0 && box.top < height) return
      clicked = undefined
    }
    const line = lineAt()
    mark(pairs.findLast(({ section }) => section.getBoundingClientRect().top <= line)?.link)
  }
  let observer: IntersectionObserver | undefined
  let drawnFor = -1
  const watch = () => {
    const height = root.documentElement.clientHeight
    if (height === drawnFor) return
    drawnFor = height
    observer?.disconnect()
    observer = new IntersectionObserver(measure, {
      rootMargin: `0px 0px ${Math.min(0, lineAt() - height)}px 0px`,
    })
    for (const { section } of pairs) observer.observe(section)
  }
  watch()
  view.addEventListener('resize', watch, { passive: true })
  for (const { link, section } of pairs) {
    link.addEventListener('click', () => {
      clicked = section
      mark(link)
    })
  }
}
