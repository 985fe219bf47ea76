import { OrderButton } from '@/components/sales/order-button'
import { HeadedSection } from '@/components/sales/sales-section'
import { AsOf } from '@/components/ui/as-of'
import { ClockIcon } from '@/components/ui/icons'
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
      <ul className="mt-8 flex flex-wrap justify-center gap-2">
        {copy.scarcity.map((line) => (
          <li
            key={line.text}
            className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 text-xs font-bold text-gold-400 ring-1 ring-white/15 sm:text-sm"
          >
            <ClockIcon className="size-4 shrink-0" />
            {line.text}
            <AsOf figure={line.figure} />
          </li>
        ))}
      </ul>
      <OrderButton href={orderHref} className="mx-auto mt-8 max-w-md">
        {copy.button}
      </OrderButton>
      <p className="mt-3 text-sm text-brand-200">{copy.note}</p>
    </HeadedSection>
  )
}
