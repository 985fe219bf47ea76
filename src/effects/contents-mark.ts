/**
 * Marks the link of "On this page" (src/components/site/document-page.tsx) whose section the
 * reader is in: `aria-current="location"`, which the link's style shows. Nothing is marked on
 * first paint, so nothing moves; the mark's style changes no box (colour and a rule that is
 * always there, transparent until marked).
 *
 * The section in view is the last one whose top has passed a line 30 % down the screen. One
 * observer watches a band from the top to that line: a section's top crosses the line only as it
 * enters or leaves the band, and every jump (a contents link, the browser's find) moves some
 * section into or out of it, so its callback is the moment to measure the sections again (a dozen
 * boxes). A clicked link is marked at once, and stays so while its section is on the screen: the
 * last sections, under a short one, never reach the line at the page's end.
 */
export function markContentsSection(root: Document = document): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-slot="contents"] a[href^="#"]')]
  const pairs = links.flatMap((link) => {
    const section = root.getElementById(decodeURIComponent(link.hash.slice(1)))
    return section ? [{ link, section }] : []
  })
  if (pairs.length === 0 || typeof IntersectionObserver !== 'function') return
  let clicked: Element | undefined
  let marked: HTMLAnchorElement | undefined
  const mark = (link: HTMLAnchorElement | undefined) => {
    if (link === marked) return
    marked?.removeAttribute('aria-current')
    link?.setAttribute('aria-current', 'location')
    marked = link
  }
  const lineAt = 0.3
  const measure = () => {
    const height = root.documentElement.clientHeight
    if (clicked) {
      const box = clicked.getBoundingClientRect()
      if (box.bottom > 0 && box.top < height) return
      clicked = undefined
    }
    const line = height * lineAt
    mark(pairs.findLast(({ section }) => section.getBoundingClientRect().top <= line)?.link)
  }
  const observer = new IntersectionObserver(measure, {
    rootMargin: `0px 0px -${100 - lineAt * 100}% 0px`,
  })
  for (const { link, section } of pairs) {
    observer.observe(section)
    link.addEventListener('click', () => {
      clicked = section
      mark(link)
    })
  }
}
