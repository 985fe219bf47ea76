import type { ComponentProps } from 'react'
import { BadgeCheckIcon } from '@/components/ui/icons'
import { Compounds } from '@/components/ui/kept-words'
import { labLine } from '@/content/proof'
import { cn } from '@/lib/cn'

/** Words held on one line, but at the visitor's large text (e2e/reflow.spec.ts). */
const held = 'whitespace-nowrap large-text:whitespace-normal'

/**
 * From sm the name's words held ('Meridian Clinical Laboratories,'); on a phone free, in a
 * proof column too, so the short proof lines fill their measure ('Your sample is tested by Meridian
 * Clinical / Laboratories, a CLIA-certified laboratory' at 375; review 29: held whole, three lines
 * at 55-68 % of it).
 */
const nameHeldFromSm = 'sm:whitespace-nowrap large-text:whitespace-normal'

/**
 * Who tests the sample, with the accreditation and its number a reader can look up (`labLine.number`:
 * with every naming below the first screen, src/content/proof.ts), where the kit is shown; nothing
 * until the brand names its laboratory (VITE_LAB_NAME and its two companions). `small`, the
 * advertorial's first screen's compact proof, names it without the number.
 * Its badge beside the words, not in their first line, so they balance as one block: beside a price
 * (`column`) one line of a proof column (ProofColumn). The laboratory's name with its comma held whole
 * from sm ('Northfield Clinical Laboratories,'), and its accreditation ('a CLIA-certified laboratory'),
 * the number whole after it (round 11: '…by Northfield /
 * Clinical Laboratories, / a CLIA-certified laboratory' in Gecko, 'Laboratories' alone in WebKit).
 */
export function LabLine({
  align = 'start',
  small = false,
  className,
  ...props
}: ComponentProps<'p'> & {
  /**
   * `column`: one of a proof column's lines (ProofColumn), no wider than its words.
   */
  align?: 'start' | 'column'
  /** 14 px at every width and no number (the advertorial's compact proof box), not 16 from sm. */
  small?: boolean
}) {
  if (!labLine) return null
  const column = align === 'column'
  return (
    <p
      data-slot="lab-line"
      className={cn(
        // At large text one run of words after the badge: beside it, too narrow a column for
        // 'Laboratories,' or the number (e2e/reflow.spec.ts).
        'flex items-start gap-2 text-sm leading-snug text-ink large-text:block',
        // In a column on a phone 13 px, as the score over it: its words three full lines at 375
        // (review 29: at 14 px four, at 53-66 % of the measure).
        column && 'max-sm:text-[0.8125rem]',
        !small && 'sm:text-base',
        // In a column, its own line of the column's width (from sm its words, two lines, give the
        // column its width, centred as a unit under the price; rsales18).
        column && 'self-stretch',
        className,
      )}
      {...props}
    >
      <BadgeCheckIcon
        className={cn(
          'mt-0.5 size-4 shrink-0 text-brand-700 large-text:mr-1.5 large-text:inline-block large-text:align-[-0.125em]',
          // In a column, the size of the score's star above it: their words start level.
          !small && align !== 'column' && 'sm:size-5',
        )}
      />
      {/* In a column from sm, a block no wider than its longest held words (the name: 16em in this face),
          its lines from its badge: full width, the badge stood apart from the column's. From md,
          where the price boxes are wide, 30em: at 17em it was a narrow 4-line stack under a 510 px
          review line at 1280 (round 12); at 34em the column stood 100 px wider than its two lines. */}
      <span
        className={cn(
          'min-w-0',
          align === 'start'
            ? 'grow basis-0 text-balance'
            : 'text-left sm:max-w-[17em] md:max-w-[30em]',
        )}
      >
        <LabWords withNumber={!small} column={column} />
      </span>
    </p>
  )
}

/**
 * The laboratory's words, its name with its comma held from sm ('Northfield Clinical
 * Laboratories,', outside a column with its verb: 'tested by Northfield…') and its
 * accreditation ('a CLIA-certified laboratory') at every width;
 * with the number, the number whole after them, on its own line where they fill theirs (round 11:
 * 'a CLIA-certified / laboratory (CLIA No. …)' parted the accreditation to keep the number's word).
 */
export function LabWords({
  withNumber = false,
  column = false,
  verbApartFromSplit = false,
}: {
  withNumber?: boolean
  /**
   * From `split` (two columns, the heroes' 434-474 px text column at 800-1023) the verb free of the
   * name, the name whole: held with it, 'tested by Northfield Clinical Laboratories,' did not fit
   * after 'Your sample is', which stood alone on a first line (review 44: 900-1000 px). Each line a
   * phrase there: 'Your sample is tested by / Northfield Clinical Laboratories, / a CLIA-certified
   * laboratory', two lines where the column has room.
   */
  verbApartFromSplit?: boolean
  /**
   * A proof column's beside a price (ProofColumn): on a phone the number on a muted line of its
   * own, the name free as outside one, so the column is the card's width, two lines at 375, 'Your
   * sample is tested by Meridian Clinical / Laboratories, a CLIA-certified laboratory' (review 39:
   * held whole, three lines to x 257 of 339; adv45: the advertorial's card too, centred, six lines).
   */
  column?: boolean
}) {
  if (!labLine) return null
  const name = `${labLine.name},`
  // Outside a column its verb held with it from sm ('tested by Meridian Clinical Laboratories,'),
  // so the line breaks before its accreditation (sales49: 'Your sample is tested by / Meridian…'
  // in /google's hero at 640, balanced).
  const before = labLine.text.slice(0, labLine.text.indexOf(name)).split(' ')
  const verb = column ? [] : before.splice(-3, 2)
  return (
    <>
      <Compounds text={before.join(' ')} />
      <span
        data-lab-name
        className={cn(nameHeldFromSm, verbApartFromSplit && 'split:whitespace-normal')}
      >
        {verb.length ? `${verb.join(' ')} ` : null}
        <span className={nameHeldFromSm}>{name}</span>
      </span>{' '}
      <span className={held}>{labLine.tail}</span>
      {withNumber ? (
        <>
          {' '}
          <span className={cn(held, 'text-muted', column && 'max-sm:block')}>
            ({labLine.number})
          </span>
        </>
      ) : null}
    </>
  )
}
