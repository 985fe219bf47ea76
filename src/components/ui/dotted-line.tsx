import type { HTMLAttributes } from 'react'
import { joinsHeld } from '@/components/ui/kept-words'
import { cn } from '@/lib/cn'

/**
 * Short items joined by ' · ' ('Completely anonymous · Nothing leaves your device'), read as one
 * line of text, where no line ends on a dot (round 8: '·' alone at a line's end). Each item after
 * the first begins with its dot, centred in the gap; the row starts one dot's width left of the box, which clips it, so
 * the dot of an item that wraps to the start of a line falls outside and only the dots between two
 * items on one line show (drawn from a box of no width, which e2e/reflow.spec.ts does not read as
 * text cut off). An item longer than a line wraps within itself. Left-aligned: a box that
 * centres it should shrink it to its width (`w-fit`). Words a joiner holds, held by a span
 * (`joinsHeld`).
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
            {/* The dot centred in a box exactly as wide as the item's inset, hung from a box of no
                width: ' · ' drawn whole was wider than the gap, its dot 5 px from the word before
                and 1 px from the one after (round 9). The spaces stay in the text a reader gets;
                at the start and end of a line they are not drawn. */}
            {index === 0 ? null : (
              <span className="w-0 shrink-0">
                <span className="block w-[0.8em] text-center"> · </span>
              </span>
            )}
            <span className="min-w-0 pl-[0.8em]">{joinsHeld(item)}</span>
          </span>
        ))}
      </span>
    </p>
  )
}
