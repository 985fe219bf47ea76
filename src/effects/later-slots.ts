import { laterPartCopy } from '@/content/site'
import {
  laterFallbackAttribute,
  laterLineActionClass,
  letGoOfSlots,
  slotModuleAttribute,
  slotsWaitingAttribute,
  wholeStyle,
} from '@/effects/later-parts'
import { outboundAttribute, withCampaignParams } from '@/lib/campaign'

/** A slot's module, by its path: the browser's import. */
const importModule = (path: string): Promise<{ default: string }> => import(/* @vite-ignore */ path)

/**
 * Puts into each slot the page arrived with empty (build/later-slots.ts: the quiz's intro below
 * its first screen, a sales page's article) the HTML its module holds, once the page's whole
 * stylesheet is in, so that it never shows unstyled. The quiz's entry waits for this before it
 * keeps the slots' HTML and hydrates (src/entries/quiz.tsx), a sales page's before its islands
 * start. A slot whose module or the stylesheet does not come stays empty and stops waiting
 * (src/styles.css): the quiz works without its intro's rest, and a sales page's line links the
 * page whole. A rest that comes once the slot has stopped waiting, while its line is on screen or
 * above it, would push what the visitor sees: the line offers it instead. Resolves with whether
 * the stylesheet came.
 */
export async function fillLaterSlots(root: Document = document, load = importModule) {
  const style = wholeStyle(root)
  const slots = root.querySelectorAll<HTMLElement>(`[${slotModuleAttribute}]`)
  await Promise.all(
    [...slots].map(async (slot) => {
      const held = await load(slot.getAttribute(slotModuleAttribute) ?? '').then(
        (module) => module.default,
        () => '',
      )
      if (!(await style) || !held || slot.childElementCount > 0) return
      const line = slot.nextElementSibling?.closest<HTMLElement>(`[${laterFallbackAttribute}]`)
      const late = !root.documentElement.hasAttribute(slotsWaitingAttribute)
      const bottom = root.defaultView?.innerHeight ?? 0
      if (line && late && line.getBoundingClientRect().top < bottom) offer(line, slot, held)
      else putIn(slot, held)
    }),
  )
  letGoOfSlots(root)
  return style
}

/**
 * Puts `held` into `slot` and takes away the line after it. Its outbound links leave with the ad's
 * campaign, as the <head> script made those of the HTML; a #link to a part that was not there
 * (the visitor's, or one tapped before) goes there now, the page laid out whole first
 * (src/inline/whole-layout.ts), or the parts above it would still change their height.
 */
function putIn(slot: HTMLElement, held: string) {
  const root = slot.ownerDocument
  slot.innerHTML = held
  slot.nextElementSibling?.closest(`[${laterFallbackAttribute}]`)?.remove()
  for (const link of slot.querySelectorAll(`a[${outboundAttribute}]`)) {
    const href = link.getAttribute('href') ?? ''
    link.setAttribute('href', withCampaignParams(href, root.location?.search ?? ''))
  }
  const target = root.getElementById(decodeURIComponent(root.location?.hash.slice(1) ?? ''))
  if (!target || !slot.contains(target)) return
  root.documentElement.dataset.layout = 'whole'
  target.scrollIntoView()
}

/**
 * The line says the rest has come, politely to a screen reader, with a button that puts it in:
 * what moves then moves because the visitor asked. The rest begins where the line was, and focus
 * goes to its first heading.
 */
function offer(line: HTMLElement, slot: HTMLElement, held: string) {
  const show = slot.ownerDocument.createElement('button')
  show.type = 'button'
  show.className = laterLineActionClass
  show.textContent = laterPartCopy.show
  show.addEventListener('click', () => {
    const was = line.getBoundingClientRect().top
    putIn(slot, held)
    // The rest begins where the line was: scroll anchoring would keep the footer in view instead
    // (Chromium's, the line gone).
    const moved = slot.getBoundingClientRect().top - was
    if (moved) slot.ownerDocument.defaultView?.scrollBy({ top: moved, behavior: 'instant' })
    const first = slot.querySelector<HTMLElement>('h2, h3') ?? slot
    first.tabIndex = -1
    first.focus({ preventScroll: true })
  })
  line.setAttribute('aria-live', 'polite')
  line.replaceChildren(`${laterPartCopy.arrived} `, show)
}
