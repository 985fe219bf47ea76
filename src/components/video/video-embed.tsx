import { VideoBox, type VideoBoxProps } from '@/components/video/video-box'

/**
 * The embedded sales video: a 16:9 box (at least 300 px tall) that the video loader fills. The
 * page is prerendered whole; in the browser src/entries/sales.ts starts the loader on this
 * island and updates its prerendered HTML, so the copy around it ships as HTML, not JS.
 */
export type VideoEmbedProps = VideoBoxProps

export function VideoEmbed({ title, checkExistingPlayer, readOn }: VideoEmbedProps) {
  return (
    <div
      data-island="video-box"
      data-check-existing-player={checkExistingPlayer ? '' : undefined}
      className="contents"
    >
      <VideoBox title={title} checkExistingPlayer={checkExistingPlayer} readOn={readOn} />
    </div>
  )
}
