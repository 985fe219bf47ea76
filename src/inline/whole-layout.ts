/**
 * An inline <head> script of the sales pages. Sections below the first screen wait to be laid out
 * (`data-deferred`, src/styles.css). That suits a visit that starts at the top. One that starts
 * further down, at a #fragment or at the scroll position that a reload or Back restores, must land
 * on real heights, not stand-ins: this script, which runs before any section is parsed, has those
 * visits lay the page out whole, with the headings in the face they will keep, so that no swap
 * moves a line under where the visit lands. A reload or Back draws what the visit it returns to
 * drew (src/effects/heading-face.ts); any other visit lists the face from the start, under its
 * `optional` rule (src/styles.css).
 */
import { headingFaceRemembered } from '@/effects/heading-face'

const navigation = performance.getEntriesByType('navigation')[0] as
  | PerformanceNavigationTiming
  | undefined
if (location.hash || (navigation && navigation.type !== 'navigate')) {
  const root = document.documentElement
  root.dataset.layout = 'whole'
  const drawn = headingFaceRemembered()
  if (drawn !== 'stand-ins') root.dataset.displayFace = ''
  // The face the visit drew, from the cache and before the page is laid out (on demand, at
  // `block`). Under its `optional` rule alone Gecko gave it up on a busy reload, and drew the
  // stand-ins at the face's tracking.
  const { face, faceWeight } = (document.currentScript as HTMLScriptElement).dataset
  if (drawn === 'face')
    document.fonts.add(
      new FontFace('Source Serif 4', `url(${face})`, { weight: faceWeight, display: 'block' }),
    )
}
