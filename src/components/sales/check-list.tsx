import { CheckIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** A list whose items each get a check mark. */
export function CheckList({
  items,
  className,
  ...props
}: ComponentProps<'ul'> & { items: readonly string[] }) {
  return (
    <ul data-slot="check-list" className={cn('space-y-3', className)} {...props}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800">
            <CheckIcon className="size-4 shrink-0" strokeWidth={3} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
