import { OrderButton } from '@/components/sales/order-button'
import { TrustList } from '@/components/sales/trust-list'
import type { OrderCopy } from '@/content/sales-types'
import type { CountedLink } from '@/lib/counting'

/** An order box's foot: the order button, the line under it and the reassurances. */
export function OrderActions({
  copy,
  orderLink,
}: {
  copy: OrderCopy & { trust: readonly string[] }
  orderLink: CountedLink
}) {
  return (
    <>
      <OrderButton {...orderLink} className="mt-3 sm:mt-6">
        {copy.button}
      </OrderButton>
      <p className="mt-2 text-sm text-balance text-muted sm:mt-3">{copy.note}</p>
      <TrustList
        items={copy.trust}
        className="mt-3 border-t border-sand-200 pt-3 sm:mt-6 sm:pt-6"
      />
    </>
  )
}
