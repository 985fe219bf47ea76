/**
 * React DOM's client as the quiz's browser build has it (vite.config.ts points 'react-dom/client'
 * here): Preact's, made to do two things as React does, which the quiz's views are written for.
 *
 * Effects: Preact runs a commit's effects after the next animation frame, or 35 ms later in a tab
 * that paints none, whose timers may wait a second or more; React runs them with the commit, before
 * another task of the page comes between (its scheduler's loop): the new question's heading takes
 * the focus, the keys 1-3 answer, the held taps are handed over (src/effects/held-click.ts), the
 * results' countdown starts. So here they run in a microtask after the commit.
 *
 * Text: an element whose only child is a string React writes as the element's text; Preact keeps
 * a text node of its own and rewrites that. A page translator puts its words in place of the text
 * nodes (e2e/support/translator.ts), so the node Preact rewrites is out of the page and the old
 * question's words would stay. So elements drawn after the page is taken over get their string as
 * their `textContent`. Hydration keeps the text nodes the page arrived with (it sets no property),
 * so elements drawn while hydrating keep theirs.
 */
import { options, type VNode } from 'preact'
import { createRoot as create, hydrateRoot as hydrate } from 'preact/compat/client'

options.requestAnimationFrame = (runEffects) => queueMicrotask(runEffects)

let asText = false
const { vnode: previous } = options
options.vnode = (vnode: VNode<{ children?: unknown; textContent?: string }>) => {
  previous?.(vnode)
  const { props } = vnode
  const text = props.children
  if (!asText || typeof vnode.type !== 'string') return
  if (typeof text !== 'string' && typeof text !== 'number') return
  props.textContent = String(text)
  delete props.children
}

export function hydrateRoot(...args: Parameters<typeof hydrate>) {
  const root = hydrate(...args)
  asText = true
  return root
}

export function createRoot(...args: Parameters<typeof create>) {
  asText = true
  return create(...args)
}
