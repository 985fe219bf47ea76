import { StethoscopeIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { BrandLogo } from '@/components/ui/brand-logo'
import type { VslContent } from '@/content/vsl'
import { cn } from '@/lib/cn'

/**
 * The sticky strip at the top of the VSL: the recommendation badge and the stock badge.
 * It is in the flow from the first paint at a fixed height, so sticking never shifts the page.
 */
export function HeaderStrip({
  copy,
  className,
  ...props
}: ComponentProps<'header'> & { copy: VslContent['header'] }) {
  return (
    <header
      className={cn('sticky top-0 z-40 border-b border-brand-100 bg-white', className)}
      {...props}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-8">
        <BrandLogo className="max-lg:hidden" />
        <p className="flex items-center gap-2 text-xs leading-tight font-bold text-brand-900 sm:text-sm md:rounded-full md:bg-brand-50 md:px-4 md:py-2 md:ring-1 md:ring-brand-100">
          <StethoscopeIcon className="hidden size-5 text-brand-700 sm:block shrink-0" />
          {copy.badge}
        </p>
        <p className="inline-flex shrink-0 items-center gap-2 rounded-full bg-danger-50 px-3 py-2 text-xs font-bold text-danger-700 ring-1 ring-danger-600/20 sm:text-sm">
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-danger-600" />
          <span>
            {copy.stock}
            <span className="sr-only sm:not-sr-only"> {copy.stockDetail}</span>
          </span>
        </p>
      </div>
    </header>
  )
}
