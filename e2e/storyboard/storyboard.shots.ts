/**
 * The storyboard's pictures (`npm run storyboard`), taken in each engine with the browser tests'
 * drivers (e2e/drivers.ts): every page (its first screen and the whole of it) and every state of
 * every machine along the fewest generated paths that show them all, at 320, 375 and 1280 px:
 * PNGs and, per engine, a list of them (`Picture`, one JSON a line) for e2e/storyboard/storyboard.ts.
 */
import { appendFile, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type AnyMachineSnapshot, isMachineSnapshot } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { testDist } from '../../build/build-dirs'
import {
  describeTargets,
  describeTransition,
  requirementsIn,
  shortId,
  transitionsOf,
} from '../../lab/machine-graph'
import { expectedScreen, type QuizSnapshot } from '../../machines/quiz/quiz.model'
import { machineRegistry } from '../../machines/registry'
import { quizQuestions } from '../../src/content/quiz'
import { sitePages } from '../../src/pages'
import { tracePath } from '../../testing/path-coverage'
import { drivers } from '../drivers'
import type { EngineName, EnginePage } from '../engines/engine-page'
import { test, widths } from '../engines/fixtures'
import { open, readToTheEnd } from '../support/site'
import type { Picture } from './storyboard'

const shotsDir = join(testDist, 'storyboard-shots')
const storyWidths = [widths.narrow, widths.phone, widths.desktop]

/** Writes a picture's PNG parts and lists it. */
async function record(
  engine: EngineName,
  width: number,
  parts: Buffer[],
  about: Omit<Picture, 'engine' | 'width' | 'files'>,
) {
  await mkdir(shotsDir, { recursive: true })
  const name = `${engine} ${about.machine ?? about.page} ${about.title} ${width}`.replace(
    /[^\w.-]+/g,
    '_',
  )
  const files = parts.map((_, part) => join(shotsDir, `${name}-${part}.png`))
  await Promise.all(parts.map((png, part) => writeFile(files[part] as string, png)))
  const line = JSON.stringify({ engine, width, files, ...about } satisfies Picture)
  await appendFile(join(shotsDir, `${engine}.jsonl`), `${line}\n`)
}

/** Scrolls the element `selector` finds to the middle of the viewport. */
function centre(selector: string) {
  document.querySelector(selector)?.scrollIntoView({ block: 'center', behavior: 'instant' })
}

/** What sets a quiz screen apart beyond its state: the question, or the tier of the results. */
function variantOf(name: string, snapshot: AnyMachineSnapshot): string {
  if (name !== 'quiz') return ''
  const screen = expectedScreen(snapshot as QuizSnapshot)
  if (screen.screen === 'results') return `${screen.tier} risk`
  return screen.screen === 'question'
    ? `question ${screen.questionNumber} of ${quizQuestions.length}`
    : ''
}

interface Stop {
  stateIds: string[]
  title: string
  how: string
}

/**
 * Every path of a machine with the screens it shows (its deepest states, and the quiz's question
 * or tier), then the fewest paths that show them all: greedy, ties to the earlier path.
 */
async function plan(entry: (typeof machineRegistry)[number]) {
  const byKey = new Map(
    transitionsOf(entry.machine).map((transition) => [transition.key, transition]),
  )
  const nodes = getStateNodes(entry.machine)
  const candidates = (await entry.pathSets()).flatMap((set) =>
    set.paths.map((path) => {
      const { steps } = tracePath(entry, set, path)
      const stops = new Map<string, [number, Stop]>()
      path.steps.forEach(({ state }, stepIndex) => {
        if (!isMachineSnapshot(state)) return
        const active = nodes.filter((node) => state.matches(node.path.join('.')))
        const leaves = active.filter((node) => !active.some((other) => other.parent === node))
        const title = [...leaves.map(shortId), variantOf(entry.name, state)]
          .filter(Boolean)
          .join(', ')
        // The replay leaves out a recorded first state: align its steps from the end.
        const taken = steps[steps.length - path.steps.length + stepIndex] ?? []
        const how = taken
          .flatMap((key) => byKey.get(key) ?? [])
          .map((transition) => {
            const rules = requirementsIn(transition.definition.meta)
            return `${shortId(transition.source)} → ${describeTargets(transition)}: ${describeTransition(transition)}${rules.length ? ` (${rules.join(', ')})` : ''}`
          })
        if (!stops.has(title)) {
          stops.set(title, [
            stepIndex,
            { stateIds: leaves.map((node) => node.id), title, how: how.join(', then ') },
          ])
        }
      })
      return { set, path, stops }
    }),
  )
  const chosen: typeof candidates = []
  for (;;) {
    const seen = new Set(chosen.flatMap((plan) => [...plan.stops.keys()]))
    const fresh = candidates.map((plan) =>
      [...plan.stops.keys()].filter((title) => !seen.has(title)),
    )
    const most = Math.max(...fresh.map((titles) => titles.length))
    if (most <= 0) return chosen
    const best = candidates[fresh.findIndex((titles) => titles.length === most)]
    if (!best) return chosen
    for (const title of best.stops.keys()) if (seen.has(title)) best.stops.delete(title)
    chosen.push(best)
  }
}

test('every page, its first screen and the whole of it', async ({ site }) => {
  test.setTimeout(10 * 60_000)
  for (const { url } of sitePages) {
    for (const viewport of storyWidths) {
      await site.setViewport(viewport)
      await open(site, url)
      await readToTheEnd(site)
      await record(site.engine, viewport.width, await site.screenshot(false), {
        page: url,
        title: 'The first screen',
        order: 0,
      })
      await record(site.engine, viewport.width, await site.screenshot(true), {
        page: url,
        title: 'The whole page',
        order: 2,
        scale: 0.5,
      })
    }
  }
})

for (const entry of machineRegistry) {
  const driver = drivers[entry.name]
  if (!driver) throw new Error(`No browser driver for ${entry.name}: add it to e2e/drivers.ts`)
  const pictures = async (sites: { site: EnginePage; claimsSite?: EnginePage }) => {
    for (const [planIndex, { set, path, stops }] of (await plan(entry)).entries()) {
      const atStep = new Map([...stops.values()])
      const site = driver.onClaims?.(set) ? sites.claimsSite : sites.site
      if (!site) throw new Error(`${entry.name}: the set "${set.label}" needs the claims build`)
      for (const viewport of storyWidths) {
        await site.setViewport(viewport)
        await driver.run(
          site,
          set,
          path,
          async (index) => {
            const stop = atStep.get(index)
            if (!stop) return
            // The picture frames what changes, when the driver says what that is.
            if (driver.frame) await site.evaluate(centre, driver.frame)
            const about = { machine: entry.name, order: planIndex * 1000 + index, ...stop }
            await record(site.engine, viewport.width, await site.screenshot(false), about)
          },
          0,
        )
      }
    }
  }
  // Only a machine with paths on the claims build launches that build's browser.
  const sets = await entry.pathSets()
  if (sets.some((set) => driver.onClaims?.(set))) {
    test(`every state of ${entry.name}`, async ({ site, claimsSite }) => {
      test.setTimeout(10 * 60_000)
      await pictures({ site, claimsSite })
    })
  } else {
    test(`every state of ${entry.name}`, async ({ site }) => {
      test.setTimeout(10 * 60_000)
      await pictures({ site })
    })
  }
}
