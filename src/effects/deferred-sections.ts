import { nextTask } from '@/lib/next-task'

/** Marks a part of a sales page that waits to be laid out (content-visibility: auto, styles.css). */
export const deferredAttribute = 'data-deferred'

/**
 * Marks the <svg> whose <style> is the page's whole CSS, inline in <body> before the first part that
 * waits (build/first-screen.ts); the paint-first loader moves it to <head> (src/inline/paint-first.ts).
 */
export const restCssAttribute = 'data-rest-css'

/** The props that make a part wait to be laid out, or none for a part that must not wait. */
export function deferredProps(deferred: boolean): { [deferredAttribute]?: '' } {
  return deferred ? { [deferredAttribute]: '' } : {}
}

/**
 * Lays out every waiting part of the page, in page order, one per task, soon after the first
 * paint. Left waiting, a part is laid out only as it nears the screen, and until then its stand-in
 * height would put anchors, find-in-page matches and the scroll bar in the wrong place. One per
 * task, because laying them all out in one frame is the long task that waiting avoided.
 */
export async function layOutDeferredSections(root: ParentNode = document): Promise<void> {
  for (const part of root.querySelectorAll<HTMLElement>(`[${deferredAttribute}]`)) {
    await nextTask()
    part.removeAttribute(deferredAttribute)
    // Asking for its size lays it out now, in this task, rather than with the others in the next frame.
    part.getBoundingClientRect()
  }
}
