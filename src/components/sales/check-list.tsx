import { CheckIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

/** Large text's class for a phrase held whole: free to wrap only where it is wider than a line. */
const heldClass = 'whitespace-nowrap large-text:whitespace-normal'

/** `item` with each of `held` in it kept on one line (but at 200 % text, where it may be wider). */
function withHeld(item: string, held: readonly string[]) {
  const phrase = held.find((words) => item.includes(words))
  if (!phrase) return item
  const at = item.indexOf(phrase)
  // The punctuation after it inside the span: counsel's check reads a span's edge as a space
  // (counsel/check.ts), and 'days , explained' is no phrase of the register's.
  const end = at + phrase.length + (/^[,.;:]/.test(item.slice(at + phrase.length)) ? 1 : 0)
  return (
    <>
      {item.slice(0, at)}
      <span className={heldClass}>{item.slice(at, end)}</span>
      {item.slice(end)}
    </>
  )
}

/**
 * Points, each after a white check in a filled circle: the hero's promises, the offer's contents;
 * `held`, phrases no line may split ('business days': round 8, 'business / days' at 375).
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
          <span className="min-w-[min(100%,7em)] grow basis-0">{withHeld(item, held)}</span>
        </li>
      ))}
    </ul>
  )
}
