/**
 * Without JavaScript, in this project's engine with the page's scripts switched off (the
 * driver's still run): the quiz says why it cannot start where its start buttons would be; the
 * video box says it needs JavaScript; what follows the first screen has its CSS; and the sections
 * that wait to be laid out are never on the first screen. That every page is whole at its own URL
 * with its words, headings and links, which the HTML holds the same in every engine, is
 * e2e/no-js.chromium.spec.ts's.
 */

import { quizIntro } from '../src/content/quiz-intro'
import { videoBoxCopy } from '../src/content/video-box'
import { deferredAttribute } from '../src/effects/deferred-sections'
import { sitePages } from '../src/pages'
import { expect, test } from './engines/fixtures'

const sales = sitePages.filter(
  (page) => page.routed && (page.kind === 'vsl' || page.kind === 'advertorial'),
)

/** The page's height in px (runs in the page). */
const pageHeight = () => document.documentElement.scrollHeight

test('/quiz without JavaScript says why instead of offering start buttons that do nothing', async ({
  noScriptSite: site,
}) => {
  await site.goto('/quiz')
  const seen = await site.evaluate(() => {
    const { queryAllByRole } = window.TestingLibraryDom
    return {
      heading: document.querySelector('h1')?.textContent,
      buttons: queryAllByRole(document.body, 'button').length,
      // Each start button is replaced by the note where it stood: the hero's, the score block's
      // and the closing's.
      notes: [...document.querySelectorAll('main noscript > p')].map((note) => [
        note.textContent,
        note.checkVisibility(),
      ]),
      // Nothing else looks clickable: every element with a pointer cursor is in a link.
      deadControls: [...document.querySelectorAll('body *')]
        .filter(
          (element) =>
            getComputedStyle(element).cursor === 'pointer' && !element.closest('a[href]'),
        )
        .map((element) => element.outerHTML.slice(0, 120)),
    }
  })
  const note = [`${quizIntro.noScript.title}${quizIntro.noScript.text}`, true]
  expect(seen).toEqual({
    heading: quizIntro.heading,
    buttons: 0,
    notes: [note, note, note],
    deadControls: [],
  })
})

for (const page of sales) {
  test(`${page.url} without JavaScript: the video box says the video needs it, with nothing that waits or plays`, async ({
    noScriptSite: site,
  }) => {
    await site.goto(page.url)
    const box = await site.evaluate(() => {
      const box = document.querySelector('[data-slot="video-box"]') as HTMLElement
      const shown = (selector: string) =>
        [...box.querySelectorAll(selector)].filter((element) => element.checkVisibility()).length
      return {
        named: !!box.getAttribute('aria-label')?.trim(),
        note: [...box.querySelectorAll('noscript > div')].map((note) => [
          note.textContent,
          note.checkVisibility(),
        ]),
        status: shown('[role=status]'),
        playMark: shown('[data-slot="video-play-mark"]'),
        buttons: window.TestingLibraryDom.queryAllByRole(box, 'button').length,
        height: box.getBoundingClientRect().height,
        boxes: document.querySelectorAll('[data-slot="video-box"]').length,
      }
    })
    expect(box).toEqual({
      named: true,
      note: [[`${videoBoxCopy.noScript}${videoBoxCopy.noScriptHint}`, true]],
      status: 0,
      playMark: 0,
      buttons: 0,
      height: expect.any(Number),
      boxes: 1,
    })
    expect(box.height).toBeGreaterThanOrEqual(300)
  })

  test(`${page.url} without JavaScript: what follows the first screen has the rest of the page’s CSS, inline in the page`, async ({
    noScriptSite: site,
  }) => {
    // The footer's dark ground is a rule only the rest of the CSS has (build/first-screen.ts):
    // without it the footer would be transparent, its light words on the page's white.
    await site.goto(page.url)
    const seen = await site.evaluate(() => ({
      sheets: [...document.styleSheets].map((sheet) => sheet.ownerNode?.parentElement?.localName),
      footer: getComputedStyle(document.getElementById('site-footer') as Element).backgroundColor,
    }))
    expect(seen.sheets).toEqual(['head', 'svg'])
    expect(seen.footer).not.toBe('rgba(0, 0, 0, 0)')
  })

  test(`${page.url}: nothing on the first screen waits to be laid out, on a phone, a desktop or a tall one`, async ({
    noScriptSite: site,
  }) => {
    // The first paint shows a waiting section at its stand-in height; were one on the first
    // screen, the page would jump when it is laid out. Without JavaScript nothing is laid out
    // early, so the stand-ins stay where that first paint had them. The page's height with them
    // is near its height laid out whole, so the scroll bar barely moves as they are laid out
    // (round 8: `/` at 375 was 16,724 px with them, 9,499 px laid out). Within 12 %: the stand-ins
    // are a phone's and a desktop's, and a 430 px phone's sections are shorter (WebKit: 10.7 %).
    await site.goto(page.url)
    const heights: Record<string, { standingIn: number; whole: number }> = {}
    for (const size of [
      { width: 375, height: 740 },
      { width: 430, height: 932 },
      { width: 1280, height: 800 },
      { width: 1280, height: 1440 },
    ]) {
      await site.setViewport(size)
      const tops = await site.evaluate(
        (attribute) =>
          [...document.querySelectorAll(`[${attribute}]`)].map(
            (part) => part.getBoundingClientRect().top,
          ),
        deferredAttribute,
      )
      expect(tops.length, 'some sections wait').toBeGreaterThan(0)
      expect(Math.min(...tops), `${size.width}x${size.height}`).toBeGreaterThanOrEqual(size.height)
      heights[size.width] ??= { standingIn: await site.evaluate(pageHeight), whole: 0 }
    }
    await site.evaluate(() => {
      document.documentElement.dataset.layout = 'whole'
    })
    for (const [width, seen] of Object.entries(heights)) {
      await site.setViewport({ width: Number(width), height: 800 })
      seen.whole = await site.evaluate(pageHeight)
    }
    for (const [width, { standingIn, whole }] of Object.entries(heights)) {
      expect(
        Math.abs(standingIn / whole - 1),
        `${width}px: ${standingIn} px, ${whole} laid out`,
      ).toBeLessThanOrEqual(0.12)
    }
  })
}
