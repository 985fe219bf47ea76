/** What the warning-signs checklist says back, from the page's content (VslContent['warningSigns']). */
export interface SignChecklistCopy {
  closing: string
  feedback: { tally: string; bands: readonly { from: number; text: string }[] }
}

/**
 * The checklist's answer to `count` ticks of `total`: the closing line before any tick (no
 * tally); then the tally, set bold, and the line of the highest band the count reaches. Both
 * renderers read it: the prerender (no tick) and the DOM view that answers each tick on the device.
 */
export function signChecklistVerdict(copy: SignChecklistCopy, count: number, total: number) {
  if (count === 0) return { tally: '', text: copy.closing }
  const band = copy.feedback.bands.filter((candidate) => count >= candidate.from).at(-1)
  const tally = copy.feedback.tally
    .replace('{count}', String(count))
    .replace('{total}', String(total))
  return { tally, text: band?.text ?? '' }
}

/**
 * Which way on leads once `count` signs are ticked: from two, where the answer says the visitor's
 * signs make a pattern, the order, drawn as the page's primary action (issue 72: the quiz first
 * led a visitor who had just said "this is me" away from it); at one the quiz, which says whether
 * one sign is part of a pattern; none before a tick.
 */
export function signChecklistLead(count: number) {
  if (count === 0) return undefined
  return count >= 2 ? 'order' : 'quiz'
}

/** The `data-slot` names the DOM view finds the checklist's parts by. */
export const signChecklistSlots = { verdict: 'sign-verdict', ways: 'sign-ways' } as const
