import type { VideoStatus } from '@machines/video-loader/video-loader.selectors'
import { videoBoxCopy } from '@/content/video-box'

/** One line of the box's status region. */
interface VideoBoxLine {
  text: string
  className: string
}

/**
 * What the video box shows for a loader status. Both renderers read it: the React component
 * (build time and `npm run dev`) and the DOM view that updates the prerendered box on the sales
 * pages (src/components/video/video-box.dom.ts), so the two cannot drift apart.
 */
export interface VideoBoxView {
  /** The poster's mark: play while the player may still come, "unavailable" once it cannot. */
  mark: 'play' | 'unavailable'
  /** What the status region (a polite live region) says; nothing once the player is there. */
  lines: readonly VideoBoxLine[]
  /** Whether Try again and the link on to the next section are there (once the round is over). */
  retry: boolean
  /** Class of the player's container, which is hidden after the final failure. */
  embedClassName: string
  /**
   * What the page's links to the video (the hero's) offer: the video while it may still play
   * (and in the prerendered HTML), the page's own words once it cannot: a link that still said
   * "Watch the video" led to the dead box (round 14).
   */
  links: VideoLinkOffer
}

/** The `data-video-link` value of a link to the video ('video') and of its stand-in ('page'). */
type VideoLinkOffer = 'video' | 'page'

const embedShown = 'absolute inset-0 z-10'

export function videoBoxView(status: VideoStatus): VideoBoxView {
  switch (status) {
    case 'loading':
      return {
        mark: 'play',
        lines: [{ text: videoBoxCopy.loading, className: 'text-brand-200' }],
        retry: false,
        embedClassName: embedShown,
        links: 'video',
      }
    case 'ready':
      return { mark: 'play', lines: [], retry: false, embedClassName: embedShown, links: 'video' }
    case 'failed':
      return givenUp(videoBoxCopy.failed, videoBoxCopy.failedHint)
    case 'refused':
      return givenUp(videoBoxCopy.refused, videoBoxCopy.refusedHint)
  }
}

/** The poster once the round is over: what happened, what the visitor can do, and Try again. */
function givenUp(notice: string, hint: string): VideoBoxView {
  return {
    mark: 'unavailable',
    lines: [
      { text: notice, className: 'font-semibold text-white' },
      { text: hint, className: 'mt-1 text-brand-100' },
    ],
    retry: true,
    embedClassName: 'hidden',
    links: 'page',
  }
}

/** The `data-slot` names that the DOM view finds the box's parts by. */
export const videoBoxSlots = {
  box: 'video-box',
  playMark: 'video-play-mark',
  unavailableMark: 'video-unavailable-mark',
  status: 'video-status',
  retry: 'video-retry',
  readOn: 'video-read-on',
  embed: 'video-embed',
} as const
