/**
 * "Nothing leaves your device", enforced by the browser: the quiz is served with a policy that
 * allows it no connection (`connect-src 'none'`, build/headers.ts), so whatever script ran in it,
 * ours or an injected one, could send the answers nowhere. In every engine, the quiz page tries
 * each way a page sends something (fetch to its own origin and to the video host, a beacon, a
 * WebSocket): the browser refuses each as a `connect-src` violation, and the site never hears of
 * them; while the quiz still runs to its results, on a cold load and on a reload at the results
 * (a document of its own, as a tab resumed mid-quiz is); and at its results it has left nothing
 * in the browser (no cookie, local storage or IndexedDB; its session storage emptied). A landing
 * page is counted by its host, from its own request and its links' pings (src/lib/counting.ts): its
 * page stores nothing, its outbound links carry the ad's campaign and their pings the page,
 * variant and step, nothing else. Which policy each page and host sends, and what each host counts, is
 * tests/hosts.test.ts's.
 */

import { quizIntro } from '../src/content/quiz-intro'
import { vslVariants } from '../src/content/vsl'
import { builtLinks } from '../testing/built-site'
import type { EnginePage } from './engines/engine-page'
import { expect, test } from './engines/fixtures'
import { answerByKeys, expectResults, middleAnswers, reloadQuiz } from './support/quiz'
import { siteHost } from './support/results-chunk'
import { expectNoProblems, open } from './support/site'

/** Where the attempts go on the site: never a file of it, so any that arrived would show. */
const probe = '/__nothing-sent'
const videoOrigin = new URL((await builtLinks()).videoHost.scriptUrl).origin

interface Attempts {
  /** What became of each attempt, once it is known. */
  outcomes: Record<string, 'sent' | 'refused'>
  /** Each `securitypolicyviolation`: its directive and the URL it blocked. */
  violations: { directive: string; blocked: string }[]
}

/**
 * Tries to send the answers out by every way a page has (runs in the page). A fetch that the
 * browser refuses rejects; a beacon the browser will not queue returns false; a WebSocket it
 * refuses throws or errors. What each comes to is kept on `window` for the test to read.
 */
function attemptToSend({ site, video, path }: { site: string; video: string; path: string }) {
  const attempts: Attempts = { outcomes: {}, violations: [] }
  ;(window as unknown as { __attempts: Attempts }).__attempts = attempts
  document.addEventListener('securitypolicyviolation', (event) => {
    attempts.violations.push({ directive: event.violatedDirective, blocked: event.blockedURI })
  })
  const body = JSON.stringify({ answers: [3, 3, 3] })
  // An attempt that throws at once counts as refused, as one that rejects later.
  const settle = (name: string, sending: () => Promise<unknown>) =>
    Promise.resolve()
      .then(sending)
      .then(
        () => {
          attempts.outcomes[name] = 'sent'
        },
        () => {
          attempts.outcomes[name] = 'refused'
        },
      )
  settle('fetch', () => fetch(`${site}${path}/fetch`, { method: 'POST', body }))
  settle('fetch to the video host', () => fetch(`${video}${path}/fetch`, { mode: 'no-cors' }))
  settle('beacon', async () => {
    if (!navigator.sendBeacon(`${site}${path}/beacon`, body)) throw new Error('not queued')
  })
  settle(
    'WebSocket',
    () =>
      new Promise((opened, failed) => {
        const socket = new WebSocket(`${site.replace(/^http/, 'ws')}${path}/socket`)
        socket.addEventListener('open', opened)
        socket.addEventListener('error', failed)
      }),
  )
}

const readAttempts = () => (window as unknown as { __attempts: Attempts }).__attempts

/**
 * On the page as it is now: every attempt refused by the browser, each as a connect-src
 * violation of the URL it tried (a beacon the engine queued counts as refused once the
 * violation is reported: the request never goes out, which the site host's log then shows).
 */
async function expectEverySendingRefused(site: EnginePage, when: string) {
  const origin = await site.evaluate(() => location.origin)
  await site.evaluate(attemptToSend, { site: origin, video: videoOrigin, path: probe })
  const tried = [
    `${origin}${probe}/fetch`,
    `${videoOrigin}${probe}/fetch`,
    `${origin}${probe}/beacon`,
    `${origin.replace(/^http/, 'ws')}${probe}/socket`,
  ]
  await expect
    .poll(
      async () => {
        const { outcomes, violations } = await site.evaluate(readAttempts)
        return {
          fetch: outcomes.fetch,
          'fetch to the video host': outcomes['fetch to the video host'],
          WebSocket: outcomes.WebSocket,
          violations: [...new Set(violations.map((v) => `${v.directive} ${v.blocked}`))].sort(),
        }
      },
      { message: `${when}: what became of each attempt` },
    )
    .toEqual({
      fetch: 'refused',
      'fetch to the video host': 'refused',
      WebSocket: 'refused',
      violations: tried.map((url) => `connect-src ${url}`).sort(),
    })
}

test('the quiz can send nothing: fetch, beacon and WebSocket refused by the browser, on a cold load and on a reload at the results; it leaves nothing in the browser', async ({
  site,
}) => {
  const host = siteHost(site)

  await open(site, '/quiz')
  await expectEverySendingRefused(site, 'a cold load, at the intro')
  await answerByKeys(site, middleAnswers)
  await expectResults(site)
  expect(
    await site.evaluate(async () => ({
      cookie: document.cookie,
      localStorage: localStorage.length,
      // Not in every engine: where it is missing, there is nothing to list.
      indexedDB: (await indexedDB.databases?.())?.length ?? 0,
      sessionStorage: Object.keys(sessionStorage),
    })),
    'nothing left in the browser: the tab kept the quiz only while it was under way',
  ).toEqual({ cookie: '', localStorage: 0, indexedDB: 0, sessionStorage: [] })

  // A reload at the results is the way back: a fresh quiz at its intro.
  await reloadQuiz(site)
  await expect
    .poll(() => site.evaluate(() => document.querySelector('h1')?.textContent))
    .toBe(quizIntro.heading)
  await expectEverySendingRefused(site, 'a reload at the results')

  for (const kind of ['fetch', 'beacon', 'socket']) {
    expect(await host.requests(`${probe}/${kind}`), `${kind}: arrived at the site`).toEqual([])
  }
  await expectNoProblems(site, [/^CSP connect-src blocked /])
})

test('a variant of a landing page stores nothing; its links carry only the ad’s campaign, their pings only its page, variant and step', async ({
  site,
}) => {
  const { vslStoreUrl } = (await builtLinks()).outboundLinks
  await open(site, '/?v=b&utm_source=ad&ref=friend')
  const seen = await site.evaluate(() => ({
    heading: document.querySelector('h1')?.textContent,
    links: [
      ...new Set(
        [...document.querySelectorAll('a[data-outbound]')].map(
          (a) => `${a.getAttribute('href')} ${a.getAttribute('ping')}`,
        ),
      ),
    ].sort(),
    stored: [document.cookie, localStorage.length, sessionStorage.length],
  }))
  expect(seen).toEqual({
    heading: vslVariants.mainHeadlineB.hero.heading,
    links: [`${vslStoreUrl}?utm_source=ad /go/order?from=vsl&v=b`],
    stored: ['', 0, 0],
  })
})
