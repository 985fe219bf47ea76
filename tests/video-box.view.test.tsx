// @vitest-environment jsdom
/**
 * The video box as its two renderers draw it: React with its loader (build time and `npm run
 * dev`), and the DOM view that updates the prerendered box on the sales pages. What the loader
 * does when is its generated paths'; here, that each renderer shows its status. Try again on the
 * sales pages' box, by keyboard, focus kept in the box, is e2e/video.spec.ts's.
 */

import type { VideoStatus } from '@machines/video-loader/video-loader.selectors'
import { act, render, screen, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { videoBoxCopy } from '@/content/video-box'
import { videoBackoffsBySpec, videoSpec } from '../spec/figures'
import { createFakeEffect } from './support/fake-effect'

/** The fake effects the mocked module hands the loader (new ones for each test). */
const fakes = { script: createFakeEffect(), player: createFakeEffect() }
vi.mock('@/effects/player-script', async () => {
  const { fromPromise } = await import('xstate')
  return {
    loadPlayerScript: fromPromise<void>(({ signal }) => fakes.script.run(signal)),
    waitForPlayer: fromPromise<void>(({ signal }) => fakes.player.run(signal)),
    removePlayerScript: () => {},
    isPlayerPresent: () => false,
  }
})

const { VideoBox, VideoBoxFrame } = await import('@/components/video/video-box')
const { VideoEmbed } = await import('@/components/video/video-embed')
const { showVideoStatus } = await import('@/components/video/video-box.dom')

const title = 'Why Your Bloodwork Looks Normal When You Feel Anything But'
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('the video box in React, with its loader', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    fakes.script = createFakeEffect()
    fakes.player = createFakeEffect()
  })

  it('shows the loader status, asks once under StrictMode, and Try again keeps focus in the box', async () => {
    render(
      <StrictMode>
        <VideoBox title={title} checkExistingPlayer readOnId="testing-gap" />
      </StrictMode>,
    )
    const box = screen.getByRole('figure', { name: title })
    const status = within(box).getByRole('status')
    expect(status).toHaveTextContent(videoBoxCopy.loading)
    await wait(videoSpec.mountDelayMs)
    expect(fakes.script.calls).toHaveLength(1)

    // Refused twice in a row: blocked, not slow.
    act(() => fakes.script.fail())
    await wait(videoBackoffsBySpec[0])
    act(() => fakes.script.fail())
    await wait(0)
    expect(status).toHaveTextContent(videoBoxCopy.refused)
    // It cannot play here, and the written version is the section after it.
    expect(within(box).getByRole('link', { name: videoBoxCopy.readOn })).toHaveAttribute(
      'href',
      '#testing-gap',
    )
    const tryAgain = within(box).getByRole('button', { name: videoBoxCopy.retry })
    tryAgain.focus()
    act(() => tryAgain.click())
    await wait(0)
    // The button went away: focus is on the box it was in, not lost to the page.
    expect(box).toHaveFocus()
    expect(within(box).queryByRole('button')).not.toBeInTheDocument()
    expect(within(box).queryByRole('link')).not.toBeInTheDocument()
    expect(status).toHaveTextContent(videoBoxCopy.loading)

    act(() => fakes.script.succeed())
    await wait(0)
    act(() => fakes.player.succeed())
    await wait(0)
    expect(box).toHaveAttribute('data-status', 'ready')
    expect(status).toHaveTextContent('')
    expect(fakes.script.mostAtOnce).toBe(1)
  })

  it('renders on the server exactly what the browser renders first', () => {
    const server = renderToString(
      <VideoEmbed title={title} checkExistingPlayer readOnId="testing-gap" />,
    )
    const { container } = render(
      <VideoEmbed title={title} checkExistingPlayer readOnId="testing-gap" />,
    )
    // React renders no children into a <noscript> in the browser: they matter only with
    // scripting off, where no React runs.
    const withoutNoscript = server.replace(/<noscript>.*?<\/noscript>/gs, '<noscript></noscript>')
    expect(container.innerHTML).toBe(withoutNoscript)
  })
})

describe('the DOM view of the prerendered box', () => {
  const statuses: readonly VideoStatus[] = ['loading', 'ready', 'failed', 'refused']

  /** The box as React renders it in `status`, as a detached element. */
  function rendered(status: VideoStatus): HTMLElement {
    const holder = document.createElement('div')
    holder.innerHTML = renderToString(
      <VideoBoxFrame title={title} readOnId="testing-gap" status={status} />,
    )
    const box = holder.firstElementChild
    if (!(box instanceof HTMLElement)) throw new Error('VideoBoxFrame rendered no element')
    return box
  }

  // Every change of status, so the view never depends on the one before.
  for (const from of statuses) {
    for (const to of statuses) {
      it(`turns the prerendered ${from} box into exactly what React renders for ${to}`, () => {
        const box = rendered(from)
        showVideoStatus(box, to)
        expect(box.isEqualNode(rendered(to)), box.outerHTML).toBe(true)
      })
    }
  }

  it('names the part it cannot find, instead of failing silently', () => {
    const box = rendered('loading')
    box.querySelector('[role="status"]')?.removeAttribute('data-slot')
    expect(() => showVideoStatus(box, 'failed')).toThrow('[data-slot="video-status"]')
  })
})
