// @vitest-environment jsdom
/**
 * The sales pages' entry (src/entries/sales.ts) with broken islands: each is left as its static
 * HTML with a clear error, and one that breaks after it started gets its static HTML back. The
 * islands that work are the browser tests' (the video loader's paths run on the built pages).
 */
import { act, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, it, type MockInstance, vi } from 'vitest'
import { videoSpec } from './support/spec'

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
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  document.body.innerHTML = `<div id="root">${renderToString(
    <VideoEmbed title="The video" checkExistingPlayer />,
  )}
    <div data-island="video-box" data-props="{title: oops"><p>Static malformed</p></div>
    <div data-island="video-box" data-props="[1, 2]"><p>Static array</p></div>
    <div data-island="mystery" data-props="{}"><p>Static mystery</p></div>
  </div>`
})
afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

/** Runs the entry as the page does (its islands start in the next task: here, at once). */
async function runEntry() {
  vi.resetModules()
  await act(async () => {
    await import('@/entries/sales')
  })
}

const errors = () => consoleError.mock.calls.map((call) => String(call[0]))

it('logs a clear error for each broken island and leaves its static HTML alone', async () => {
  await runEntry()
  for (const text of ['Static malformed', 'Static array', 'Static mystery']) {
    expect(screen.getByText(text)).toBeInTheDocument()
  }
  expect(errors()).toEqual([
    expect.stringMatching(/"video-box" was not started: its data-props is not valid JSON/),
    expect.stringMatching(/"video-box" was not started: its data-props is not a JSON object/),
    expect.stringMatching(/"mystery" was not started: no island is registered/),
  ])
})

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
    expect.stringMatching(/"video-box" failed and shows its static HTML/),
  )
})
