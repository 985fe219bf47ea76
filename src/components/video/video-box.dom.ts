import type { VideoStatus } from '@machines/video-loader/video-loader.selectors'
import { videoBoxSlots, videoBoxView } from '@/components/video/video-box.view'

function part(box: HTMLElement, slot: string): HTMLElement {
  const element = box.querySelector<HTMLElement>(`[data-slot="${slot}"]`)
  if (!element) throw new Error(`The video box has no [data-slot="${slot}"] part`)
  return element
}

/**
 * Shows `status` in a video box that React prerendered (VideoBoxFrame), without React: the sales
 * pages ship no React runtime for one box. It changes exactly what VideoBoxFrame would render
 * differently, as tests/video-box.view.test.tsx checks for every status.
 */
export function showVideoStatus(box: HTMLElement, status: VideoStatus) {
  if (box.dataset.status === status) return
  const view = videoBoxView(status)
  box.dataset.status = status
  part(box, videoBoxSlots.playMark).toggleAttribute('hidden', view.mark !== 'play')
  part(box, videoBoxSlots.unavailableMark).toggleAttribute('hidden', view.mark !== 'unavailable')
  part(box, videoBoxSlots.status).replaceChildren(
    ...view.lines.map((line) => {
      const paragraph = document.createElement('p')
      paragraph.className = line.className
      paragraph.textContent = line.text
      return paragraph
    }),
  )
  part(box, videoBoxSlots.retry).toggleAttribute('hidden', !view.retry)
  part(box, videoBoxSlots.readOn).toggleAttribute('hidden', !view.retry)
  part(box, videoBoxSlots.embed).className = view.embedClassName
}

/**
 * Shows, of the page's links to the video and their stand-ins (`data-video-link`, the hero's), the
 * ones that offer what the view says for `status`: the video, or the page's words once it cannot
 * play. The prerendered HTML offers the video.
 */
export function showVideoLinks(page: ParentNode, status: VideoStatus) {
  const { links } = videoBoxView(status)
  for (const link of page.querySelectorAll<HTMLElement>('[data-video-link]')) {
    link.hidden = link.dataset.videoLink !== links
  }
}

/**
 * Calls `retry` when the visitor presses the box's Try again button, and first puts focus on the
 * box (as VideoBox does): the button goes away as the new round starts, and focus would
 * otherwise drop to the top of the page. The box is named by the video's title, and its status
 * region then says the video is loading. Focus moves while the button still has it, so a
 * keyboard user sees the box's focus ring.
 */
export function onVideoRetry(box: HTMLElement, retry: () => void) {
  part(box, videoBoxSlots.retry).addEventListener('click', () => {
    box.focus()
    retry()
  })
}
