/** Marks a link that leaves the site; its href gets the landing page's campaign parameters. */
export const outboundAttribute = 'data-outbound'

/** Parameters that keep a campaign attributable when the visitor leaves for the store. */
function isCampaignParam(name: string): boolean {
  return (
    (name.startsWith('utm_') && name.length > 'utm_'.length) ||
    name === 'gclid' ||
    name === 'fbclid'
  )
}

/**
 * `target` with the landing page's campaign parameters (`utm_*`, `gclid`, `fbclid`) added,
 * every value of a repeated one in its order. Nothing else is added, and a parameter the target
 * already sets keeps the target's value(s), so forwarding twice changes nothing. A target that
 * is not a valid absolute URL (a path of this site) is returned unchanged.
 */
export function withCampaignParams(target: string, landingSearch: string): string {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return target
  }
  const setByTarget = new Set(url.searchParams.keys())
  // A copy, written back once: appending to url.searchParams rewrites the URL on every append.
  const params = new URLSearchParams(url.search)
  let changed = false
  for (const [name, value] of new URLSearchParams(landingSearch)) {
    if (!isCampaignParam(name) || setByTarget.has(name)) continue
    params.append(name, value)
    changed = true
  }
  if (!changed) return target
  url.search = params.toString()
  return url.href
}
