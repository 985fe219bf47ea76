/**
 * The storyboard's pictures (run by `npm run storyboard`, scripts/storyboard.ts): serves the
 * build, drives each machine's generated paths (machines/registry.ts) in Chromium at
 * 375 and 1280 px, taking one picture of every distinct state a visitor can see. Writes
 * storyboard/index.html (scripts/storyboard-html.ts), one file with the pictures inlined.
 *
 * Which paths: per machine, the fewest of its generated paths that between them reach every
 * distinct screen (greedy cover), each screen pictured at the first step that reaches it.
 * The pictures: the quiz and the countdown, the first screen (the quiz scrolls to the top on
 * every step, and the clock sits in the bar at the top of the results); the video loader, the
 * video box itself, since its statuses differ only inside it.
 */
import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test'
import { type AnyMachineSnapshot, isMachineSnapshot } from 'xstate'
import { waitForHydration } from '../e2e/support/hydration'
import { browserDriver } from '../e2e/support/quiz-driver'
import { formatClock } from '../machines/countdown/countdown.selectors'
import {
  type ExpectedQuizScreen,
  expectedScreen,
  type QuizPath,
  type QuizSnapshot,
  quizPathParams,
} from '../machines/quiz/quiz.model'
import { type MachinePathSet, machineRegistry, type RegisteredMachine } from '../machines/registry'
import {
  isDelayKind,
  stepKind,
  type VideoLoaderDelayKind,
  videoLoaderScenarios,
} from '../machines/video-loader/video-loader.model'
import { quizQuestions } from '../src/content/quiz'
import { videoBoxCopy } from '../src/content/video-box'
import { backoffBySpec, countdownSpec, videoSpec } from '../tests/support/spec'
import { rootDir } from './build-dirs'
import { builtLinks } from './built-site'
import { mermaidOf } from './diagrams'
import { e2ePort } from './e2e-site'
import { type PathTrace, replayPaths, type TraceStep } from './machine-graph'
import { serve } from './serve'
import {
  captionOfStep,
  type MachineStory,
  renderStoryboard,
  type StoryPicture,
  type StoryShot,
} from './storyboard-html'

const storyboardFile = join(rootDir, 'storyboard/index.html')
/** Mermaid's browser build, which draws the diagrams (the renderer GitHub uses for docs/machines.md). */
const mermaidScript = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js')

const widths = [375, 1280] as const
type Width = (typeof widths)[number]
const origin = `http://127.0.0.1:${e2ePort}`
const startOfVisit = new Date('2026-03-02T09:00:00Z')

/** A generated path with its set, its replay and the screens it is to picture. */
interface PlannedPath {
  set: MachinePathSet
  path: MachinePathSet['paths'][number]
  trace: PathTrace
  /** Screen key -> the first step of the path that shows it. */
  shots: Map<string, number>
}

/** One screen of a machine as the storyboard names it. */
type ScreenOf = (step: TraceStep) => { key: string; title: string; step: string }

/**
 * The replay starts a path without its initial state when the path recorded it (and no input
 * recreates it): put it back, so that a path's screens include the one it starts on.
 */
function withInitialStep(trace: PathTrace, path: MachinePathSet['paths'][number]) {
  const [first] = path.steps
  if (trace.steps[0]?.eventType === 'xstate.init' || !isMachineSnapshot(first?.state)) return
  const state = first.state as AnyMachineSnapshot
  trace.steps.unshift({ eventType: 'xstate.init', before: state, after: state, taken: [] })
}

/**
 * The fewest paths that between them show every screen: take the path with the most screens
 * not yet pictured, until none is left (greedy set cover; ties go to the earlier path).
 */
async function planPaths(entry: RegisteredMachine, screenOf: ScreenOf): Promise<PlannedPath[]> {
  const candidates: PlannedPath[] = []
  for (const set of await entry.pathSets()) {
    const { traces } = replayPaths(entry.machine, [set])
    traces.forEach((trace, index) => {
      const path = set.paths[index]
      if (!path) return
      withInitialStep(trace, path)
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
  for (;;) {
    const fresh = (plan: PlannedPath) => [...plan.shots.keys()].filter((key) => !covered.has(key))
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

/** Takes the planned pictures of one path at one width; `drive` walks the path in the page. */
type Drive = (
  page: Page,
  plan: PlannedPath,
  picture: (stepIndex: number) => Promise<void>,
) => Promise<void>

interface Capture {
  framing: string
  screenOf: ScreenOf
  drive: Drive
  /** What is pictured: the first screen, or an element. */
  frame(page: Page): Promise<Buffer>
}

const jpeg = { type: 'jpeg', quality: 70 } as const

function viewportOf(width: Width) {
  return width === 375
    ? { viewport: { width, height: 740 }, hasTouch: true, isMobile: true }
    : { viewport: { width, height: 800 } }
}

/** A page that may reach the site and, for the video host, only what the path answers. */
async function openPage(context: BrowserContext, problems: string[]): Promise<Page> {
  const page = await context.newPage()
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  await page.clock.install({ time: startOfVisit })
  return page
}

/**
 * Opens a page under the paused clock. `pauseFirst`: before the first byte, so the page's timers
 * (the video's mount delay) wait for the path; else once the page is live, as the quiz paths do.
 */
async function goTo(page: Page, path: string, pauseFirst = false) {
  const pause = () => page.clock.pauseAt(new Date(startOfVisit.getTime() + 60_000))
  if (pauseFirst) await pause()
  await page.goto(`${origin}${path}`)
  await waitForHydration(page)
  if (!pauseFirst) await pause()
}

// ---------------------------------------------------------------------------------------------
// The quiz

/** The screens the storyboard tells apart: answers given before do not change the picture. */
function quizKey(expected: ExpectedQuizScreen): string {
  if (expected.screen === 'intro') return 'intro'
  if (expected.screen === 'results') return `results ${expected.tier}`
  return `question ${expected.questionNumber} ${expected.settling ? 'scrolling' : 'ready'}`
}

function quizScreen(step: TraceStep): ReturnType<ScreenOf> {
  const expected = expectedScreen(step.after as QuizSnapshot)
  const key = quizKey(expected)
  const event = step.eventType
  const before = expectedScreen(step.before as QuizSnapshot)
  const how =
    event === 'xstate.init'
      ? 'The visitor opened /quiz.'
      : event === 'quiz.start'
        ? 'The visitor pressed a start button on the intro.'
        : event === 'scroll.settled'
          ? 'The page finished scrolling to the top; the answers can now be chosen.'
          : `The visitor chose an answer to question ${before.questionNumber}${expected.screen === 'results' ? ', the last one' : ''}.`
  if (expected.screen === 'intro') return { key, title: 'The intro', step: how }
  if (expected.screen === 'results') {
    return {
      key,
      title: `Results: ${expected.tier} risk (score ${expected.score} of 24)`,
      step: how,
    }
  }
  const n = expected.questionNumber
  const title = expected.settling
    ? `Question ${n} of ${quizQuestions.length}, while the page scrolls to it (answers not taken yet)`
    : `Question ${n} of ${quizQuestions.length}, ready for an answer`
  return { key, title, step: how }
}

const driveQuiz: Drive = async (page, plan, picture) => {
  await goTo(page, '/quiz')
  const driver = browserDriver(page)
  const pictured = new Set<string>()
  const wanted = new Map(
    [...plan.shots.values()].map((index) => {
      const step = plan.trace.steps[index] as TraceStep
      return [quizScreen(step).key, index] as const
    }),
  )
  await (plan.path as QuizPath).test(
    quizPathParams({
      ...driver,
      expectScreen: async (expected) => {
        await driver.expectScreen(expected)
        const key = quizKey(expected)
        const index = wanted.get(key)
        if (index !== undefined && !pictured.has(key)) {
          pictured.add(key)
          await picture(index)
        }
      },
    }),
  )
}

/** Drives a quiz path that ends on the results (the countdown lives there), without pictures. */
async function openResults(page: Page) {
  const quiz = machineRegistry.find((entry) => entry.name === 'quiz')
  const [set] = (await quiz?.pathSets()) ?? []
  const path = set?.paths.find((candidate) =>
    (candidate.steps.at(-1)?.state as AnyMachineSnapshot | undefined)?.matches('results'),
  ) as QuizPath | undefined
  if (!path) throw new Error('No quiz path ends on the results')
  await goTo(page, '/quiz')
  await path.test(quizPathParams(browserDriver(page)))
}

// ---------------------------------------------------------------------------------------------
// The countdown

function countdownScreen(step: TraceStep): ReturnType<ScreenOf> {
  const finished = step.after.matches('finished')
  const how =
    step.eventType === 'xstate.init'
      ? 'The visitor answered the eighth question; the results opened with the clock at its start.'
      : step.eventType === 'countdown.sync'
        ? 'The tab came back into view and the clock read the time again.'
        : 'Another second passed.'
  return finished
    ? { key: 'finished', title: 'The clock at 0:00, stopped', step: how }
    : {
        key: 'running',
        title: `The clock running (from ${formatClock(countdownSpec.seconds)})`,
        step: how,
      }
}

const driveCountdown: Drive = async (page, plan, picture) => {
  await openResults(page)
  const steps = plan.trace.steps
  const secondsIn = (step: TraceStep) =>
    (step.after.context as { remainingSeconds: number }).remainingSeconds
  const first = steps[0]
  if (!first) return
  const modelSeconds = secondsIn(first)
  const wanted = new Set(plan.shots.values())
  for (const [index, step] of steps.entries()) {
    if (step.eventType === 'countdown.sync') {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    } else if (step.eventType !== 'xstate.init') {
      await page.clock.runFor(countdownSpec.tickMs)
    }
    const remaining = secondsIn(step)
    // The first screen shows the clock as the visitor first sees it; then time jumps on to the
    // model's few seconds before the end.
    const shown = index === 0 ? countdownSpec.seconds : remaining
    await expect(page.getByRole('timer').first()).toHaveText(formatClock(shown))
    if (wanted.has(index)) await picture(index)
    if (index === 0) {
      await page.clock.runFor((countdownSpec.seconds - modelSeconds) * countdownSpec.tickMs)
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The video loader

const videoTitles: Record<string, string> = {
  waiting: 'Waiting: the page has just mounted, the player script is not added yet',
  loading: 'Loading: the player script is on its way',
  awaitingPlayer: 'The script has run; waiting for the player to appear',
  retrying: 'An attempt failed; waiting to try again',
  ready: 'Ready: the player is in the box',
  failed: 'Every attempt failed: poster, notice and Try again',
}

function videoScreen(step: TraceStep): ReturnType<ScreenOf> {
  const value = String(step.after.value)
  const failures = (step.after.context as { failures: number }).failures
  const steps: Record<string, string> = {
    start: 'The visitor opened the VSL page.',
    mountDelay: `${videoSpec.mountDelayMs} ms after the page mounted, the script was added.`,
    loadTimeout: `The host did not answer within ${videoSpec.loadTimeoutMs / 1000} s.`,
    playerGrace: `The script ran, but no player came within ${videoSpec.playerGraceMs / 1000} s.`,
    retryDelay: 'The wait before the next attempt was over.',
    scriptLoaded: 'The player script loaded and ran.',
    scriptFailed: 'The player script did not load (the host failed).',
    playerFound: 'The player appeared.',
    retry: 'The visitor pressed Try again.',
  }
  const attempts = failures
    ? ` (${failures} failed attempt${failures === 1 ? '' : 's'} so far)`
    : ''
  return {
    key: value,
    title: `${videoTitles[value] ?? value}${attempts}`,
    step: steps[stepKind(step.eventType)] ?? step.eventType,
  }
}

function delayOf(kind: VideoLoaderDelayKind, failures: number): number {
  if (kind === 'mountDelay') return videoSpec.mountDelayMs
  if (kind === 'loadTimeout') return videoSpec.loadTimeoutMs
  if (kind === 'playerGrace') return videoSpec.playerGraceMs
  return backoffBySpec(failures)
}

/** The video box of each page, as the driver found it. */
const frames = new WeakMap<Page, Locator>()

const driveVideo: Drive = async (page, plan, picture) => {
  const { videoHost } = await builtLinks()
  const scenario = videoLoaderScenarios.find((candidate) => candidate.name === plan.set.label)
  const held: Parameters<Parameters<Page['route']>[1]>[0][] = []
  await page.route(
    (url) => url.origin !== origin,
    async (route) => {
      if (route.request().url() === videoHost.scriptUrl) held.push(route)
      else await route.abort()
    },
  )
  if (scenario?.playerPresent && scenario.input.checkExistingPlayer) {
    await page.addInitScript((name) => {
      ;(window as unknown as Record<string, unknown>)[name] = { preloaded: true }
    }, videoHost.playerGlobal)
  }
  const url = scenario?.input.checkExistingPlayer === false ? '/advertorial-v2' : '/'
  await goTo(page, url, true)
  await page.waitForLoadState('networkidle')
  const box = page.getByRole('figure').filter({ has: page.locator(`[id="${videoHost.embedId}"]`) })
  await box.scrollIntoViewIfNeeded()
  frames.set(page, box)
  const wanted = new Set(plan.shots.values())
  let previous: AnyMachineSnapshot | undefined
  for (const [index, step] of plan.trace.steps.entries()) {
    const kind = stepKind(step.eventType)
    if (isDelayKind(kind) && previous) {
      await page.clock.runFor(delayOf(kind, (previous.context as { failures: number }).failures))
    } else if (kind === 'scriptLoaded' || kind === 'scriptFailed') {
      await expect.poll(() => held.length).toBeGreaterThan(0)
      const route = held.pop()
      if (kind === 'scriptLoaded') {
        await route?.fulfill({ contentType: 'text/javascript', body: '/* no player yet */' })
      } else await route?.abort('connectionfailed')
    } else if (kind === 'playerFound') {
      await page.evaluate(
        ({ global, embedId, text }) => {
          ;(window as unknown as Record<string, unknown>)[global] = { fake: true }
          const player = document.createElement('div')
          player.textContent = text
          player.style.cssText =
            'position:absolute;inset:0;display:grid;place-items:center;background:#111;color:#ddd;font:16px sans-serif'
          document.getElementById(embedId)?.append(player)
        },
        { global: videoHost.playerGlobal, embedId: videoHost.embedId, text: 'The video player' },
      )
    } else if (kind === 'retry') {
      await box.getByRole('button', { name: videoBoxCopy.retry }).click()
    }
    const status = step.after.matches('ready')
      ? 'ready'
      : step.after.matches('failed')
        ? 'failed'
        : 'loading'
    await expect(box).toHaveAttribute('data-status', status)
    if (wanted.has(index)) await picture(index)
    previous = step.after
  }
}

// ---------------------------------------------------------------------------------------------

const captures: Record<string, Capture> = {
  quiz: {
    framing: 'Pictures: the first screen the visitor sees (the quiz scrolls to the top each step).',
    screenOf: quizScreen,
    drive: driveQuiz,
    frame: (page) => page.screenshot(jpeg),
  },
  countdown: {
    framing:
      'Pictures: the first screen of the quiz results, where the clock sits in the bar at the top (a second clock is further down, by the registration button).',
    screenOf: countdownScreen,
    drive: driveCountdown,
    frame: (page) => page.screenshot(jpeg),
  },
  'video-loader': {
    framing: `Pictures: the video box on the VSL page (/), as the visitor sees it; the statuses differ only inside the box. Waiting, loading, retrying and waiting for the player all look the same to the visitor ("${videoBoxCopy.loading}"). The player's host is staged by the storyboard, as in e2e/video.spec.ts; the player is a stand-in.`,
    screenOf: videoScreen,
    drive: driveVideo,
    frame: (page) => {
      const box = frames.get(page)
      if (!box) throw new Error('The video box was not found')
      return box.screenshot(jpeg)
    },
  },
}

/** In the order a visitor meets them: the quiz, the clock on its results, the sales pages' video. */
const journey = ['quiz', 'countdown', 'video-loader']
function inJourneyOrder(entries: readonly RegisteredMachine[]): RegisteredMachine[] {
  const rank = (entry: RegisteredMachine) => {
    const index = journey.indexOf(entry.name)
    return index < 0 ? journey.length : index
  }
  return [...entries].sort((a, b) => rank(a) - rank(b))
}

/**
 * Draws a machine's diagram: its Mermaid source (`npm run diagrams`, as in docs/machines.md) drawn
 * by Mermaid in a blank page, kept as SVG markup so that the storyboard shows it without scripts.
 */
async function drawDiagram(browser: Browser, entry: RegisteredMachine): Promise<string> {
  const page = await browser.newPage()
  try {
    await page.addScriptTag({ path: mermaidScript })
    return await page.evaluate(
      async ({ id, source }) => {
        const { mermaid } = window as unknown as { mermaid: typeof import('mermaid').default }
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' })
        return (await mermaid.render(id, source)).svg
      },
      { id: `diagram-${entry.name}`, source: mermaidOf(entry.machine) },
    )
  } finally {
    await page.close()
  }
}

async function storyOf(browser: Browser, entry: RegisteredMachine): Promise<MachineStory> {
  const capture = captures[entry.name]
  if (!capture) throw new Error(`The storyboard does not know how to picture ${entry.name}`)
  const plans = await planPaths(entry, capture.screenOf)
  const shots: StoryShot[] = []
  const problems: string[] = []
  const started = Date.now()
  for (const plan of plans) {
    const pictures = new Map<number, StoryPicture[]>()
    for (const width of widths) {
      const context = await browser.newContext(viewportOf(width))
      const page = await openPage(context, problems)
      await capture.drive(page, plan, async (stepIndex) => {
        // The pointer stays where the last click was: move it off, so nothing shows as hovered.
        await page.mouse.move(0, 0)
        const body = await capture.frame(page)
        const src = `data:image/jpeg;base64,${body.toString('base64')}`
        pictures.set(stepIndex, [...(pictures.get(stepIndex) ?? []), { width, src }])
      })
      await context.close()
    }
    for (const [stepIndex, taken] of [...pictures].sort(([a], [b]) => a - b)) {
      const step = plan.trace.steps[stepIndex] as TraceStep
      const screen = capture.screenOf(step)
      shots.push({
        ...captionOfStep(entry.machine, step),
        title: screen.title,
        step: screen.step,
        pictures: taken,
      })
    }
  }
  if (problems.length) console.warn(`${entry.name}: ${problems.join('\n')}`)
  const seconds = Math.round((Date.now() - started) / 1000)
  const paths = plans.length === 1 ? '1 path' : `${plans.length} paths`
  console.log(`${entry.name}: ${paths}, ${shots.length} screens, ${seconds} s`)
  return { entry, framing: capture.framing, diagram: await drawDiagram(browser, entry), shots }
}

/** The written page, opened from disk, asks for nothing and shows every machine's diagram. */
async function expectOpensFromDisk(browser: Browser) {
  const page = await browser.newPage()
  const address = pathToFileURL(storyboardFile).href
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url() !== address && !request.url().startsWith('data:')) asked.push(request.url())
  })
  await page.goto(address)
  await expect(page.locator('figure.diagram svg')).toHaveCount(machineRegistry.length)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  expect(asked).toEqual([])
  await page.close()
}

test('storyboard: every state the visitor can see, at 375 and 1280 px', async ({ browser }) => {
  const server = await serve(e2ePort)
  try {
    const stories: MachineStory[] = []
    for (const entry of inJourneyOrder(machineRegistry)) {
      stories.push(await storyOf(browser, entry))
    }
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: rootDir })
      .toString()
      .trim()
    const html = renderStoryboard(stories, { generatedAt: new Date().toISOString(), commit })
    await mkdir(dirname(storyboardFile), { recursive: true })
    await writeFile(storyboardFile, html)
    console.log(`Wrote ${storyboardFile} (${(Buffer.byteLength(html) / 1e6).toFixed(1)} MB)`)
    await expectOpensFromDisk(browser)
  } finally {
    server.close()
  }
})
