/**
 * From a sales page, Chromium prerenders the quiz as a visitor reaches for "Take the quiz": the
 * page's Speculation Rules (build/inline-scripts.ts), run under its own CSP. Chromium only: Gecko
 * and WebKit ignore the rules and simply navigate (every other quiz test is theirs too). The
 * prerender itself cannot be watched here: Chromium refuses one in a tab DevTools drives
 * (`PrerenderingDisabledByDevTools`), as every test's tab is. That the prerendered quiz runs no
 * script before the visit is src/effects/visit.ts's, and asks nothing of another origin its CSP's.
 */
import { expect, test } from './engines/fixtures'

test('/: its Speculation Rules run, and a hover on "Take the quiz" has Chromium prerender /quiz', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page)
  const ruleSets: { errorType?: string }[] = []
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet))
  const prerenders: string[] = []
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
    for (const { key } of preloadingAttemptSources)
      if (key.action === 'Prerender') prerenders.push(new URL(key.url).pathname)
  })
  await cdp.send('Preload.enable')
  await page.goto('/', { waitUntil: 'load' })
  expect(ruleSets.map((set) => set.errorType ?? 'valid')).toEqual(['valid'])
  expect(prerenders, 'nothing before the visitor reaches for the link').toEqual([])
  // The checklist's ways on show once a sign is ticked: the quiz among them.
  await page.locator('#warning-signs input[type=checkbox]:visible').first().check()
  await page.locator('a[href="/quiz"]', { hasText: 'Take the quiz' }).hover()
  await expect.poll(() => prerenders).toContain('/quiz')
})
