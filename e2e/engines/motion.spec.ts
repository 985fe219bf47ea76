/**
 * Reduced motion in this project's engine, asked for the way a visitor's system asks for it:
 * Gecko's `ui.prefersReducedMotion` preference, WebKitGTK's GTK animations setting, Chromium's
 * emulated media feature. With it, no screen animates, nothing scrolls smoothly, and the quiz
 * jumps to the top of the next question at once; without it, the same checks do see motion.
 */
import { longMotions } from '../support/motion'
import type { EnginePage } from './engine-page'
import { expect, launchEngine, siteOriginOf, test } from './fixtures'
import { openScreen, screens, startQuiz } from './screens'
import { widths } from './viewports'

/** Short, so that the question screen scrolls: the next one must come back to the top. */
const shortPhone = { width: widths.phone.width, height: 480 }

/**
 * Scrolls question 1 to its foot, answers it by key with the clock held, and lets one frame
 * run: where the page is then is how far the scroll to the top got in one frame.
 */
async function scrollAfterOneFrame(site: EnginePage): Promise<{ from: number; after: number }> {
  await site.setViewport(shortPhone)
  await openScreen(site, { id: 'quiz', path: '/quiz', expectedProblems: [] })
  await startQuiz(site)
  const from = await site.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
    window.__engineWatch.clock.hold()
    return window.scrollY
  })
  await site.press('1')
  const after = await site.evaluate(() => {
    window.__engineWatch.clock.runFor(16)
    return window.scrollY
  })
  await site.evaluate(() => window.__engineWatch.clock.run())
  return { from, after }
}

const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches

test('without the preference the quiz moves: it animates and scrolls smoothly', async ({
  site,
}) => {
  await site.setViewport(widths.phone)
  await site.goto('/quiz')
  expect(await site.evaluate(prefersReducedMotion)).toBe(false)
  expect(await site.evaluate(longMotions)).not.toEqual([])
  const scroll = await scrollAfterOneFrame(site)
  expect(scroll.from).toBeGreaterThan(0)
  expect(scroll.after, 'one frame into a smooth scroll').toBeGreaterThan(0)
})

test('with reduced motion asked for, no screen animates and the quiz jumps to the top', async ({
  engine,
}, testInfo) => {
  test.setTimeout(120_000)
  const browser = await launchEngine(engine, {
    reducedMotion: true,
    siteOrigin: siteOriginOf(testInfo.project),
  })
  try {
    const site = await browser.newPage()
    for (const screen of screens) {
      await site.setViewport(widths.phone)
      await openScreen(site, screen)
      expect(await site.evaluate(prefersReducedMotion), 'the engine passes the setting on').toBe(
        true,
      )
      expect(await site.evaluate(longMotions), `motion on ${screen.id}`).toEqual([])
      expect(
        await site.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
        `scroll-behavior on ${screen.id}`,
      ).toBe('auto')
    }
    const scroll = await scrollAfterOneFrame(site)
    expect(scroll.from).toBeGreaterThan(0)
    expect(scroll.after, 'at the top after one frame').toBe(0)
    await site.close()
  } finally {
    await browser.close()
  }
})
