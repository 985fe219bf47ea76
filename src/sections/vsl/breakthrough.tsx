import { FoldedParagraphs } from '@/components/sales/fold'
import { HeadedSection } from '@/components/sales/sales-section'
import { StatGrid } from '@/components/sales/stat-grid'
import type { VslContent } from '@/content/vsl'

/** The breakthrough: measuring at the level of the cell, with its headline figures. */
export function Breakthrough({ copy }: { copy: VslContent['breakthrough'] }) {
  return (
    <HeadedSection copy={copy} tone="tint" standIn="short">
      <FoldedParagraphs
        copy={copy}
        className="mx-auto mt-2 max-w-3xl text-center text-[0.9375rem] leading-[1.45] text-muted sm:mt-8 lg:mt-6 sm:text-xl sm:leading-relaxed lg:text-lg"
        foldClassName="mt-1 sm:mt-4"
      />
      <StatGrid stats={copy.stats} className="mt-3 sm:mt-8 lg:mt-6" />
    </HeadedSection>
  )
}
