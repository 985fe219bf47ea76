import {
  laterFallbackAttribute,
  letGoOfSlots,
  slotModuleAttribute,
  wholeStyle,
} from '@/effects/later-parts'
import { outboundAttribute, withCampaignParams } from '@/lib/campaign'

/** A slot's module, by its path: the browser's import. */
const importModule = (path: string): Promise<{ default: string }> => import(/* @vite-ignore */ path)

/**
 * Puts into each slot the page arrived with empty (build/later-slots.ts: the quiz's intro below
 * its first screen, a sales page's article) the HTML its module holds, once the page's whole
 * stylesheet is in, so that it never shows unstyled, and takes away the line that would say where
 * to read it instead; its outbound links carry the ad's campaign, and the page's #link, if it
 * points in there, is followed now. The quiz's entry waits for this before it keeps the slots'
 * HTML and hydrates (src/entries/quiz.tsx), a sales page's before its islands start. A slot whose module or the stylesheet does not come stays
 * empty and stops waiting (src/styles.css): the quiz works without its intro's rest, and a sales
 * page's line links the page whole. Resolves with whether the stylesheet came.
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
      slot.innerHTML = held
      slot.nextElementSibling?.closest(`[${laterFallbackAttribute}]`)?.remove()
      // Its links leave with the ad's campaign, as the <head> script made those of the HTML.
      for (const link of slot.querySelectorAll(`a[${outboundAttribute}]`)) {
        const href = link.getAttribute('href') ?? ''
        link.setAttribute('href', withCampaignParams(href, root.location?.search ?? ''))
      }
      // A #link to a part that was not there (the visitor's, or one tapped before) goes there now,
      // the page laid out whole first (src/inline/whole-layout.ts), or the parts above it would
      // still change their height.
      const target = root.getElementById(decodeURIComponent(root.location?.hash.slice(1) ?? ''))
      if (!target || !slot.contains(target)) return
      root.documentElement.dataset.layout = 'whole'
      target.scrollIntoView()
    }),
  )
  letGoOfSlots(root)
  return style
}
