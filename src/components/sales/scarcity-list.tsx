import type { ReactNode } from 'react'
import { asOfStyle } from '@/components/ui/as-of'
import { AsOfNote } from '@/components/ui/as-of-note'
import { ClockIcon } from '@/components/ui/icons'
import { asOfCopy, type DatedLine } from '@/content/as-of'
import { cn } from '@/lib/cn'

/**
 * The offer's scarcity lines, each after a clock set in its first line, then the one line that dates their figures
 * when the brand dated them. An end (the offer's, when dated) is stated as a time: in UTC in the
 * HTML, then in the visitor's own zone, or the line dropped once it has passed
 * (src/effects/local-times.ts, on the page).
 */
export function ScarcityList({
  lines,
  className,
  itemClassName,
  noteClassName,
  noted = true,
  children,
  columnClassName,
  wide = false,
  calm,
}: {
  lines: readonly DatedLine[]
  className: string
  itemClassName: string
  noteClassName?: string
  /** False where a proof column after it dates its figures (ProofColumn's `figures`). */
  noted?: boolean
  /** What follows the lines in their column, from their edge (the last offer's ProofColumn). */
  children?: ReactNode
  /** The column's own classes (the VSL's last offer: the price column's width, its edge). */
  columnClassName?: string
  /** The column as wide as its box (the VSL's last offer), not as its longest line. */
  wide?: boolean
  /**
   * The last offers' calm (adv45; sales52): one clock for the group, by the first line, the one in
   * `itemClassName`'s accent; the lines after it plain weight in this ink, from the same text edge
   * (their clocks kept, unseen). Unset, every line its own bold clock line (the price boxes).
   */
  calm?: string
}) {
  return (
    // One column, centred as a block: each line from its clock's left edge, one line or two
    // (round 16b: centred lines, a two-line item read flush left among centred ones at 375), the
    // note from the same edge, as the proof column's day is (ProofColumn; rsales18: three edges).
    <div
      className={cn(
        'mx-auto flex max-w-full flex-col items-start text-left',
        wide ? 'w-full' : 'w-fit',
        columnClassName,
      )}
    >
      <ul className={cn('flex flex-col items-start', className)}>
        {lines.map((line, index) => (
          <li
            key={line.text}
            data-gone-after={line.ends?.at}
            className={cn(
              'flex items-start gap-[calc(1.5rem-1.1em)] font-bold text-balance',
              itemClassName,
            )}
          >
            {/* Beside its words, set in their first line: a line that wraps starts under its
                first word, not under the clock (round 14: 'November 29 (your time)' under it).
                Clock and gap 1.5rem, as a proof column's star and its gap: the score's words
                below start at the lines' text edge (review 29: 3 px right of it at 1280). */}
            <ClockIcon
              className={cn('mt-[0.2em] size-[1.1em] shrink-0', calm && index > 0 && 'invisible')}
            />
            <span className={cn('text-left', calm && index > 0 && ['font-normal', calm])}>
              {line.text}
              {line.ends ? (
                <>
                  {/* Held to its time's first word: 'Offer ends Sunday,' (src/effects/local-times.ts). */}
                  {'\u00a0'}
                  <time dateTime={line.ends.at} data-local-time={asOfCopy.yourTime}>
                    {line.ends.words}
                  </time>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {/* In the one look of every dated label (asOfStyle), under the lines it dates. */}
      {noted ? (
        <AsOfNote
          figures={lines.flatMap((line) => line.figure ?? [])}
          named
          className={cn(asOfStyle, noteClassName)}
        />
      ) : null}
      {children}
    </div>
  )
}
