import type { ReactNode } from 'react'
import type { IslandName, IslandProps } from '@/components/islands'

/**
 * Marks the interactive part of a static page. The page is prerendered whole; in the browser
 * only islands hydrate (src/entries/sales.tsx), so the copy around them ships as HTML, not JS.
 * Island components must not use `useId`: their position in the tree differs between the two.
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
