/** What the warning-signs checklist says back, from the page's content (VslContent['warningSigns']). */
export interface SignChecklistCopy {
  closing: string
  feedback: { tally: string; bands: readonly { from: number; text: string }[] }
}

/**
 * The checklist's answer to `count` ticks of `total`: the closing line before any tick; then the
 * tally and the line of the highest band the count reaches. Both renderers read it: the prerender
 * (no tick) and the DOM view that answers each tick on the device.
 */
export function signChecklistVerdict(copy: SignChecklistCopy, count: number, total: number) {
  if (count === 0) return copy.closing
  const band = copy.feedback.bands.filter((candidate) => count >= candidate.from).at(-1)
  const tally = copy.feedback.tally
    .replace('{count}', String(count))
    .replace('{total}', String(total))
  return band ? `${tally} ${band.text}` : tally
}

/** The `data-slot` names the DOM view finds the checklist's parts by. */
export const signChecklistSlots = { verdict: 'sign-verdict', ways: 'sign-ways' } as const
