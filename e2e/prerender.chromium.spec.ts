/**
 * From a sales page, Chromium prerenders the quiz as a visitor reaches for "Take the quiz" (the
 * page's Speculation Rules, build/inline-scripts.ts, run under its own CSP), and a tap activates
 * it. Chromium only: Gecko and WebKit ignore the rules and simply navigate (every other quiz test
 * is theirs too). Chromium refuses to prerender in a tab Playwright drives, so the visit is
 * ops/prerender.ts's, in a Chromium Puppeteer drives; how soon the quiz answers is `npm run
 * bench`'s, which times the same visit.
 */
import { prerenderedVisit } from '../ops/prerender'
import { expect, test } from './engines/fixtures'

test('/: a hover on "Take the quiz" prerenders /quiz, inert and on its own origin, and the tap activates it', async ({
  baseURL,
}) => {
  const visit = await prerenderedVisit(baseURL ?? '')
  expect(visit).toMatchObject({
    afterHover: true,
    offOrigin: [],
    ranBeforeTap: false,
    activated: true,
  })
})
