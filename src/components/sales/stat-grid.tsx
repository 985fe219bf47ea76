import type { ComponentProps, ReactNode } from 'react'
import { Line } from '@/components/ui/kept-words'
import type { Stat } from '@/content/sales-types'
import { cn } from '@/lib/cn'

/**
 * Three small figures in a row, or two by two. Three on a phone under 400 px are three rows, each
 * figure in a column as wide as the widest beside its words: in a row of three a tile is about
 * 90 px wide, and there '537 million' and '5–10 years' wrapped and a caption took 4 lines. Not at
 * 200 % text (`large-text`, under 12rem), where they stack, each figure over its words.
 */
const layouts = {
  3: {
    grid: 'cols-fit-3 min-[12rem]:max-[25rem]:grid-cols-[auto_1fr]',
    item: 'px-1.5 py-2.5 sm:px-4 sm:py-6 md:px-6 min-[12rem]:max-[25rem]:col-span-2 min-[12rem]:max-[25rem]:grid min-[12rem]:max-[25rem]:grid-cols-subgrid min-[12rem]:max-[25rem]:items-center min-[12rem]:max-[25rem]:gap-x-3 min-[12rem]:max-[25rem]:px-3 min-[12rem]:max-[25rem]:py-2 min-[12rem]:max-[25rem]:text-left',
    label: 'text-xs min-[22rem]:text-sm md:text-base min-[12rem]:max-[25rem]:mt-0',
    value: 'text-xl min-[22rem]:text-2xl min-[12rem]:max-[25rem]:order-first',
  },
  2: {
    // Two by two while each keeps 9rem, else one column (a 320 px phone, and 200 % text); two
    // from sm. Each caption's last pair held (`Line`), in 13 px on a phone with 0.25rem inside
    // the tile's sides: free, 'dysfunction' stood alone under '…signs of metabolic' at 320 and
    // 375; held in 14 px, 'metabolic dysfunction' (155 px) ran to the edge of a 147 px tile
    // (round 13). Balanced where `pretty` is unknown (Gecko), filled `pretty` elsewhere.
    grid: 'grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] sm:grid-cols-2',
    item: 'px-1 py-3 min-[25rem]:px-2 sm:p-6',
    label: 'text-xs min-[22rem]:text-[0.8125rem] sm:text-base',
    value: 'text-[1.375rem] min-[22rem]:text-2xl',
  },
} as const

/** White cards on a light section, or translucent ones with light text on a dark one. */
const tones = {
  light: {
    item: 'bg-white shadow-sm ring-1 ring-brand-100',
    label: 'text-muted',
    value: 'text-brand-800',
  },
  inverted: {
    item: 'bg-white/8 ring-1 ring-white/15',
    label: 'text-brand-100',
    value: 'text-white',
  },
} as const

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
  /** Columns: 3 in a row, or 2 by 2. */
  columns?: 2 | 3
}) {
  const layout = layouts[columns]
  const tone = tones[inverted ? 'inverted' : 'light']
  return (
    <dl
      data-slot="stat-grid"
      className={cn('grid gap-2 sm:gap-4', layout.grid, className)}
      {...props}
    >
      <StatTiles
        stats={stats}
        held
        classes={{
          // Reversed, `justify-end` keeps each figure at its card's top: a row's figures in line.
          item: cn(
            'flex flex-col-reverse justify-end rounded-2xl text-center',
            layout.item,
            tone.item,
          ),
          label: cn('mt-1 leading-snug sm:mt-2', layout.label, tone.label),
          value: cn(
            'font-display leading-tight font-semibold tracking-tight sm:text-5xl',
            layout.value,
            tone.value,
          ),
        }}
      />
    </dl>
  )
}

/**
 * A description list's figures, each in its tile: what it means (the dt, drawn under it) and the
 * figure (the dd, after `icon` where there is one), each in the caller's classes.
 */
export function StatTiles({
  stats,
  classes,
  icon,
  labelClass,
  held = false,
}: {
  stats: readonly Stat[]
  classes: { item: string; label: string; value: string }
  icon?: (index: number) => ReactNode
  /** A caption's own classes beside `classes.label`, by its index. */
  labelClass?: (index: number) => string | undefined
  /**
   * Each caption's last pair held (`Line`): the sales pages' (round 9: '…routine / bloodwork').
   * Filled `pretty`, not balanced: balanced beside a long held pair, Chromium left 'signs' alone
   * on a middle line (round 10). Balanced only where `pretty` is unknown (Gecko): filled, it put
   * what fit before a long held pair and left the rest alone between them ('of U.S. adults show /
   * signs of / metabolic dysfunction' in a tile at 375, round 12).
   */
  held?: boolean
}) {
  return stats.map((stat, index) => (
    <div key={stat.label} className={classes.item}>
      {held ? (
        <dt
          className={cn(
            'text-pretty not-supports-[text-wrap:pretty]:text-balance',
            classes.label,
            labelClass?.(index),
          )}
        >
          <Line text={stat.label} phrase={stat.held} />
        </dt>
      ) : (
        <dt className={cn(classes.label, labelClass?.(index))}>{stat.label}</dt>
      )}
      <dd className={classes.value}>
        {icon?.(index)}
        {stat.value}
      </dd>
    </div>
  ))
}
