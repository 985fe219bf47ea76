import type { ComponentProps } from 'react'
import { ClockIcon, ShieldCheckIcon, TruckIcon } from '@/components/ui/icons'
import { Line } from '@/components/ui/kept-words'
import { cn } from '@/lib/cn'
import { looseLines } from '@/lib/typeset'

const icons = [TruckIcon, ShieldCheckIcon, ClockIcon]

/**
 * The reassurances beside an order button: shipping, guarantee, result time. A list on a phone;
 * from sm one row of equal cells, each mark over its words, so no reassurance is left alone on a
 * centred second line (issue 72: the result time was, at 1280), each in two lines at every box's
 * width. Each cell's last two words held (round 10: 'Free 2-day priority / shipping', '60-day
 * money-back / guarantee' at 1280).
 */
export function TrustList({
  items,
  inverted = false,
  className,
  ...props
}: ComponentProps<'ul'> & { items: readonly string[]; inverted?: boolean }) {
  return (
    <ul
      data-slot="trust-list"
      {...looseLines}
      className={cn(
        'flex flex-col gap-1.5 text-sm font-medium sm:grid sm:auto-cols-fr sm:grid-flow-col sm:gap-x-4',
        inverted ? 'text-brand-100' : 'text-muted',
        className,
      )}
      {...props}
    >
      {items.map((item, index) => {
        const ItemIcon = icons[index % icons.length] ?? ShieldCheckIcon
        return (
          <li
            key={item}
            className="flex items-center gap-2 sm:flex-col sm:gap-1 sm:text-center sm:leading-snug"
          >
            <ItemIcon
              className={cn('size-4.5 shrink-0', inverted ? 'text-brand-300' : 'text-brand-600')}
            />
            {/* 'money-back' whole (round 9, WebKit: 'money- / back'), but at 200 % text. */}
            {/* From sm at most 11em wide: every cell two lines, parted before its held last
                pair ('Free 2-day / priority shipping'), in a wide box as in a narrow one (round
                12: 2/2/2 lines on /google, 1/2/2 on the advertorial's wider box). Ending in two held
                phrases, filled greedily, not pretty (styles.css: WebKit's pretty wrap crashed on
                '60-day / money-back guarantee' here). */}
            <span className="sm:max-w-[11em]">
              <Line text={item} />
            </span>
          </li>
        )
      })}
    </ul>
  )
}
