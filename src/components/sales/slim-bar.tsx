import type { ComponentProps } from 'react'
import { OrderButton } from '@/components/sales/order-button'
import { buttonVariants } from '@/components/ui/button-variants'
import { type ContentWidth, contentWidths } from '@/components/ui/content-widths'
import { ArrowDownIcon } from '@/components/ui/icons'
import type { SlimBarCopy } from '@/content/sales-types'
import { slimBarProps } from '@/effects/slim-bars'
import { cn } from '@/lib/cn'
import type { CountedLink } from '@/lib/counting'

/**
 * A slim bar at the foot of the screen that keeps an offer in reach once the reader has passed
 * `after` (the VSL's hero, a third of the advertorial), and steps aside while anything `until`
 * names is on screen (the offer it leads to, in plain sight; the footer, whose small print it would
 * cover at the page's end): a line, the price and one action, an order link to the store
 * (`orderLink`, a new tab with the campaign forwarded, its ping counting it) or a link down to the page's own offer
 * (`offerHref`). Prerendered hidden; src/effects/slim-bars.ts shows it. While hidden it is out
 * of the tab order; it slides in, and leaves at once (never lingering over what focus moved to);
 * on a short screen (a landscape phone, 400 % zoom) it never shows, and while
 * it shows the page keeps focus clear of it (scroll-padding, styles.css). Its row on the page's
 * content edges (`width`: the advertorial's article column, rsales18: 1088 px under a 704 px one).
 * No review score: undated it read as a claim with no day (review 22), and dated it would take the
 * bar a second line; each offer it leads to has the score with its day.
 */
export function SlimBar({
  copy,
  after,
  until,
  target,
  width = 'default',
  className,
  ...props
}: ComponentProps<'aside'> & {
  copy: SlimBarCopy
  after: string
  until: readonly string[]
  target: { orderLink: CountedLink } | { offerHref: string }
  /** The page's content width (its sections' `Container`), which the row's edges follow. */
  width?: ContentWidth
}) {
  return (
    <aside
      aria-label={copy.name}
      {...slimBarProps(after, until)}
      className={cn(
        'invisible fixed inset-x-0 bottom-0 z-40 translate-y-full border-t border-brand-100 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_rgb(6_38_42/0.12)] data-shown:visible data-shown:transition-[translate,visibility] data-shown:duration-200 data-shown:translate-y-0 short:hidden',
        className,
      )}
      {...props}
    >
      <div
        className={cn(
          'mx-auto flex items-center gap-3 px-fit-4 py-1.5 sm:px-8',
          contentWidths[width],
        )}
      >
        {copy.price ? (
          <p className="min-w-0 flex-1 leading-tight">
            <span className="block text-xs font-semibold text-muted">{copy.label}</span>
            <span className="font-display text-xl font-semibold text-brand-950">{copy.price}</span>
            {/* The bundle's value in words, never struck through: no former price (issue 72). */}
            {copy.value ? (
              <span className="text-sm font-semibold whitespace-nowrap text-muted">
                {' '}
                <span aria-hidden="true">·</span> {copy.value}
              </span>
            ) : null}
          </p>
        ) : (
          // 15 px and the button's padding and gap narrower under 352 px, so that 'The full kit:
          // $97' is one line at 320 in every engine (review 25, Gecko: 'The full kit: / $97').
          <p className="min-w-0 flex-1 font-display text-[0.9375rem] leading-tight font-semibold text-brand-950 min-[22rem]:text-lg">
            {copy.label}
          </p>
        )}
        {'orderLink' in target ? (
          <OrderButton {...target.orderLink} size="sm" className="whitespace-nowrap">
            {copy.action}
          </OrderButton>
        ) : (
          <a
            href={target.offerHref}
            className={cn(
              buttonVariants({ variant: 'cta', size: 'sm' }),
              'whitespace-nowrap max-[22rem]:gap-1 max-[22rem]:px-2.5',
            )}
          >
            {copy.action}
            <ArrowDownIcon className="size-4 shrink-0" />
          </a>
        )}
      </div>
    </aside>
  )
}
