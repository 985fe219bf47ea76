import { Island } from '@/components/island'
import { VideoBox, type VideoBoxProps } from '@/components/video/video-box'

/** The embedded sales video: a 16:9 box (at least 300 px tall) that the video loader fills. */
export type VideoEmbedProps = VideoBoxProps

export function VideoEmbed({ title, checkExistingPlayer }: VideoEmbedProps) {
  return (
    <Island name="video-box" props={{ title, checkExistingPlayer }}>
      <VideoBox title={title} checkExistingPlayer={checkExistingPlayer} />
    </Island>
  )
}
