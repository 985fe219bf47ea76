/** Parameters that keep a campaign attributable when the visitor leaves for the store. */
export function isCampaignParam(name: string): boolean {
  return name.startsWith('utm_') || name === 'gclid' || name === 'fbclid'
}

/**
 * `target` with the landing page's campaign parameters (`utm_*`, `gclid`, `fbclid`) added.
 * Nothing else is added; a parameter the target already has keeps the target's value.
 * A target that is not a valid absolute URL is returned unchanged.
 */
export function withCampaignParams(target: string, landingSearch: string): string {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return target
  }
  const landing = new URLSearchParams(landingSearch)
  let changed = false
  for (const [name, value] of landing) {
    if (isCampaignParam(name) && !url.searchParams.has(name)) {
      url.searchParams.append(name, value)
      changed = true
    }
  }
  return changed ? url.href : target
}
