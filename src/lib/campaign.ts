/** Parameters that keep a campaign attributable when the visitor leaves for the store. */
export function isCampaignParam(name: string): boolean {
  return (
    (name.startsWith('utm_') && name.length > 'utm_'.length) ||
    name === 'gclid' ||
    name === 'fbclid'
  )
}

/**
 * `target` with the landing page's campaign parameters (`utm_*`, `gclid`, `fbclid`) added,
 * every value of a repeated one in its order. Nothing else is added, and a parameter the target
 * already sets keeps the target's value(s), so forwarding twice changes nothing.
 * A target that is not a valid absolute URL is returned unchanged.
 */
export function withCampaignParams(target: string, landingSearch: string): string {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return target
  }
  const setByTarget = new Set(url.searchParams.keys())
  let changed = false
  for (const [name, value] of new URLSearchParams(landingSearch)) {
    if (!isCampaignParam(name) || setByTarget.has(name)) continue
    url.searchParams.append(name, value)
    changed = true
  }
  return changed ? url.href : target
}
