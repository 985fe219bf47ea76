import type { ReactNode } from 'react'
import { ChevronDownIcon } from '@/components/ui/icons'
import { Line } from '@/components/ui/kept-words'
import { cn } from '@/lib/cn'

/**
 * A list item of a long page: its marker (an icon tile, a number, a cross) beside its title, and
 * its words a tap away (a native disclosure, in the HTML all along, opened without script). A
 * container query puts the title under the marker at 200 % text rather than a few letters a line;
 * the list it is in is the `@container`.
 */
export function FoldCard({
  marker,
  title,
  text,
  heading: Heading = 'h3',
  wideTitle = false,
  className,
}: {
  marker: ReactNode
  title: ReactNode
  text: string
  heading?: 'h3' | 'h4'
  /**
   * On a phone the title the card's width: no marker, the chevron after its last word, and 14 px
   * on the narrowest (round 15: the kit's 'One-on-One / Report-of-Findings / Consultation', three
   * lines in the 180-239 px beside both).
   */
  wideTitle?: boolean
  /** The card's own surface (background, ring) and padding from sm. */
  className: string
}) {
  const chevron = 'size-4 shrink-0 text-brand-700 transition-transform group-open/card:rotate-180'
  return (
    <li
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 @max-[14rem]:grid-cols-1 px-fit-3 py-1 sm:gap-x-5',
        wideTitle && 'max-sm:grid-cols-1 max-sm:[&>:first-child]:hidden',
        className,
      )}
    >
      {marker}
      <details className="group/card min-w-0">
        <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-2 marker:hidden [&::-webkit-details-marker]:hidden">
          <Heading
            className={cn(
              'min-w-[min(100%,7em)] grow basis-0 leading-snug font-bold text-balance text-brand-950 sm:text-lg',
              wideTitle && 'max-[22rem]:text-sm',
            )}
          >
            {typeof title === 'string' ? <Line text={title} /> : title}
            {/* A no-break space: the chevron never on a line of its own. */}
            {wideTitle ? (
              <>
                {'\u00a0'}
                <ChevronDownIcon
                  className={cn(chevron, 'ml-1 inline align-[-0.125em] sm:hidden')}
                />
              </>
            ) : null}
          </Heading>
          <ChevronDownIcon className={cn(chevron, 'ml-auto', wideTitle && 'max-sm:hidden')} />
        </summary>
        {/* From lg balanced: two or three lines in a card beside another, where `pretty` left
            '…and the waist.' 78 px of 447 (round 15, /google at 1280). */}
        <p className="pb-1.5 text-sm leading-snug text-muted sm:text-base sm:leading-relaxed lg:text-balance">
          {text}
        </p>
      </details>
    </li>
  )
}
