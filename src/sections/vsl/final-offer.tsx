import { OrderButton } from '@/components/sales/order-button'
import { PriceTag } from '@/components/sales/price-tag'
import { HeadedSection } from '@/components/sales/sales-section'
import { AsOf } from '@/components/ui/as-of'
import { CheckIcon, ClockIcon } from '@/components/ui/icons'
import type { VslContent } from '@/content/vsl'

/** The closing offer: what is included, the price, the scarcity, the last order button. */
export function FinalOffer({
  copy,
  orderHref,
}: {
  copy: VslContent['finalOffer']
  orderHref: string
}) {
  return (
    <HeadedSection copy={copy} tone="brand">
      <div className="mx-auto mt-4 max-w-xl overflow-hidden sm:mt-12 rounded-[2rem] bg-white text-ink shadow-2xl shadow-black/30">
        <ul className="space-y-1.5 px-4 py-3 text-sm leading-snug sm:space-y-3 sm:p-8 sm:text-base">
          {copy.includes.map((item) => (
            <li key={item} className="flex items-center gap-3 font-semibold">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
                <CheckIcon className="size-4 shrink-0" strokeWidth={3} />
              </span>
              {item}
            </li>
          ))}
        </ul>
        <div className="border-t border-sand-200 bg-sand-50 px-4 py-3 text-center sm:p-8">
          {/* On a phone the comparison stands beside the price; from sm, under it. */}
          <div className="flex items-center justify-center gap-3 sm:block">
            <PriceTag price={copy.price} className="shrink-0" />
            <p className="max-w-48 text-left text-sm leading-snug font-semibold text-cta-700 sm:mt-2 sm:max-w-none sm:text-center sm:text-base">
              {copy.compare}
            </p>
          </div>
          <ul className="mt-1.5 flex flex-col items-center gap-0.5 sm:mt-5 sm:gap-1.5">
            {copy.scarcity.map((line) => (
              <li
                key={line.text}
                className="inline-flex items-center gap-1.5 text-[0.8125rem] leading-snug font-bold text-danger-700 sm:text-sm"
              >
                <ClockIcon className="size-4 shrink-0" />
                {line.text}
                <AsOf figure={line.figure} />
              </li>
            ))}
          </ul>
          <OrderButton href={orderHref} className="mt-3 sm:mt-6">
            {copy.button}
          </OrderButton>
          <p className="mt-2 text-sm leading-snug text-muted sm:mt-3">{copy.note}</p>
        </div>
      </div>
    </HeadedSection>
  )
}
