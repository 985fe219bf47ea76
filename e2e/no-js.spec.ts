/**
 * Without JavaScript, in this project's engine with the page's scripts switched off (the
 * driver's still run): a visitor reads every heading and gets every link they would with it, the
 * order and masterclass links to the store and masterclass themselves (that
 * each link goes somewhere and each image is sized, tests/pages.test.tsx): on the pages
 * prerendered whole, and on the sales pages, whose article below the first screen comes with their
 * scripts (build/later-slots.ts), on the page whole they are sent to; but for the quiz, whose intro
 * below its first screen comes with its scripts, and which says why it cannot start; the video box says it needs
 * JavaScript; and the sections that wait to be laid out are never on the first screen.
 */

import { wholeUrl } from '../build/later-slots'
import { quizIntro } from '../src/content/quiz-intro'
import { videoBoxCopy } from '../src/content/video-box'
import { deferredAttribute } from '../src/effects/deferred-sections'
import { sitePages } from '../src/pages'
import type { EnginePage } from './engines/engine-page'
import { expect, test } from './engines/fixtures'
import { open } from './support/site'

const routed = sitePages.filter((page) => page.routed)
const sales = routed.filter((page) => page.kind === 'vsl' || page.kind === 'advertorial')

/**
 * Opens `page` as a browser without scripts: a sales page's HTML sends it on to the page whole
 * (tests/build-scripts.test.ts), which it opens.
 */
const openWithoutScripts = (site: EnginePage, page: (typeof routed)[number]) =>
  site.goto(sales.includes(page) ? wholeUrl(page.file) : page.url)

/**
 * What a page offers a reader: its headings in order and every link's target, and for a link
 * that leaves the site, where it opens, its `rel` and its ping.
 */
const outline = (site: EnginePage) =>
  site.evaluate(() => ({
    headings: window.TestingLibraryDom.queryAllByRole(document.body, 'heading').map(
      (heading) => `${heading.tagName} ${heading.textContent?.trim()}`,
    ),
    links: [...document.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? ''),
    outbound: [...document.querySelectorAll('a[data-outbound]')].map((link) =>
      ['href', 'target', 'rel', 'ping'].map((name) => link.getAttribute(name)).join(' '),
    ),
  }))

/** An order or masterclass link as it must be: the store's or masterclass's own URL, pinging. */
const plainCountedLink =
  /^https:\/\/[^ ]+ _blank noopener noreferrer \/go\/(order|masterclass)\?from=[a-z]+$/

for (const page of routed.filter((page) => page.kind !== 'quiz')) {
  test(`${page.url} without JavaScript: the headings and links it shows with it`, async ({
    site,
    noScriptSite,
  }) => {
    await open(site, page.url)
    const withJs = await outline(site)
    await openWithoutScripts(noScriptSite, page)
    const withoutJs = await outline(noScriptSite)
    expect(withoutJs).toEqual(withJs)
    expect(withoutJs.headings.length, 'a page of sections, not a shell').toBeGreaterThan(3)
    // Scripts on and off, every order and masterclass link of a sales page is the external URL
    // itself, in a new tab, with no opener, counted by its ping to the site (src/lib/counting.ts).
    if (sales.includes(page)) {
      expect(withoutJs.outbound.length).toBeGreaterThan(1)
      for (const link of withoutJs.outbound) expect(link).toMatch(plainCountedLink)
    }
  })
}

test('/quiz without JavaScript says why instead of offering start buttons that do nothing', async ({
  noScriptSite: site,
}) => {
  await site.goto('/quiz')
  const seen = await site.evaluate(() => {
    const { queryAllByRole } = window.TestingLibraryDom
    return {
      heading: document.querySelector('h1')?.textContent,
      buttons: queryAllByRole(document.body, 'button').length,
      // The start button is replaced by the note where it stood: the hero's, the one the page's
      // HTML has (the score block's and the closing's come with the scripts).
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
    notes: [note],
    deadControls: [],
  })
})

for (const page of sales) {
  test(`${page.url} without JavaScript: the video box says the video needs it, with nothing that waits or plays`, async ({
    noScriptSite: site,
  }) => {
    await openWithoutScripts(site, page)
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

  test(`${page.url}: nothing on the first screen waits to be laid out, on a phone, a desktop or a tall one`, async ({
    noScriptSite: site,
  }) => {
    // The first paint shows a waiting section at its stand-in height; were one on the first
    // screen, the page would jump when it is laid out. Without JavaScript nothing is laid out
    // early, so the stand-ins stay where that first paint had them.
    await openWithoutScripts(site, page)
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
    }
  })
}
