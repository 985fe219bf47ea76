/**
 * The machines page (lab/) as a product person uses it, opened as each command serves it:
 * the file `npm run machines:build` writes (built by `npm run test:e2e` into dist/machines/),
 * opened from disk, and the dev server `npm run machines` starts (here on a free port of its own).
 * Both work under their own Content-Security-Policy: the page opens on the quiz, which takes a
 * tap, the diagram is drawn with its own styles, and the dev server's hot updates may connect.
 * The quiz plays as a visitor plays it, START and one tap per answer to each risk level, in the
 * site's words (the content's, never retyped), and the same answers typed at once show the same
 * result. The free run's buttons (in words), own event and clock drive the machine and light the
 * diagram where it is; a named situation of each timed machine ends where it names, said in words,
 * in a diagram in words that the code names replace on demand; every generated path, played to its
 * end, shows the state and context the machine alone reaches; the page asks for nothing; axe finds
 * nothing at 375 and 1280 px, on the quiz and on a timed machine, and on a phone the diagram covers
 * nothing read or pressed. The rules behind these (the effects answered or stepped by hand, eight
 * answers at once for all 6,561 answer sets, 508 s to the countdown's end, every situation's end,
 * the rules tables, the words of every arrow) are tests/lab-session.test.ts's,
 * tests/lab-quiz.test.ts's, tests/lab-situations.test.ts's and tests/lab-words.test.ts's, in Node. "What changed"
 * shows the comparison built into the page, a changed guard and a path played on both revisions
 * side by side (what the comparison finds is tests/lab-compare.test.ts's).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createServer as createViteServer } from 'vite'
import type { AnyMachineSnapshot } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { rootDir } from '../build/build-dirs'
import { exampleComparison, exampleLabel } from '../lab/compare-example'
import { contextAsData, labMachines, titleOf } from '../lab/machines'
import { activePaths, replayPath } from '../lab/session'
import { actorWords, eventInWords, eventWords } from '../lab/words'
import { quizMachine } from '../machines/quiz/quiz.machine'
import { machineRegistry } from '../machines/registry'
import { quizQuestionCopy, quizQuestions } from '../src/content/quiz'
import { quizIntro } from '../src/content/quiz-intro'
import { driverLine, quizResults } from '../src/content/quiz-results'
import { questionSign } from '../src/content/quiz-signs'
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
 * The dev server of `npm run machines` (its config, lab/vite.config.ts), on a free port,
 * with a cache of its own (the engines' workers start one each at the same time).
 */
async function startDevServer() {
  const cacheDir = await mkdtemp(join(tmpdir(), 'machines-page-'))
  const server = await createViteServer({
    configFile: join(rootDir, 'lab/vite.config.ts'),
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
    // The picture shown: in words, or by the code names on demand.
    lit: [...document.querySelectorAll('.diagram .lit')]
      .filter((group) => group.getClientRects().length > 0)
      .map((group) => (group as SVGGElement).dataset.path),
    // The events offered now, in words (their code names show on demand).
    accepted: [...document.querySelectorAll<HTMLButtonElement>('.buttons button')]
      .filter((button) => !button.disabled)
      .map((button) => button.querySelector('.in-words')?.textContent),
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
          `${questionSign(question)} ${driverLine(question, play.answers[question - 1] ?? 0)}`,
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
  await press(site, eventWords['quiz.start'] ?? '')
  // The page's effects answer themselves: the scroll has settled.
  expect((await shown(site)).state).toBe('question › question.ready')
  await press(site, 'Start over')
  await site.click({ role: 'checkbox', name: "Step the page's effects by hand" })
  await press(site, eventWords['quiz.start'] ?? '')
  expect((await shown(site)).state).toBe('question › question.settling')
  // A visitor's tap while the page scrolls is ignored, and the page says why in the machine's words.
  await tap(site, optionOf(1, 3))
  expect(await site.evaluate(() => document.querySelector('.visitor .ignored')?.textContent)).toBe(
    quizMachine.root.states.question?.states.settling?.on['answer.select']?.[0]?.description,
  )
  await tap(site, 'The scroll has settled')
  const ready = await shown(site)
  expect(ready.lit).toEqual(['question', 'question.ready'])
  expect(ready.accepted).toContain(eventInWords({ type: 'answer.select', value: 3 }))
  expect(ready.accepted).not.toContain(eventInWords({ type: 'answer.select', value: 4 }))
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
  await press(site, actorWords.loadPlayerScript?.error ?? '')
  expect((await shown(site)).state).toBe('retrying')
  await press(site, 'To the next timer')
  await press(site, actorWords.loadPlayerScript?.error ?? '')
  const blocked = await shown(site)
  expect(blocked.state).toBe('failed › failed.refused')
  expect(blocked.lit).toEqual(['failed', 'failed.refused'])
})

/** What the Situations panel says where the situation played ends, and the picture shown. */
function situationEnd() {
  const end = document.querySelector('.situation-end')
  const picture = [...document.querySelectorAll('.diagram svg')].find(
    (svg) => svg.getClientRects().length > 0,
  )
  return {
    words: end?.querySelector('.ends-in')?.textContent ?? '',
    code: end?.querySelector('code')?.textContent ?? '',
    said: end?.textContent ?? '',
    picture: picture?.getAttribute('class') ?? '',
    lit: [...(picture?.querySelectorAll('.lit') ?? [])].map(
      (group) => (group as SVGGElement).dataset.path,
    ),
  }
}

/**
 * A named situation of each timed machine, the state the situation names and what the page says
 * of the machine there, by the spec: 508 s less five minutes hidden is 3:28; a host that never
 * answers is given up on after four attempts.
 */
const situationsPlayed = [
  {
    machine: 'countdown',
    situation: 'The tab comes back after five minutes',
    ends: ['running'],
    says: 'Shows 3:28 (208 s left).',
  },
  {
    machine: 'video-loader',
    situation: "The player's host never answers",
    ends: ['failed', 'failed.exhausted'],
    says: 'Failed attempts this round: 4; refused in a row: 0.',
  },
  {
    machine: 'results-loader',
    situation: 'The results fail twice, then load',
    ends: ['loaded'],
    says: 'The results can show.',
  },
] as const

test('each timed machine plays a named situation to the state it names, in words; the diagram speaks words, code names on demand; axe finds nothing', async ({
  site,
}) => {
  await openPage(site, pageFile)
  for (const played of situationsPlayed) {
    const entry = machineRegistry.find(({ name }) => name === played.machine)
    const title = titleOf(played.machine, entry?.machine.id ?? '')
    await site.click({ role: 'button', name: title, within: 'nav' })
    await site.click({
      role: 'button',
      name: played.situation,
      within: 'section[aria-label="Situations"]',
    })
    const innermost = played.ends.at(-1) ?? ''
    const state =
      entry && getStateNodes(entry.machine).find((node) => node.path.join('.') === innermost)
    await expect
      .poll(() => site.evaluate(situationEnd), played.situation)
      .toMatchObject({
        words: state?.description,
        code: innermost,
        picture: 'labels-words',
        lit: [...played.ends],
      })
    expect((await site.evaluate(situationEnd)).said).toContain(played.says)
  }
  // A timed machine's own parts (its situations, one played, its rules) pass axe at both widths,
  // in words and by the code names, and on a phone its diagram covers nothing read or pressed.
  await expectNoAxeViolations(site, 'the results loader at 1280 px')
  // "Show the code names" swaps the picture in words for the one by the code names.
  await site.click({ role: 'checkbox', name: 'Show the code names' })
  expect(await site.evaluate(situationEnd)).toMatchObject({
    picture: 'labels-code',
    lit: ['loaded'],
  })
  await site.setViewport(widths.phone)
  await expectNoAxeViolations(site, 'the results loader by its code names at 375 px')
  expect(await site.evaluate(coveredByTheDiagram)).toEqual([])
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
  expect(await site.evaluate(coveredByTheDiagram)).toEqual([])
})

/** What is read or pressed that the diagram covers on the screen (runs in the page). */
function coveredByTheDiagram() {
  return [
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
    .map((item) => item.textContent)
}

test('what changed since another revision: the changed guard, a path played on both side by side, an approval', async ({
  site,
}) => {
  // `npm run test:e2e` built the page with lab/compare-example.ts's comparison.
  const quiz = (await exampleComparison()).machines.find((machine) => machine.name === 'quiz')
  const [path] = quiz?.paths ?? []
  await openPage(site, pageFile)
  await site.click({ role: 'button', name: 'What changed', within: 'nav' })
  await site.click({ css: '.path-differences > li:first-child summary' })
  await site.click({ role: 'checkbox', name: 'I approve what changed in the quiz' })
  const shows = await site.evaluate(() => {
    const section = document.querySelector('section[aria-label="The quiz: what changed"]')
    const texts = (css: string) =>
      [...(section?.querySelectorAll(css) ?? [])].map((node) => node.textContent)
    return {
      heading: document.querySelector('h2')?.textContent,
      sections: [...document.querySelectorAll('section.compared h3')].map((h) => h.textContent),
      changed: texts('.changes > li > p'),
      summary: section?.querySelector('.path-difference summary')?.textContent,
      // Each step of the first path as played before and now, and whether it is marked.
      steps: [...(section?.querySelectorAll('.path-difference[open] tbody tr') ?? [])].map((row) =>
        [...row.querySelectorAll('td')].slice(2).map((cell) => cell.textContent),
      ),
      note: document.querySelector<HTMLTextAreaElement>('#approval-note')?.value ?? '',
    }
  })
  expect(shows.heading).toBe(`What changed since ${exampleLabel}`)
  expect(shows.sections).toEqual([titleOf('quiz', 'quiz')])
  expect(shows.changed).toEqual(['Changed isLastQuestionAnswered'])
  expect(shows.summary).toContain(path?.now?.words)
  expect(shows.steps).toEqual(
    path?.now?.states.map((now, index) => {
      const before = path.before?.states[index] ?? ''
      return [before, now, before === now ? '' : 'differs']
    }),
  )
  expect(shows.steps.some(([, , mark]) => mark === 'differs')).toBe(true)
  expect(shows.note).toContain(`${titleOf('quiz', 'quiz')}: 1 change in its structure`)
  await expectNoAxeViolations(site, 'what changed, a path open')
})
