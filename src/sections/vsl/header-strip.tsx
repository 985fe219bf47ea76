import type { ComponentProps } from 'react'
import { OrderButton } from '@/components/sales/order-button'
import { AsOf } from '@/components/ui/as-of'
import { BrandLogo } from '@/components/ui/brand-logo'
import { StethoscopeIcon } from '@/components/ui/icons'
import type { VslContent } from '@/content/vsl'
import { cn } from '@/lib/cn'

/**
 * The sticky strip at the top of the VSL: the brand, the recommendation and the stock, and one
 * compact order action. One 64 px row from the lg breakpoint; below it the brand with the stock
 * under it beside the action, then the recommendation as one line of small print, 64 px in all. The badges are plain text, not
 * pills: only the order link looks like a control. It is in the flow from the first paint at its
 * height, so sticking never shifts the page; with a visitor's wider text spacing its rows grow
 * and wrap rather than push the stock off the screen. On a short screen (a landscape phone, 400 %
 * zoom) it scrolls away with the page instead of taking a third of it (`data-sticky-header`,
 * styles.css), which also keeps focus clear of it. Below lg, while the slim bar shows the price and
 * the same action at the foot, the header's action steps aside (`data-header-order`, styles.css).
 */
export function HeaderStrip({
  copy,
  orderHref,
  className,
  ...props
}: ComponentProps<'header'> & { copy: VslContent['header']; orderHref: string }) {
  return (
    <header
      data-sticky-header=""
      className={cn(
        'sticky top-0 z-40 bg-white shadow-[0_1px_0_var(--color-brand-100)] short:static',
        className,
      )}
      {...props}
    >
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 px-3 pb-1 text-[0.6875rem] leading-3.5 font-semibold min-[22rem]:px-4 min-[25rem]:text-xs sm:gap-x-3 sm:px-8 lg:flex lg:h-16 lg:gap-x-6 lg:pb-0 lg:text-sm">
        <BrandLogo className="lg:flex-1" />
        <p className="col-start-1 row-start-2 -mt-1 inline-flex min-w-0 items-center gap-1.5 pl-10 text-danger-700 lg:order-3 lg:mt-0 lg:border-l lg:border-brand-100 lg:pl-6">
          <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-danger-600" />
          <span>
            {copy.stock}
            <span className="sr-only md:not-sr-only"> {copy.stockDetail}</span>
            <AsOf figure="kitsLeftThisMonth" />
          </span>
        </p>
        <OrderButton
          href={orderHref}
          size="sm"
          data-header-order=""
          className="col-start-2 row-span-2 row-start-1 whitespace-nowrap lg:order-4"
        >
          {copy.action}
        </OrderButton>
        <p className="col-span-2 flex min-w-0 items-center gap-1.5 text-brand-900 lg:order-2">
          <StethoscopeIcon className="hidden size-4 shrink-0 text-brand-700 lg:block" />
          {copy.badge}
        </p>
      </div>
    </header>
  )
}
