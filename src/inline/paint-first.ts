/**
 * The last script of every page, inline at the end of <body>. Every page is complete as HTML, every
 * word and all its CSS; the quiz's JavaScript hydrates. So the page paints first and fetches its
 * JavaScript afterwards: this
 * script waits for the first contentful paint, then adds the modulepreloads of every chunk the
 * page can load (in one wave, what it needs later at low priority) and the entry itself (the
 * page's files come in its data- attributes, build/inline-scripts.ts).
 *
 * Why not a plain <script type="module"> in <head>: on a fast network the module arrives before
 * the first frame and runs (React, hydration) before the browser paints, which delays the
 * headline on slow phones; Lighthouse counts that too (the JS lands in the LCP's critical path).
 *
 * It also lets the heading face in (`data-display-face` on <html>; src/styles.css): until then the
 * headings use its metric-matched local fallbacks, so the first paint waits on no font file and
 * the swap moves no line. The face is asked for then, and the headings switch to it only once it
 * draws: not while it loads (no blank headings), and never if it came too late (the stand-ins
 * stay for the visit).
 *
 * A prerendered page paints nothing before its visit: it loads at once, and runs its entry once
 * the visit begins, except the quiz's, which runs at once and waits for the visit itself.
 *
 * The script is the same on every page, so the CSP allows it by one hash. Browsers without paint
 * timing load it at once. A browser may also paint and record no first contentful paint (Firefox,
 * for a page opened at a #link further down), so the page loads anyway a second after the load
 * event's next frame (a tab that stays hidden until shown, with no frames, still waits). Not at that
 * frame: Chromium puts a frame on screen, and reports its paint, some milliseconds after the frame's
 * task, and what the page asked for in between competed with that first paint (Lighthouse counted
 * it in the page's first and largest paint: docs/decisions.md). What a visitor taps before this runs (or before the entry does) is looked after earlier,
 * by the inline <head> script (early-taps.ts): the page is tappable long before the parser
 * reaches this script at the end of <body>.
 */
import { restCssAttribute } from '@/effects/deferred-sections'
import { headingFaceRemembered, rememberHeadingFace } from '@/effects/heading-face'
import { whenVisited } from '@/effects/visit'

// The page's whole CSS came inline in <body>, as the <style> of a hidden <svg> (build/first-screen.ts):
// it moves to <head> as a plain <style> (the same text, so the CSP allows it by the same hash),
// where a translator or an extension that rewrites the text of <body> leaves it alone. The one in
// the <svg> it may not know to skip (its name is `style`, not `STYLE`).
for (const svg of document.querySelectorAll(`svg[${restCssAttribute}]`)) {
  const style = document.createElement('style')
  style.textContent = svg.textContent
  document.head.append(style)
  svg.remove()
}

/** The width of a line in `family` at the headings' weight, laid out apart from the page. */
const widthIn = (family: string) => {
  const probe = document.createElement('span')
  probe.textContent = 'CellWise Health'
  probe.style.position = 'absolute'
  probe.style.visibility = 'hidden'
  probe.style.whiteSpace = 'nowrap'
  probe.style.fontWeight = '600'
  probe.style.fontSize = '40px'
  probe.style.fontFamily = family
  document.body.append(probe)
  const width = probe.getBoundingClientRect().width
  probe.remove()
  return width
}
const data = (document.currentScript as HTMLScriptElement).dataset
/**
 * How long after it is asked for the heading face may still arrive and be drawn: the block period
 * `font-display: optional` recommends. Later, the headings keep the stand-ins for the visit, and
 * the page never repaints them (docs/decisions.md).
 */
const faceWait = 100
/**
 * Asks for the heading face, and if it is in within `faceWait`, marks the page once the engine
 * draws it. The face is the visit's one FontFace of its family (build/fonts.ts writes no rule for
 * it): engines time an `optional` rule each their own way (Gecko gave it up on every first visit
 * of the quiz, where it came 70 ms after it was asked for), and a rule beside this face was what
 * some engines matched for headings drawn later (the results' masterclass), which then kept the
 * stand-ins under an h1 in the face. The headings switch to it only when it arrived in time. The
 * visit's history entry remembers which the headings are drawn in (src/effects/heading-face.ts): a
 * reload or Back to a visit that kept the stand-ins asks for no face. A visit laid out whole
 * (`data-layout`) had its face chosen in <head> (src/inline/whole-layout.ts). An engine without
 * FontFace keeps the stand-ins.
 */
const showDisplayFace = () => {
  const family = 'Source Serif 4'
  if (
    document.documentElement.getAttribute('data-layout') === 'whole' ||
    headingFaceRemembered() === 'stand-ins' ||
    typeof FontFace !== 'function' ||
    !data.face
  )
    return
  const face = new FontFace(family, `url(${data.face})`, {
    weight: data.faceWeight,
    display: 'swap',
  })
  document.fonts.add(face)
  const asked = performance.now()
  face.load().then(
    () => {
      // When its last byte came, not when this runs: a page busy with its scripts runs it later.
      const [fetched] = performance.getEntriesByName(new URL(data.face ?? '', location.href).href)
      const came = fetched ? (fetched as PerformanceResourceTiming).responseEnd : performance.now()
      if (came - asked <= faceWait && widthIn(`"${family}", monospace`) !== widthIn('monospace')) {
        document.documentElement.setAttribute('data-display-face', '')
        rememberHeadingFace('face')
      } else rememberHeadingFace('stand-ins')
    },
    () => rememberHeadingFace('stand-ins'),
  )
}

let started = false
const start = () => {
  if (started) return
  started = true
  // The display face may load now (src/styles.css): the first paint needed no font.
  showDisplayFace()
  const tags = document.createDocumentFragment()
  const preload = (list = '', priority = 'auto') => {
    for (const href of list.split(' ').filter(Boolean)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      link.setAttribute('fetchpriority', priority)
      tags.append(link)
    }
  }
  preload(data.preload)
  // What the page needs only later (the quiz's results) comes in the same wave, behind the rest.
  preload(data.later, 'low')
  document.head.append(tags)
  const entry = document.createElement('script')
  entry.type = 'module'
  entry.src = data.entry as string
  // A prerendered page runs its entry once the visit begins; the quiz's (the page whose taps wait
  // for it) at once, to have its modules ready, and it waits for the visit to hydrate.
  if (document.querySelector('script[data-hold-clicks]')) document.head.append(entry)
  else whenVisited(() => document.head.append(entry))
}
// A page whose largest element is its first-priority image (the sales pages' hero) waits, after
// the first paint, for that image to be decoded, which it then paints in the coming frame: the
// entry's scripts would otherwise arrive before it and count in its paint (Lighthouse's LCP). No
// timer or frame callback: a page whose clock a test holds still loads.
const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
const afterHero = () => {
  if (!hero?.decode) return start()
  hero.decode().then(start, start)
}
const types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
// A prerendered page paints nothing until the visit: it fetches its scripts at once instead.
if (!types?.includes('paint') || document.prerendering) start()
else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    afterHero()
  }).observe({ type: 'paint', buffered: true })
  window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(start, 1000)))
}
