import type { ComponentProps } from 'react'
import { ArrowDownIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

/**
 * A link from the article's text down to its offer on the same page. Inline, so that on a narrow
 * screen the arrow follows the text's last word (a flex box would set it apart at the far edge),
 * and kept with that word so it never wraps onto a line of its own; 2 px above and under its
 * words, so that it is a 24 px target (round 9: 20-21 px at 1280).
 */
export function StoryLink({
  className,
  children,
  breakAfter,
  ...props
}: Omit<ComponentProps<'a'>, 'children'> & {
  children: string
  /**
   * From lg, its words in two lines broken after these ('took,'): a balanced link kept its box
   * the width of one line, so its pair with a button sat left of the card's centre (radv36).
   */
  breakAfter?: string
}) {
  const lastWord = children.lastIndexOf(' ') + 1
  const at = breakAfter ? children.indexOf(`${breakAfter} `) : -1
  const cut = at >= 0 && breakAfter ? at + breakAfter.length : 0
  return (
    <a
      data-slot="story-link"
      className={cn(
        'py-0.5 font-semibold text-cta-700 underline decoration-2 underline-offset-4 hover:text-cta-600',
        className,
      )}
      {...props}
    >
      {cut ? (
        <>
          {/* A block from lg, not a <br>: counsel's check reads a span's edge as a space, a
              break as a new line (counsel/check.ts). */}
          <span className="lg:block">{children.slice(0, cut)}</span>
          {children.slice(cut, lastWord)}
        </>
      ) : (
        children.slice(0, lastWord)
      )}
      <span className="whitespace-nowrap">
        {children.slice(lastWord)}
        <ArrowDownIcon className="ml-1.5 inline-block size-4 align-[-0.2em]" />
      </span>
    </a>
  )
}
