import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** Today's price, large, with an optional struck-through comparison price. */
export function PriceTag({
  price,
  was,
  inverted = false,
  className,
  ...props
}: ComponentProps<'p'> & { price: string; was?: string; inverted?: boolean }) {
  return (
    <p
      data-slot="price-tag"
      className={cn('flex items-baseline justify-center gap-3', className)}
      {...props}
    >
      {was ? (
        <del className={cn('text-2xl font-semibold', inverted ? 'text-brand-200' : 'text-muted')}>
          {was}
        </del>
      ) : null}
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
