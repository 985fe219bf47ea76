// @vitest-environment jsdom
/**
 * The sales pages' entry (src/entries/sales.ts) with a video box that breaks after it started: it
 * gets its static HTML back, with a clear error. Boxes that work are the browser tests' (the
 * video loader's paths run on the built pages).
 */
import { act } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, it, type MockInstance, vi } from 'vitest'
import { videoSpec } from '../spec/figures'

/** Whether the player is there: the guard the island's loader reads after its mount delay. */
const page = vi.hoisted(() => ({ isPlayerPresent: (): boolean => false }))
vi.mock('@/effects/player-script', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/effects/player-script')>()),
  isPlayerPresent: () => page.isPlayerPresent(),
}))
// The entry yields a task before starting each island; here that task comes at once.
vi.mock('@/lib/next-task', () => ({ nextTask: () => Promise.resolve() }))

const { VideoEmbed } = await import('@/components/video/video-embed')
let consoleError: MockInstance<typeof console.error>

beforeEach(() => {
  vi.useFakeTimers()
  // jsdom has no media queries: a phone's screen, which answers none of the entry's.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => {},
  }))
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  document.body.innerHTML = `<div id="root">${renderToString(
    <VideoEmbed
      title="The video"
      checkExistingPlayer
      readOn={{ id: 'testing-gap', heading: 'The gap' }}
    />,
  )}</div>`
})
afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

/** Runs the entry as the page does (its islands start in the next task: here, at once). */
async function runEntry() {
  vi.resetModules()
  await act(async () => {
    await import('@/entries/sales')
  })
}

const errors = () => consoleError.mock.calls.map((call) => String(call[0]))

it('puts the static HTML back when a started island breaks later', async () => {
  const island = document.querySelector<HTMLElement>('[data-island="video-box"]')
  const prerendered = island?.innerHTML
  page.isPlayerPresent = () => {
    throw new Error('window is odd')
  }
  await runEntry()
  expect(island).toHaveAttribute('data-live')
  await vi.advanceTimersByTimeAsync(videoSpec.mountDelayMs)
  expect(island?.innerHTML).toBe(prerendered)
  expect(island).not.toHaveAttribute('data-live')
  expect(errors()).toContainEqual(
    expect.stringMatching(/video box failed and shows its static HTML/),
  )
})
