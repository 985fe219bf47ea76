import { OrderActions } from '@/components/sales/order-actions'
import { PriceTag } from '@/components/sales/price-tag'
import { headingId, SalesSection } from '@/components/sales/sales-section'
import type { VslContent } from '@/content/vsl'

/** The first order button, right after the kit. */
export function OrderCta({ copy, orderHref }: { copy: VslContent['order']; orderHref: string }) {
  return (
    <SalesSection id={copy.id} tone="sand" space="compact">
      <div className="mx-auto max-w-2xl px-4 min-[22rem]:px-5 sm:px-8">
        <div className="rounded-[2rem] bg-white px-4 py-5 text-center shadow-lg shadow-brand-900/5 ring-1 ring-sand-200 sm:p-10">
          <h2
            id={headingId(copy.id)}
            className="font-display text-[1.75rem] leading-tight font-semibold tracking-tight text-brand-950 sm:text-4xl"
          >
            {copy.heading}
          </h2>
          <PriceTag price={copy.price} className="mt-2 sm:mt-4" />
          <p className="mt-1 leading-snug font-semibold text-cta-700 sm:mt-2 sm:text-lg">
            {copy.compare}
          </p>
          <OrderActions copy={copy} orderHref={orderHref} />
        </div>
      </div>
    </SalesSection>
  )
}
