/** How long a scroll may take before we stop waiting for it (browsers without `scrollend`). */
const settleTimeoutMs = 1500
/** Frames the page may stand still, short of the top, before the scroll is asked for again. */
const stallFrames = 6

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * Scrolls the page to the top, smoothly unless the visitor prefers reduced motion, and calls
 * `onSettled` once when the page is in place: at `scrollend`, when a frame finds the page at the
 * top, or after a timeout if neither happens (a visitor scrolling against it). It starts on the
 * next frame so that it scrolls the screen that has just rendered, not the one that left. An
 * engine may drop a smooth scroll without a `scrollend` (WebKit does when the new screen is
 * shorter and the page is pulled up to fit): a page standing still short of the top is sent on
 * again. Returns a function that cancels it.
 */
export function scrollToTop(onSettled: () => void): () => void {
  let frame = 0
  let done = false
  const finish = () => {
    if (done) return
    cancel()
    onSettled()
  }
  const behavior = () => (prefersReducedMotion() ? 'instant' : 'smooth')
  let lastY = Number.NaN
  let still = 0
  const watch = () => {
    const y = window.scrollY
    if (y <= 0) return finish()
    still = y === lastY ? still + 1 : 0
    lastY = y
    if (still >= stallFrames) {
      still = 0
      window.scrollTo({ top: 0, left: 0, behavior: behavior() })
    }
    frame = requestAnimationFrame(watch)
  }
  // The page's own patience with the browser's scroll, forwarded as `scroll.settled` like its end.
  const timer = setTimeout(finish, settleTimeoutMs)
  const cancel = () => {
    done = true
    cancelAnimationFrame(frame)
    clearTimeout(timer)
    window.removeEventListener('scrollend', finish)
  }
  frame = requestAnimationFrame(() => {
    if (window.scrollY <= 0) {
      finish()
      return
    }
    window.addEventListener('scrollend', finish, { once: true })
    window.scrollTo({ top: 0, left: 0, behavior: behavior() })
    frame = requestAnimationFrame(watch)
  })
  return cancel
}
