import { Icon } from '@/components/quiz/icons'
import { buttonVariants } from '@/components/ui/button-variants'
import { OutboundLink } from '@/components/ui/outbound-link'
import { outboundLinks } from '@/config/links'
import { quizResults } from '@/content/quiz-results'
import { cn } from '@/lib/cn'

/**
 * The primary way to the masterclass: what it is, then its value. Under the score and in the
 * closing card; print leaves it out.
 */
export function ReserveButton({ className }: { className?: string }) {
  const [what, value] = quizResults.buttons.reserveLines
  return (
    <OutboundLink
      href={outboundLinks.masterclass}
      aria-describedby="quiz-new-tab-note"
      className={cn(
        buttonVariants({ variant: 'cta', size: 'xl' }),
        'flex-col gap-0.5 py-2.5 leading-snug max-sm:px-3 print:hidden',
        className,
      )}
    >
      <span className="inline-flex items-center gap-2 max-sm:text-base max-[22rem]:text-[0.9375rem]">
        {what}
        <Icon name="arrowRight" className="max-[22rem]:hidden" />
      </span>{' '}
      <span className="text-sm font-medium text-cta-100 sm:text-base">{value}</span>
    </OutboundLink>
  )
}
