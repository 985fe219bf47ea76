import { HeadedSection } from '@/components/sales/sales-section'
import { StatGrid } from '@/components/sales/stat-grid'
import type { VslContent } from '@/content/vsl'

/** The breakthrough: measuring at the level of the cell, with its headline figures. */
export function Breakthrough({ copy }: { copy: VslContent['breakthrough'] }) {
  return (
    <HeadedSection copy={copy} tone="tint">
      <div className="mx-auto mt-4 max-w-3xl space-y-3 text-center leading-relaxed text-muted sm:mt-8 sm:space-y-5 sm:text-xl">
        {copy.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <StatGrid stats={copy.stats} className="mx-auto mt-6 max-w-5xl sm:mt-12" />
    </HeadedSection>
  )
}
