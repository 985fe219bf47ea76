import { CardList } from '@/components/sales/card-list'
import { HeadedSection } from '@/components/sales/sales-section'
import type { AdvertorialContent } from '@/content/advertorial'

export function Consequences({ copy }: { copy: AdvertorialContent['consequences'] }) {
  return (
    <HeadedSection
      copy={copy}
      tone="white"
      space="article"
      standIn="long"
      width="narrow"
      align="start"
    >
      <CardList items={copy.items} look="consequences" />
      <p className="mt-8 rounded-2xl bg-brand-50 p-fit-5 text-lg font-semibold text-brand-900">
        {copy.closing}
      </p>
    </HeadedSection>
  )
}
