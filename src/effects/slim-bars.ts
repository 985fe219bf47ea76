/** Marks a slim bar (src/components/sales/slim-bar.tsx); `data-shown` while it is in view. */
const slimBarAttribute = 'data-slim-bar'

/**
 * The props that tie a slim bar to the page: it shows once the element `after` names has scrolled
 * past the top of the screen, and gets out of the way while any element `until` names is on it
 * (the offer it leads to is then in plain sight; the footer is not to be covered).
 */
export function slimBarProps(after: string, until: readonly string[]) {
  return { [slimBarAttribute]: '', 'data-after': after, 'data-until': until.join(' ') }
}

/** On the VSL's sticky header while it is taller than a quarter of the screen: it scrolls away. */
const tallAttribute = 'data-tall'

/**
 * Whether a bar fits in a quarter of the screen's height. Text at 200 % or a narrow screen can make
 * a bar taller than that: a bar that stays on screen may then not (WCAG 1.4.10's reflow leaves
 * the reader the rest of the screen), whatever the media queries think the screen is.
 */
const fitsAQuarter = (bar: HTMLElement) => bar.offsetHeight <= innerHeight / 4

/**
 * Shows and hides the page's slim bars as the reader scrolls, with IntersectionObservers (no
 * scroll listener, nothing on the main thread while nothing crosses); a bar taller than a quarter
 * of the screen never shows, and the VSL's header that tall scrolls away with the page
 * (`data-tall`), as the screen or the text size changes. Without this, or without
 * IntersectionObserver, a bar stays hidden: every order link is also in the page. Returns the
 * cancel.
 */
export function watchSlimBars(root: ParentNode = document): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {}
  const header = document.querySelector<HTMLElement>('[data-sticky-header]')
  const observers: (IntersectionObserver | ResizeObserver)[] = []
  const bars: HTMLElement[] = []
  const updates: (() => void)[] = []
  for (const bar of root.querySelectorAll<HTMLElement>(`[${slimBarAttribute}]`)) {
    const after = document.getElementById(bar.dataset.after ?? '')
    if (!after) continue
    const offers = (bar.dataset.until ?? '')
      .split(' ')
      .flatMap((id) => document.getElementById(id) ?? [])
    let passed = false
    const offersInView = new Set<Element>()
    const update = () => {
      bar.toggleAttribute('data-shown', passed && offersInView.size === 0 && fitsAQuarter(bar))
      // The header too: as this bar gets out of the way the header slides back over the page's top.
      keepFocusClear(header ? [header, bar] : [bar])
    }
    // `after` is passed while it lies wholly above the screen. The root reaches far below the
    // screen, so that a jump straight back to the top (Home, a tap on the phone's status bar)
    // crosses it too: with the screen alone as the root, above and below are both 'not
    // intersecting', and the bar would stay up over the page's first screen.
    const past = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1)
        passed = entry !== undefined && !entry.isIntersecting
        update()
      },
      { rootMargin: '0px 0px 1000000px 0px' },
    )
    const inView = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) offersInView.add(entry.target)
        else offersInView.delete(entry.target)
      }
      update()
    })
    past.observe(after)
    for (const offer of offers) inView.observe(offer)
    observers.push(past, inView)
    bars.push(bar)
    updates.push(update)
  }
  const resized = () => {
    header?.toggleAttribute(tallAttribute, !fitsAQuarter(header))
    for (const update of updates) update()
  }
  // A bar's height changes with the text size and the width; the screen's with the window.
  if (typeof ResizeObserver !== 'undefined') {
    const sizes = new ResizeObserver(resized)
    for (const bar of header ? [header, ...bars] : bars) sizes.observe(bar)
    observers.push(sizes)
  }
  addEventListener('resize', resized)
  const check = () => keepFocusClear(header ? [header, ...bars] : bars)
  // On a focus, now and once the engine's own focus scroll has run. And a frame after any key:
  // Gecko moves focus on Tab without firing focus events while its document is not the focused
  // one (document.hasFocus() false, e.g. once focus has been out in the browser's own chrome),
  // so the key is the one sign of a keyboard focus move that every engine gives.
  const onFocus = () => {
    check()
    requestAnimationFrame(check)
  }
  const onKey = () => requestAnimationFrame(check)
  if (bars.length > 0) {
    document.addEventListener('focusin', onFocus)
    document.addEventListener('keydown', onKey)
  }
  return () => {
    for (const observer of observers) observer.disconnect()
    removeEventListener('resize', resized)
    document.removeEventListener('focusin', onFocus)
    document.removeEventListener('keydown', onKey)
  }
}

/**
 * The band of the screen a bar takes where it comes to rest, even while it still slides: a slim
 * bar at the foot (nothing while it is not shown or on a short screen); the header nothing while
 * a shown slim bar puts it out of the way (styles.css), else its sticky place. That place from its
 * offsets, which leave its slide (`translate`) out: Gecko under load ran the slim bar's hiding
 * after its own focus scroll, and the header slid back over the focused element (the e2e walk).
 */
function bandOf(bar: HTMLElement): { top: number; bottom: number } {
  if (bar.hasAttribute(slimBarAttribute)) {
    const bottom = bar.hasAttribute('data-shown') ? document.documentElement.clientHeight : 0
    return { top: bottom - bar.offsetHeight, bottom }
  }
  const slimBar = document.querySelector<HTMLElement>(`[${slimBarAttribute}][data-shown]`)
  // A slim bar shown but not laid out (from lg, on a short screen) leaves the header where it is.
  if (slimBar && slimBar.offsetHeight > 0 && !bar.matches(':focus-within'))
    return { top: 0, bottom: 0 }
  let top = -scrollY
  for (let at: Element | null = bar; at instanceof HTMLElement; at = at.offsetParent)
    top += at.offsetTop
  return { top, bottom: top + bar.offsetHeight }
}

/**
 * Scrolls the focused element clear of the bars (a shown slim bar; the VSL's sticky header,
 * src/sections/vsl/header-strip.tsx, which overlaps content only while it sticks) within the
 * page's scroll-padding (styles.css), or hides a slim bar where that is not enough. Engines
 * differ on whether focusing an element already mostly on screen scrolls it (Gecko does not), and
 * a slim bar may show just after a focus has scrolled: either way focus must not stay under a bar
 * (WCAG 2.4.11). Only an element a bar covers is moved.
 */
function keepFocusClear(bars: readonly HTMLElement[]) {
  const focused = document.activeElement
  if (!focused || focused === document.body || bars.some((bar) => bar.contains(focused))) return
  const coveredBy = (bar: HTMLElement) => {
    const box = focused.getBoundingClientRect()
    const band = bandOf(bar)
    return band.bottom > band.top && box.bottom > band.top && box.top < band.bottom
  }
  if (!bars.some(coveredBy)) return
  focused.scrollIntoView({ block: 'nearest' })
  // Where the page cannot scroll it clear, a slim bar gets out of the way until the reader scrolls on.
  for (const bar of bars)
    if (bar.hasAttribute('data-shown') && coveredBy(bar)) bar.removeAttribute('data-shown')
}
