import type { ReactNode } from 'react'
import { OrderButton } from '@/components/sales/order-button'
import { TrustList } from '@/components/sales/trust-list'
import type { CheckoutCopy } from '@/content/sales-types'
import { cn } from '@/lib/cn'
import type { CountedLink } from '@/lib/counting'

/**
 * The line right under an order button: where it goes ('Secure checkout …, in a new tab.'), as its
 * `clauses`; its `className`, its place and size in place of the price card's.
 */
export function OrderNote({
  clauses,
  className,
}: {
  clauses: readonly string[]
  className?: string
}) {
  // Each clause a unit: "Secure checkout on our store, / in a new tab." in a phone's card, never
  // "on / our store" (balanced, review 24) or "on our / store," (pretty, sales34); one line where
  // both fit. Inline blocks, not nowrap: a clause wider than the line still wraps inside itself.
  // Not on paper, where the store's URL follows the button and a tab means nothing. 13 px on a
  // phone, 12 under 22rem, as the last offer's: one line at 375 (review 29: at 14 px 'in a new
  // tab.' alone under the first clause, 30 % of the card's measure).
  return (
    <p
      className={cn(
        'text-muted print:hidden',
        className ?? 'mt-2 text-[0.8125rem] max-[22rem]:text-xs sm:mt-3 sm:text-sm',
      )}
    >
      {clauses.flatMap((clause, index) => [
        index > 0 ? ' ' : null,
        <span key={clause} className="inline-block">
          {clause}
        </span>,
      ])}
    </p>
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
  copy: CheckoutCopy & { trust: readonly string[] }
  orderLink: CountedLink
  proof?: ReactNode
}) {
  return (
    <>
      <OrderButton {...orderLink} className="mt-3 sm:mt-6">
        {copy.button}
      </OrderButton>
      <OrderNote clauses={copy.note} />
      {proof}
      <TrustList
        items={copy.trust}
        className="mt-3 border-t border-sand-200 pt-3 sm:mt-6 sm:pt-6"
      />
    </>
  )
}
