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
  alsoDated,
}: {
  lines: readonly DatedLine[]
  className: string
  itemClassName: string
  noteClassName?: string
  /** The block's other dated facts' days (the score's, said undated above), in the one note. */
  alsoDated?: readonly (string | null | undefined)[]
}) {
  return (
    <>
      <ul className={className}>
        {lines.map((line) => (
          <li
            key={line.text}
            data-gone-after={line.ends?.at}
            className={cn('font-bold text-balance', itemClassName)}
          >
            {/* In the line's text, so a line that wraps keeps its clock beside its first words. */}
            <ClockIcon className="mr-1.5 inline-block size-[1.1em] align-[-0.15em]" />
            {line.ends ? (
              <span>
                {line.text}{' '}
                <time dateTime={line.ends.at} data-local-time={asOfCopy.yourTime}>
                  {line.ends.words}
                </time>
              </span>
            ) : (
              line.text
            )}
          </li>
        ))}
      </ul>
      {/* In the one look of every dated label (asOfStyle), under the lines it dates. */}
      <AsOfNote
        figures={lines.flatMap((line) => line.figure ?? [])}
        also={alsoDated}
        className={cn(asOfStyle, noteClassName)}
      />
    </>
  )
}
