import { OrderButton } from '@/components/sales/order-button'
import { ScarcityList } from '@/components/sales/scarcity-list'
import { TrustList } from '@/components/sales/trust-list'
import type { DatedLine } from '@/content/as-of'
import type { OrderCopy } from '@/content/sales-types'

/** Each foot's classes: its scarcity lines (list, line, their dates' note), button and note. */
const looks = {
  /** An order box's, on white: no scarcity, the reassurances under the note. */
  box: { button: 'mt-4 sm:mt-6', note: 'mt-2 text-sm text-balance text-muted sm:mt-3' },
  /** The advertorial's closing call on the dark section: plain lines of text, each after its
      clock (a pill would read as a button). */
  dark: {
    scarcity: 'mt-6 flex flex-wrap justify-center gap-x-5 gap-y-1',
    line: 'text-sm text-gold-400',
    dates: 'mt-3 text-brand-200',
    button: 'mx-auto mt-8 max-w-md',
    note: 'mt-3 text-sm text-brand-200',
  },
  /** The VSL's final offer, under the price on sand. */
  light: {
    scarcity: 'mt-1.5 flex flex-col items-center gap-0.5 sm:mt-5 sm:gap-1.5',
    line: 'text-[0.8125rem] leading-snug text-danger-700 sm:text-sm',
    dates: 'mt-1 text-muted',
    button: 'mt-3 sm:mt-6',
    note: 'mt-2 text-sm leading-snug text-muted sm:mt-3',
  },
} as const

/**
 * An order's foot: the offer's scarcity lines where it closes a page, the order button, the line
 * under it and, in an order box, the reassurances.
 */
export function OrderActions({
  copy,
  orderHref,
  look = 'box',
}: {
  copy: OrderCopy & { trust?: readonly string[]; scarcity?: readonly DatedLine[] }
  orderHref: string
  look?: keyof typeof looks
}) {
  const classes: {
    scarcity?: string
    line?: string
    dates?: string
  } & (typeof looks)[typeof look] = looks[look]
  return (
    <>
      {copy.scarcity && classes.scarcity && classes.line ? (
        <ScarcityList
          lines={copy.scarcity}
          className={classes.scarcity}
          itemClassName={classes.line}
          noteClassName={classes.dates}
        />
      ) : null}
      <OrderButton href={orderHref} className={classes.button}>
        {copy.button}
      </OrderButton>
      <p className={classes.note}>{copy.note}</p>
      {copy.trust ? (
        <TrustList
          items={copy.trust}
          className="mt-4 border-t border-sand-200 pt-4 sm:mt-6 sm:pt-6"
        />
      ) : null}
    </>
  )
}
