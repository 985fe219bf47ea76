/** What the warning-signs checklist says back, from the page's content (VslContent['warningSigns']). */
export interface SignChecklistCopy {
  closing: string
  feedback: {
    tally: string
    bands: readonly { from: number; text: string; leads: 'quiz' | 'order' }[]
  }
}

/**
 * The checklist's answer to `count` ticks of `total`: the closing line before any tick (no
 * tally, no way on); then the tally, set bold, the line of the highest band the count reaches
 * and the way on that band leads with. Both renderers read it: the prerender (no tick) and the
 * DOM view that answers each tick on the device.
 */
export function signChecklistVerdict(copy: SignChecklistCopy, count: number, total: number) {
  if (count === 0) return { tally: '', text: copy.closing, lead: undefined }
  const band = copy.feedback.bands.filter((candidate) => count >= candidate.from).at(-1)
  const tally = copy.feedback.tally
    .replace('{count}', String(count))
    .replace('{total}', String(total))
  return { tally, text: band?.text ?? '', lead: band?.leads ?? 'quiz' }
}

/** The `data-slot` names the DOM view finds the checklist's parts by. */
export const signChecklistSlots = { verdict: 'sign-verdict', ways: 'sign-ways' } as const
