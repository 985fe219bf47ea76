/**
 * The video box as the visitor meets it (poster, player container, failure notice), the player
 * script effect in jsdom, the DOM view, and the sales entry that starts the box on the static
 * pages without React.
 */
import { act, render, screen, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { createActor } from 'xstate'
import { OutboundLink } from '@/components/ui/outbound-link'
import { videoBoxCopy } from '@/components/video/video-box.copy'
import { videoHost } from '@/config/links'
import { createFakeScriptLoader } from './support/video-loader-paths'

/** What the mocked effects module reads: the fake script and whether the player is there. */
const world = vi.hoisted(() => ({
  script: undefined as ReturnType<typeof createFakeScriptLoader> | undefined,
  playerPresent: (): boolean => false,
}))

vi.mock('@/effects/player-script', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/effects/player-script')>()
  const { fromPromise } = await import('xstate')
  return {
    ...real,
    loadPlayerScript: fromPromise<void>(({ signal }) => {
      if (!world.script) throw new Error('The test set no fake player script')
      return world.script.load(signal)
    }),
    isPlayerPresent: () => world.playerPresent(),
  }
})

// The sales entry yields a task before starting each island; here that task comes at once.
vi.mock('@/lib/next-task', () => ({ nextTask: () => Promise.resolve() }))

const { VideoBox, VideoBoxFrame } = await import('@/components/video/video-box')
const { showVideoStatus } = await import('@/components/video/video-box.dom')
const { VideoEmbed } = await import('@/components/video/video-embed')
const { addPlayerScript, isPlayerPresent, loadPlayerScript } =
  await vi.importActual<typeof import('@/effects/player-script')>('@/effects/player-script')

const title = 'Why Your Bloodwork Looks Normal When You Feel Anything But'
/** decisions.md: about 100 ms after mount, then 1 s, 2 s, 4 s after each failure. */
const mountDelayMs = 100
const backoffMs = [1000, 2000, 4000]

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('the video box', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    world.script = createFakeScriptLoader()
    world.playerPresent = () => false
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function renderBox(checkExistingPlayer = true) {
    return render(
      <StrictMode>
        <VideoBox title={title} checkExistingPlayer={checkExistingPlayer} />
      </StrictMode>,
    )
  }

  it('is a 16:9 box of at least 300 px named by the title, with the player container inside', () => {
    renderBox()
    const box = screen.getByRole('figure', { name: title })
    expect(box).toHaveClass('aspect-video', 'min-h-[300px]')
    const container = document.getElementById(videoHost.embedId)
    expect(container).not.toBeNull()
    expect(box).toContainElement(container)
  })

  it('shows a poster with the title while the player loads', async () => {
    renderBox()
    const box = screen.getByRole('figure', { name: title })
    expect(within(box).getByText(title)).toBeVisible()
    expect(within(box).getByRole('status')).toHaveTextContent(videoBoxCopy.loading)
    await wait(mountDelayMs)
    expect(within(box).getByRole('status')).toHaveTextContent(videoBoxCopy.loading)
  })

  it('asks for the script once, at about 100 ms, even when StrictMode remounts it', async () => {
    renderBox()
    await wait(mountDelayMs - 1)
    expect(world.script?.loads).toHaveLength(0)
    await wait(1)
    expect(world.script?.loads).toHaveLength(1)
    expect(world.script?.mostAtOnce).toBe(1)
  })

  it('shows the title and says the video could not load after the last retry fails', async () => {
    renderBox()
    await wait(mountDelayMs)
    for (const backoff of backoffMs) {
      act(() => world.script?.fail())
      await wait(backoff)
      expect(screen.queryByText(videoBoxCopy.failed)).not.toBeInTheDocument()
    }
    act(() => world.script?.fail())
    await wait(0)

    const box = screen.getByRole('figure', { name: title })
    expect(within(box).getByText(title)).toBeVisible()
    expect(within(box).getByRole('status')).toHaveTextContent(videoBoxCopy.failed)
    expect(box).toHaveClass('aspect-video', 'min-h-[300px]')
    expect(world.script?.loads).toHaveLength(1 + backoffMs.length)
  })

  it('drops the loading line once the player is there', async () => {
    renderBox()
    await wait(mountDelayMs)
    act(() => world.script?.succeed())
    await wait(0)
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(screen.queryByText(videoBoxCopy.failed)).not.toBeInTheDocument()
  })

  it('skips the script on a VSL page whose player is already there, not on the advertorial', async () => {
    world.playerPresent = () => true
    const vsl = renderBox(true)
    await wait(mountDelayMs)
    expect(world.script?.loads).toHaveLength(0)
    vsl.unmount()

    renderBox(false)
    await wait(mountDelayMs)
    expect(world.script?.loads).toHaveLength(1)
  })

  it('never asks for the script when the page is left before 100 ms', async () => {
    const { unmount } = renderBox()
    await wait(mountDelayMs / 2)
    unmount()
    await wait(60_000)
    expect(world.script?.loads).toHaveLength(0)
  })

  it('renders on the server exactly what the browser renders first', () => {
    const server = renderToString(<VideoEmbed title={title} checkExistingPlayer />)
    const { container } = render(<VideoEmbed title={title} checkExistingPlayer />)
    expect(container.innerHTML).toBe(server)
  })
})

describe('the player script effect', () => {
  const src = 'https://video.example/player.js'
  const containerId = 'player-box'
  let container: HTMLElement

  beforeEach(() => {
    container = document.createElement('div')
    container.id = containerId
    document.body.append(container)
  })
  afterEach(() => {
    container.remove()
    for (const script of document.querySelectorAll('script')) script.remove()
  })

  const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')]

  it('adds one async script into the container and resolves when it loads', async () => {
    const loaded = addPlayerScript({ containerId, src })
    expect(scripts()).toHaveLength(1)
    const [script] = scripts()
    expect(script?.parentElement).toBe(container)
    expect(script?.src).toBe(src)
    expect(script?.async).toBe(true)
    script?.dispatchEvent(new Event('load'))
    await expect(loaded).resolves.toBeUndefined()
  })

  it('waits for a script that is still loading instead of adding a second one', async () => {
    const first = addPlayerScript({ containerId, src })
    const second = addPlayerScript({ containerId, src })
    expect(scripts()).toHaveLength(1)
    scripts()[0]?.dispatchEvent(new Event('load'))
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined])
  })

  it('resolves at once when the script has already loaded', async () => {
    const first = addPlayerScript({ containerId, src })
    scripts()[0]?.dispatchEvent(new Event('load'))
    await first
    await expect(addPlayerScript({ containerId, src })).resolves.toBeUndefined()
    expect(scripts()).toHaveLength(1)
  })

  it('removes a script that failed and rejects, so a retry starts with a fresh one', async () => {
    const failed = addPlayerScript({ containerId, src })
    const [broken] = scripts()
    broken?.dispatchEvent(new Event('error'))
    await expect(failed).rejects.toThrow(src)
    expect(scripts()).toHaveLength(0)

    void addPlayerScript({ containerId, src })
    expect(scripts()).toHaveLength(1)
    expect(scripts()[0]).not.toBe(broken)
  })

  it('stops listening when aborted, and a later load reuses the script it left', async () => {
    const controller = new AbortController()
    const aborted = addPlayerScript({ containerId, src, signal: controller.signal })
    const [script] = scripts()
    const removed = vi.spyOn(script as HTMLScriptElement, 'removeEventListener')
    controller.abort(new Error('page left'))
    await expect(aborted).rejects.toThrow('page left')
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['error', 'load'])

    const again = addPlayerScript({ containerId, src })
    expect(scripts()).toEqual([script])
    script?.dispatchEvent(new Event('load'))
    await expect(again).resolves.toBeUndefined()
  })

  it('replaces a script that failed while nobody was listening', async () => {
    const controller = new AbortController()
    void addPlayerScript({ containerId, src, signal: controller.signal }).catch(() => {})
    controller.abort()
    const [orphan] = scripts()
    orphan?.dispatchEvent(new Event('error'))

    void addPlayerScript({ containerId, src })
    expect(scripts()).toHaveLength(1)
    expect(scripts()[0]).not.toBe(orphan)
  })

  it('rejects, naming the id, when the container is missing', async () => {
    await expect(addPlayerScript({ containerId: 'nowhere', src })).rejects.toThrow('#nowhere')
    expect(scripts()).toHaveLength(0)
  })

  it('as the loader actor, adds the configured host script into the configured container', () => {
    const box = document.createElement('div')
    box.id = videoHost.embedId
    document.body.append(box)
    const actor = createActor(loadPlayerScript).start()
    expect(box.querySelectorAll('script')).toHaveLength(1)
    expect(box.querySelector('script')?.src).toBe(videoHost.scriptUrl)
    actor.stop()
    box.remove()
  })

  it('finds the player by its global on window', () => {
    const global = window as unknown as Record<string, unknown>
    expect(isPlayerPresent()).toBe(false)
    global[videoHost.playerGlobal] = {}
    expect(isPlayerPresent()).toBe(true)
    delete global[videoHost.playerGlobal]
  })
})

describe('the DOM view of the video box', () => {
  const statuses = ['loading', 'ready', 'failed'] as const

  /** The box as React renders it in `status`, as a detached element. */
  function rendered(status: (typeof statuses)[number]): HTMLElement {
    const holder = document.createElement('div')
    holder.innerHTML = renderToString(<VideoBoxFrame title={title} status={status} />)
    const box = holder.firstElementChild
    if (!(box instanceof HTMLElement)) throw new Error('VideoBoxFrame rendered no element')
    return box
  }

  // Every path the loader can take between statuses, so the view never depends on the last one.
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

describe('the sales entry', () => {
  const store = 'https://store.example/products/kit?variant=1'
  const landing = '/?utm_source=fb&utm_campaign=spring&gclid=abc&ref=other'
  let consoleError: MockInstance<typeof console.error>

  beforeEach(() => {
    vi.useFakeTimers()
    world.script = createFakeScriptLoader()
    world.playerPresent = () => false
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    window.history.replaceState(null, '', landing)
  })
  afterEach(() => {
    document.body.innerHTML = ''
    window.history.replaceState(null, '', '/')
    vi.useRealTimers()
  })

  /** A prerendered sales page: the video island, an order link and broken islands. */
  function prerenderedPage() {
    document.body.innerHTML = `<div id="root">${renderToString(
      <main>
        <VideoEmbed title={title} checkExistingPlayer />
        <OutboundLink href={store}>Order now</OutboundLink>
      </main>,
    )}
      <div data-island="video-box" data-props="{title: oops"><p>Static malformed</p></div>
      <div data-island="video-box" data-props="[1, 2]"><p>Static array</p></div>
      <div data-island="mystery" data-props="{}"><p>Static mystery</p></div>
    </div>`
  }

  /** Runs the entry as the page does (its islands start in the next task: here, at once). */
  async function runEntry() {
    vi.resetModules()
    await act(async () => {
      await import('@/entries/sales')
    })
  }

  const errors = () => consoleError.mock.calls.map((call) => String(call[0]))

  it('starts the video box, which then loads the player at about 100 ms', async () => {
    prerenderedPage()
    await runEntry()
    expect(document.querySelector('[data-island="video-box"]')).toHaveAttribute('data-live')
    await wait(mountDelayMs - 1)
    expect(world.script?.loads).toHaveLength(0)
    await wait(1)
    expect(world.script?.loads).toHaveLength(1)
    await wait(0)
    act(() => world.script?.fail())
    for (const backoff of backoffMs) {
      await wait(backoff)
      act(() => world.script?.fail())
    }
    await wait(0)
    const box = screen.getByRole('figure', { name: title })
    expect(within(box).getByRole('status')).toHaveTextContent(videoBoxCopy.failed)
    expect(document.getElementById(videoHost.embedId)).toHaveClass('hidden')
  })

  it('keeps the loading line until the player is there, then drops it', async () => {
    prerenderedPage()
    await runEntry()
    const status = within(screen.getByRole('figure', { name: title })).getByRole('status')
    await wait(mountDelayMs)
    expect(status).toHaveTextContent(videoBoxCopy.loading)
    act(() => world.script?.succeed())
    await wait(0)
    expect(status).toHaveTextContent('')
  })

  it('logs a clear error for each broken island and leaves its static HTML alone', async () => {
    prerenderedPage()
    await runEntry()
    expect(screen.getByText('Static malformed')).toBeInTheDocument()
    expect(screen.getByText('Static array')).toBeInTheDocument()
    expect(screen.getByText('Static mystery')).toBeInTheDocument()
    expect(errors()).toEqual([
      expect.stringMatching(/"video-box" was not started: its data-props is not valid JSON/),
      expect.stringMatching(/"video-box" was not started: its data-props is not a JSON object/),
      expect.stringMatching(/"mystery" was not started: no island is registered/),
    ])
  })

  it('puts the static HTML back when a started island breaks later', async () => {
    prerenderedPage()
    const island = document.querySelector<HTMLElement>('[data-island="video-box"]')
    const prerendered = island?.innerHTML
    world.playerPresent = () => {
      throw new Error('window is odd')
    }
    await runEntry()
    await vi.advanceTimersByTimeAsync(mountDelayMs)
    await vi.advanceTimersByTimeAsync(0)
    expect(island?.innerHTML).toBe(prerendered)
    expect(island).not.toHaveAttribute('data-live')
    expect(errors()).toContainEqual(
      expect.stringMatching(/"video-box" failed and shows its static HTML/),
    )
  })
})
