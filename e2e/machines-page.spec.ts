/**
 * The machines page (tools/lab/, built by `npm run test:e2e` into dist/machines/) as a product
 * person uses it, opened from its file on disk: the free run's event buttons, its own event and
 * its clock drive the machine and light the diagram where it is (the quiz's START, a value off
 * the options refused; the video loader's second refusal lighting `failed.refused`); every
 * generated path, played to its end, shows the state and context the machine alone reaches; the
 * page asks for nothing; and on a phone the diagram stays in view without covering a button. The
 * free run's rules (eight answers to the results, 508 s to the countdown's end) are
 * tests/lab-session.test.ts's, on the page's own engine in Node.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AnyMachineSnapshot } from 'xstate'
import { rootDir } from '../build/build-dirs'
import { machineRegistry } from '../machines/registry'
import { contextAsData, labMachines } from '../tools/lab/machines'
import { activePaths, replayPath } from '../tools/lab/session'
import type { EnginePage } from './engines/engine-page'
import { expect, test, widths } from './engines/fixtures'
import { harnessScript } from './engines/harness-script'

const pageFile = pathToFileURL(join(rootDir, 'dist/machines/index.html')).href

async function openMachine(site: EnginePage, id: string) {
  await site.setViewport(widths.desktop)
  await site.goto(pageFile)
  // WebKit's harness comes through its proxy to the site, which a file does not pass.
  if (!(await site.evaluate(() => '__e2e' in window))) await site.run(await harnessScript())
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
