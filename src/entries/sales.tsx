/**
 * The sales pages in production (/, /google, /advertorial-v2). The page is static HTML; only
 * its islands hydrate with React, and outbound links get the landing page's campaign parameters.
 */
import '@/styles.css'
import { type ComponentType, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandName } from '@/components/islands'

const islands: Record<IslandName, ComponentType<Record<string, unknown>>> = {}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const Component = islands[element.dataset.island ?? '']
  if (!Component) continue
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>
  hydrateRoot(
    element,
    <StrictMode>
      <Component {...props} />
    </StrictMode>,
  )
}
