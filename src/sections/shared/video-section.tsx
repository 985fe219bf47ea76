import { HeadedSection } from '@/components/sales/sales-section'
import { VideoEmbed } from '@/components/video/video-embed'
import type { SectionCopy } from '@/content/sales-types'

/** The embedded sales video; the box itself belongs to the video loader. */
export function VideoSection({
  copy,
  checkExistingPlayer,
}: {
  copy: SectionCopy & { title: string; caption: string }
  checkExistingPlayer: boolean
}) {
  return (
    <HeadedSection copy={copy} tone="deep" width="medium">
      <div className="mt-3 rounded-[1.25rem] sm:mt-10 bg-white/5 p-2 ring-1 ring-white/15 sm:p-3">
        <VideoEmbed title={copy.title} checkExistingPlayer={checkExistingPlayer} />
      </div>
      {/* It promises the video plays here: not true without JavaScript, where the box says so. */}
      <p className="mt-2 text-center text-sm leading-snug text-brand-200 noscript:hidden sm:mt-4">
        {copy.caption}
      </p>
    </HeadedSection>
  )
}
