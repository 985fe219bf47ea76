import type { ComponentProps } from 'react'
import { ArrowDownIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

/** A link from the article's text down to its offer on the same page. */
export function StoryLink({ className, children, ...props }: ComponentProps<'a'>) {
  return (
    <a
      data-slot="story-link"
      className={cn(
        'inline-flex items-center gap-1.5 font-semibold text-cta-700 underline decoration-2 underline-offset-4 hover:text-cta-600',
        className,
      )}
      {...props}
    >
      {children}
      <ArrowDownIcon className="size-4 shrink-0" />
    </a>
  )
}
