import { OutboundLink } from '@/components/ui/outbound-link'
import { masterclassLink } from '@/content/sales-common'
import { type CountedAs, countingHref } from '@/lib/counting'

/**
 * The masterclass's registration page, in a new tab, through the site's counting path: on a line
 * of its own under the sentence that names the masterclass, a 44 px target (WCAG 2.5.5).
 */
export function MasterclassLink({ countedAs }: { countedAs: CountedAs }) {
  return (
    <OutboundLink
      href={countingHref('masterclass', countedAs)}
      className="flex min-h-11 w-fit items-center font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 large-text:whitespace-normal"
    >
      {masterclassLink}
    </OutboundLink>
  )
}
