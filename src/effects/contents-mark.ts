/**
 * Marks the link of "On this page" (src/components/site/document-page.tsx) whose section the
 * reader is in: `aria-current="location"`, which the link's style shows. Nothing is marked on
 * first paint, so nothing moves; the mark's style changes no box (colour and a rule that is
 * always there, transparent until marked).
 *
 * The section in view is the last one whose top has reached the screen's top, give or take the
 * room a contents link leaves above it (its `scroll-margin-top`, and 8 px): where a link puts it.
 * A line 30 % down the screen marked the next section while a short one's heading stood at the top
 * (review 32). Measured as the page scrolls (a dozen boxes, read only; an observer's band would be
 * in pixels, drawn again on every resize: more script than the page's budget). A clicked link is
 * marked at once, and stays so while its section is on the screen: the last sections, under a
 * short one, never reach the top at the page's end.
 */
export function markContentsSection(root: Document = document): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-slot="contents"] a[href^="#"]')]
  const pairs = links.flatMap((link) => {
    const section = root.getElementById(decodeURIComponent(link.hash.slice(1)))
    return section ? [{ link, section }] : []
  })
  if (pairs.length === 0) return
  let clicked: Element | undefined
  let marked: HTMLAnchorElement | undefined
  const mark = (link: HTMLAnchorElement | undefined) => {
    if (link === marked) return
    marked?.removeAttribute('aria-current')
    link?.setAttribute('aria-current', 'location')
    marked = link
  }
  const measure = () => {
    if (clicked) {
      const box = clicked.getBoundingClientRect()
      if (box.bottom > 0 && box.top < root.documentElement.clientHeight) return
      clicked = undefined
    }
    mark(
      pairs.findLast(
        ({ section }) =>
          section.getBoundingClientRect().top <=
          Number.parseFloat(getComputedStyle(section).scrollMarginTop) + 8,
      )?.link,
    )
  }
  root.addEventListener('scroll', measure, { passive: true })
  for (const { link, section } of pairs) {
    link.addEventListener('click', () => {
      clicked = section
      mark(link)
    })
  }
}
