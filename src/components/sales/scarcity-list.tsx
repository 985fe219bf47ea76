import { AsOf } from '@/components/ui/as-of'
import { ClockIcon } from '@/components/ui/icons'
import type { DatedLine } from '@/content/as-of'
import { cn } from '@/lib/cn'

/** The offer's scarcity lines, each after a clock and followed by the day its figure was true. */
export function ScarcityList({
  lines,
  className,
  itemClassName,
}: {
  lines: readonly DatedLine[]
  className: string
  itemClassName: string
}) {
  return (
    <ul className={className}>
      {lines.map((line) => (
        <li
          key={line.text}
          className={cn('inline-flex items-center gap-1.5 font-bold', itemClassName)}
        >
          <ClockIcon className="size-4 shrink-0" />
          {line.text}
          <AsOf figure={line.figure} />
        </li>
      ))}
    </ul>
  )
}
