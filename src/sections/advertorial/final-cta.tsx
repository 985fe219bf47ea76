import { OrderActions } from '@/components/sales/order-actions'
import { HeadedSection } from '@/components/sales/sales-section'
import type { AdvertorialContent } from '@/content/advertorial'

export function FinalCta({
  copy,
  orderHref,
}: {
  copy: AdvertorialContent['finalCta']
  orderHref: string
}) {
  return (
    <HeadedSection copy={copy} tone="brand" width="narrow" containerClassName="text-center">
      {copy.paragraphs.map((paragraph) => (
        <p
          key={paragraph}
          className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl"
        >
          {paragraph}
        </p>
      ))}
      <OrderActions copy={copy} orderHref={orderHref} look="dark" />
    </HeadedSection>
  )
}
