import type { HTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

/**
 * Short items joined by ' · ' ('Completely anonymous · Nothing leaves your device'), read as one
 * line of text, where no line ends on a dot (round 8: '·' alone at a line's end). Each item after
 * the first begins with its dot; the row starts one dot's width left of the box, which clips it, so
 * the dot of an item that wraps to the start of a line falls outside and only the dots between two
 * items on one line show (drawn from a box of no width, which e2e/reflow.spec.ts does not read as
 * text cut off). An item longer than a line wraps within itself. Left-aligned: a box that
 * centres it should shrink it to its width (`w-fit`).
 */
export function DottedLine({
  items,
  className,
  ...props
}: { items: readonly string[] } & HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p className={cn('overflow-hidden', className)} {...props}>
      <span className="-ml-[0.8em] flex flex-wrap">
        {items.map((item, index) => (
          <span key={item} className="flex min-w-0">
            {/* The dot in a box of no width, drawn over the item's inset: ' · ' is as wide as it. */}
            {index === 0 ? null : <span className="w-0 shrink-0 whitespace-pre"> · </span>}
            <span className="min-w-0 pl-[0.8em]">{item}</span>
          </span>
        ))}
      </span>
    </p>
  )
}
