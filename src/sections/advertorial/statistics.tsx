import { HeadedSection } from '@/components/sales/sales-section'
import { StatGrid } from '@/components/sales/stat-grid'
import type { AdvertorialContent } from '@/content/advertorial'

export function Statistics({ copy }: { copy: AdvertorialContent['statistics'] }) {
  return (
    <HeadedSection copy={copy} tone="white" space="article" width="narrow" align="start">
      <StatGrid stats={copy.stats} columns={2} className="mt-4 sm:mt-8" />
      <p className="mt-3 text-sm text-muted sm:mt-5">{copy.note}</p>
    </HeadedSection>
  )
}
