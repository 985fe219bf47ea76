import { HeadedSection } from '@/components/sales/sales-section'
import type { VideoReadOn } from '@/components/video/video-box'
import { VideoEmbed } from '@/components/video/video-embed'
import type { SectionCopy } from '@/content/sales-types'

/** The embedded sales video; the box itself belongs to the video loader. */
export function VideoSection({
  copy,
  checkExistingPlayer,
  readOn,
}: {
  copy: SectionCopy & { title: string; caption: string }
  checkExistingPlayer: boolean
  /** The section after the video (the box that cannot play links on to it by its heading). */
  readOn: VideoReadOn
}) {
  return (
    <HeadedSection copy={copy} tone="deep" width="narrow">
      <div className="mt-3 rounded-[1.25rem] sm:mt-7 bg-white/5 p-1 ring-1 ring-white/15 sm:p-3">
        <VideoEmbed title={copy.title} checkExistingPlayer={checkExistingPlayer} readOn={readOn} />
      </div>
      {/* It promises the video plays here: not true without JavaScript, nor once the video
          cannot play, where the box says so instead (then unseen, its room kept, so the page
          under it does not rise: review adv47, 46 px at 375). Balanced: filled, at 414 its last
          line was short under a full one (review 29). */}
      <p
        data-slot="video-caption"
        className="mt-2 text-center text-sm leading-snug text-balance text-brand-200 noscript:hidden sm:mt-4 [section:has([data-status=failed])_&]:invisible [section:has([data-status=refused])_&]:invisible"
      >
        {copy.caption}
      </p>
    </HeadedSection>
  )
}
