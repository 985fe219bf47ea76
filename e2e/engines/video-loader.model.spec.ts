/**
 * The video loader's generated paths (machines/video-loader/video-loader.model.ts) on the built
 * pages in this project's engine, as e2e/video.spec.ts runs them in Chromium. The host stand-in
 * (video-host.ts) holds every request for the player script until the path answers it: with a
 * script that makes no player yet (it loads) or a 503 (it fails). Delays are steps of the page's
 * held clock (page-watch.ts); the player comes when the path says, and Try again is a real click.
 * Only the longest paths run: every step of every generated path is a step of one of them.
 */
import {
  describeLoaderState,
  describePath,
  isDelayKind,
  longestPaths,
  stepKind,
  type VideoLoaderSnapshot,
  videoLoaderPathSets,
} from '../../machines/video-loader/video-loader.model'
import { videoBoxCopy } from '../../src/content/video-box'
import { videoDelayBySpec } from '../../tests/support/spec'
import { layerOfProject, pathKey, recordPathRun } from '../../tests/support/trace'
import {
  type AttemptCount,
  countAttempt,
  expectedRequests,
  expectedVideoBox,
} from '../support/video-box-states'
import type { EnginePage } from './engine-page'
import { expect, test } from './fixtures'
import { expectNoProblems, often } from './page-checks'
import {
  expectStubbedHost,
  failedPlayerLoad,
  playerAlreadyThere,
  type VideoBoxSeen,
  type VideoWorld,
  videoWorld,
} from './video-world'

test.beforeAll(expectStubbedHost)
// The longest paths take up to 17 steps, each with a few round trips to the page and the host.
test.describe.configure({ timeout: 120_000 })

/** What the visitor and the host show in each state of the chart. */
async function expectLoaderState(
  world: VideoWorld,
  state: VideoLoaderSnapshot,
  attempts: AttemptCount,
) {
  const message = describeLoaderState(state)
  const { fewest, most } = expectedRequests(attempts)
  await expect
    .poll(world.requests, { ...often, message: `${message}: requests` })
    .toBeGreaterThanOrEqual(fewest)
  expect(await world.requests(), `${message}: requests`).toBeLessThanOrEqual(most)

  const { script, ...expected } = expectedVideoBox(state)
  const shown = ({ status, says, retryShown, scriptStates }: VideoBoxSeen) => ({
    status,
    // Failed, the line says more than that the video could not load.
    says: expected.status === 'failed' && says.includes(expected.says) ? expected.says : says,
    retryShown,
    ...(script === undefined ? {} : { scriptStates }),
  })
  await expect
    .poll(async () => shown(await world.box()), { ...often, message })
    .toEqual({
      ...expected,
      ...(script === undefined ? {} : { scriptStates: script ? [script] : [] }),
    })
}

/** Takes one step of a path: moves the clock, answers the host, brings the player or clicks. */
async function takeStep(
  site: EnginePage,
  world: VideoWorld,
  eventType: string,
  previous: VideoLoaderSnapshot | undefined,
  attempts: AttemptCount,
) {
  const kind = stepKind(eventType)
  if (isDelayKind(kind) && previous) {
    await world.advance(videoDelayBySpec(kind, previous.context.failures) - 1)
    // 1 ms early, the page still shows the state before.
    await expectLoaderState(world, previous, attempts)
    await world.advance(1)
  } else if (kind === 'scriptLoaded' || kind === 'scriptFailed') {
    // The request of the attempt under way: the newest one not yet answered.
    await expect.poll(world.host.held, often).toBeGreaterThan(0)
    await world.host.releaseNewest(kind === 'scriptLoaded' ? 'empty' : 'fail')
  } else if (kind === 'playerFound') {
    await world.playerArrives()
  } else if (kind === 'retry') {
    await site.click({ role: 'button', name: videoBoxCopy.retry })
  }
}

for (const set of videoLoaderPathSets()) {
  const url = set.input.checkExistingPlayer ? '/' : '/advertorial-v2'
  for (const path of longestPaths(set.paths)) {
    test(`${url} ${describePath(set.scenario, path)}`, async ({ site }, testInfo) => {
      const world = videoWorld(site)
      // As in Chromium: the advertorial never looks for the player before loading, and a global
      // already there would end each wait for the player at once, so there it comes on cue.
      const playerThere = set.scenario.playerPresent && set.input.checkExistingPlayer
      await world.open(url, 'hangs', playerThere ? playerAlreadyThere : '')
      const attempts: AttemptCount = { started: 0, mayJoin: 0 }
      let previous: VideoLoaderSnapshot | undefined

      for (const step of path.steps) {
        const unanswered = await world.host.held()
        await takeStep(site, world, step.event.type, previous, attempts)
        countAttempt(attempts, previous, step.state, unanswered)
        await expectLoaderState(world, step.state, attempts)
        previous = step.state
      }
      expect((await world.box()).scripts, 'never two player scripts').toBeLessThanOrEqual(1)
      await expectNoProblems(site, [failedPlayerLoad])
      const key = pathKey('videoLoader', path, set.scenario.name)
      recordPathRun(layerOfProject(testInfo.project.name), import.meta.url, key)
    })
  }
}
