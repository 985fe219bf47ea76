import {
  type SignChecklistCopy,
  signChecklistSlots,
  signChecklistVerdict,
} from '@/components/sales/sign-checklist.view'

/**
 * Answers the ticks of a prerendered warning-signs checklist (src/sections/vsl/warning-signs.tsx)
 * on the device: on each change its verdict says how many were ticked (bold) and what that pattern
 * means, and the ways on (to the quiz, to the order) show once one is ticked, the one that leads
 * marked on them (`data-lead`; the markup draws each order). The copy comes with the HTML
 * (`data-copy`), so the page ships no content module; nothing is stored or sent. Marks the
 * checklist `data-live` once it listens.
 */
export function startSignChecklist(element: HTMLElement) {
  const copy = JSON.parse(element.dataset.copy ?? '') as SignChecklistCopy
  const part = (slot: string) => {
    const found = element.querySelector<HTMLElement>(`[data-slot="${slot}"]`)
    if (!found) throw new Error(`The checklist has no [data-slot="${slot}"]`)
    return found
  }
  const verdict = part(signChecklistSlots.verdict)
  const ways = part(signChecklistSlots.ways)
  const boxes = element.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')
  const answer = () => {
    const ticked = [...boxes].filter((box) => box.checked).length
    const { tally, text, lead } = signChecklistVerdict(copy, ticked, boxes.length)
    const bold = document.createElement('strong')
    bold.textContent = tally
    verdict.replaceChildren(...(tally ? [bold, ' '] : []), text)
    if (lead) verdict.dataset.answer = ''
    else delete verdict.dataset.answer
    ways.hidden = !lead
    ways.dataset.lead = lead ?? ''
  }
  element.addEventListener('change', answer)
  // Ticks made before the script ran (or restored by the browser on a reload) count too.
  answer()
  element.dataset.live = ''
}
