/**
 * The quiz answers from its HTML before its JavaScript runs, in every engine (src/inline/early-taps.ts):
 * a double tap on START answers nothing, before the JavaScript and after it. React runs in the
 * browser as in the prerender: a hydration that finds other markup than React would draw is its
 * error, reported to the page (React error #418), which fails the check that nothing went wrong;
 * and an attribute React would not report is proved unchanged by the takeover test below.
 * The page's JavaScript is held back in the page itself: its entry script is kept from being
 * added until the test lets it. What each tap shows, before and after the hand-over (question 2,
 * the answer counted once), is e2e/paths.spec.ts's, by the early taps' chart and the quiz's
 * held-tap paths; taps while the HTML is still being read, and a quiz that cannot load,
 * e2e/early.chromium.spec.ts's. Taps taken over when every script comes late, on a slow line,
 * are e2e/slow-line.spec.ts's.
 */
import { quizQuestions } from '../src/content/quiz'
import { quizIntro } from '../src/content/quiz-intro'
import type { EnginePage } from './engines/engine-page'
import { expect, test } from './engines/fixtures'
import { openWithEntryHeld, runEntry } from './support/early-taps'
import { expectReady } from './support/quiz'
import { clock, expectNoProblems, open, waitForHydration } from './support/site'

/** What the visitor sees of the quiz, and whether its JavaScript has run (React's marks on #root). */
const seen = (site: EnginePage) =>
  site.evaluate(() => {
    const heading = document.querySelector('main h1')
    const visible = heading instanceof HTMLElement && heading.offsetParent !== null
    return {
      heading: visible ? (heading.textContent ?? '') : '',
      pressed: [...document.querySelectorAll('main li button[aria-pressed="true"]')].map(
        (button) => button.textContent,
      ),
      status: document.querySelector('[role="status"]')?.textContent ?? '',
      scriptRan: Object.keys(document.querySelector('#root > *') ?? {}).some((key) =>
        key.startsWith('__react'),
      ),
    }
  })

/**
 * A double tap on START, its second tap where START was: on the question that has just taken its
 * place. Marks the option of question 1 nearest START's middle once START is gone (within a
 * finger's 24 px: with the fallback face of a cold first visit START's middle may fall between two
 * options), and taps it (the page's clock held, so the two taps come within a double tap's time
 * however slow the driver).
 */
async function doubleTapStart(site: EnginePage) {
  const point = await site.evaluate((name) => {
    const start = [...document.querySelectorAll('button')].find((b) =>
      b.textContent?.includes(name),
    )
    const box = start?.getBoundingClientRect()
    return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }, quizIntro.start)
  await site.click({ role: 'button', name: quizIntro.start })
  const away = await site.evaluate(({ x, y }) => {
    const distance = (option: Element) => {
      const box = option.getBoundingClientRect()
      const inside = x >= box.left && x <= box.right
      return inside ? Math.max(0, box.top - y, y - box.bottom) : Number.POSITIVE_INFINITY
    }
    const [nearest] = [...document.querySelectorAll('main li button')].sort(
      (a, b) => distance(a) - distance(b),
    )
    nearest?.setAttribute('data-second-tap', '')
    return nearest ? distance(nearest) : Number.POSITIVE_INFINITY
  }, point ?? { x: 0, y: 0 })
  expect(away, 'the second tap lands on an option of question 1').toBeLessThanOrEqual(24)
  await site.click({ css: '[data-second-tap]' })
}

test('a double tap on START answers nothing, before the JavaScript and after it', async ({
  site,
}) => {
  await openWithEntryHeld(site)
  await clock.hold(site)
  await doubleTapStart(site)
  expect(await seen(site)).toMatchObject({
    heading: quizQuestions[0]?.text,
    pressed: [],
    status: '',
  })
  await clock.run(site)
  await runEntry(site)
  await expectReady(site, 1)

  await open(site, '/quiz')
  await waitForHydration(site)
  await clock.hold(site)
  await doubleTapStart(site)
  await clock.run(site)
  await expectReady(site, 1)
  expect(await seen(site)).toMatchObject({ pressed: [], scriptRan: true })
  await expectNoProblems(site)
})

test('the quiz’s JavaScript takes over the prerendered page as it is: no element lost or added', async ({
  site,
}) => {
  await openWithEntryHeld(site)
  const markup = () => document.getElementById('root')?.innerHTML
  const before = await site.evaluate(markup)
  await site.evaluate(() => {
    const prerendered = [...(document.getElementById('root')?.querySelectorAll('*') ?? [])]
    Object.assign(window, { prerendered })
  })
  await runEntry(site)
  const elements = await site.evaluate(() => {
    const was = (window as unknown as { prerendered: Element[] }).prerendered
    const now = [...(document.getElementById('root')?.querySelectorAll('*') ?? [])]
    return {
      lost: was.filter((element) => !now.includes(element)).map((element) => element.outerHTML),
      added: now.filter((element) => !was.includes(element)).map((element) => element.outerHTML),
    }
  })
  expect(elements).toEqual({ lost: [], added: [] })
  expect(await site.evaluate(markup), 'not an attribute or a word changed').toBe(before)
  await expectNoProblems(site)
})
