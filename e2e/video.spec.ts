/**
 * The video box on the built sales pages, in Chromium at phone and desktop size. The player's
 * host is never contacted: every request that leaves the site is intercepted, and a tiny fake
 * player (it sets the global and mounts a tall element into the container) stands in for it.
 * Time is the page's fake clock, paused from before the first byte, so delays are exact.
 */
import { expect, type Locator, type Page, type Route, test } from '@playwright/test'
import {
  describeLoaderState,
  describePath,
  isDelayKind,
  longestPaths,
  stepKind,
  type VideoLoaderSnapshot,
  videoLoaderPathSets,
} from '../machines/video-loader/video-loader.model'
import { builtLinks } from '../scripts/built-site'
import { videoBoxCopy } from '../src/content/video-box'
import {
  videoAttemptsBySpec,
  videoBackoffsBySpec,
  videoDelayBySpec,
  videoSpec,
} from '../tests/support/spec'
import { layerOfProject, pathKey, recordPathRun } from '../tests/support/trace'
import { waitForHydration } from './support/hydration'
import {
  type AttemptCount,
  countAttempt,
  expectedRequests,
  expectedVideoBox,
} from './support/video-box-states'

/** The host adapter exactly as this build resolved it (VITE_ overrides applied). */
const { videoHost } = await builtLinks()

/** The VSL pages skip the load when the player exists; the advertorial does not check. */
const videoPages = [
  { url: '/', checksForPlayer: true },
  { url: '/google', checksForPlayer: true },
  { url: '/advertorial-v2', checksForPlayer: false },
] as const

const { mountDelayMs, loadTimeoutMs, playerGraceMs, minHeightPx } = videoSpec
const backoffMs = videoBackoffsBySpec
const attempts = videoAttemptsBySpec

/** The fake player: sets the global and mounts a tall element into the container. */
const fakePlayer = `(() => {
  window[${JSON.stringify(videoHost.playerGlobal)}] = { fake: true };
  const player = document.createElement('div');
  player.setAttribute('data-fake-player', '');
  player.style.width = '100%';
  player.style.height = '720px';
  player.style.background = '#000';
  document.getElementById(${JSON.stringify(videoHost.embedId)}).append(player);
})();`

/** What a host that answers 200 but sends no player may send. */
const brokenScripts = [
  {
    name: 'a body that is not JavaScript (`}{`)',
    contentType: 'text/javascript',
    body: '}{',
    pageError: /Unexpected token '\}'/,
  },
  {
    name: 'a script that throws',
    contentType: 'text/javascript',
    body: 'throw new Error("player failed to start")',
    pageError: /player failed to start/,
  },
  {
    name: 'an HTML page',
    contentType: 'text/html',
    body: '<!doctype html><html><head><title>Moved</title></head><body><h1>Moved</h1></body></html>',
    pageError: /Unexpected token '<'/,
  },
] as const
type BrokenScript = (typeof brokenScripts)[number]

/**
 * What the player host does: serve the fake player, fail every time, never answer, answer 200
 * with something that is no player, or hold each request until the test fulfils or aborts it.
 */
type HostBehaviour = 'serves' | 'fails' | 'hangs' | 'on cue' | BrokenScript

interface VideoWorld {
  /** Requests for the player script, in order. */
  scriptRequests: string[]
  /** Any other request that tried to leave the site (there must be none). */
  strayRequests: string[]
  /** Console errors and uncaught exceptions, but those the staged host causes. */
  errors: string[]
  /** A broken host only: the uncaught errors its script threw where it ran. */
  playerErrors: string[]
  /** 'on cue' and 'hangs': player requests waiting for the test (not yet answered), in order. */
  held: Route[]
}

/** Intercepts everything that would leave the site and pauses the page's clock. */
async function openVideoWorld(page: Page, host: HostBehaviour): Promise<VideoWorld> {
  const world: VideoWorld = {
    scriptRequests: [],
    strayRequests: [],
    errors: [],
    playerErrors: [],
    held: [],
  }
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
      } else if (host === 'on cue' || host === 'hangs') {
        world.held.push(route)
      } else if (host === 'fails') {
        await route.abort('connectionfailed')
      } else {
        await route.fulfill({ status: 200, contentType: host.contentType, body: host.body })
      }
    },
  )
  page.on('request', (request) => {
    if (request.url() === videoHost.scriptUrl) world.scriptRequests.push(request.url())
  })
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // Chromium reports each aborted player request; that is the failure these tests stage.
    const failedPlayerLoad = host !== 'serves' && message.location().url === videoHost.scriptUrl
    if (!failedPlayerLoad) world.errors.push(message.text())
  })
  page.on('pageerror', (error) => {
    // A broken player script throws where it runs: the failure those tests stage (and count).
    if (typeof host === 'object') world.playerErrors.push(error.message)
    else world.errors.push(`pageerror: ${error.message}`)
  })

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

const tryAgainButton = (page: Page) =>
  videoBox(page).getByRole('button', { name: videoBoxCopy.retry })

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

/** The box after the last attempt of a round failed: poster, title, notice and Try again. */
async function expectGivenUp(page: Page, title: string) {
  const box = videoBox(page)
  await expect(box).toHaveAttribute('data-status', 'failed')
  await expect(box).toHaveAccessibleName(title)
  await expect(box.getByText(title, { exact: true })).toBeVisible()
  await expect(box.getByRole('status')).toContainText(videoBoxCopy.failed)
  await expect(box.getByText(videoBoxCopy.failed)).toBeVisible()
  await expect(tryAgainButton(page)).toBeVisible()
  await expect(tryAgainButton(page)).toHaveAttribute('type', 'button')
  await expect(scriptsInContainer(page), 'no script left behind').toHaveCount(0)
  expect((await boxGeometry(box)).height).toBeGreaterThanOrEqual(minHeightPx)
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
      await expect(videoBox(page)).toHaveAttribute('data-status', 'ready')

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
          await expect(tryAgainButton(page)).toBeHidden()
        }
      }
      await expectGivenUp(page, title)
      await page.clock.runFor(60_000)
      expect(world.scriptRequests, 'no attempt after the last').toHaveLength(attempts)

      // The rest of the page works: its order links are there and can be used.
      const orderLink = page.getByRole('link').and(page.locator('a[data-outbound]')).first()
      await orderLink.scrollIntoViewIfNeeded()
      await expect(orderLink).toBeVisible()
      await expect(orderLink).toBeEnabled()
      expect(world.strayRequests).toEqual([])
      expect(world.errors).toEqual([])
    })

    test('gives up on a host that never answers: 30 s per attempt, then poster, notice and Try again', async ({
      page,
    }) => {
      const world = await openVideoWorld(page, 'hangs')
      await openPage(page, url)
      const box = videoBox(page)
      const title = await islandTitle(page)

      for (const [attempt, wait] of [mountDelayMs, ...backoffMs].entries()) {
        await page.clock.runFor(wait - 1)
        await expect(scriptsInContainer(page), `attempt ${attempt + 1} 1 ms early`).toHaveCount(0)
        await page.clock.runFor(1)
        await expect(scriptsInContainer(page), `attempt ${attempt + 1}`).toHaveCount(1)
        await page.clock.runFor(loadTimeoutMs - 1)
        await expect(box.getByRole('status')).toHaveText(videoBoxCopy.loading)
        await expect(scriptsInContainer(page), 'still waiting 1 ms early').toHaveCount(1)
        await page.clock.runFor(1)
        // Given up on: the hung script goes, so the next attempt adds its own.
        await expect(scriptsInContainer(page), `attempt ${attempt + 1} given up`).toHaveCount(0)
      }
      await expectGivenUp(page, title)
      await page.clock.runFor(60_000)
      await expect(scriptsInContainer(page), 'nothing more by itself').toHaveCount(0)
      // Each attempt asked for the script: Chromium lets a retry join the request still under
      // way rather than send another, so there may be fewer requests than attempts.
      expect(world.scriptRequests.length).toBeGreaterThanOrEqual(1)
      expect(world.scriptRequests.length).toBeLessThanOrEqual(attempts)

      // Try again; then the host answers at last. Only the attempt under way runs the script:
      // the ones given up on never do, so there is one player, not one per attempt.
      await tryAgainButton(page).click()
      await expect(scriptsInContainer(page)).toHaveCount(1)
      for (const route of world.held.splice(0)) {
        await route.fulfill({ contentType: 'text/javascript', body: fakePlayer })
      }
      await expect(box).toHaveAttribute('data-status', 'ready')
      await page.clock.runFor(60_000)
      await expect(page.locator('[data-fake-player]')).toHaveCount(1)
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

        // The load (if any) starts at 100 ms; it must be over before time jumps on, or the jump
        // would pass its 30 s timeout while the (real-time) network is still answering.
        await page.clock.runFor(mountDelayMs)
        await expect(videoBox(page)).toHaveAttribute('data-status', 'ready')
        await page.clock.runFor(60_000)
        const expectedLoads = checksForPlayer ? 0 : 1
        await expect(scriptsInContainer(page)).toHaveCount(expectedLoads)
        await expect.poll(() => world.scriptRequests.length).toBe(expectedLoads)
        await expect(videoBox(page)).toHaveAttribute('data-status', 'ready')
        expect(world.errors).toEqual([])
      },
    )
  })
}

test.describe('a host that answers 200 with no player', () => {
  for (const broken of brokenScripts) {
    test(`with ${broken.name}: each attempt fails after 10 s, then the poster and Try again`, async ({
      page,
    }) => {
      const world = await openVideoWorld(page, broken)
      await openPage(page, '/')
      const box = videoBox(page)

      for (const [attempt, wait] of [mountDelayMs, ...backoffMs].entries()) {
        await page.clock.runFor(wait)
        await expect.poll(() => world.scriptRequests.length).toBe(attempt + 1)
        // The script has run (and thrown): the wait for the player has begun.
        await expect.poll(() => world.playerErrors.length).toBe(attempt + 1)
        await expect(scriptsInContainer(page)).toHaveCount(1)
        // No player came of it. Still loading, 1 ms early.
        await page.clock.runFor(playerGraceMs - 1)
        await expect(box, `attempt ${attempt + 1}`).toHaveAttribute('data-status', 'loading')
        await expect(box.getByRole('status')).toHaveText(videoBoxCopy.loading)
        await page.clock.runFor(1)
        // Failed: its script is removed, so the next attempt loads it again, not "finds" it.
        await expect(scriptsInContainer(page), `attempt ${attempt + 1} failed`).toHaveCount(0)
      }
      await expectGivenUp(page, await islandTitle(page))
      expect(world.scriptRequests).toHaveLength(attempts)
      // Each attempt's script ran once, and broke the way the host served it; nothing else did.
      expect(world.playerErrors).toHaveLength(attempts)
      for (const message of world.playerErrors) expect(message).toMatch(broken.pageError)
      expect(world.strayRequests).toEqual([])
      expect(world.errors).toEqual([])
    })
  }
})

test('Try again after the last failure starts over and brings the player', async ({ page }) => {
  const world = await openVideoWorld(page, 'on cue')
  await openPage(page, '/advertorial-v2')
  const box = videoBox(page)
  for (const [attempt, wait] of [mountDelayMs, ...backoffMs].entries()) {
    await page.clock.runFor(wait)
    await expect.poll(() => world.scriptRequests.length).toBe(attempt + 1)
    await world.held.shift()?.abort('connectionfailed')
  }
  await expectGivenUp(page, await islandTitle(page))

  // By keyboard: the button goes away with the new round, and focus stays in the box.
  await tryAgainButton(page).focus()
  await page.keyboard.press('Enter')
  await expect(box).toBeFocused()
  await expect(tryAgainButton(page)).toBeHidden()
  await expect(box.getByRole('status')).toHaveText(videoBoxCopy.loading)
  // At once: no mount delay, no backoff.
  await expect.poll(() => world.held.length).toBe(1)
  await world.held.shift()?.fulfill({ contentType: 'text/javascript', body: fakePlayer })
  await expect(box).toHaveAttribute('data-status', 'ready')
  await expect(page.locator('[data-fake-player]')).toBeVisible()
  await expect(box.getByRole('status')).toHaveText('')
  expect(world.strayRequests).toEqual([])
  expect(world.errors).toEqual([])
})

/**
 * The video loader's generated paths (machines/video-loader/video-loader.model.ts) on the built pages.
 * Time steps are the paused clock; the script loads (an empty script: the player comes on its
 * own cue) or fails (the held request fulfilled or aborted); the player appears when the test
 * runs the fake player; Try again is a click. Only the longest paths run: every step of every
 * generated path is a step of one of them.
 */
/** What the visitor and the network show in each state of the chart. */
async function expectLoaderState(
  page: Page,
  world: VideoWorld,
  state: VideoLoaderSnapshot,
  attempts: AttemptCount,
) {
  const box = videoBox(page)
  const label = describeLoaderState(state)
  const { fewest, most } = expectedRequests(attempts)
  await expect.poll(() => world.scriptRequests.length, label).toBeGreaterThanOrEqual(fewest)
  expect(world.scriptRequests.length, label).toBeLessThanOrEqual(most)

  const expected = expectedVideoBox(state)
  await expect(box, label).toHaveAttribute('data-status', expected.status)
  const says = box.getByRole('status')
  if (expected.status === 'failed') await expect(says, label).toContainText(expected.says)
  else await expect(says, label).toHaveText(expected.says)
  if (expected.retryShown) await expect(tryAgainButton(page), label).toBeVisible()
  else await expect(tryAgainButton(page), label).toBeHidden()
  const script = scriptsInContainer(page)
  if (expected.script === null) await expect(script, label).toHaveCount(0)
  else if (expected.script) {
    await expect(script, label).toHaveAttribute('data-video-player', expected.script)
  }
}

test.describe('video loader paths in the browser', () => {
  // The longest paths take over 20 steps with a browser round trip or two each.
  test.describe.configure({ timeout: 120_000 })
  for (const set of videoLoaderPathSets()) {
    const url = set.input.checkExistingPlayer ? '/' : '/advertorial-v2'
    for (const path of longestPaths(set.paths)) {
      test(`${url} ${describePath(set.scenario, path)}`, async ({ page }, testInfo) => {
        const world = await openVideoWorld(page, 'on cue')
        // The advertorial never looks for the global before loading (the chart's guard is not
        // consulted there), while a global already there would end each wait for the player at
        // once: the paths have the player appear on cue. 'loads the player even when its global
        // already exists' covers the advertorial with the global there.
        if (set.scenario.playerPresent && set.input.checkExistingPlayer) {
          await page.addInitScript((name) => {
            ;(window as unknown as Record<string, unknown>)[name] = { preloaded: true }
          }, videoHost.playerGlobal)
        }
        await openPage(page, url)
        const attempts: AttemptCount = { started: 0, mayJoin: 0 }
        let previous: VideoLoaderSnapshot | undefined

        for (const step of path.steps) {
          const unanswered = world.held.length
          const kind = stepKind(step.event.type)
          if (isDelayKind(kind) && previous) {
            await page.clock.runFor(videoDelayBySpec(kind, previous.context.failures) - 1)
            // 1 ms early, the page still shows the state before.
            await expectLoaderState(page, world, previous, attempts)
            await page.clock.runFor(1)
          } else if (kind === 'scriptLoaded' || kind === 'scriptFailed') {
            // The request of the attempt under way: the newest one not yet answered.
            await expect.poll(() => world.held.length).toBeGreaterThan(0)
            const route = world.held.pop()
            if (!route) throw new Error('No player request to answer')
            if (kind === 'scriptLoaded') {
              await route.fulfill({ contentType: 'text/javascript', body: '/* no player yet */' })
            } else {
              await route.abort('connectionfailed')
            }
          } else if (kind === 'playerFound') {
            await page.evaluate(fakePlayer)
          } else if (kind === 'retry') {
            await tryAgainButton(page).click()
          }
          countAttempt(attempts, previous, step.state, unanswered)
          await expectLoaderState(page, world, step.state, attempts)
          previous = step.state
        }
        expect(await playerScripts(page), 'never two player scripts').toBeLessThanOrEqual(1)
        expect(world.strayRequests).toEqual([])
        expect(world.errors).toEqual([])
        const key = pathKey('videoLoader', path, set.scenario.name)
        recordPathRun(layerOfProject(testInfo.project.name), import.meta.url, key)
      })
    }
  }
})
