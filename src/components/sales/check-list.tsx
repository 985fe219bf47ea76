import { CheckIcon } from '@/components/ui/icons'
import { Line } from '@/components/ui/kept-words'
import type { CheckItem } from '@/content/vsl'
import { cn } from '@/lib/cn'

/**
 * Points, each after a white check in a filled circle: the hero's promises, the offer's contents;
 * `held`, phrases no line may split ('business days': round 8, 'business / days' at 375); each
 * point's last two words and its compounds held as `Line` holds them. A part's value stands in a
 * column at the line's end, so the figures line up whatever the parts' names wrap to (round 11:
 * 'Neurotoxic Stress / Assessment: $99 value' beside one-line siblings); read after a colon.
 * Parts with values are 10 px apart on a phone and each value is muted, secondary to its name
 * (round 14: 4 px apart, 'Consultation / $297 value / Free 2-day…' read as one block).
 */
export function CheckList({
  items,
  held = [],
  className,
}: {
  items: readonly CheckItem[]
  held?: readonly string[]
  className: string
}) {
  const valued = items.some((item) => typeof item !== 'string' && item.value)
  return (
    <ul className={cn('grid leading-snug sm:gap-3', valued ? 'gap-2.5' : 'gap-1', className)}>
      {items.map((item) => {
        const { text, value } = typeof item === 'string' ? { text: item, value: null } : item
        return (
          <li
            key={text}
            className={cn(
              'flex flex-wrap gap-2 max-[26rem]:gap-y-0 sm:gap-3',
              valued ? 'items-start' : 'items-center',
            )}
          >
            {/* Beside a value, its circle on the name's first line (review 31: centred on a two-
                or three-line name at 375), its box no taller than that line (1.375em, the list's
                leading), so the value sits as close under a two-line name as under a one-line one
                (rsales17: '$297 value' squeezed under 'Consultation', the others 3 px lower). */}
            <span
              className={cn(
                'grid size-6 shrink-0 place-items-center rounded-full bg-brand-700 text-white',
                valued && 'my-[calc(0.6875em-var(--spacing)*3)]',
              )}
            >
              <CheckIcon className="size-4 shrink-0" strokeWidth={3} />
            </span>
            {/* Beside a value at least 11em, 'Report-of-Findings' whole; on a phone (to 26rem)
                the value under it, where the name starts, so each name has the line: at 375
                'One-on-One / Report-of-Findings / Consultation' ran 3 lines beside it (round 12). */}
            <span
              className={cn(
                'grow basis-0',
                value ? 'min-w-[min(100%,11em)]' : 'min-w-[min(100%,7em)]',
              )}
            >
              <Line
                text={text}
                phrase={held.find((words) => text.includes(words))}
                longPairWhereItFits
              />
              {value ? <span className="sr-only">: </span> : null}
            </span>
            {value ? (
              <span className="ml-auto text-right font-medium whitespace-nowrap text-muted max-[26rem]:basis-full max-[26rem]:pl-8 max-[26rem]:text-left">
                {value}
              </span>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
