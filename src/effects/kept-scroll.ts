/** Where the tab's history entry keeps where the visitor was (beside the router's state). */
export const keptKey = 'readingAt'

/**
 * A page whose HTML leaves its rest to its scripts is short when the browser restores a reload's
 * scroll, so the browser stops short of where the visitor was: once the rest is in
 * (src/effects/later-slots.ts), this goes there, unless a #link says where to be. Where the visitor
 * was is kept in the history entry as the page goes: the section at the top of the screen and how
 * far down it was, which holds however the parts above it (the video box) have changed since.
 */
export function restoreScrollAfterReload(win: Window = window) {
  const { document, history } = win
  const [arrival] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const arrived = history.state?.[keptKey] as { id: string; top: number } | undefined
  const section = arrived && document.getElementById(arrived.id)
  if (arrival?.type !== 'navigate' && section && !win.location.hash) {
    win.scrollBy({ top: section.getBoundingClientRect().top - arrived.top, behavior: 'instant' })
  }
  // Kept as the visitor scrolls: at once when the page has moved, up to five times at a time and
  // then one every 150 ms (Safari refuses more than 100 states in 10 s, Chromium 200), and once
  // more as a scroll stops. Not as the page goes: Chromium and Firefox drop a state written at
  // `pagehide` on a reload, and Firefox cancels the navigation that fires `beforeunload` when one
  // is written there.
  let kept = { id: '', top: 0 }
  let allowance = 5
  let counted = win.performance.now()
  const sectionAtTop = () =>
    [...document.querySelectorAll('main section[id]')].find(
      (part) => part.getBoundingClientRect().bottom > 0,
    )
  const keep = (section = sectionAtTop()) => {
    if (!section) return
    kept = { id: section.id, top: section.getBoundingClientRect().top }
    history.replaceState({ ...history.state, [keptKey]: kept }, '')
  }
  let stopped: ReturnType<typeof setTimeout> | undefined
  const onScroll = () => {
    clearTimeout(stopped)
    stopped = setTimeout(keep, 250)
    const now = win.performance.now()
    allowance = Math.min(5, allowance + (now - counted) / 150)
    counted = now
    const section = sectionAtTop()
    const moved = section?.id !== kept.id || section.getBoundingClientRect().top !== kept.top
    if (!moved || allowance < 1) return
    allowance -= 1
    keep(section)
  }
  win.addEventListener('scroll', onScroll, { passive: true })
}
