// @vitest-environment jsdom
/**
 * The video box as the visitor meets it (poster, player container, failure notice, Try again,
 * the line shown without JavaScript), the player script effects in jsdom, the DOM view, and the
 * sales entry that starts the box on the static pages without React.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { OutboundLink } from '@/components/ui/outbound-link'
import { videoHost } from '@/config/links'
import { videoBoxCopy } from '@/content/video-box'
import { videoBackoffsBySpec, videoSpec } from './support/spec'
import { createFakePlayer, createFakeScriptLoader } from './support/video-fakes'

/**
 * What the mocked effects module reads: the fake script, the fake player, whether the player is
 * there before the load, and how many failed attempts had their script removed.
 */
const world = vi.hoisted(() => ({
  script: undefined as ReturnType<typeof createFakeScriptLoader> | undefined,
  player: undefined as ReturnType<typeof createFakePlayer> | undefined,
  playerPresent: (): boolean => false,
  discarded: 0,
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
    waitForPlayer: fromPromise<void>(({ signal }) => {
      if (!world.player) throw new Error('The test set no fake player')
      return world.player.watch(signal)
    }),
    removePlayerScript: () => {
      world.discarded++
    },
    isPlayerPresent: () => world.playerPresent(),
  }
})

// The sales entry yields a task before starting each island; here that task comes at once.
vi.mock('@/lib/next-task', () => ({ nextTask: () => Promise.resolve() }))

const { VideoBox, VideoBoxFrame } = await import('@/components/video/video-box')
const { onVideoRetry, showVideoStatus } = await import('@/components/video/video-box.dom')
const { VideoEmbed } = await import('@/components/video/video-embed')
const {
  addPlayerScript,
  isPlayerPresent,
  loadPlayerScript,
  removePlayerScript,
  waitForPlayer,
  watchForPlayer,
} = await vi.importActual<typeof import('@/effects/player-script')>('@/effects/player-script')

const title = 'Why Your Bloodwork Looks Normal When You Feel Anything But'
const { mountDelayMs } = videoSpec
const backoffMs = videoBackoffsBySpec

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/** Every attempt of a round fails, each as soon as it starts. */
async function failEveryAttempt() {
  act(() => world.script?.fail())
  for (const backoff of backoffMs) {
    await wait(backoff)
    act(() => world.script?.fail())
  }
  await wait(0)
}

/** The script loads and the player mounts. */
async function loadPlayer() {
  act(() => world.script?.succeed())
  await wait(0)
  act(() => world.player?.appear())
  await wait(0)
}

function resetWorld() {
  world.script = createFakeScriptLoader()
  world.player = createFakePlayer()
  world.playerPresent = () => false
  world.discarded = 0
}

describe('the video box', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    resetWorld()
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
      expect(screen.queryByRole('button', { name: videoBoxCopy.retry })).not.toBeInTheDocument()
    }
    act(() => world.script?.fail())
    await wait(0)

    const box = screen.getByRole('figure', { name: title })
    expect(within(box).getByText(title)).toBeVisible()
    expect(within(box).getByRole('status')).toHaveTextContent(videoBoxCopy.failed)
    expect(within(box).getByRole('button', { name: videoBoxCopy.retry })).toBeVisible()
    expect(box).toHaveClass('aspect-video', 'min-h-[300px]')
    expect(world.script?.loads).toHaveLength(1 + backoffMs.length)
  })

  it('keeps the loading line while the script has run but the player is not there yet', async () => {
    renderBox()
    await wait(mountDelayMs)
    act(() => world.script?.succeed())
    await wait(0)
    expect(screen.getByRole('status')).toHaveTextContent(videoBoxCopy.loading)
    act(() => world.player?.appear())
    await wait(0)
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('drops the loading line once the player is there', async () => {
    renderBox()
    await wait(mountDelayMs)
    await loadPlayer()
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(screen.queryByText(videoBoxCopy.failed)).not.toBeInTheDocument()
  })

  it('Try again starts over at once, keeps focus in the box, and can bring the player', async () => {
    renderBox()
    await wait(mountDelayMs)
    await failEveryAttempt()
    const box = screen.getByRole('figure', { name: title })
    const tryAgain = within(box).getByRole('button', { name: videoBoxCopy.retry })
    expect(tryAgain).toHaveAttribute('type', 'button')
    tryAgain.focus()
    act(() => tryAgain.click())
    await wait(0)

    expect(world.script?.loads).toHaveLength(2 + backoffMs.length)
    expect(within(box).getByRole('status')).toHaveTextContent(videoBoxCopy.loading)
    expect(within(box).queryByRole('button')).not.toBeInTheDocument()
    // The button went away: focus is on the box it was in, not lost to the page.
    expect(box).toHaveFocus()
    await loadPlayer()
    expect(box).toHaveAttribute('data-status', 'ready')
  })

  it('says without JavaScript that the video needs it, in a <noscript>', () => {
    // As prerendered (React puts nothing into a <noscript> it renders in the browser).
    const page = document.createElement('div')
    page.innerHTML = renderToString(<VideoBoxFrame title={title} status="loading" />)
    const box = within(page).getByRole('figure', { name: title })
    const noscript = box.querySelector('noscript')
    expect(noscript?.textContent).toContain(videoBoxCopy.noScript)
    expect(noscript?.textContent).toContain(videoBoxCopy.noScriptHint)
    // What only JavaScript can make good on is hidden when scripting is off.
    expect(within(box).getByRole('status')).toHaveClass('noscript:hidden')
    expect(box.querySelector('[data-slot="video-play-mark"]')).toHaveClass('noscript:hidden')
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
    // React renders no children into a <noscript> in the browser: they matter only with
    // scripting off, where no React runs.
    const withoutNoscriptContent = server.replace(
      /<noscript>.*?<\/noscript>/gs,
      '<noscript></noscript>',
    )
    expect(container.innerHTML).toBe(withoutNoscriptContent)
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

  it('removes the script however far it got, so the next attempt adds a fresh one', async () => {
    // A load that hangs: the loader gives up on it (aborts), then removes it.
    const controller = new AbortController()
    void addPlayerScript({ containerId, src, signal: controller.signal }).catch(() => {})
    const [hung] = scripts()
    controller.abort()
    removePlayerScript()
    expect(scripts()).toHaveLength(0)

    const retry = addPlayerScript({ containerId, src })
    const [fresh] = scripts()
    expect(fresh).not.toBe(hung)
    // The abandoned script loading late counts for nothing; the retry waits for its own.
    let settled = false
    void retry.then(() => {
      settled = true
    })
    hung?.dispatchEvent(new Event('load'))
    await Promise.resolve()
    expect(settled).toBe(false)
    fresh?.dispatchEvent(new Event('load'))
    await expect(retry).resolves.toBeUndefined()
  })

  it('removes a script that loaded, so a retry loads it again instead of taking it as loaded', async () => {
    const first = addPlayerScript({ containerId, src })
    const [ran] = scripts()
    ran?.dispatchEvent(new Event('load'))
    await first
    removePlayerScript()

    let settled = false
    void addPlayerScript({ containerId, src }).then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    expect(scripts()).toHaveLength(1)
    expect(scripts()[0]).not.toBe(ran)
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

  describe('waiting for the player', () => {
    const playerGlobal = 'fakePlayerGlobal'
    const global = window as unknown as Record<string, unknown>
    afterEach(() => {
      delete global[playerGlobal]
    })

    /**
     * Whether the watch has settled once every microtask queued so far has run (promise
     * reactions and MutationObserver callbacks alike): the next task comes after them all. Only
     * for saying that nothing ended it; what does end it is awaited.
     */
    async function hasSettled(watch: Promise<void>) {
      let settled = false
      void watch.then(() => {
        settled = true
      })
      await new Promise((resolve) => setTimeout(resolve, 0))
      return settled
    }

    it('is over when the script set the player global as it ran', async () => {
      global[playerGlobal] = {}
      await expect(watchForPlayer({ containerId, playerGlobal })).resolves.toBeUndefined()
    })

    it('ends when the player puts an element of its own into the container', async () => {
      const watch = watchForPlayer({ containerId, playerGlobal })
      expect(await hasSettled(watch)).toBe(false)
      container.append(document.createElement('div'))
      await expect(watch).resolves.toBeUndefined()
    })

    it('does not take our script, a style or a link for the player', async () => {
      const watch = watchForPlayer({ containerId, playerGlobal })
      void addPlayerScript({ containerId, src })
      container.append(document.createElement('style'), document.createElement('link'))
      expect(await hasSettled(watch)).toBe(false)
    })

    it('stops watching when aborted: a player that comes later ends nothing', async () => {
      const controller = new AbortController()
      const watch = watchForPlayer({ containerId, playerGlobal, signal: controller.signal })
      controller.abort()
      container.append(document.createElement('div'))
      expect(await hasSettled(watch)).toBe(false)
    })

    it('as the loader actor, watches the configured container for the configured player', async () => {
      const box = document.createElement('div')
      box.id = videoHost.embedId
      document.body.append(box)
      const actor = createActor(waitForPlayer).start()
      box.append(document.createElement('iframe'))
      await expect(toPromise(actor)).resolves.toBeUndefined()
      box.remove()
    })
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

  it('asks for a new round when Try again is pressed, then puts focus on the box', () => {
    const box = rendered('failed')
    document.body.append(box)
    const retry = vi.fn(() => showVideoStatus(box, 'loading'))
    onVideoRetry(box, retry)
    const button = within(box).getByRole('button', { name: videoBoxCopy.retry })
    button.focus()
    fireEvent.click(button)
    expect(retry).toHaveBeenCalledTimes(1)
    expect(box).toHaveFocus()
    box.remove()
  })

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
    resetWorld()
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
    await failEveryAttempt()
    const box = screen.getByRole('figure', { name: title })
    expect(within(box).getByRole('status')).toHaveTextContent(videoBoxCopy.failed)
    expect(document.getElementById(videoHost.embedId)).toHaveClass('hidden')
    expect(world.discarded).toBe(1 + backoffMs.length)
  })

  it('offers Try again after the last failure, which starts over and can bring the player', async () => {
    prerenderedPage()
    await runEntry()
    const box = screen.getByRole('figure', { name: title })
    expect(within(box).queryByRole('button')).not.toBeInTheDocument()
    await wait(mountDelayMs)
    await failEveryAttempt()
    const tryAgain = within(box).getByRole('button', { name: videoBoxCopy.retry })
    tryAgain.focus()
    fireEvent.click(tryAgain)

    expect(world.script?.loads).toHaveLength(2 + backoffMs.length)
    expect(within(box).getByRole('status')).toHaveTextContent(videoBoxCopy.loading)
    expect(within(box).queryByRole('button')).not.toBeInTheDocument()
    expect(box).toHaveFocus()
    expect(document.getElementById(videoHost.embedId)).not.toHaveClass('hidden')
    await loadPlayer()
    expect(box).toHaveAttribute('data-status', 'ready')
    expect(within(box).getByRole('status')).toHaveTextContent('')
  })

  it('keeps the loading line until the player is there, then drops it', async () => {
    prerenderedPage()
    await runEntry()
    const status = within(screen.getByRole('figure', { name: title })).getByRole('status')
    await wait(mountDelayMs)
    expect(status).toHaveTextContent(videoBoxCopy.loading)
    act(() => world.script?.succeed())
    await wait(0)
    expect(status).toHaveTextContent(videoBoxCopy.loading)
    act(() => world.player?.appear())
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
