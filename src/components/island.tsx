import type { ReactNode } from 'react'
import type { IslandName, IslandProps } from '@/components/islands'

/**
 * Marks the interactive part of a static page. The page is prerendered whole; in the browser
 * only islands come to life (src/entries/sales.ts starts their statecharts and updates their
 * prerendered HTML), so the copy around them ships as HTML, not JS.
 */
export function Island<N extends IslandName>({
  name,
  props,
  children,
}: {
  name: N
  props: IslandProps<N>
  children: ReactNode
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      {children}
    </div>
  )
}
