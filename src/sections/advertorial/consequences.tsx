import { CardList } from '@/components/sales/card-list'
import type { AdvertorialContent } from '@/content/advertorial'
import { ArticleSection } from './article-section'

export function Consequences({ copy }: { copy: AdvertorialContent['consequences'] }) {
  return (
    <ArticleSection copy={copy} tone="white" standIn="long">
      <CardList items={copy.items} look="consequences" />
      <p className="mt-8 rounded-2xl bg-brand-50 p-fit-5 text-lg font-semibold text-brand-900">
        {copy.closing}
      </p>
    </ArticleSection>
  )
}
