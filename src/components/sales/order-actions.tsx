import type { ReactNode } from 'react'
import { OrderButton } from '@/components/sales/order-button'
import { TrustList } from '@/components/sales/trust-list'
import type { OrderCopy } from '@/content/sales-types'
import { cn } from '@/lib/cn'
import type { CountedLink } from '@/lib/counting'

/**
 * The line right under an order button: where it goes ('Secure checkout …, in a new tab.'); its
 * `className`, its place and size in place of the price card's.
 */
export function OrderNote({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn('text-balance text-muted', className ?? 'mt-2 text-sm sm:mt-3')}>{text}</p>
  )
}

/**
 * An order box's foot: the order button, the line under it, then `proof` (the brand's, kept after
 * the button so the price and its button stand together) and the reassurances.
 */
export function OrderActions({
  copy,
  orderLink,
  proof,
}: {
  copy: OrderCopy & { trust: readonly string[] }
  orderLink: CountedLink
  proof?: ReactNode
}) {
  return (
    <>
      <OrderButton {...orderLink} className="mt-3 sm:mt-6">
        {copy.button}
      </OrderButton>
      <OrderNote text={copy.note} />
      {proof}
      <TrustList
        items={copy.trust}
        className="mt-3 border-t border-sand-200 pt-3 sm:mt-6 sm:pt-6"
      />
    </>
  )
}
