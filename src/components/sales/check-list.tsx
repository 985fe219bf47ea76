import { CheckIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'
import { Line } from './compounds'

/**
 * Points, each after a white check in a filled circle: the hero's promises, the offer's contents;
 * `held`, phrases no line may split ('business days': round 8, 'business / days' at 375); each
 * point's last two words and its compounds held as `Line` holds them.
 */
export function CheckList({
  items,
  held = [],
  className,
}: {
  items: readonly string[]
  held?: readonly string[]
  className: string
}) {
  return (
    <ul className={cn('grid gap-1 leading-snug sm:gap-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex flex-wrap items-center gap-2 sm:gap-3">
          <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
            <CheckIcon className="size-4 shrink-0" strokeWidth={3} />
          </span>
          <span className="min-w-[min(100%,7em)] grow basis-0">
            <Line text={item} phrase={held.find((words) => item.includes(words))} />
          </span>
        </li>
      ))}
    </ul>
  )
}
