/**
 * The sales pages in production (the `vsl` and `advertorial` rows of `pageTable`, src/pages.ts).
 * The page is static HTML that React rendered at build time, every word of it; here its islands
 * update that HTML without React: the video box through its loader's statechart and a small DOM view, the warning
 * signs' checklist by answering ticks on the device, the stories' row by saying where the reader is. So the pages ship no React runtime (its
 * evaluation alone would cost more main-thread time than the pages' budget allows). Dated times
 * show in the visitor's zone, the sections below the first screen are laid out one at a time, and
 * the slim bars show once the part of the page each follows has scrolled away. The outbound links
 * already carry the landing page's campaign parameters: the inline script did it
 * (src/inline/early-taps.ts).
 */
import '@/styles.css'
import { selectVideoStatus } from '@machines/video-loader/video-loader.selectors'
import { createActor } from 'xstate'
import { videoLoaderLogic } from '@/actors/video-loader'
import { startSignChecklist } from '@/components/sales/sign-checklist.dom'
import { startStoryCarousel } from '@/components/sales/story-carousel.dom'
import { onVideoRetry, showVideoLinks, showVideoStatus } from '@/components/video/video-box.dom'
import { videoBoxSlots } from '@/components/video/video-box.view'
import { layOutDeferredSections } from '@/effects/deferred-sections'
import { showLocalTimes } from '@/effects/local-times'
import { openWhenWide } from '@/effects/open-when-wide'
import { watchSlimBars } from '@/effects/slim-bars'
import { nextTask } from '@/lib/next-task'

/**
 * Brings one video box's prerendered HTML to life: its loader's statechart drives the box. One
 * that breaks leaves the page alone and gets its prerendered HTML back. A started box is marked
 * `data-live` (the browser tests wait for it).
 */
function startVideoBox(element: HTMLElement) {
  const prerendered = element.innerHTML
  let failed = false
  const fail = (error: unknown) => {
    if (failed) return
    failed = true
    console.error('The video box failed and shows its static HTML again:', error)
    element.innerHTML = prerendered
    delete element.dataset.live
  }
  try {
    const box = element.querySelector<HTMLElement>(`[data-slot="${videoBoxSlots.box}"]`)
    if (!box) throw new Error('it has no video box inside')
    const loader = createActor(videoLoaderLogic, {
      input: { checkExistingPlayer: element.hasAttribute('data-check-existing-player') },
    })
    loader.subscribe({
      next: (snapshot) => {
        const status = selectVideoStatus(snapshot)
        showVideoStatus(box, status)
        // The hero's link to the video says and does what is true once it cannot play.
        showVideoLinks(document, status)
      },
      error: fail,
    })
    onVideoRetry(box, () => loader.send({ type: 'video.retry' }))
    loader.start()
    if (!failed) element.dataset.live = ''
  } catch (error) {
    fail(error)
  }
}

// Each island starts in a task of its own, so no task holds a phone's main thread for long (an
// actor's first start runs a lot of code for the first time).
for (const element of document.querySelectorAll<HTMLElement>('[data-island="video-box"]')) {
  void nextTask().then(() => startVideoBox(element))
}
/** Starts each island named `name` in a task of its own; one that breaks keeps its static HTML. */
function startEach(name: string, start: (element: HTMLElement) => void, failure: string) {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    void nextTask().then(() => {
      try {
        start(element)
      } catch (error) {
        console.error(failure, error)
      }
    })
  }
}
// The warning signs' checklist answers ticks on the device; one that breaks keeps its static line.
startEach('warning-signs', startSignChecklist, 'The checklist could not answer ticks:')
// The stories' row says where the reader is and steps on; one that breaks still scrolls.
startEach('story-carousel', startStoryCarousel, 'The stories could not say where the reader is:')
showLocalTimes()
openWhenWide()
void layOutDeferredSections()
watchSlimBars()
