import type { ComponentProps } from 'react'
import { OrderButton } from '@/components/sales/order-button'
import { BrandLogo } from '@/components/ui/brand-logo'
import { StethoscopeIcon } from '@/components/ui/icons'
import type { VslContent } from '@/content/vsl'
import { cn } from '@/lib/cn'

/**
 * The sticky strip at the top of the VSL: the brand, the recommendation and stock badges, and one
 * compact order action. One row from the lg breakpoint; below it the brand and the action, then
 * the two badges. It is in the flow from the first paint at its height, so sticking never
 * shifts the page; with a visitor's wider text spacing its rows grow and wrap rather than
 * push the stock label off the screen.
 */
export function HeaderStrip({
  copy,
  orderHref,
  className,
  ...props
}: ComponentProps<'header'> & { copy: VslContent['header']; orderHref: string }) {
  return (
    <header
      className={cn('sticky top-0 z-40 border-b border-brand-100 bg-white', className)}
      {...props}
    >
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 px-3 min-[22rem]:px-4 sm:gap-x-3 sm:px-8 lg:flex lg:h-16 lg:justify-between">
        <BrandLogo className="min-h-12 lg:min-h-0" />
        <OrderButton
          href={orderHref}
          size="sm"
          className="col-start-2 row-start-1 whitespace-nowrap lg:order-last"
        >
          {copy.action}
        </OrderButton>
        <div className="col-span-2 -mx-3 flex min-h-10 flex-col items-center justify-center border-t border-brand-100 bg-brand-50 px-3 text-[0.6875rem] leading-tight font-bold min-[22rem]:-mx-4 min-[22rem]:px-4 sm:-mx-8 sm:min-h-12 sm:flex-row sm:justify-between sm:gap-3 sm:px-8 sm:text-sm lg:contents">
          <p className="flex min-w-0 items-center gap-2 text-center text-brand-900 lg:rounded-full lg:bg-brand-50 lg:px-4 lg:py-2 lg:ring-1 lg:ring-brand-100">
            <StethoscopeIcon className="hidden size-5 shrink-0 text-brand-700 sm:block" />
            {copy.badge}
          </p>
          <p className="inline-flex min-w-0 items-center gap-1.5 text-danger-700 sm:rounded-full sm:bg-danger-50 sm:px-3 sm:py-1.5 sm:ring-1 sm:ring-danger-600/20">
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-danger-600" />
            <span>
              {copy.stock}
              <span className="sr-only md:not-sr-only"> {copy.stockDetail}</span>
            </span>
          </p>
        </div>
      </div>
    </header>
  )
}
