/**
 * The quiz's results come as a chunk of their own (machines/results-loader), asked for as the
 * page starts. In every engine, with the site's test host failing or stalling that one file
 * (e2e/engines/site-host.ts): a visitor who goes offline mid-quiz still gets the results; a
 * stalled chunk and a failed one both come with Try again, which asks again at once, even while
 * the first request hangs; and the results that show are those of the answers given. Each state
 * of the loader, one by one, is e2e/paths.spec.ts's.
 */

import { quizResultsLoading } from '../src/content/quiz'
import { expect, test } from './engines/fixtures'
import { answerByKeys } from './support/quiz'
import {
  expectResultsPlace,
  failedChunkLoad,
  giveLastAnswer,
  heaviestAnswers,
  openAtLastQuestion,
  resultsChunkFiles,
  siteHost,
} from './support/results-chunk'
import { clock, expectNoProblems, often, open } from './support/site'

const { chunk, imports } = await resultsChunkFiles()

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
  expect(await host.requests(chunk)).toEqual([chunk])
  await host.setOffline(true)
  await answerByKeys(site, heaviestAnswers.slice(0, -1))
  await giveLastAnswer(site)
  await expectResultsPlace(site, 'results')
  await host.setOffline(false)
  await expectNoProblems(site)
})

test('a stalled chunk: told after 15 s, and Try again asks again at once while the first still hangs, whose late answer changes nothing', async ({
  site,
}) => {
  const host = siteHost(site)
  await openAtLastQuestion(site, chunk)
  await giveLastAnswer(site)
  await expectResultsPlace(site, 'waiting')
  const main = await site.evaluate(() => [
    document.querySelector('main')?.getBoundingClientRect().height ?? 0,
    innerHeight,
  ])
  expect(main[0], 'a screen tall: the footer does not jump').toBeGreaterThanOrEqual(main[1] ?? 0)
  await clock.tick(site, 15_000 - 1)
  await expectResultsPlace(site, 'waiting')
  await clock.tick(site, 1)
  await expectResultsPlace(site, 'slow')
  await expect
    .poll(() => site.evaluate(() => document.body.textContent))
    .toContain(quizResultsLoading.failedText)
  await host.setFile(chunk, 'serve')
  await site.click({ role: 'button', name: quizResultsLoading.retry, within: 'main' })
  await expectResultsPlace(site, 'results')
  expect(await host.requests(chunk)).toEqual([chunk, `${chunk}?retry=1`])
  expect(await host.held(chunk), 'the first request still hangs').toBe(1)
  expect(await site.evaluate(() => scrollY)).toBe(0)
  expect(await host.release(chunk, 'serve')).toBe(1)
  await expect.poll(() => site.evaluate(loadedFiles), often).toContain(chunk)
  await expectResultsPlace(site, 'results')
  await expectNoProblems(site)
})

test('a failed chunk: asked for again when the results fall due, then told, and Try again brings the results', async ({
  site,
}) => {
  const host = siteHost(site)
  await host.setFile(chunk, 'fail')
  await open(site, '/quiz')
  await answerByKeys(site, heaviestAnswers.slice(0, -1))
  expect(await host.requests(chunk)).toEqual([chunk])
  await giveLastAnswer(site)
  await expectResultsPlace(site, 'failed')
  expect(await host.requests(chunk)).toEqual([chunk, `${chunk}?retry=1`])
  await host.setFile(chunk, 'serve')
  await site.click({ role: 'button', name: quizResultsLoading.retry, within: 'main' })
  await expectResultsPlace(site, 'results')
  expect(await host.requests(chunk)).toEqual([chunk, `${chunk}?retry=1`, `${chunk}?retry=2`])
  await expectNoProblems(site, [failedChunkLoad])
})
