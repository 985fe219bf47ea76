/**
 * What the VSL's warning-signs checklist says back for a number of ticks, and which way on leads
 * (the bands are the content's; the browser's answer to real ticks is e2e/sales.spec.ts's).
 */
import { expect, test } from 'vitest'
import { signChecklistVerdict } from '@/components/sales/sign-checklist.view'
import { vslVariants } from '@/content/vsl'

const one =
  'One sign on its own is common and easy to explain away. The quiz shows whether your days add up to a pattern.'
const two =
  'Two or more together is a pattern worth looking behind. This test measures two things that can sit behind it, cellular inflammation and neurotoxic stress, which routine bloodwork does not.'
const four =
  'Several at once is worth a closer look soon. The test measures what sits behind signs like these, and your consultation turns it into next steps.'

const table: [ticked: number, tally: string, says: string, lead: string | undefined][] = [
  [0, '', 'If two or more describe you, the next few minutes matter.', undefined],
  [1, 'You ticked 1 of 8.', one, 'quiz'],
  [2, 'You ticked 2 of 8.', two, 'order'],
  [3, 'You ticked 3 of 8.', two, 'order'],
  [4, 'You ticked 4 of 8.', four, 'order'],
  [8, 'You ticked 8 of 8.', four, 'order'],
]
// Every VSL variant has the main one's checklist (src/content/vsl.ts).
test.each(table)(
  'the checklist’s answer to %i of 8 ticked, and the way on that leads',
  (ticked, tally, text, lead) => {
    expect(signChecklistVerdict(vslVariants.main.warningSigns, ticked, 8)).toEqual({
      tally,
      text,
      lead,
    })
  },
)
