import type { ComponentProps } from 'react'
import { BadgeCheckIcon } from '@/components/ui/icons'
import { labLine } from '@/content/proof'
import { cn } from '@/lib/cn'
import { Line } from './compounds'

/**
 * Who tests the sample, with the accreditation and number a reader can look up, where the kit is
 * shown; nothing until the brand names its laboratory (VITE_LAB_NAME and its two companions).
 * Beside a price (`center`) its badge in the line and its lines centred, as the score's above it.
 */
export function LabLine({
  withNumber = true,
  align = 'start',
  small = false,
  className,
  ...props
}: ComponentProps<'p'> & {
  /** The accreditation number too (where the kit is shown); a narrow box leaves it there. */
  withNumber?: boolean
  align?: 'center' | 'start'
  /** 14 px at every width (the advertorial's compact proof box), not 16 from sm. */
  small?: boolean
}) {
  if (!labLine) return null
  const centred = align === 'center'
  return (
    <p
      data-slot="lab-line"
      className={cn(
        'text-sm leading-snug text-ink',
        !small && 'sm:text-base',
        centred ? 'text-center text-balance' : 'flex flex-wrap items-start gap-2',
        className,
      )}
      {...props}
    >
      <BadgeCheckIcon
        className={cn(
          'size-4 shrink-0 text-brand-700',
          !small && 'sm:size-5',
          centred ? 'mr-1.5 inline-block align-[-0.1875em]' : 'mt-0.5',
        )}
      />
      <span className={centred ? undefined : 'min-w-[min(100%,9em)] grow basis-0'}>
        <Line text={labLine.text} />
        {withNumber ? (
          <>
            {/* Held with the word before it: never '(CLIA No. …)' alone on a line. */}
            {'\u00a0'}
            <span className="text-muted">({labLine.number})</span>
          </>
        ) : null}
      </span>
    </p>
  )
}
