import { keptWord } from '@/components/ui/kept-words'
import { offerEndsAt } from '@/content/sales-common'

/**
 * The price rise after an order button's note ('Price rises to $197 when the promotion ends'),
 * `before` setting it apart: while the offer runs. Once its dated end has passed the page takes it
 * away (src/effects/local-times.ts), as it takes the end's own line: after the end it is stale.
 * Its clause from 'when' held on one line: 'promotion ends.' stood alone under a full line in the
 * last offer's 480 px column at 1280 and at 320 (adv22).
 */
export function PriceRise({
  text,
  before,
  className,
}: {
  text: string
  before: string
  className?: string
}) {
  return (
    <span data-gone-after={offerEndsAt} className={className}>
      {before}
      {keptWord(text, /when [^.]*/)}
    </span>
  )
}
