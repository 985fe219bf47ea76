import { offerEndsAt } from '@/content/sales-common'

/**
 * The price rise after an order button's note ('Price rises to $197 when the promotion ends'),
 * `before` setting it apart: while the offer runs. Once its dated end has passed the page takes it
 * away (src/effects/local-times.ts), as it takes the end's own line: after the end it is stale.
 */
export function PriceRise({ text, before }: { text: string; before: string }) {
  return <span data-gone-after={offerEndsAt}>{`${before}${text}`}</span>
}
