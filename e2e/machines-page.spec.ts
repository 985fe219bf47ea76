/**
 * The machines page (tools/lab/) as a product person uses it, opened as each command serves it:
 * the file `npm run machines:build` writes (built by `npm run test:e2e` into dist/machines/),
 * opened from disk, and the dev server `npm run machines` starts (here on a free port of its own).
 * Both work under their own Content-Security-Policy: the page opens on the quiz, which takes a
 * tap, the diagram is drawn with its own styles, and the dev server's hot updates may connect.
 * The quiz plays as a visitor plays it, START and one tap per answer to each risk level, in the
 * site's words (the content's, never retyped), and the same answers typed at once show the same
 * result. The code-named free run's buttons, own event and clock drive the machine and light the
 * diagram where it is; every generated path, played to its end, shows the state and context the
 * machine alone reaches; the page asks for nothing; axe finds nothing at 375 and 1280 px, and on a
 * phone the diagram covers nothing read or pressed. The rules behind these (the effects answered
 * or stepped by hand, eight answers at once for all 6,561 answer sets, 508 s to the countdown's
 * end) are tests/lab-session.test.ts's and tests/lab-quiz.test.ts's, in Node.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createServer as createViteServer } from 'vite'
import type { AnyMachineSnapshot } from 'xstate'
import { rootDir } from '../build/build-dirs'
import { quizMachine } from '../machines/quiz/quiz.machine'
import { machineRegistry } from '../machines/registry'
import { quizIntro, quizQuestionCopy, quizQuestions } from '../src/content/quiz'
import { driverLine, quizResults } from '../src/content/quiz-results'
import { contextAsData, labMachines, titleOf } from '../tools/lab/machines'
import { activePaths, replayPath } from '../tools/lab/session'
import type { EnginePage } from './engines/engine-page'
import { expect, test, widths } from './engines/fixtures'
import { harnessScript } from './engines/harness-script'
import { expectNoAxeViolations } from './support/site'

const pageFile = pathToFileURL(join(rootDir, 'dist/machines/index.html')).href

/** A port no server listens on now, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/**
 * The dev server of `npm run machines` (its config, tools/lab/vite.config.ts), on a free port,
 * with a cache of its own (the engines' workers start one each at the same time).
 */
async function startDevServer() {
  const cacheDir = await mkdtemp(join(tmpdir(), 'machines-page-'))
  const server = await createViteServer({
    configFile: join(rootDir, 'tools/lab/vite.config.ts'),
    cacheDir,
    logLevel: 'error',
    server: { port: await freePort(), strictPort: true },
  })
  await server.listen()
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('The dev server gave no address')
  return {
    url,
    async close() {
      await server.close()
      await rm(cacheDir, { recursive: true, force: true })
    },
  }
}

/**
 * Opens the page at `url` (the built file's, or the dev server's), at a desktop's width, once it
 * shows its first machine: the quiz.
 */
async function openPage(site: EnginePage, url: string) {
  await site.setViewport(widths.desktop)
  await site.goto(url)
  // WebKit's harness comes through its proxy to the site, which neither page passes.
  if (!(await site.evaluate(() => '__e2e' in window))) await site.run(await harnessScript())
  await expect
    .poll(() => site.evaluate(() => document.querySelector('h2')?.firstChild?.textContent), url)
    .toBe(titleOf('quiz', 'quiz'))
}

/** Opens the page on one machine (its folder's name), chosen by its name for people. */
async function openMachine(site: EnginePage, name: string) {
  await openPage(site, pageFile)
  const title = titleOf(
    name,
    machineRegistry.find((entry) => entry.name === name)?.machine.id ?? '',
  )
  await site.click({ role: 'button', name: title, within: 'nav' })
  await expect
    .poll(() => site.evaluate(() => document.querySelector('h2')?.firstChild?.textContent))
    .toBe(title)
}

/** A button of the free run (events, clock, what the page would do), found by its name. */
const press = (site: EnginePage, name: string) =>
  site.click({ role: 'button', name, within: 'section[aria-label="Try it"]' })

function shown(site: EnginePage) {
  return site.evaluate(() => ({
    state: document.querySelector('[data-testid="state"]')?.textContent ?? '',
    context: [...document.querySelectorAll('[data-testid="context"]')].map((p) => p.textContent),
    lit: [...document.querySelectorAll('.diagram .lit')].map(
      (group) => (group as SVGGElement).dataset.path,
    ),
    accepted: [...document.querySelectorAll<HTMLButtonElement>('.buttons button')]
      .filter((button) => !button.disabled)
      .map((button) => button.textContent),
  }))
}

/**
 * What shows that the page's policy lets it work: every style element of the document took
 * effect (a refused one has no sheet), and the diagram's states are drawn with its own styles.
 */
function stylesApplied() {
  return {
    refused: [...document.querySelectorAll('style')].filter((style) => !style.sheet).length,
    stateFill: getComputedStyle(
      document.querySelector('.diagram [data-state="quiz.intro"] > rect') as Element,
    ).fill,
  }
}

/** Whether the page may open a WebSocket to `url` (the dev server's, for its hot updates). */
function socketOpens(url: string) {
  return new Promise<boolean>((resolve) => {
    try {
      const socket = new WebSocket(url, 'vite-ping')
      socket.onopen = () => {
        socket.close()
        resolve(true)
      }
      socket.onerror = () => resolve(false)
    } catch {
      resolve(false)
    }
  })
}

test('both commands serve a working page: the built file and `npm run machines`, each under its own policy', async ({
  site,
}) => {
  const dev = await startDevServer()
  try {
    for (const url of [pageFile, dev.url]) {
      // It opens on the quiz, which takes a tap.
      await openPage(site, url)
      await tap(site, quizIntro.start)
      expect((await visitorSees(site)).position, url).toBe(quizQuestionCopy.position(1))
      expect(await site.evaluate(stylesApplied), url).toEqual({
        refused: 0,
        stateFill: 'rgb(255, 255, 255)',
      })
    }
    const hot = new URL(dev.url)
    hot.protocol = 'ws:'
    expect(await site.evaluate(socketOpens, hot.href)).toBe(true)
  } finally {
    await dev.close()
  }
})

const visitorPanel = 'section[aria-label="The quiz, as a visitor sees it"]'

/** A button of the visitor's quiz, by its words. */
const tap = (site: EnginePage, name: string) =>
  site.click({ role: 'button', name, within: visitorPanel })

/** What the visitor's quiz shows, and what the page says of the machine's context. */
function visitorSees(site: EnginePage) {
  return site.evaluate((selector) => {
    const panel = document.querySelector(selector)
    const text = (css: string) => panel?.querySelector(css)?.textContent ?? ''
    return {
      position: text('.position'),
      heading: text('.screen-heading'),
      options: [...(panel?.querySelectorAll('.option') ?? [])].map((button) => button.textContent),
      focused: document.activeElement?.textContent ?? '',
      said: `${panel?.textContent} ${[...document.querySelectorAll('[data-testid="context"]')].map((p) => p.textContent).join(' ')}`,
    }
  }, visitorPanel)
}

/** The result the element `selector` finds shows (runs in the page). */
function resultIn(selector: string) {
  const result = document.querySelector(`${selector} [data-testid="result"]`)
  if (!result) return undefined
  const text = (css: string) => result.querySelector(css)?.textContent ?? ''
  return {
    badge: text('.badge'),
    title: text('.tier'),
    subtitle: text('.subtitle'),
    drivers: [...result.querySelectorAll('.drivers li')].map((item) => item.textContent),
    priority: text('.priority'),
  }
}

/** The words of answer `value` to question `question` (1-based), from the content. */
const optionOf = (question: number, value: number) =>
  quizQuestions[question - 1]?.options.find((option) => option.value === value)?.label ?? ''

/**
 * A visitor's answers to each tier, as the spec scores them: the score is their sum (10 or less
 * Low, 11 to 18 Moderate, above 18 High); what drove it, the heaviest answers but the priority's
 * (question 8), at most three, ties the most telling first (7, 5, 1, 3, 4, 2, 6).
 */
const plays = [
  { answers: [1, 1, 2, 1, 1, 1, 1, 2], badge: 'High Risk Score: 10/24', tier: 'low', drivers: [3] },
  {
    answers: [3, 2, 1, 3, 3, 2, 1, 2],
    badge: 'High Risk Score: 17/24',
    tier: 'moderate',
    drivers: [5, 1, 4],
  },
  {
    answers: [3, 3, 3, 3, 3, 2, 3, 3],
    badge: 'High Risk Score: 23/24',
    tier: 'high',
    drivers: [7, 5, 1],
  },
] as const

test('the quiz plays as a visitor plays it: START and one tap per answer to each tier, in the site’s words', async ({
  site,
}) => {
  await openPage(site, pageFile)
  const tierTitles = Object.values(quizResults.tiers).map((tier) => tier.title)
  for (const play of plays) {
    expect((await visitorSees(site)).heading).toBe(quizIntro.heading)
    await tap(site, quizIntro.start)
    for (const [index, value] of play.answers.entries()) {
      const question = quizQuestions[index]
      const sees = await visitorSees(site)
      expect(sees.position).toBe(quizQuestionCopy.position(index + 1))
      expect([sees.heading, sees.focused]).toEqual([question?.text, question?.text])
      expect(sees.options).toEqual(question?.options.map((option) => option.label))
      // No score and no tier before the last answer.
      expect(tierTitles.filter((title) => sees.said.includes(title))).toEqual([])
      expect(sees.said).not.toContain('Risk Score')
      await tap(site, optionOf(index + 1, value))
    }
    const result = await site.evaluate(resultIn, visitorPanel)
    const { focused } = await visitorSees(site)
    const tier = quizResults.tiers[play.tier]
    const expected = {
      badge: play.badge,
      title: tier.title,
      subtitle: tier.subtitle,
      drivers: play.drivers.map(
        (question) =>
          `${quizQuestions[question - 1]?.sign} ${driverLine(question, play.answers[question - 1] ?? 0)}`,
      ),
      priority: `${quizResults.drivers.priority.label}: ${quizResults.drivers.priority.text(optionOf(8, play.answers[7] ?? 0))}`,
    }
    expect(result, play.tier).toEqual(expected)
    expect(focused).toBe(tier.title)

    // The same answers typed at once show the same result straight away.
    await site.evaluate((answers) => {
      const field = document.querySelector<HTMLInputElement>('#eight-answers')
      if (!field) return
      field.value = answers
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }, play.answers.join(' '))
    const typed = await site.evaluate(resultIn, '.answers')
    expect(typed, `${play.tier}, typed`).toEqual(expected)
    await tap(site, 'Start over')
  }
})

test("the free run's buttons, own event and clock drive the machine, the diagram lit where it is", async ({
  site,
}) => {
  await openMachine(site, 'quiz')
  await site.click({ css: 'details.technical > summary' })
  await press(site, 'quiz.start')
  // The page's effects answer themselves: the scroll has settled.
  expect((await shown(site)).state).toBe('question › question.ready')
  await press(site, 'Start over')
  await site.click({ role: 'checkbox', name: "Step the page's effects by hand" })
  await press(site, 'quiz.start')
  expect((await shown(site)).state).toBe('question › question.settling')
  // A visitor's tap while the page scrolls is ignored, and the page says why in the machine's words.
  await tap(site, optionOf(1, 3))
  expect(await site.evaluate(() => document.querySelector('.visitor .ignored')?.textContent)).toBe(
    quizMachine.root.states.question?.states.settling?.on['answer.select']?.[0]?.description,
  )
  await tap(site, 'The scroll has settled')
  const ready = await shown(site)
  expect(ready.lit).toEqual(['question', 'question.ready'])
  expect(ready.accepted).not.toContain('answer.select (value 4)')
  await site.evaluate(() => {
    const own = document.querySelector<HTMLInputElement>('#own-event')
    if (own) own.value = '{"type": "answer.select", "value": 0}'
  })
  await press(site, 'Send')
  await expect
    .poll(() =>
      site.evaluate(() => document.querySelector('[data-testid="own-verdict"]')?.textContent),
    )
    .toMatch(/^Refused/)
  expect((await shown(site)).state).toBe('question › question.ready')

  await openMachine(site, 'video-loader')
  await press(site, 'To the next timer')
  await press(site, 'loadPlayerScript fails')
  expect((await shown(site)).state).toBe('retrying')
  await press(site, 'To the next timer')
  await press(site, 'loadPlayerScript fails')
  const blocked = await shown(site)
  expect(blocked.state).toBe('failed › failed.refused')
  expect(blocked.lit).toEqual(['failed', 'failed.refused'])
})

/**
 * Plays every path on the page to its end ("To the end"), reading what it shows after each: one
 * round trip per machine, the page's own buttons clicked in the page.
 */
function playEveryPath() {
  return [...document.querySelectorAll<HTMLElement>('li[data-path]')].map((item) => {
    item.querySelector<HTMLButtonElement>('button:last-of-type')?.click()
    return {
      path: item.dataset.path ?? '',
      state: document.querySelector('[data-testid="state"]')?.textContent ?? '',
      context: [...document.querySelectorAll('[data-testid="context"]')].map((p) => p.textContent),
    }
  })
}

test('every generated path ends on the page where the machine alone ends it, and nothing is asked for', async ({
  site,
}) => {
  for (const entry of machineRegistry) {
    await openMachine(site, entry.name)
    const words = labMachines[entry.name]?.words ?? contextAsData
    const expected = (await entry.pathSets()).flatMap((set, setIndex) =>
      set.paths.map((path, pathIndex) => {
        const end = replayPath(entry, set, path).at(-1) as AnyMachineSnapshot
        return {
          path: `${setIndex}-${pathIndex}`,
          state: activePaths(end.value).join(' › '),
          context: words(end),
        }
      }),
    )
    expect(await site.evaluate(playEveryPath), entry.name).toEqual(expected)
  }
  expect(await site.evaluate(() => performance.getEntriesByType('resource').length)).toBe(0)
})

test('axe finds nothing at a phone’s and a desktop’s width; on a phone the diagram covers nothing read or pressed', async ({
  site,
}) => {
  await openPage(site, pageFile)
  // Everything shown: the code names, each answer's pick, a result of eight answers.
  await site.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true
    const field = document.querySelector<HTMLInputElement>('#eight-answers')
    if (field) field.value = '3 2 1 3 3 2 1 2'
    field?.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await expectNoAxeViolations(site, 'the machines page at 1280 px')
  await site.setViewport(widths.phone)
  await expectNoAxeViolations(site, 'the machines page at 375 px')
  const covered = await site.evaluate(() =>
    [
      ...document.querySelectorAll(
        'main p, main li, main button, main input, main select, main summary, main label',
      ),
    ]
      .filter((item) => {
        // At the top of the screen, where a diagram that stayed in view would be.
        item.scrollIntoView({ block: 'start' })
        const box = item.getBoundingClientRect()
        const hit = document.elementFromPoint(
          box.x + Math.min(box.width / 2, 8),
          box.y + box.height / 2,
        )
        return hit !== null && hit.closest('.diagram') !== null && !item.closest('.diagram')
      })
      .map((item) => item.textContent),
  )
  expect(covered).toEqual([])
})
