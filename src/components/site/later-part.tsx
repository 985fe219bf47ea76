import type { ReactNode } from 'react'
import { laterPartAttribute } from '@/effects/later-parts'

/**
 * The part of a sales page below its first screen. The page's HTML leaves it to come with its
 * scripts, so that the HTML fits one round trip of a slow line (build/later-slots.ts); a visitor
 * without JavaScript is sent to the page whole. The element stays as the slot it comes back into.
 */
export function LaterPart({ children }: { children: ReactNode }) {
  return <div {...{ [laterPartAttribute]: '' }}>{children}</div>
}
