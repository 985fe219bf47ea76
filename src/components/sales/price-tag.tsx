import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** Today's price, large (a value stands beside it in words, never struck through). */
export function PriceTag({
  price,
  inverted = false,
  className,
  ...props
}: ComponentProps<'p'> & { price: string; inverted?: boolean }) {
  return (
    <p
      data-slot="price-tag"
      className={cn('flex items-baseline justify-center gap-3', className)}
      {...props}
    >
      <span
        className={cn(
          'font-display text-6xl font-semibold tracking-tight sm:text-7xl',
          inverted ? 'text-white' : 'text-brand-950',
        )}
      >
        {price}
      </span>
    </p>
  )
}
