/**
 * The sales pages in production (/, /google, /advertorial-v2). The page is static HTML that React
 * rendered at build time; here each island's statechart starts and updates that HTML through a
 * small DOM view, so the pages ship no React runtime (its evaluation alone would cost more main-
 * thread time than the pages' budget allows). Outbound links get the landing page's campaign
 * parameters, the sections below the first screen are laid out one at a time, and the slim bars
 * show once the reader has passed the top of the page.
 */
import '@/styles.css'
import { selectVideoStatus } from '@machines/video-loader/video-loader.selectors'
import { createActor } from 'xstate'
import { videoLoaderLogic } from '@/actors/video-loader'
import type { IslandName, IslandProps } from '@/components/islands'
import { onVideoRetry, showVideoStatus } from '@/components/video/video-box.dom'
import { videoBoxSlots } from '@/components/video/video-box.view'
import { layOutDeferredSections } from '@/effects/deferred-sections'
import { watchSlimBars } from '@/effects/slim-bars'
import { nextTask } from '@/lib/next-task'

/** Brings one island's prerendered HTML to life; calls `fail` if it breaks later. */
type StartIsland<P> = (element: HTMLElement, props: P, fail: (error: unknown) => void) => void

const islands: { [N in IslandName]: StartIsland<IslandProps<N>> } = {
  'video-box'(element, { checkExistingPlayer }, fail) {
    const box = element.querySelector<HTMLElement>(`[data-slot="${videoBoxSlots.box}"]`)
    if (!box) throw new Error('it has no video box inside')
    const loader = createActor(videoLoaderLogic, {
      input: { checkExistingPlayer: checkExistingPlayer === true },
    })
    loader.subscribe({
      next: (snapshot) => showVideoStatus(box, selectVideoStatus(snapshot)),
      error: fail,
    })
    onVideoRetry(box, () => loader.send({ type: 'video.retry' }))
    loader.start()
  },
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
      `Island "${name}" was not started: its data-props is not valid JSON (${String(error)}). The static HTML stays in place.`,
    )
    return undefined
  }
  if (typeof props !== 'object' || props === null || Array.isArray(props)) {
    console.error(
      `Island "${name}" was not started: its data-props is not a JSON object. The static HTML stays in place.`,
    )
    return undefined
  }
  return props as Record<string, unknown>
}

/**
 * One island, on its own: one broken island leaves the page and the other islands alone. Should
 * it break after starting, its prerendered HTML is put back. A started island is marked
 * `data-live` (the browser tests wait for it).
 */
function startIsland(element: HTMLElement) {
  const name = element.dataset.island
  if (!isIslandName(name)) {
    console.error(
      `Island "${name}" was not started: no island is registered under that name in src/entries/sales.ts.`,
    )
    return
  }
  const props = readProps(element, name)
  if (!props) return
  const prerendered = element.innerHTML
  let failed = false
  const fail = (error: unknown) => {
    if (failed) return
    failed = true
    console.error(`Island "${name}" failed and shows its static HTML again:`, error)
    element.innerHTML = prerendered
    delete element.dataset.live
  }
  try {
    islands[name](element, props as IslandProps<typeof name>, fail)
    if (!failed) element.dataset.live = ''
  } catch (error) {
    fail(error)
  }
}

// Each island starts in a task of its own after the links are done, so no task holds a phone's
// main thread for long (an actor's first start runs a lot of code for the first time).
for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  void nextTask().then(() => startIsland(element))
}
void layOutDeferredSections()
watchSlimBars()
