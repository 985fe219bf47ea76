/**
 * The video box on the built sales pages, in Chromium at phone and desktop size. The player's
 * host is never contacted: every request that leaves the site is intercepted, and a tiny fake
 * player (it sets the global and mounts a tall element into the container) stands in for it.
 * Time is the page's fake clock, paused from before the first byte, so delays are exact.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, type Locator, type Page, type Route, test } from '@playwright/test'
import { serverDir } from '../scripts/site'
import { videoBoxCopy } from '../src/content/video-box'
import {
  describeLoaderState,
  describePath,
  stepKind,
  type VideoLoaderPath,
  type VideoLoaderSnapshot,
  videoLoaderPathSets,
} from '../tests/support/video-loader-paths'
import { waitForHydration } from './support/hydration'

interface VideoHost {
  scriptUrl: string
  playerGlobal: string
  embedId: string
}
/** The host adapter exactly as this build resolved it (VITE_ overrides applied). */
const { videoHost } = (await import(pathToFileURL(join(serverDir, 'links.js')).href)) as {
  videoHost: VideoHost
}

/** Spec §4: the VSL pages skip the load when the player exists; the advertorial does not check. */
const videoPages = [
  { url: '/', checksForPlayer: true },
  { url: '/google', checksForPlayer: true },
  { url: '/advertorial-v2', checksForPlayer: false },
] as const

/** decisions.md: added about 100 ms after mount; 3 retries, 1 s, 2 s and 4 s after each failure. */
const mountDelayMs = 100
const backoffMs = [1000, 2000, 4000] as const
const attempts = 1 + backoffMs.length
const minHeightPx = 300

const fakePlayer = `
  window[${JSON.stringify(videoHost.playerGlobal)}] = { fake: true };
  const player = document.createElement('div');
  player.setAttribute('data-fake-player', '');
  player.style.width = '100%';
  player.style.height = '720px';
  player.style.background = '#000';
  document.getElementById(${JSON.stringify(videoHost.embedId)}).append(player);
`

interface VideoWorld {
  /** Requests for the player script, in order. */
  scriptRequests: string[]
  /** Any other request that tried to leave the site (there must be none). */
  strayRequests: string[]
  /** Console errors and uncaught exceptions. */
  errors: string[]
  /** 'on cue' only: player requests waiting for the test to say how they end. */
  held: Route[]
}

/**
 * Intercepts everything that would leave the site and pauses the page's clock. `host` decides
 * what the player host does: serve the fake player, fail every time, or hold each request
 * until the test fulfils or aborts it.
 */
async function openVideoWorld(
  page: Page,
  host: 'serves' | 'fails' | 'on cue',
): Promise<VideoWorld> {
  const world: VideoWorld = { scriptRequests: [], strayRequests: [], errors: [], held: [] }
  const siteOrigin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin
  await page.route(
    (url) => url.origin !== siteOrigin,
    async (route) => {
      const url = route.request().url()
      if (url !== videoHost.scriptUrl) {
        world.strayRequests.push(url)
        await route.abort()
      } else if (host === 'serves') {
        await route.fulfill({ contentType: 'text/javascript', body: fakePlayer })
      } else if (host === 'on cue') {
        world.held.push(route)
      } else {
        await route.abort('connectionfailed')
      }
    },
  )
  page.on('request', (request) => {
    if (request.url() === videoHost.scriptUrl) world.scriptRequests.push(request.url())
  })
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // Chromium reports each aborted player request; that is the failure this test stages.
    const failedPlayerLoad = host !== 'serves' && message.location().url === videoHost.scriptUrl
    if (!failedPlayerLoad) world.errors.push(message.text())
  })
  page.on('pageerror', (error) => world.errors.push(`pageerror: ${error.message}`))

  // Installed clocks run until paused, and only forward: pause a little ahead of the start.
  const start = Date.parse('2025-03-01T09:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 60_000)
  return world
}

/** Opens the page and waits until its islands are live and the page has settled. */
async function openPage(page: Page, url: string) {
  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
  // The loader starts with its island; the paused clock holds its timer meanwhile.
  await page.waitForLoadState('networkidle')
}

function videoBox(page: Page): Locator {
  return page.getByRole('figure').filter({ has: page.locator(`[id="${videoHost.embedId}"]`) })
}

/** The title the page gave its video island (its props, as the sales entry reads them). */
async function islandTitle(page: Page): Promise<string> {
  const props = await page.locator('[data-island="video-box"]').getAttribute('data-props')
  return (JSON.parse(props ?? '{}') as { title: string }).title
}

const playerScripts = (page: Page) =>
  page.evaluate(
    (src) => [...document.scripts].filter((script) => script.src === src).length,
    videoHost.scriptUrl,
  )
const scriptsInContainer = (page: Page) =>
  page.locator(`[id="${videoHost.embedId}"] > script[src="${videoHost.scriptUrl}"]`)

async function boxGeometry(box: Locator) {
  const rect = await box.boundingBox()
  if (!rect) throw new Error('The video box is not rendered')
  const scrollY = await box.page().evaluate(() => window.scrollY)
  return { top: rect.y + scrollY, width: rect.width, height: rect.height }
}

for (const { url, checksForPlayer } of videoPages) {
  test.describe(`video on ${url}`, () => {
    test('adds the player script once, about 100 ms after the page mounts, into the container', async ({
      page,
    }) => {
      const world = await openVideoWorld(page, 'serves')
      await openPage(page, url)
      await expect(videoBox(page)).toHaveCount(1)

      await page.clock.runFor(mountDelayMs - 1)
      expect(world.scriptRequests, 'nothing before 100 ms').toHaveLength(0)
      expect(await playerScripts(page)).toBe(0)

      await page.clock.runFor(1)
      await expect(scriptsInContainer(page)).toHaveCount(1)
      await expect(page.locator('[data-fake-player]')).toHaveCount(1)
      expect(await page.evaluate((name) => name in window, videoHost.playerGlobal)).toBe(true)

      await page.clock.runFor(60_000)
      expect(world.scriptRequests).toHaveLength(1)
      expect(await playerScripts(page)).toBe(1)
      expect(world.strayRequests).toEqual([])
      expect(world.errors).toEqual([])
    })

    test('keeps the box 16:9, at least 300 px tall, in place when the player mounts', async ({
      page,
    }) => {
      await openVideoWorld(page, 'serves')
      await openPage(page, url)
      const box = videoBox(page)
      await box.scrollIntoViewIfNeeded()
      const before = await boxGeometry(box)
      expect(before.height).toBeGreaterThanOrEqual(minHeightPx)
      expect(before.height).toBeCloseTo(Math.max(minHeightPx, (before.width * 9) / 16), 0)
      const following = page.locator('main > *').last()
      const followingTop = (await following.boundingBox())?.y

      await page.clock.runFor(mountDelayMs)
      await expect(page.locator('[data-fake-player]')).toBeAttached()
      // The fake player is 720 px tall: the box must clip it, not grow.
      expect(await boxGeometry(box)).toEqual(before)
      expect((await following.boundingBox())?.y).toBe(followingTop)
    })

    test('stays usable with the host failing, and says so on the poster after the retries', async ({
      page,
    }) => {
      const world = await openVideoWorld(page, 'fails')
      await openPage(page, url)
      const box = videoBox(page)
      const title = await islandTitle(page)

      // Each attempt fails; the failed script is gone (and the next retry timed) before time moves on.
      for (const [attempt, wait] of [mountDelayMs, ...backoffMs].entries()) {
        await page.clock.runFor(wait - 1)
        expect(await playerScripts(page), `attempt ${attempt + 1} 1 ms early`).toBe(0)
        expect(world.scriptRequests).toHaveLength(attempt)
        await page.clock.runFor(1)
        await expect.poll(() => world.scriptRequests.length).toBe(attempt + 1)
        await expect.poll(() => playerScripts(page), 'the failed script is removed').toBe(0)
        if (attempt + 1 < attempts) {
          await expect(box.getByRole('status')).toHaveText(videoBoxCopy.loading)
        }
      }
      await expect(box.getByRole('status')).toContainText(videoBoxCopy.failed)

      await expect(box).toHaveAccessibleName(title)
      await expect(box.getByText(title, { exact: true })).toBeVisible()
      await expect(box.getByText(videoBoxCopy.failed)).toBeVisible()
      await page.clock.runFor(60_000)
      expect(world.scriptRequests, 'no attempt after the last').toHaveLength(attempts)

      const geometry = await boxGeometry(box)
      expect(geometry.height).toBeGreaterThanOrEqual(minHeightPx)
      // The rest of the page works: its order links are there and can be used.
      const orderLink = page.getByRole('link').and(page.locator('a[data-outbound]')).first()
      await orderLink.scrollIntoViewIfNeeded()
      await expect(orderLink).toBeVisible()
      await expect(orderLink).toBeEnabled()
      expect(world.strayRequests).toEqual([])
      expect(world.errors).toEqual([])
    })

    test(
      checksForPlayer
        ? 'skips the load when the player is already on the page'
        : 'loads the player even when its global already exists (no check here)',
      async ({ page }) => {
        const world = await openVideoWorld(page, 'serves')
        await page.addInitScript((name) => {
          ;(window as unknown as Record<string, unknown>)[name] = { preloaded: true }
        }, videoHost.playerGlobal)
        await openPage(page, url)

        await page.clock.runFor(60_000)
        const expectedLoads = checksForPlayer ? 0 : 1
        await expect(scriptsInContainer(page)).toHaveCount(expectedLoads)
        await expect.poll(() => world.scriptRequests.length).toBe(expectedLoads)
        await expect(videoBox(page).getByRole('status')).not.toContainText(videoBoxCopy.failed)
        expect(world.errors).toEqual([])
      },
    )
  })
}

/**
 * The video loader's generated paths (tests/support/video-loader-paths.ts) on the built pages.
 * Time steps are the paused clock; script outcomes are the held request, fulfilled or aborted.
 * Shortest paths are prefixes of one another, so only the longest ones run: every step of every
 * generated path is a step of one of them.
 */
function longestPaths(paths: readonly VideoLoaderPath[]): VideoLoaderPath[] {
  const key = (path: VideoLoaderPath) =>
    path.steps.map((step) => `${step.event.type}>${describeLoaderState(step.state)}`).join('|')
  const keys = paths.map(key)
  return paths.filter((_, index) =>
    keys.every((other, otherIndex) => otherIndex === index || !other.startsWith(`${keys[index]}|`)),
  )
}

/** What the visitor and the network show in each state of the chart. */
async function expectLoaderState(page: Page, world: VideoWorld, state: VideoLoaderSnapshot) {
  const box = videoBox(page)
  const { failures } = state.context
  const label = describeLoaderState(state)
  if (state.matches('ready')) {
    await expect(box, label).toHaveAttribute('data-status', 'ready')
    await expect(box.getByRole('status'), label).toHaveText('')
    return
  }
  if (state.matches('failed')) {
    await expect(box, label).toHaveAttribute('data-status', 'failed')
    await expect(box.getByRole('status'), label).toContainText(videoBoxCopy.failed)
    await expect(scriptsInContainer(page), label).toHaveCount(0)
    expect(world.scriptRequests, label).toHaveLength(failures)
    return
  }
  await expect(box, label).toHaveAttribute('data-status', 'loading')
  await expect(box.getByRole('status'), label).toHaveText(videoBoxCopy.loading)
  if (state.matches('loading')) {
    await expect(scriptsInContainer(page), label).toHaveCount(1)
    await expect.poll(() => world.scriptRequests.length, label).toBe(failures + 1)
  } else {
    // waiting, or retrying after a failure: no script on the page.
    await expect(scriptsInContainer(page), label).toHaveCount(0)
    expect(world.scriptRequests, label).toHaveLength(failures)
  }
}

test.describe('video loader paths in the browser', () => {
  // The longest paths take 14 steps with a browser round trip or two each.
  test.describe.configure({ timeout: 90_000 })
  for (const set of videoLoaderPathSets()) {
    const url = set.input.checkExistingPlayer ? '/' : '/advertorial-v2'
    for (const path of longestPaths(set.paths)) {
      test(`${url} ${describePath(set.scenario, path)}`, async ({ page }) => {
        const world = await openVideoWorld(page, 'on cue')
        if (set.scenario.playerPresent) {
          await page.addInitScript((name) => {
            ;(window as unknown as Record<string, unknown>)[name] = { preloaded: true }
          }, videoHost.playerGlobal)
        }
        await openPage(page, url)

        for (const step of path.steps) {
          const kind = stepKind(step.event.type)
          if (kind === 'mountDelay' || kind === 'retryDelay') {
            const failures = world.scriptRequests.length
            const wait = kind === 'mountDelay' ? mountDelayMs : backoffMs[failures - 1]
            if (wait === undefined) throw new Error(`No backoff after ${failures} failures`)
            await page.clock.runFor(wait - 1)
            expect(await playerScripts(page), `${kind} 1 ms early`).toBe(0)
            expect(world.scriptRequests).toHaveLength(failures)
            await page.clock.runFor(1)
          } else if (kind === 'scriptLoaded' || kind === 'scriptFailed') {
            await expect.poll(() => world.held.length).toBe(1)
            const route = world.held.shift()
            if (kind === 'scriptLoaded') {
              await route?.fulfill({ contentType: 'text/javascript', body: fakePlayer })
            } else {
              await route?.abort('connectionfailed')
            }
          }
          await expectLoaderState(page, world, step.state)
        }
        expect(await playerScripts(page), 'never two player scripts').toBeLessThanOrEqual(1)
        expect(world.strayRequests).toEqual([])
        expect(world.errors).toEqual([])
      })
    }
  }
})
