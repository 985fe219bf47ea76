/**
 * The sales pages in production (/, /google, /advertorial-v2). The page is static HTML; only
 * its islands hydrate with React, and outbound links get the landing page's campaign parameters.
 */
import '@/styles.css'
import { type ComponentType, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandName, IslandProps } from '@/components/islands'
import { VideoBox } from '@/components/video/video-box'
import { forwardCampaignParams } from '@/effects/campaign-links'

const islands: { [N in IslandName]: ComponentType<IslandProps<N>> } = {
  'video-box': VideoBox,
}

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name)
}

/** The island's props, or undefined (logged) when its data-props is not a JSON object. */
function readProps(element: HTMLElement, name: string): Record<string, unknown> | undefined {
  let props: unknown
  try {
    props = JSON.parse(element.dataset.props ?? '{}')
  } catch (error) {
    console.error(
      `Island "${name}" was not hydrated: its data-props is not valid JSON (${String(error)}). The static HTML stays in place.`,
    )
    return undefined
  }
  if (typeof props !== 'object' || props === null || Array.isArray(props)) {
    console.error(
      `Island "${name}" was not hydrated: its data-props is not a JSON object. The static HTML stays in place.`,
    )
    return undefined
  }
  return props as Record<string, unknown>
}

/**
 * One island: a React root of its own, so one broken island leaves the page and the other
 * islands alone. Should it throw after hydrating, its prerendered HTML is put back.
 */
function hydrateIsland(element: HTMLElement) {
  const name = element.dataset.island
  if (!isIslandName(name)) {
    console.error(
      `Island "${name}" was not hydrated: no component is registered under that name in src/entries/sales.tsx.`,
    )
    return
  }
  const props = readProps(element, name)
  if (!props) return
  const Island = islands[name] as ComponentType<Record<string, unknown>>
  const prerendered = element.innerHTML
  const root = hydrateRoot(
    element,
    <StrictMode>
      <Island {...props} />
    </StrictMode>,
    {
      onUncaughtError(error) {
        console.error(`Island "${name}" failed and shows its static HTML again:`, error)
        queueMicrotask(() => {
          root.unmount()
          element.innerHTML = prerendered
        })
      },
    },
  )
}

forwardCampaignParams()
for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  hydrateIsland(element)
}
