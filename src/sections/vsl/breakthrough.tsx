import { Fold } from '@/components/sales/fold'
import { HeadedSection } from '@/components/sales/sales-section'
import { StatGrid } from '@/components/sales/stat-grid'
import type { VslContent } from '@/content/vsl'

/** The breakthrough: measuring at the level of the cell, with its headline figures. */
export function Breakthrough({ copy }: { copy: VslContent['breakthrough'] }) {
  const [first, ...rest] = copy.paragraphs
  return (
    <HeadedSection copy={copy} tone="tint">
      <div className="mx-auto mt-2 max-w-3xl text-center leading-[1.45] text-muted sm:mt-8 sm:text-xl sm:leading-relaxed">
        <p>{first}</p>
        <Fold summary={copy.more} className="mt-1 sm:mt-4">
          <div className="space-y-3 sm:space-y-5">
            {rest.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Fold>
      </div>
      <StatGrid stats={copy.stats} className="mx-auto mt-3 max-w-5xl sm:mt-12" />
    </HeadedSection>
  )
}
