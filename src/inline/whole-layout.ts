/**
 * An inline <head> script of the sales pages. Sections below the first screen wait to be laid out
 * (`data-deferred`, src/styles.css). That suits a visit that starts at the top. One that starts
 * further down, at a #fragment or at the scroll position that a reload or Back restores, must land
 * on real heights, not stand-ins: this script, which runs before any section is parsed, has those
 * visits lay the page out whole, with the headings in the face they will keep, so that no swap
 * moves a line under where the visit lands. A reload or Back draws what the visit it returns to
 * drew (src/effects/heading-face.ts); any other visit lists the face from the start, at `optional`.
 * Either way the face is the visit's one FontFace of its family (build/fonts.ts writes no rule).
 */
import { headingFaceRemembered } from '@/effects/heading-face'

const navigation = performance.getEntriesByType('navigation')[0] as
  | PerformanceNavigationTiming
  | undefined
if (location.hash || (navigation && navigation.type !== 'navigate')) {
  const root = document.documentElement
  root.dataset.layout = 'whole'
  const drawn = headingFaceRemembered()
  // The face the visit drew, from the cache and before the page is laid out (on demand, at
  // `block`): at `optional` Gecko gave it up on a busy reload, and drew the stand-ins at the
  // face's tracking. A visit that drew nothing yet takes it at `optional`, if it is in at once.
  const { face, faceWeight } = (document.currentScript as HTMLScriptElement).dataset
  if (drawn !== 'stand-ins') {
    root.dataset.displayFace = ''
    document.fonts.add(
      new FontFace('Source Serif 4', `url(${face})`, {
        weight: faceWeight,
        display: drawn ? 'block' : 'optional',
      }),
    )
  }
}
