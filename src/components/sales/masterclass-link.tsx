import { OutboundLink } from '@/components/ui/outbound-link'
import { outboundLinks, site } from '@/config/page-settings'
import { masterclassLink } from '@/content/sales-common'
import { type CountedAs, countedLink } from '@/lib/counting'

/**
 * The masterclass's registration page, in a new tab, its ping counting the click
 * (src/lib/counting.ts): after the sentence that names the masterclass, a target 24 px tall with nothing else to tap beside it
 * (WCAG 2.5.8), where its bare line of text made it 14 px. The padding widens what a tap hits
 * without moving the lines around it.
 */
export function MasterclassLink({ countedAs }: { countedAs: CountedAs }) {
  return (
    <OutboundLink
      {...countedLink('masterclass', countedAs, outboundLinks.masterclassUrl, site.url)}
      className="py-1 font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 large-text:whitespace-normal"
    >
      {masterclassLink}
    </OutboundLink>
  )
}
