import { letGoOfSlots, slotModuleAttribute, wholeStyle } from '@/effects/later-parts'

/** A slot's module, by its path: the browser's import. */
const importModule = (path: string): Promise<{ default: string }> => import(/* @vite-ignore */ path)

/**
 * Puts into each slot the page arrived with empty (build/later-slots.ts: the quiz's intro below
 * its first screen) the HTML its module holds, once the page's whole stylesheet is in, so that it
 * never shows unstyled. The quiz's entry waits for this before it keeps the slots' HTML and
 * hydrates (src/entries/quiz.tsx). A slot whose module or the stylesheet does not come stays
 * empty and stops waiting (src/styles.css): the page works without what it would hold. Resolves
 * with whether the stylesheet came.
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
      if ((await style) && held && slot.childElementCount === 0) slot.innerHTML = held
    }),
  )
  letGoOfSlots(root)
  return style
}
