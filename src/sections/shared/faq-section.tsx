import { FaqList } from '@/components/sales/faq-list'
import { HeadedSection } from '@/components/sales/sales-section'
import type { FaqItem, SectionCopy } from '@/content/sales-types'

export function FaqSection({ copy }: { copy: SectionCopy & { items: readonly FaqItem[] } }) {
  return (
    <HeadedSection copy={copy} tone="sand" width="narrow">
      <FaqList items={copy.items} className="mt-3 sm:mt-7" />
    </HeadedSection>
  )
}
