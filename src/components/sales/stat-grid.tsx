import type { ComponentProps } from 'react'
import type { Stat } from '@/content/sales-types'
import { cn } from '@/lib/cn'

/** Big figures with what they mean, as a description list. */
export function StatGrid({
  stats,
  inverted = false,
  columns = 3,
  className,
  ...props
}: ComponentProps<'dl'> & {
  stats: readonly Stat[]
  inverted?: boolean
  /** Columns from the sm breakpoint. */
  columns?: 2 | 3
}) {
  return (
    <dl
      data-slot="stat-grid"
      className={cn(
        'grid gap-2 sm:gap-4',
        columns === 3 ? 'grid-cols-3' : 'sm:grid-cols-2',
        className,
      )}
      {...props}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            'flex flex-col-reverse rounded-2xl text-center',
            columns === 3 ? 'px-1.5 py-2.5 sm:p-6' : 'p-4 sm:p-6',
            inverted
              ? 'bg-white/8 ring-1 ring-white/15'
              : 'bg-white shadow-sm ring-1 ring-brand-100',
          )}
        >
          <dt
            className={cn(
              'mt-1 leading-snug sm:mt-2',
              columns === 3 ? 'text-xs sm:text-base' : 'text-sm sm:text-base',
              inverted ? 'text-brand-100' : 'text-muted',
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={cn(
              'font-display leading-tight font-semibold tracking-tight sm:text-5xl',
              columns === 3 ? 'text-xl min-[22rem]:text-2xl' : 'text-3xl',
              inverted ? 'text-white' : 'text-brand-800',
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
