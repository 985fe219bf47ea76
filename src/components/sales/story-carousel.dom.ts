/**
 * Brings a prerendered row of stories (src/sections/shared/testimonials-section.tsx) to life on a
 * phone: the story in view said as "2 of 3" (a polite live region, so a screen reader hears where
 * it is), and Previous and Next buttons that scroll the row one story at a time (smoothly unless
 * the visitor asks for less motion). Without this script the row still scrolls and snaps by touch
 * and keyboard. The buttons hold their place from the first paint (hidden until live), so nothing
 * moves when it starts. The row a Tab stop, named to scroll, only while it overflows. Marks the
 * carousel `data-live`.
 */
export function startStoryCarousel(element: HTMLElement) {
  const part = <T extends HTMLElement>(slot: string) => {
    const found = element.querySelector<T>(`[data-slot="${slot}"]`)
    if (!found) throw new Error(`The carousel has no [data-slot="${slot}"]`)
    return found
  }
  const list = part('carousel-list')
  const status = part('carousel-status')
  const previous = part<HTMLButtonElement>('carousel-previous')
  const next = part<HTMLButtonElement>('carousel-next')
  const items = [...list.children] as HTMLElement[]
  const template = status.dataset.position ?? ''
  let current = -1

  /**
   * A button out of stories: aria-disabled, not disabled, so one that has focus keeps it (Next
   * pressed to the last story); no Tab stop once it has not (radv19: at '1 of 3' Tab stopped on
   * Previous, which did nothing).
   */
  const stop = (button: HTMLButtonElement, done: boolean) => {
    button.setAttribute('aria-disabled', String(done))
    if (!done) button.removeAttribute('tabindex')
    else if (document.activeElement !== button) button.tabIndex = -1
  }
  for (const button of [previous, next])
    button.addEventListener('blur', () => {
      if (button.getAttribute('aria-disabled') === 'true') button.tabIndex = -1
    })

  /**
   * The story in view: at the row's start the first, at its end the last, else the one whose
   * middle is nearest the row's. Where two stories stand whole in the row (900-1023 px), the
   * nearest middle on load was the second, flush right of the first: the row read '2 of 3' and
   * Previous asked for a scroll before its start, which did nothing (review 46).
   */
  const inView = () => {
    if (list.scrollLeft <= 1) return 0
    if (list.scrollLeft >= list.scrollWidth - list.clientWidth - 1) return items.length - 1
    const middle = list.scrollLeft + list.clientWidth / 2
    const distance = (item: HTMLElement) =>
      Math.abs(item.offsetLeft + item.offsetWidth / 2 - middle)
    return items.reduce(
      (best, item, index) => (distance(item) < distance(items[best] as HTMLElement) ? index : best),
      0,
    )
  }
  const show = () => {
    const index = inView()
    if (index === current) return
    current = index
    status.textContent = template
      .replace('{n}', String(index + 1))
      .replace('{total}', String(items.length))
    stop(previous, index === 0)
    stop(next, index === items.length - 1)
  }
  const go = (step: number) => {
    const target = items[current + step]
    if (!target) return
    const calm = matchMedia('(prefers-reduced-motion: reduce)').matches
    list.scrollTo({
      left: target.offsetLeft - (list.clientWidth - target.offsetWidth) / 2,
      behavior: calm ? 'instant' : 'smooth',
    })
  }
  let frame = 0
  list.addEventListener(
    'scroll',
    () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(show)
    },
    { passive: true },
  )
  previous.addEventListener('click', () => go(-1))
  next.addEventListener('click', () => go(1))
  // A Tab stop and its 'scroll for more' only while the row overflows: from lg the stories stand
  // side by side in a grid, where a focusable list that does nothing was a dead stop (rsales17).
  const label = list.getAttribute('aria-label') ?? ''
  const fit = () => {
    show()
    const scrolls = list.scrollWidth > list.clientWidth
    if (scrolls) {
      list.tabIndex = 0
      list.setAttribute('aria-label', label)
    } else {
      list.removeAttribute('tabindex')
      list.removeAttribute('aria-label')
    }
  }
  new ResizeObserver(fit).observe(list)
  show()
  element.dataset.live = ''
}
