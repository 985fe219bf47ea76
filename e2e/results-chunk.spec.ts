/**
 * The quiz's results come as a chunk of their own (machines/results-loader), asked for as the
 * page starts. In every engine, with the site's test host stalling that one file or the whole
 * site (e2e/engines/site-host.ts): a visitor who goes offline mid-quiz still gets the results,
 * those of the answers given; a stalled chunk keeps the results' place a screen tall, and after
 * 15 s the visitor is told their answers are safe on the same screen, the heading where it was,
 * at its size and alignment. Each state of the loader, one by one, is
 * e2e/paths.spec.ts's: a stalled or failed chunk, Try again (tapped scrolled down, its screen at
 * the top, its heading focused and on screen) asking again at once while the first request still
 * hangs, and the results it brings; that patience is 15 s to the millisecond,
 * tests/results-loader.test.ts's.
 */

import { quizResultsLoading } from '../src/content/quiz'
import { expect, test, widths } from './engines/fixtures'
import { answerByKeys } from './support/quiz'
import {
  chunkFiles,
  expectResultsPlace,
  giveLastAnswer,
  heaviestAnswers,
  lightestAnswers,
  openAtLastQuestion,
  resultsTopParts,
  siteHost,
} from './support/results-chunk'
import { clock, expectNoProblems, often, open } from './support/site'

const { chunk, imports } = await chunkFiles()

/** The paths of the files the page has finished loading (the Resource Timing API). */
const loadedFiles = () =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
    .map((entry) => new URL(entry.name).pathname)

test('asked for as the page starts: offline mid-quiz, the results still come, with the answers given', async ({
  site,
}) => {
  const host = siteHost(site)
  await open(site, '/quiz')
  await expect
    .poll(() => site.evaluate(loadedFiles), often)
    .toEqual(expect.arrayContaining([chunk, ...imports]))
  await host.setOffline(true)
  await answerByKeys(site, heaviestAnswers.slice(0, -1))
  await giveLastAnswer(site)
  await expectResultsPlace(site, 'results')
  await host.setOffline(false)
  // Offline, a picture the results show lazily cannot come (the engine's own margin decides
  // which); the results themselves did.
  await expectNoProblems(site, [/^failed to load: .*\/images\//])
})

// The high tier's title takes two lines, the low tier's one: the shape takes the tier's. The high
// tier's at desktop width, where the results take two columns and its subtitle one line (the
// shape's two there moved the results 28 px up at 1280, review 34); the low tier's on a phone,
// its wait also seen at desktop width.
for (const [tier, answers, viewport] of [
  ['high', heaviestAnswers, widths.desktop],
  ['low', lightestAnswers, widths.phone],
] as const) {
  test(`a stalled chunk (${tier} tier, ${viewport.width} px): the results' place a screen tall while it waits, then told the answers are safe; the results land where it drew them`, async ({
    site,
  }) => {
    await site.setViewport(viewport)
    await openAtLastQuestion(site, chunk, answers)
    await giveLastAnswer(site, answers)
    await expectResultsPlace(site, 'waiting')
    const shape = await resultsTopParts(site)
    const main = await site.evaluate(() => [
      document.querySelector('main')?.getBoundingClientRect().height ?? 0,
      innerHeight,
    ])
    expect(main[0], 'a screen tall: the footer does not jump').toBeGreaterThanOrEqual(main[1] ?? 0)
    // The heading's top, size and alignment: one screen whose message changes.
    const headingPlace = () =>
      site.evaluate(() => {
        const heading = document.querySelector('main h1')
        const style = heading ? getComputedStyle(heading) : undefined
        return [
          Math.round((heading?.getBoundingClientRect().top ?? 0) + scrollY),
          style?.fontSize,
          style?.textAlign,
        ]
      })
    // From lg the dial's card stays, still, its top where it was (review 37: 5 px down at 1280).
    const cardTop = () =>
      site.evaluate(() =>
        Math.round(
          (document
            .querySelector('main svg[viewBox="44 56 232 130"]')
            ?.parentElement?.getBoundingClientRect().top ?? Number.NaN) + scrollY,
        ),
      )
    // The footer's top: slow, the screen keeps the wait's height, so the footer does not rise
    // (review 40: 415 px up at 375, 545-603 px at 1280, and back down as the results landed).
    const footerTop = () =>
      site.evaluate(() =>
        Math.round(
          (document.querySelector('footer')?.getBoundingClientRect().top ?? Number.NaN) + scrollY,
        ),
      )
    // The low tier's also at desktop width, the same screen resized: its one-line title's wait
    // took one line there and '…taking too long' two, and the card moved 35 px (rquiz39). The
    // heading stays where it was (review 44: from lg it jumped 86 px up), but from lg, where its
    // rows are centred against the card, by at most half a line: a one-line title's wait has a
    // line less than '…taking too long', and half of it goes above.
    const places = async () => {
      const at = async (width: number) => [
        ...(await headingPlace()),
        width >= 1024 ? await cardTop() : 0,
        await footerTop(),
      ]
      const seen = [await at(viewport.width)]
      if (viewport.width >= 1024) return seen
      await site.setViewport(widths.desktop)
      seen.push(await at(widths.desktop.width))
      await site.setViewport(viewport)
      return seen
    }
    const waitingPlace = await places()
    await clock.tick(site, 15_000)
    await expectResultsPlace(site, 'slow')
    const slowPlace = await places()
    expect(
      slowPlace.map(([, ...rest]) => rest),
      'told the answers are safe as it said it was waiting',
    ).toEqual(waitingPlace.map(([, ...rest]) => rest))
    for (const [at, [top, size]] of slowPlace.entries()) {
      const width = at === 0 ? viewport.width : widths.desktop.width
      const halfLine = width >= 1024 ? (Number.parseFloat(String(size)) * 1.25) / 2 : 0
      const moved = Math.abs(Number(top) - Number(waitingPlace[at]?.[0]))
      expect(moved, `the heading at ${width} px`).toBeLessThanOrEqual(halfLine)
    }
    await expect
      .poll(() => site.evaluate(() => document.body.textContent))
      .toContain(quizResultsLoading.failedText)
    await siteHost(site).release(chunk, 'serve')
    await expectResultsPlace(site, 'results', answers)
    // Within 4 px: the legend beside the dial is as wide as its words in the engine's face, which
    // the shape cannot know (WebKit's, 9 px narrower at 375, moves the dial 4 px). In two columns
    // the badge starts its column, so its centre is half its words' width, the engine's: there
    // only where each part's top is and how tall (WebKit's badge 32 px narrower at 1280).
    const landed = await resultsTopParts(site)
    const from = viewport.width >= 1024 ? 1 : 0
    const off = landed.flatMap((part, index) =>
      part
        .slice(from)
        .map((value, at) => Math.abs(value - (shape[index]?.[at + from] ?? Number.NaN))),
    )
    expect(
      off.every((each) => each <= 4),
      `the shape ${JSON.stringify(shape)}, the results ${JSON.stringify(landed)}`,
    ).toBe(true)
    await expectNoProblems(site)
  })
}
