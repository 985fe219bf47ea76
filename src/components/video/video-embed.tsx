/**
 * The embedded sales video: a 16:9 box (at least 300 px tall) that the video loader fills.
 * STUB: the video-loader work replaces the body; the props are the contract the pages use.
 */
export interface VideoEmbedProps {
  /** Title of the video, shown on the poster and used as the box's accessible name. */
  title: string
  /** VSL pages: true (skip the load when the player already exists); advertorial: false. */
  checkExistingPlayer: boolean
}

export function VideoEmbed({ title }: VideoEmbedProps) {
  return (
    <div className="relative aspect-video min-h-[300px] w-full overflow-hidden rounded-2xl bg-brand-950">
      <p className="absolute inset-0 grid place-items-center p-6 text-center text-white">{title}</p>
    </div>
  )
}
