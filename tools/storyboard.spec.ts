/**
 * The storyboard's pictures, taken in each engine with the browser tests' drivers (e2e/): every
 * page, and every distinct screen of every machine along the fewest of its generated paths that
 * reach them all, at each width. Writes PNGs and a list of them to `storyboardShots`.
 */
import { appendFile, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { EnginePage } from '../e2e/engines/engine-page'
import { test } from '../e2e/engines/fixtures'
import { runCountdownPath, runQuizPath } from '../e2e/support/quiz'
import { open, readToTheEnd } from '../e2e/support/site'
import { playerAlreadyThere, runLoaderPath, videoWorld } from '../e2e/support/video'
import type { CountdownPath } from '../machines/countdown/countdown.model'
import { formatClock } from '../machines/countdown/countdown.selectors'
import {
  type ExpectedQuizScreen,
  expectedScreen,
  type QuizPath,
  type QuizSnapshot,
} from '../machines/quiz/quiz.model'
import { type MachinePathSet, machineRegistry, type RegisteredMachine } from '../machines/registry'
import {
  stepKind,
  type VideoLoaderPath,
  type VideoLoaderPathSet,
} from '../machines/video-loader/video-loader.model'
import { quizQuestions } from '../src/content/quiz'
import { sitePages } from '../src/pages'
import { countdownSpec, videoSpec } from '../tests/support/spec'
import { type PathTrace, replayPaths, type TraceStep } from './machine-graph'
import {
  captionOfStep,
  type ShotSubject,
  storyboardShots,
  storyboardWidths,
} from './storyboard-html'

/** A screen of a machine as the storyboard names it. */
interface Screen {
  key: string
  title: string
  step: string
}

interface PlannedPath {
  set: MachinePathSet
  path: MachinePathSet['paths'][number]
  trace: PathTrace
  /** Screen key -> the first step of the path that shows it. */
  shots: Map<string, number>
}

/** The fewest paths that show every screen: greedy set cover, ties to the earlier path. */
async function planPaths(entry: RegisteredMachine, screenOf: (step: TraceStep) => Screen) {
  const candidates: PlannedPath[] = []
  for (const set of await entry.pathSets()) {
    replayPaths(entry.machine, [set]).traces.forEach((trace, index) => {
      const path = set.paths[index]
      if (!path) return
      const shots = new Map<string, number>()
      trace.steps.forEach((step, stepIndex) => {
        const { key } = screenOf(step)
        if (!shots.has(key)) shots.set(key, stepIndex)
      })
      candidates.push({ set, path, trace, shots })
    })
  }
  const planned: PlannedPath[] = []
  const covered = new Set<string>()
  const fresh = (plan: PlannedPath) => [...plan.shots.keys()].filter((key) => !covered.has(key))
  for (;;) {
    const best = candidates.reduce<PlannedPath | undefined>(
      (top, plan) => (fresh(plan).length > (top ? fresh(top).length : 0) ? plan : top),
      undefined,
    )
    if (!best) return planned
    const keys = fresh(best)
    for (const key of best.shots.keys()) if (!keys.includes(key)) best.shots.delete(key)
    for (const key of keys) covered.add(key)
    planned.push(best)
  }
}

/** The screens the quiz's storyboard tells apart: earlier answers do not change the picture. */
function quizScreen(step: TraceStep): Screen {
  const expected: ExpectedQuizScreen = expectedScreen(step.after as QuizSnapshot)
  const before = expectedScreen(step.before as QuizSnapshot)
  const how: Record<string, string> = {
    'xstate.init': 'The visitor opened /quiz.',
    'quiz.start': 'The visitor pressed a start button on the intro.',
    'scroll.settled': 'The page finished scrolling to the top; the answers can now be chosen.',
  }
  const step_ =
    how[step.eventType] ??
    `The visitor chose an answer to question ${before.questionNumber}${expected.screen === 'results' ? ', the last one' : ''}.`
  if (expected.screen === 'intro') return { key: 'intro', title: 'The intro', step: step_ }
  if (expected.screen === 'results') {
    return {
      key: `results ${expected.tier}`,
      title: `Results: ${expected.tier} risk (score ${expected.score} of 24)`,
      step: step_,
    }
  }
  const n = `Question ${expected.questionNumber} of ${quizQuestions.length}`
  return expected.settling
    ? {
        key: `q${expected.questionNumber} scrolling`,
        title: `${n}, while the page scrolls to it (answers not taken yet)`,
        step: step_,
      }
    : { key: `q${expected.questionNumber} ready`, title: `${n}, ready for an answer`, step: step_ }
}

function countdownScreen(step: TraceStep): Screen {
  const step_ =
    step.eventType === 'xstate.init'
      ? 'The visitor answered the eighth question; the clock was moved on to its last seconds.'
      : step.eventType === 'countdown.sync'
        ? 'The tab came back into view and the clock read the time again.'
        : 'Another second passed.'
  return step.after.matches('finished')
    ? { key: 'finished', title: 'The clock at 0:00, stopped', step: step_ }
    : {
        key: 'running',
        title: `The clock running (from ${formatClock(countdownSpec.seconds)})`,
        step: step_,
      }
}

const videoTitles: Record<string, string> = {
  waiting: 'Waiting: the page has just mounted, the player script is not added yet',
  loading: 'Loading: the player script is on its way',
  awaitingPlayer: 'The script has run; waiting for the player to appear',
  retrying: 'An attempt failed; waiting to try again',
  ready: 'Ready: the player is in the box',
  failed: 'Every attempt failed: poster, notice and Try again',
}

const videoSteps: Record<string, string> = {
  start: 'The visitor opened the page.',
  mountDelay: `${videoSpec.mountDelayMs} ms after the page mounted, the script was added.`,
  loadTimeout: `The host did not answer within ${videoSpec.loadTimeoutMs / 1000} s.`,
  playerGrace: `The script ran, but no player came within ${videoSpec.playerGraceMs / 1000} s.`,
  retryDelay: 'The wait before the next attempt was over.',
  scriptLoaded: 'The player script loaded and ran.',
  scriptFailed: 'The player script did not load (the host failed).',
  playerFound: 'The player appeared.',
  retry: 'The visitor pressed Try again.',
}

function videoScreen(step: TraceStep): Screen {
  const value = String(step.after.value)
  const failures = (step.after.context as { failures: number }).failures
  const attempts = failures
    ? ` (${failures} failed attempt${failures === 1 ? '' : 's'} so far)`
    : ''
  return {
    key: value,
    title: `${videoTitles[value] ?? value}${attempts}`,
    step: videoSteps[stepKind(step.eventType)] ?? step.eventType,
  }
}

/** How each machine's screens are told apart and its paths driven (the browser tests' drivers). */
const stories: Record<
  string,
  {
    screenOf: (step: TraceStep) => Screen
    drive: (
      site: EnginePage,
      plan: PlannedPath,
      onStep: (index: number) => Promise<void>,
    ) => Promise<void>
  }
> = {
  quiz: {
    screenOf: quizScreen,
    drive: async (site, plan, onStep) => {
      await open(site, '/quiz')
      await runQuizPath(site, plan.path as QuizPath, 0, onStep)
    },
  },
  countdown: {
    screenOf: countdownScreen,
    drive: (site, plan, onStep) => runCountdownPath(site, plan.path as CountdownPath, onStep),
  },
  'video-loader': {
    screenOf: videoScreen,
    drive: async (site, plan, onStep) => {
      const { scenario, input } = plan.set as unknown as VideoLoaderPathSet
      const world = videoWorld(site)
      const url = input.checkExistingPlayer ? '/' : '/advertorial-v2'
      await world.open(
        url,
        'hangs',
        scenario.playerPresent && input.checkExistingPlayer ? playerAlreadyThere : '',
      )
      // The picture frames the box: it is what changes.
      const frameTheBox = async (index: number) => {
        await site.evaluate(() =>
          document
            .querySelector('[data-slot="video-box"]')
            ?.scrollIntoView({ block: 'center', behavior: 'instant' }),
        )
        await onStep(index)
      }
      await runLoaderPath(site, world, plan.path as VideoLoaderPath, frameTheBox)
    },
  },
}

async function record(
  site: EnginePage,
  name: string,
  fullPage: boolean,
  width: number,
  subject: ShotSubject,
) {
  const parts = await site.screenshot(fullPage)
  const dir = join(storyboardShots, site.engine)
  await mkdir(dir, { recursive: true })
  const files = await Promise.all(
    parts.map(async (png, part) => {
      const file = join(
        dir,
        `${name}-${width}-${fullPage ? 'whole' : 'first'}-${part}.png`.replace(/[^\w.-]+/g, '_'),
      )
      await writeFile(file, png)
      return file
    }),
  )
  await appendFile(
    join(storyboardShots, `${site.engine}.jsonl`),
    `${JSON.stringify({ ...subject, width, files })}\n`,
  )
}

test('every page, its first screen and the whole of it', async ({ site }) => {
  test.setTimeout(10 * 60_000)
  for (const page of sitePages) {
    for (const width of storyboardWidths) {
      await site.setViewport({ width, height: width < 1000 ? 740 : 800 })
      await open(site, page.url)
      await readToTheEnd(site)
      await record(site, page.url, false, width, { kind: 'page', url: page.url, whole: false })
      await record(site, page.url, true, width, { kind: 'page', url: page.url, whole: true })
    }
  }
})

for (const entry of machineRegistry) {
  test(`every screen of ${entry.name}`, async ({ site }) => {
    test.setTimeout(10 * 60_000)
    const story = stories[entry.name]
    if (!story) throw new Error(`The storyboard does not know how to picture ${entry.name}`)
    const plans = await planPaths(entry, story.screenOf)
    for (const [planIndex, plan] of plans.entries()) {
      const wanted = new Set(plan.shots.values())
      for (const width of storyboardWidths) {
        await site.setViewport({ width, height: width < 1000 ? 740 : 800 })
        await story.drive(site, plan, async (index) => {
          const step = plan.trace.steps[index]
          if (!step || !wanted.has(index)) return
          const screen = story.screenOf(step)
          const caption = {
            ...captionOfStep(entry.machine, step),
            title: screen.title,
            step: screen.step,
          }
          const order = planIndex * 1000 + index
          await record(site, `${entry.name}-${order}`, false, width, {
            kind: 'state',
            machine: entry.name,
            order,
            caption,
          })
        })
      }
    }
  })
}
