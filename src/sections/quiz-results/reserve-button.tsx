import type { ReactNode } from 'react'
import { arrowRightIcon, Icon } from '@/components/quiz/icons'
import { type ButtonVariantProps, buttonVariants } from '@/components/ui/button-variants'
import { OutboundLink } from '@/components/ui/outbound-link'
import { outboundLinks } from '@/config/page-settings'
import { quizResults } from '@/content/quiz-results'
import { cn } from '@/lib/cn'

/**
 * A button-styled link to the masterclass's registration, in a new tab, which its name says (words
 * heard, not shown).
 */
export function MasterclassLink({
  look,
  className,
  children,
}: {
  look: ButtonVariantProps
  className: string
  children: ReactNode
}) {
  return (
    <OutboundLink
      href={outboundLinks.masterclassUrl}
      className={cn(buttonVariants(look), className)}
    >
      {children}
      {/* The space outside: inside, the name ran the words on ('Today)(opens…') in jsdom. */}{' '}
      <span className="sr-only">{quizResults.newTabName}</span>
    </OutboundLink>
  )
}

/**
 * The primary way to the masterclass: what it is, then its value ('Yours Free Today', or once a
 * set start has passed, `passed`, just free). Under the score (`first`) and in the closing card; print
 * leaves it out.
 */
export function ReserveButton({
  className,
  passed,
  first = false,
}: {
  className?: string
  passed: boolean
  /** Under the score, the first way there: its own words (`quizResults.buttons.join`). */
  first?: boolean
}) {
  const [reserve, today] = quizResults.buttons.reserveLines
  const what = first ? quizResults.buttons.join : reserve
  const value = passed ? quizResults.buttons.reservePassedValue : today
  return (
    <MasterclassLink
      look={{ variant: 'cta', size: 'xl' }}
      // Balanced: at 320 Gecko left 'Now' alone on the second line.
      className={cn(
        'flex-col py-2.5 leading-snug text-balance max-sm:px-fit-3 print:hidden',
        className,
      )}
    >
      <span className="inline-flex items-center gap-2 max-sm:text-base max-[22rem]:text-[0.9375rem]">
        {what}
        <Icon shapes={arrowRightIcon} className="max-[22rem]:hidden" />
      </span>{' '}
      <span className="text-sm font-medium text-cta-100 sm:text-base">{value}</span>
    </MasterclassLink>
  )
}
