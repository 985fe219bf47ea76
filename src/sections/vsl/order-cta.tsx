import { OrderButton } from '@/components/sales/order-button'
import { PriceTag } from '@/components/sales/price-tag'
import { headingId, SalesSection } from '@/components/sales/sales-section'
import { TrustList } from '@/components/sales/trust-list'
import type { VslContent } from '@/content/vsl'

/** The first order button, right after the kit. */
export function OrderCta({ copy, orderHref }: { copy: VslContent['order']; orderHref: string }) {
  return (
    <SalesSection id={copy.id} tone="sand" space="compact">
      <div className="mx-auto max-w-2xl px-5 sm:px-8">
        <div className="rounded-[2rem] bg-white p-6 text-center shadow-lg shadow-brand-900/5 ring-1 ring-sand-200 sm:p-10">
          <h2
            id={headingId(copy.id)}
            className="font-display text-3xl font-semibold tracking-tight text-brand-950 sm:text-4xl"
          >
            {copy.heading}
          </h2>
          <PriceTag price={copy.price} className="mt-4" />
          <p className="mt-2 text-lg font-semibold text-cta-700">{copy.compare}</p>
          <OrderButton href={orderHref} className="mt-6">
            {copy.button}
          </OrderButton>
          <p className="mt-3 text-sm text-muted">{copy.note}</p>
          <TrustList items={copy.trust} className="mt-6 border-t border-sand-200 pt-6" />
        </div>
      </div>
    </SalesSection>
  )
}
