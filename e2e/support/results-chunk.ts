/**
 * The quiz's results chunk in the browser, one driver for every engine: the site (its test host,
 * e2e/engines/site-host.ts) holds every request for the chunk until a step of the path answers
 * it, and the visitor's view of each state of the results loader (machines/results-loader) is
 * checked by role, in the words of the content. Before the results are due the visitor is on
 * the last question and nothing of the loader shows; the last answer is given with the page's
 * clock held, so patience runs only as the path says.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { distDir } from '../../build/build-dirs'
import {
  chartState,
  type ResultsLoaderPath,
  stepOf,
} from '../../machines/results-loader/results-loader.model'
import { quizQuestions, quizResultsLoading } from '../../src/content/quiz'
import { quizResults } from '../../src/content/quiz-results'
import type { EnginePage } from '../engines/engine-page'
import { expect, test } from '../engines/fixtures'
import { siteHostControl } from '../engines/site-host'
import { endBeat, expectReady, openWithAnswers, questionHeading, runFramesUntil } from './quiz'
import { clock, often } from './site'

/** From the build's manifest: a chunk's URL path (the results', unless told) and its imports'. */
export async function chunkFiles(
  module = 'src/sections/quiz-results/quiz-results.tsx',
): Promise<{ chunk: string; imports: string[] }> {
  const manifest: Record<string, { file: string; imports?: string[] }> = JSON.parse(
    await readFile(join(distDir, 'manifest.json'), 'utf8'),
  )
  const chunk = manifest[module]
  if (!chunk) throw new Error(`The build has no chunk of ${module}`)
  const fileOf = (key: string) => `/${manifest[key]?.file ?? key}`
  return { chunk: `/${chunk.file}`, imports: (chunk.imports ?? []).map(fileOf) }
}

/** The site's test host, for this test's engine. */
export function siteHost(site: EnginePage) {
  return siteHostControl(new URL(test.info().project.use.baseURL ?? '').origin, site.engine)
}

/** Every answer worth 3: the high tier, 24 points. */
export const heaviestAnswers = quizQuestions.map(() => 3)

/** Every answer worth 1: the low tier, 8 points, its title one line where the high tier's is two. */
export const lightestAnswers = quizQuestions.map(() => 1)

/** The results' title and badge for each set of answers above. */
const resultsOf = new Map([
  [heaviestAnswers, { heading: quizResults.tiers.high.title, badge: 'High Risk Score: 24/24' }],
  [lightestAnswers, { heading: quizResults.tiers.low.title, badge: 'High Risk Score: 8/24' }],
])

/** The beat Try again shows the wait for at least (machines/results-loader). */
const retryBeatMs = 800

/** What a page whose chunk was made to fail reports: the chunk's preload failing to load. */
export const failedChunkLoad = /^failed to load: .*\/assets\/quiz-results-/

const headingOf = (site: EnginePage, badgeText: string) =>
  site.evaluate((badgeText) => {
    const heading = document.querySelector('main h1')
    const rect = heading?.getBoundingClientRect()
    return {
      heading: heading?.textContent?.trim() ?? '',
      focused: document.activeElement === heading,
      // On screen, whole: where the visitor is, not above the screen.
      onScreen: !!rect && rect.top >= 0 && rect.bottom <= innerHeight,
      retry: [...document.querySelectorAll('main button')].some((button) =>
        button.textContent?.includes('Try again'),
      ),
      badge: document.body.textContent?.includes(badgeText) ?? false,
      // The shape of the results' top, seen while they load: not an empty screen.
      shape: [...document.querySelectorAll('main [data-bone]')].some(
        (bone) =>
          bone.getBoundingClientRect().height > 0 &&
          getComputedStyle(bone).visibility === 'visible',
      ),
    }
  }, badgeText)

/**
 * Where the results' badge, dial's card and button are on the page, [middle, top, height] each, or
 * the parts of the shape drawn in their place while they load
 * (src/components/quiz/results-pending-markup.tsx): the badge is as wide as its words.
 */
export const resultsTopParts = (site: EnginePage) =>
  site.evaluate(() => {
    const heading = document.getElementById('quiz-result-heading')
    const parts = heading
      ? [
          heading.previousElementSibling?.firstElementChild,
          heading.parentElement?.querySelector('[data-slot="score-dial"]'),
          heading.parentElement?.querySelector(':scope > a'),
        ]
      : ['badge', 'dial', 'button'].map((name) =>
          document.querySelector(`main [data-bone="${name}"]`),
        )
    return parts.map((part) => {
      const rect = part?.getBoundingClientRect()
      return rect
        ? [rect.left + rect.width / 2, rect.top + scrollY, rect.height].map(Math.round)
        : []
    })
  })

/** What the visitor sees in the results' place, focused, in each of the loader's states. */
const seenIn = {
  waiting: { heading: quizResultsLoading.busy, retry: false, badge: false, shape: true },
  // Slow or failed, the same frame, with what to do, its shapes no longer saying "loading".
  slow: { heading: quizResultsLoading.slowTitle, retry: true, badge: false, shape: false },
  failed: { heading: quizResultsLoading.failedTitle, retry: true, badge: false, shape: false },
  results: { heading: '', retry: false, badge: true, shape: false },
}

/** The results' place shows `what`, its heading focused and on screen (the results: those of `answers`). */
export async function expectResultsPlace(
  site: EnginePage,
  what: keyof typeof seenIn,
  answers = heaviestAnswers,
) {
  const results = resultsOf.get(answers)
  if (!results) throw new Error('No results known for these answers')
  const seen = what === 'results' ? { ...seenIn.results, heading: results.heading } : seenIn[what]
  await expect
    .poll(() => headingOf(site, results.badge), {
      ...often,
      message: `the results' place: ${what}`,
    })
    .toEqual({ ...seen, focused: true, onScreen: true })
}

/**
 * The last question answered, once it takes answers, with the page's clock held, and its beat run
 * out timer by timer: the results fall due then, with the clock where they did.
 */
export async function giveLastAnswer(site: EnginePage, answers = heaviestAnswers) {
  await expectReady(site, answers.length)
  await clock.hold(site)
  await site.press(String(answers.at(-1)))
  await endBeat(site)
}

/** /quiz opened where a tab that kept every answer but the last would be, the chunk asked for (and held) as it starts. */
export async function openAtLastQuestion(
  site: EnginePage,
  chunk: string,
  answers = heaviestAnswers,
) {
  // A fresh start, also when a path runs again in the same test.
  await siteHost(site).reset()
  await siteHost(site).stall(chunk)
  await openWithAnswers(site, answers.slice(0, -1))
  await expect.poll(() => siteHost(site).requests(chunk), often).toEqual([chunk])
  expect(await siteHost(site).held(chunk)).toBe(1)
}

/** A path of the results loader, played on the quiz. */
export async function runResultsLoaderPath(site: EnginePage, path: ResultsLoaderPath) {
  const { chunk } = await chunkFiles()
  const host = siteHost(site)
  await openAtLastQuestion(site, chunk)
  let due = false
  /** The page's time run since the beat's timer started: at Try again, again at a failure within it. */
  let sinceBeat = 0
  for (const step of path.steps) {
    const kind = stepOf(step.event.type)
    if (kind === 'chunkLoaded' || kind === 'chunkFailed') {
      // The machine hears back only from a request it made: the page may still be sending it
      // (asked again when the results fell due after a failure), so it is awaited at the host.
      await expect.poll(() => host.held(chunk), often).toBeGreaterThan(0)
      await host.release(chunk, kind === 'chunkLoaded' ? 'serve' : 'fail')
      sinceBeat = 0
      // A failure before the results are due shows nothing, yet must reach the page before the
      // last answer does: once its preload has failed, the import that shared it has too.
      if (kind === 'chunkFailed' && !due) {
        const problems = () => site.evaluate(() => window.__e2e.problems)
        await expect
          .poll(async () => (await problems()).some((p) => failedChunkLoad.test(p)), often)
          .toBe(true)
        await site.evaluate(() => window.__e2e.painted())
      }
    } else if (kind === 'due') {
      await giveLastAnswer(site)
      due = true
    } else if (kind === 'patience') {
      await clock.tick(site, 15_000)
    } else if (kind === 'beat') {
      // The wait after Try again, less the frames its scroll to the top has run.
      await clock.tick(site, retryBeatMs - sinceBeat)
    } else if (kind === 'retry' && (await headingOf(site, '')).retry) {
      // The quiz's own scroll to the results has run (it waits on the held clock's next frame);
      // then read down as far as Try again still shows, its heading above the screen where the
      // page is taller than the screen (the message and the footer may fit it): the screen Try
      // again brings starts at the top.
      await runFramesUntil(site, () => scrollY === 0)
      await site.evaluate((name) => {
        const retry = [...document.querySelectorAll('main button')].find((button) =>
          button.textContent?.includes(name),
        )
        const top = (retry?.getBoundingClientRect().top ?? 0) + scrollY - 8
        scrollTo({ top, behavior: 'instant' })
      }, quizResultsLoading.retry)
      // Try again asks at once: its request reaches the host before the path goes on.
      const asked = await host.held(chunk)
      await site.click({ role: 'button', name: quizResultsLoading.retry, within: 'main' })
      await expect.poll(() => host.held(chunk), often).toBe(asked + 1)
      sinceBeat = await runFramesUntil(site, () => scrollY === 0)
    }
    const state = chartState(step.state)
    if (!due) {
      // Still answering: the last question takes answers, whatever the chunk does.
      await expect
        .poll(() => site.evaluate(() => document.querySelector('h1')?.textContent))
        .toBe(questionHeading(quizQuestions.length))
    } else if (state === 'loaded') {
      await expectResultsPlace(site, 'results')
    } else if (state === 'loading.slow') {
      await expectResultsPlace(site, 'slow')
    } else if (state === 'failed.shown') {
      await expectResultsPlace(site, 'failed')
    } else {
      await expectResultsPlace(site, 'waiting')
    }
  }
  if (!due && chartState(path.state) === 'loaded') {
    // The chunk came while the visitor answered: the results show at once.
    await giveLastAnswer(site)
    await expectResultsPlace(site, 'results')
  }
}
