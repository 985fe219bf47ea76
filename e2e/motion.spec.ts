/**
 * Reduced motion, asked for the way a visitor's system asks for it (Gecko's
 * `ui.prefersReducedMotion`, WebKitGTK's GTK animations setting, Chromium's emulated media
 * feature): no screen animates, nothing scrolls smoothly, the quiz jumps to the top of the next
 * question at once. Without it, the same checks do see motion, so they can fail.
 */
import type { EnginePage } from './engines/engine-page'
import { expect, test } from './engines/fixtures'
import { siteScreens, startAtFirstQuestion } from './support/quiz'
import { clock, longMotions, open } from './support/site'

/**
 * Scrolls question 1 to its foot on a short screen, answers it by key with the clock held and
 * lets one frame run: where the page is then is how far the scroll to the top got in one frame.
 */
async function scrollAfterOneFrame(site: EnginePage) {
  await site.setViewport({ width: 375, height: 480 })
  await startAtFirstQuestion(site)
  const from = await site.evaluate(() => {
    scrollTo({ top: document.body.scrollHeight, behavior: 'instant' })
    return scrollY
  })
  await clock.hold(site)
  await site.press('1')
  await clock.tick(site, 16)
  return { from, after: await site.evaluate(() => scrollY) }
}

const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches

test('without the preference the quiz moves: it animates and scrolls smoothly', async ({
  site,
}) => {
  await open(site, '/quiz')
  expect(await site.evaluate(prefersReducedMotion)).toBe(false)
  expect(await site.evaluate(longMotions)).not.toEqual([])
  const scroll = await scrollAfterOneFrame(site)
  expect(scroll.from).toBeGreaterThan(0)
  expect(scroll.after, 'one frame into a smooth scroll').toBeGreaterThan(0)
})

test('with reduced motion asked for, no screen animates and the quiz jumps to the top', async ({
  reducedMotionSite: site,
}) => {
  // Every screen of the site, nine, in one browser that asks for reduced motion: 11 s alone in
  // WebKit, past the 42 s limit when two cores run three engines' tests at once.
  test.slow()
  for (const { name, path, reach } of siteScreens) {
    await open(site, path)
    await reach?.(site)
    expect(await site.evaluate(prefersReducedMotion), 'the engine passes the setting on').toBe(true)
    expect(await site.evaluate(longMotions), `motion on ${name}`).toEqual([])
    expect(
      await site.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      `scroll-behavior on ${name}`,
    ).toBe('auto')
  }
  const scroll = await scrollAfterOneFrame(site)
  expect(scroll.from).toBeGreaterThan(0)
  expect(scroll.after, 'at the top after one frame').toBe(0)
})
