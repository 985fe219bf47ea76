import { type ComponentProps, useSyncExternalStore } from 'react'
import { withCampaignParams } from '@/lib/campaign'

const noSubscription = () => () => {}

/**
 * A link that leaves the site: new tab, no opener, no referrer, and the landing page's
 * campaign parameters. Prerendered with the plain URL; hydrated pages add the parameters
 * after hydration, static pages through src/effects/campaign-links.ts.
 */
export function OutboundLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  )
  return (
    <a
      {...props}
      href={withCampaignParams(href, search)}
      target="_blank"
      rel="noopener noreferrer"
      data-outbound=""
    />
  )
}
