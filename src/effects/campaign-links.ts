import { withCampaignParams } from '@/lib/campaign'

/** Marks an outbound link whose href gets the landing page's campaign parameters. */
export const outboundAttribute = 'data-outbound'

/** Static pages: add the landing URL's campaign parameters to every outbound link. */
export function forwardCampaignParams(
  root: ParentNode = document,
  search = window.location.search,
) {
  if (!search) return
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${outboundAttribute}]`)) {
    const href = link.getAttribute('href')
    if (!href) continue
    const forwarded = withCampaignParams(href, search)
    if (forwarded !== href) link.setAttribute('href', forwarded)
  }
}
