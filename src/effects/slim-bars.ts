/** Marks a slim bar (src/components/sales/slim-bar.tsx); `data-shown` while it is in view. */
const slimBarAttribute = 'data-slim-bar'

/**
 * The props that tie a slim bar to the page: it shows once the element `after` names has scrolled
 * past the top of the screen, and gets out of the way while any element `until` names is on it
 * (the offer it leads to is then in plain sight).
 */
export function slimBarProps(after: string, until: readonly string[]) {
  return { [slimBarAttribute]: '', 'data-after': after, 'data-until': until.join(' ') }
}

/**
 * Shows and hides the page's slim bars as the reader scrolls, with IntersectionObservers (no
 * scroll listener, nothing on the main thread while nothing crosses). Without this, or without
 * IntersectionObserver, a bar stays hidden: every order link is also in the page. Returns the
 * cancel.
 */
export function watchSlimBars(root: ParentNode = document): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {}
  const observers: IntersectionObserver[] = []
  const bars: HTMLElement[] = []
  for (const bar of root.querySelectorAll<HTMLElement>(`[${slimBarAttribute}]`)) {
    const after = document.getElementById(bar.dataset.after ?? '')
    if (!after) continue
    const offers = (bar.dataset.until ?? '')
      .split(' ')
      .flatMap((id) => document.getElementById(id) ?? [])
    let passed = false
    const offersInView = new Set<Element>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === after) {
          passed = !entry.isIntersecting && entry.boundingClientRect.top < 0
        } else if (entry.isIntersecting) offersInView.add(entry.target)
        else offersInView.delete(entry.target)
      }
      bar.toggleAttribute('data-shown', passed && offersInView.size === 0)
      keepFocusClear(bar)
    })
    observer.observe(after)
    for (const offer of offers) observer.observe(offer)
    observers.push(observer)
    bars.push(bar)
  }
  // Now, and once the engine's own focus scroll has run.
  const onFocus = () => {
    for (const bar of bars) keepFocusClear(bar)
    requestAnimationFrame(() => {
      for (const bar of bars) keepFocusClear(bar)
    })
  }
  if (bars.length > 0) document.addEventListener('focusin', onFocus)
  return () => {
    for (const observer of observers) observer.disconnect()
    document.removeEventListener('focusin', onFocus)
  }
}

/**
 * Scrolls the focused element clear of a shown bar (within the page's scroll-padding), or hides
 * the bar where that is not enough. Engines
 * differ on whether focusing an element already partly on screen scrolls it, and a bar may show
 * just after a focus has scrolled: either way focus must not stay under it (WCAG 2.4.11).
 */
function keepFocusClear(bar: HTMLElement) {
  const focused = document.activeElement
  if (!bar.hasAttribute('data-shown') || !focused || focused === document.body) return
  if (bar.contains(focused)) return
  // Where the bar comes to rest at the foot of the screen, even while it still slides in.
  const covered = () =>
    focused.getBoundingClientRect().bottom >
    document.documentElement.clientHeight - bar.offsetHeight
  if (covered()) focused.scrollIntoView({ block: 'nearest' })
  // Where the page cannot scroll it clear, the bar gets out of the way until the reader scrolls on.
  if (covered()) bar.removeAttribute('data-shown')
}
