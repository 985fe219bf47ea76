// @vitest-environment jsdom
/**
 * The video box on the sales pages: React draws each status at build time (VideoBoxFrame), and the
 * DOM view (src/components/video/video-box.dom.ts) turns the prerendered box into what React would
 * draw for the loader's status, as the pages ship no React. What the loader does when is its
 * generated paths'; Try again by keyboard, focus kept in the box, is e2e/video.spec.ts's. (The
 * React box with its own loader runs only under `npm run dev`.)
 */
import type { VideoStatus } from '@machines/video-loader/video-loader.selectors'
import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { VideoBoxFrame } from '@/components/video/video-box'
import { showVideoStatus } from '@/components/video/video-box.dom'

const title = 'Why Your Bloodwork Looks Normal When You Feel Anything But'

const statuses: readonly VideoStatus[] = ['loading', 'ready', 'failed', 'refused']

/** The box as React renders it in `status`, as a detached element. */
function rendered(status: VideoStatus): HTMLElement {
  const holder = document.createElement('div')
  holder.innerHTML = renderToString(
    <VideoBoxFrame title={title} readOnId="testing-gap" status={status} />,
  )
  const box = holder.firstElementChild
  if (!(box instanceof HTMLElement)) throw new Error('VideoBoxFrame rendered no element')
  return box
}

// Every change of status, so the view never depends on the one before.
for (const from of statuses) {
  for (const to of statuses) {
    it(`the DOM view turns the prerendered ${from} box into exactly what React renders for ${to}`, () => {
      const box = rendered(from)
      showVideoStatus(box, to)
      expect(box.isEqualNode(rendered(to)), box.outerHTML).toBe(true)
    })
  }
}
