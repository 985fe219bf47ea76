import type { ComponentProps } from 'react'
import { BadgeCheckIcon } from '@/components/ui/icons'
import { labLine } from '@/content/proof'
import { cn } from '@/lib/cn'
import { Compounds, Line } from './compounds'

/** Words held on one line, but at the visitor's large text (e2e/reflow.spec.ts). */
const held = 'whitespace-nowrap large-text:whitespace-normal'

/** Held where the line (its `@container`) is 18rem or wider: never at large text, where it is not. */
const roomy = '@min-[18rem]:whitespace-nowrap'

/**
 * Who tests the sample, with the accreditation and number a reader can look up, where the kit is
 * shown; nothing until the brand names its laboratory (VITE_LAB_NAME and its two companions).
 * Beside a price (`center`) its badge in the line and its lines centred, as the score's above it.
 * Its accreditation held ('a CLIA-certified laboratory'), and with the number, its last word held
 * with the number whole.
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
  const tailWords = labLine.tail.split(' ')
  const lastWord = tailWords.pop()
  const centred = align === 'center'
  return (
    <p
      data-slot="lab-line"
      className={cn(
        '@container text-sm leading-snug text-ink',
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
        {withNumber ? (
          <>
            <Compounds text={labLine.text.slice(0, -labLine.tail.length)} />
            <span className={held}>{tailWords.join(' ')}</span>{' '}
            {/* Whole, and where the line is roomy held with the word before it: never '(CLIA No.
                …)' alone on a line, nor '(CLIA / No. …)' (round 10, Gecko at 375); narrower (280
                px at 400 % zoom) it was wider than the line. */}
            <span className={roomy}>
              {lastWord} <span className={cn(held, 'text-muted')}>({labLine.number})</span>
            </span>
          </>
        ) : (
          <Line text={labLine.text} phrase={labLine.tail} />
        )}
      </span>
    </p>
  )
}
