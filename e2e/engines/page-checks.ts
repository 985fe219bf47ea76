/** Checks every engine test makes of the page it is on, whatever the engine. */
import type { EnginePage } from './engine-page'
import { expect } from './fixtures'

/** For states that change within frames (a scroll, an answer): look often. */
export const often = { intervals: [20, 50, 100] }

/**
 * Nothing went wrong on the page: no console error or warning, no uncaught error or rejection,
 * no CSP violation, no element that failed to load (see page-watch.ts). `expected` lists what
 * the test itself provoked.
 */
export async function expectNoProblems(site: EnginePage, expected: RegExp[] = []) {
  const problems = await site.evaluate(() => window.__engineWatch.problems)
  expect(problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)))).toEqual(
    [],
  )
}

/**
 * Every request of the page stayed on its origin, read from the Resource Timing API (which
 * every engine keeps, with or without a driver that intercepts).
 */
export async function expectNothingLeftTheOrigin(site: EnginePage) {
  const foreign = await site.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => /^https?:/.test(url) && new URL(url).origin !== location.origin),
  )
  expect(foreign).toEqual([])
}
