import { HeadedSection } from '@/components/sales/sales-section'
import { StatGrid } from '@/components/sales/stat-grid'
import type { VslContent } from '@/content/vsl'

/** The breakthrough: measuring at the level of the cell, with its headline figures. */
export function Breakthrough({ copy }: { copy: VslContent['breakthrough'] }) {
  return (
    <HeadedSection copy={copy} tone="tint">
      <div className="mx-auto mt-8 max-w-3xl space-y-5 text-center text-lg leading-relaxed text-muted sm:text-xl">
        {copy.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <StatGrid stats={copy.stats} className="mx-auto mt-12 max-w-5xl" />
    </HeadedSection>
  )
}
