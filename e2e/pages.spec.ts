/**
 * Every page of the page table (src/pages.ts) and the quiz's inner screens, in this project's
 * engine: nothing goes wrong while it loads and is read (no console error or warning, uncaught
 * error, CSP violation or failed load; the sales pages' player, from its host, mounted), nothing
 * is wider than the screen from 320 px up (WCAG 2.2, 1.4.10 Reflow), every image arrives at a
 * phone's and a desktop's width, and nothing moves for ever (2.2.2 Pause, Stop, Hide; an endless
 * animation also keeps a phone's processor awake). Then with text spacing (WCAG 2.2, 1.4.12) as a
 * reading extension applies it (line height 1.5, paragraph spacing 2em, letter spacing 0.12em,
 * word spacing 0.16em), at 320, 375, 768 and 1280 px nothing scrolls sideways, no box that hides
 * its overflow cuts text off and no button's label spills out of it. Every button's label is on
 * one line at 320, 375 and 1280 px, the slim bars' too. The spacing comes in as a constructed
 * stylesheet, which the page's CSP allows. The not-found page logs the path it was asked for (its
 * status 404 is tests/hosts.test.ts's, on each host and npm start; its heading and way home, as
 * each page's head tags and one h1, tests/pages.test.tsx's). axe-core's rules run once, in
 * Chromium: e2e/axe.chromium.spec.ts.
 */

import { unknownPath } from '../src/pages'
import { expect, test, widths } from './engines/fixtures'
import { siteScreens } from './support/quiz'
import {
  buttonLabels,
  clippedText,
  open,
  readToTheEnd,
  spaceText,
  wrappedButtons,
} from './support/site'

/** The elements that run an animation with no end, by tag and class (runs in the page). */
function endlessAnimations(): string[] {
  return document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
    .map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target
      return target
        ? `${target.localName}.${[...target.classList].join('.')}`
        : 'a document animation'
    })
}

/** The not-found page logs the path it was asked for; no other screen logs anything. */
const notFoundLog = new RegExp(`^console\\.warn: .*${unknownPath}`)

test.describe('every page', () => {
  for (const screen of siteScreens) {
    test(`${screen.name}: loads clean, reflows from 320 px, shows every image, takes WCAG text spacing`, async ({
      site,
    }) => {
      test.slow()
      await open(site, screen.path)
      await screen.reach?.(site)
      // The sales pages' player is on its way from the host ~100 ms after the page mounts.
      await expect
        .poll(() => site.evaluate(() => document.querySelector('[data-status="loading"]')))
        .toBeNull()
      const wrapped: string[] = []
      for (const viewport of [widths.narrow, widths.phone, widths.desktop]) {
        await site.setViewport(viewport)
        wrapped.push(...(await wrappedButtons(site, `${viewport.width} px`)))
      }
      expect(wrapped, 'button labels not on one line').toEqual([])
      for (const viewport of [widths.phone, widths.desktop]) {
        await site.setViewport(viewport)
        await readToTheEnd(site)
      }
      expect(await site.evaluate(endlessAnimations), 'animations that never end').toEqual([])
      expect(await site.evaluate(spaceText), 'letter spacing applied').toBeGreaterThan(1)
      const spaced: Record<string, { sideways: number; clipped: string[]; spilled: string[] }> = {}
      for (const viewport of Object.values(widths)) {
        await site.setViewport(viewport)
        await site.evaluate(() => window.__e2e.painted())
        spaced[`${viewport.width} px`] = {
          sideways: await site.evaluate(() => {
            // Never under 0: a page that keeps its scrollbar's gutter (the quiz's) is narrower.
            const root = document.documentElement
            return Math.max(
              0,
              root.scrollWidth - root.clientWidth,
              document.body.scrollWidth - root.clientWidth,
            )
          }),
          clipped: await site.evaluate(clippedText, 'body'),
          spilled: (await site.evaluate(buttonLabels)).filter((b) => b.spills).map((b) => b.label),
        }
      }
      expect(spaced, 'with text spacing').toEqual(
        Object.fromEntries(
          Object.keys(spaced).map((width) => [width, { sideways: 0, clipped: [], spilled: [] }]),
        ),
      )
      const logs = screen.path === unknownPath ? [expect.stringMatching(notFoundLog)] : []
      expect(await site.evaluate(() => window.__e2e.problems)).toEqual(logs)
    })
  }
})
