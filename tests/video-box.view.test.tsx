// @vitest-environment jsdom
/**
 * The video box on the sales pages: React draws each status at build time (VideoBoxFrame), and the
 * DOM view (src/components/video/video-box.dom.ts) turns the prerendered box into what React would
 * draw for the loader's status, as the pages ship no React, and shows the hero's link to the video
 * or, once it cannot play, the one on down the page. What the loader does when is its
 * generated paths'; Try again by keyboard, focus kept in the box, is e2e/video.spec.ts's. (The
 * React box with its own loader runs only under `npm run dev`.)
 */
import type { VideoStatus } from '@machines/video-loader/video-loader.selectors'
import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { VideoBoxFrame } from '@/components/video/video-box'
import { showVideoLinks, showVideoStatus } from '@/components/video/video-box.dom'
import { outboundLinks, site } from '@/config/page-settings'
import { videoBoxCopy } from '@/content/video-box'
import { type VslContent, vslVariants } from '@/content/vsl'
import { countedLink } from '@/lib/counting'
import { Hero } from '@/sections/vsl/hero'

const title = 'Why Your Bloodwork Looks Normal When You Feel Anything But'

const statuses: readonly VideoStatus[] = ['loading', 'ready', 'failed', 'refused']

/** The box as React renders it in `status`, as a detached element. */
function rendered(status: VideoStatus): HTMLElement {
  const holder = document.createElement('div')
  holder.innerHTML = renderToString(
    <VideoBoxFrame
      title={title}
      readOn={{ id: 'testing-gap', heading: 'The gap' }}
      status={status}
    />,
  )
  const box = holder.firstElementChild
  if (!(box instanceof HTMLElement)) throw new Error('VideoBoxFrame rendered no element')
  return box
}

// Every change of status, so the view never depends on the one before.
for (const from of statuses) {
  for (const to of statuses) {
    it(`the DOM view turns the prerendered ${from} box into exactly what React renders for ${to}`, () => {
      const box = rendered(from)
      showVideoStatus(box, to)
      expect(box.isEqualNode(rendered(to)), box.outerHTML).toBe(true)
    })
  }
}

/** The hero's visible links to the video or in its place, as `text href`, once `status` shows. */
function heroLinks(status: VideoStatus, copy: VslContent) {
  const holder = document.createElement('div')
  holder.innerHTML = renderToString(
    <Hero
      copy={copy.hero}
      videoId={copy.video.id}
      nextId={copy.expert.id}
      orderLink={countedLink('order', copy.countedAs, outboundLinks.vslStoreUrl, site.url)}
    />,
  )
  showVideoLinks(holder, status)
  return (
    [...holder.querySelectorAll<HTMLElement>('[data-video-link]')]
      .filter((link) => !link.hidden)
      // Its words as read (the word joiner that holds the arrow to them is no character).
      .map(
        (link) => `${link.textContent?.trim().replace(/^\u2060/, '')} ${link.getAttribute('href')}`,
      )
  )
}

for (const [variant, copy] of Object.entries(vslVariants)) {
  it(`${variant}: the hero offers the video while it may play, and once it cannot, the page below it`, () => {
    const video = [`${copy.hero.watchLink} #${copy.video.id}`]
    expect(heroLinks('loading', copy)).toEqual(video)
    expect(heroLinks('ready', copy)).toEqual(video)
    for (const status of ['failed', 'refused'] as const) {
      expect(heroLinks(status, copy)).toEqual([`${videoBoxCopy.coveredBelow} #${copy.expert.id}`])
    }
  })
}
