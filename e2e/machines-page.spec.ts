/**
 * The machines page (tools/lab/) as a product person uses it, opened as each command serves it:
 * the file `npm run machines:build` writes (built by `npm run test:e2e` into dist/machines/),
 * opened from disk, and the dev server `npm run machines` starts (here on a free port of its own).
 * Both work under their own Content-Security-Policy: the quiz shows and takes a tap, the
 * diagram is drawn with its own styles, and the dev server's hot updates may connect. The free
 * run's event buttons, its own event and its clock drive the machine and light the diagram where
 * it is (the quiz's START, a value off the options refused; the video loader's second refusal
 * lighting `failed.refused`); every generated path, played to its end, shows the state and
 * context the machine alone reaches; the page asks for nothing; and on a phone the diagram stays
 * in view without covering a button. The free run's rules (eight answers to the results, 508 s to
 * the countdown's end) are tests/lab-session.test.ts's, on the page's own engine in Node.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createServer as createViteServer } from 'vite'
import type { AnyMachineSnapshot } from 'xstate'
import { rootDir } from '../build/build-dirs'
import { machineRegistry } from '../machines/registry'
import { contextAsData, labMachines } from '../tools/lab/machines'
import { activePaths, replayPath } from '../tools/lab/session'
import type { EnginePage } from './engines/engine-page'
import { expect, test, widths } from './engines/fixtures'
import { harnessScript } from './engines/harness-script'

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

/** Opens the page at `url` (the built file's, or the dev server's), at a desktop's width. */
async function openPage(site: EnginePage, url: string) {
  await site.setViewport(widths.desktop)
  await site.goto(url)
  // WebKit's harness comes through its proxy to the site, which neither page passes.
  if (!(await site.evaluate(() => '__e2e' in window))) await site.run(await harnessScript())
}

async function openMachine(site: EnginePage, id: string, url = pageFile) {
  await openPage(site, url)
  await site.click({ role: 'button', name: id, within: 'nav' })
  await expect.poll(() => site.evaluate(() => document.querySelector('h2')?.textContent)).toBe(id)
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
      await openMachine(site, 'quiz', url)
      await press(site, 'quiz.start')
      expect((await shown(site)).state, url).toBe('question › question.settling')
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

test("the free run's buttons, own event and clock drive the machine, the diagram lit where it is", async ({
  site,
}) => {
  await openMachine(site, 'quiz')
  await press(site, 'quiz.start')
  expect((await shown(site)).state).toBe('question › question.settling')
  await press(site, 'scroll.settled')
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

  await openMachine(site, 'videoLoader')
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
    await openMachine(site, entry.machine.id)
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

test('on a phone the diagram stays in view above the free run, and none of its buttons is under it', async ({
  site,
}) => {
  await openMachine(site, 'quiz')
  await site.setViewport(widths.phone)
  const covered = await site.evaluate(() =>
    [...document.querySelectorAll('section[aria-label="Try it"] button')]
      .filter((button) => {
        button.scrollIntoView({ block: 'center' })
        const box = button.getBoundingClientRect()
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        const diagram = document.querySelector('.diagram')?.getBoundingClientRect()
        return !button.contains(hit) || !diagram || diagram.bottom <= 0
      })
      .map((button) => button.textContent),
  )
  expect(covered).toEqual([])
})
