/**
 * The video box on the built sales pages in this project's engine, against the loopback stand-in
 * for the player's host (video-host.ts), which the test tells how to answer: with the player,
 * not at all (down), never (a hang), or with a page that is not a player. No request leaves the
 * machine. The page's timers run on the held clock (page-watch.ts), so the loader's delays are
 * stepped exactly; the script loads themselves are real, from the stub.
 */
import { videoBoxCopy } from '../../src/content/video-box'
import { videoAttemptsBySpec, videoBackoffsBySpec, videoSpec } from '../../tests/support/spec'
import { expect, test } from './fixtures'
import { expectNoProblems } from './page-checks'
import {
  expectStubbedHost,
  failedPlayerLoad,
  playerAlreadyThere,
  type VideoWorld,
  videoWorld,
} from './video-world'

const vsl = '/'
const advertorial = '/advertorial-v2'

test.beforeAll(expectStubbedHost)

for (const url of [vsl, advertorial]) {
  test(`${url}: the player script is added once, 100 ms after the page mounts, and the player comes`, async ({
    site,
  }) => {
    const world = videoWorld(site)
    await world.open(url, 'player')
    await world.advance(videoSpec.mountDelayMs - 1)
    expect(await world.box()).toMatchObject({ status: 'loading', scripts: 0 })
    expect(await world.requests()).toBe(0)

    await world.advance(1)
    await expect.poll(world.box).toMatchObject({ status: 'ready', scripts: 1, fakePlayers: 1 })
    expect(await world.box()).toMatchObject({ says: '', retryShown: false, playerGlobal: true })
    await world.advance(videoSpec.loadTimeoutMs + videoSpec.playerGraceMs)
    expect(await world.requests()).toBe(1)
    await expectNoProblems(site)
  })
}

test(`${vsl}: a player already on the page is used, nothing is loaded`, async ({ site }) => {
  const world = videoWorld(site)
  await world.open(vsl, 'player', playerAlreadyThere)
  await world.advance(videoSpec.mountDelayMs)
  await expect.poll(world.box).toMatchObject({ status: 'ready', scripts: 0 })
  await world.advance(videoSpec.loadTimeoutMs)
  expect(await world.requests()).toBe(0)
  await expectNoProblems(site)
})

test(`${advertorial}: loads the player even when its global exists (no check there)`, async ({
  site,
}) => {
  const world = videoWorld(site)
  await world.open(advertorial, 'player', playerAlreadyThere)
  await world.advance(videoSpec.mountDelayMs)
  await expect.poll(world.box).toMatchObject({ status: 'ready', scripts: 1, fakePlayers: 1 })
  expect(await world.requests()).toBe(1)
  await expectNoProblems(site)
})

interface AttemptSteps {
  /** Resolves once attempt `attempt` (0-based) has started: its script is on its way. */
  started(attempt: number): Promise<void>
  /** Lets the attempt fail the way the scenario makes it fail. */
  fail(attempt: number): Promise<void>
}

/** Steps through every attempt of a round, each ended by `steps.fail`, then expects the poster. */
async function runFailingRound(world: VideoWorld, steps: AttemptSteps) {
  const waits = [videoSpec.mountDelayMs, ...videoBackoffsBySpec]
  for (const [attempt, wait] of waits.entries()) {
    await world.advance(wait - 1)
    expect((await world.box()).scripts, `attempt ${attempt + 1}, 1 ms early`).toBe(0)
    await world.advance(1)
    await steps.started(attempt)
    await steps.fail(attempt)
    const box = await world.box()
    expect(box.scripts, 'the failed script is gone').toBe(0)
    if (attempt + 1 < videoAttemptsBySpec) expect(box).toMatchObject({ status: 'loading' })
  }
  await expect.poll(world.box).toMatchObject({ status: 'failed', retryShown: true, scripts: 0 })
  expect((await world.box()).says).toContain(videoBoxCopy.failed)
}

/** Each attempt asks the host anew (the previous request has ended). */
const askedAgain = (world: VideoWorld) => async (attempt: number) => {
  await expect.poll(world.requests).toBe(attempt + 1)
}

test(`${vsl}: a host that is down ends on the poster with Try again, which starts a new round`, async ({
  site,
}) => {
  const world = videoWorld(site)
  await world.open(vsl, 'fails')
  await runFailingRound(world, {
    started: askedAgain(world),
    // The 503 comes back at once: the attempt fails on the script's error event.
    fail: () => expect.poll(async () => (await world.box()).scripts).toBe(0),
  })
  await world.advance(60_000)
  expect(await world.requests(), 'no attempt after the last').toBe(videoAttemptsBySpec)
  await expectNoProblems(site, [failedPlayerLoad])

  // Try again starts a fresh round at once; the host is back.
  await world.host.setMode('player')
  await site.click({ role: 'button', name: videoBoxCopy.retry })
  await expect.poll(world.box).toMatchObject({ status: 'ready', fakePlayers: 1, retryShown: false })
  expect(await world.requests()).toBe(videoAttemptsBySpec + 1)
})

test(`${vsl}: a host that never answers ends on the poster; a late answer runs nothing`, async ({
  site,
}) => {
  const world = videoWorld(site)
  await world.open(vsl, 'hangs')
  await runFailingRound(world, {
    // A retry may join the download still under way (Gecko does): count scripts, not requests.
    started: () => expect.poll(async () => (await world.box()).scripts).toBe(1),
    fail: async () => {
      await world.advance(videoSpec.loadTimeoutMs - 1)
      expect((await world.box()).scripts, 'still waiting 1 ms before the timeout').toBe(1)
      await world.advance(1)
    },
  })
  expect(await world.requests()).toBeGreaterThanOrEqual(1)
  // The host finally answers every request with the player: none of those scripts may run.
  await world.host.release('player')
  await world.advance(videoSpec.playerGraceMs)
  expect(await world.box()).toMatchObject({
    status: 'failed',
    fakePlayers: 0,
    playerGlobal: false,
  })
  await expectNoProblems(site)
})

test(`${advertorial}: a host that sends a page, not a player, ends on the poster`, async ({
  site,
}) => {
  const world = videoWorld(site)
  await world.open(advertorial, 'not-a-player')
  const engineTook: string[] = []
  await runFailingRound(world, {
    started: askedAgain(world),
    fail: async () => {
      // The engine either refuses the page as a script (error) or runs it to no player (load).
      const state = () =>
        site.evaluate(
          () =>
            document
              .querySelector('script[data-video-player]')
              ?.getAttribute('data-video-player') ?? 'gone',
        )
      await expect.poll(state).not.toBe('loading')
      const seen = await state()
      engineTook.push(seen === 'loaded' ? 'ran it' : 'refused it')
      if (seen === 'loaded') await world.advance(videoSpec.playerGraceMs)
    },
  })
  test.info().annotations.push({ type: 'the page as a script', description: engineTook.join(', ') })
  // An HTML page run as a script is a syntax error in the host's script (muted, cross-origin).
  await expectNoProblems(site, [failedPlayerLoad, /^uncaught: Script error\./])
})
