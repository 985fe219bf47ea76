/**
 * The inline <head> script (src/inline/early-taps.ts) exactly as the build bundles and writes it,
 * run by jsdom in a page of its own, as a browser runs it: first in <head>, before the rest of the
 * page is parsed. Taps come while the document is still loading, as they do on a slow phone.
 * Which parameters a link gets, and that a link with none to get is left as written, is
 * tests/campaign.test.ts's: the script forwards through the same `withCampaignParams`. On the quiz,
 * what the chart's paths leave out: number keys, other buttons, a broken image, a kept quiz's
 * intro hidden before it paints for the shape of where it resumes. Every generated path of the chart (machines/early-taps) is played
 * in the three engines by e2e/paths.spec.ts; taps while the HTML is still read, and a quiz whose
 * entry or imports fail to load, are e2e/early.chromium.spec.ts's.
 */
import { createRequire } from 'node:module'
import FakeTimers from '@sinonjs/fake-timers'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  bundleEarlyTaps,
  type EarlyTaps,
  earlyQuestionTag,
  earlyTapsTag,
  heldStatusTag,
} from '../build/inline-scripts'
import { doubleTapMs } from '../machines/early-taps/early-taps.machine'
import { keptText, replay } from '../machines/quiz/quiz.persistence'
import { quizLoading } from '../src/content/quiz'
import { forwardedParams, landingSearch } from '../testing/campaign-cases'

/** What the tab keeps after `answers`, at its last kept step (the last one's beat, after all). */
function keptQuiz(answers: readonly number[]): string {
  const kept = replay(answers).findLast((snapshot) => snapshot.hasTag('kept'))
  return (kept && keptText(kept)) ?? ''
}

/** The part of jsdom's API this test uses (jsdom ships no types of its own). */
type JsdomWindow = Window & typeof globalThis
type JsdomOptions = {
  url: string
  runScripts: 'dangerously'
  beforeParse: (tab: JsdomWindow) => void
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: JsdomOptions) => { window: JsdomWindow }
}

/** The page's clock, its timers moved by hand. */
type InstalledClock = ReturnType<typeof FakeTimers.install>

const store = 'https://store.example/products/kit?variant=1'
let scripts: EarlyTaps = { quiz: '', page: '' }
beforeAll(async () => {
  scripts = await bundleEarlyTaps()
})

/**
 * A page as the build writes it, opened at `search` in a tab whose session storage holds `kept`;
 * jsdom has parsed it but not yet finished.
 */
function openPage(
  body: string,
  { search = '', holdClicks = false, kept = {} as Record<string, string>, beforeRoot = '' } = {},
): JsdomWindow & { clock: InstalledClock } {
  let clock: InstalledClock | undefined
  const status = holdClicks ? heldStatusTag() : ''
  const html = `<!doctype html><html><head><title>CellWise Health quiz</title>${earlyTapsTag(scripts, { holdClicks })}</head><body>${status}${beforeRoot}<div id="root">${body}</div></body></html>`
  const { window } = new JSDOM(html, {
    url: `https://site.example/${search}`,
    runScripts: 'dangerously',
    beforeParse: (tab) => {
      // jsdom lays nothing out and cannot scroll: the script's scroll to the top is the browsers'.
      tab.scrollTo = () => {}
      for (const [key, value] of Object.entries(kept)) tab.sessionStorage.setItem(key, value)
      // The page's timers (the chart's delays) move only when a test moves them.
      clock = FakeTimers.withGlobal(tab).install({ toFake: ['setTimeout', 'clearTimeout'] })
    },
  })
  // Parsed ('interactive' since jsdom 31, 'loading' before); DOMContentLoaded comes on a later task.
  expect(window.document.readyState).not.toBe('complete')
  if (!clock) throw new Error('jsdom ran no beforeParse')
  return Object.assign(window, { clock })
}

/**
 * Sends `type` to `target` as the browser would and returns the link's href as the page's own
 * listeners see it: what the browser then follows, opens or copies (jsdom does not navigate).
 */
function hrefOnEvent(window: JsdomWindow, target: Element, type: string): string | null {
  const link = target.closest('a')
  let seen: string | null = null
  const look = (event: Event) => {
    seen = link?.getAttribute('href') ?? null
    event.preventDefault()
  }
  window.addEventListener(type, look)
  target.dispatchEvent(new window.Event(type, { bubbles: true, cancelable: true }))
  window.removeEventListener(type, look)
  return seen
}

const orderPage = `
  <a data-outbound="" href="${store}" target="_blank"><span>Order now</span></a>
  <a href="/quiz">Take the quiz</a>
  <a href="https://elsewhere.example/">Not outbound</a>`

/** Every way a link gets followed, opened or copied, by the event that starts it. */
const ways = [
  ['a tap or click', 'click'],
  ['a press (touch, pen or mouse)', 'pointerdown'],
  ['a touch on a browser without pointer events', 'touchstart'],
  ['a middle click (new tab)', 'auxclick'],
  ['a long press or right click (open in new tab, copy link)', 'contextmenu'],
  ['Tab onto it, then Enter', 'focusin'],
  ['Enter on a link focused before', 'keydown'],
  ['dragging it to the tab bar', 'dragstart'],
  ['hovering it (the status bar shows the URL)', 'mouseover'],
] as const

test.each(ways)(
  'before the page is parsed, %s on an outbound link carries the landing URL’s campaign',
  (_, type) => {
    const window = openPage(orderPage, { search: landingSearch })
    const order = window.document.querySelector('a span')
    if (!order) throw new Error('no order link')
    expect(hrefOnEvent(window, order, type)).toBe(
      `https://store.example/products/kit?${new URLSearchParams(forwardedParams(store))}`,
    )
  },
)

test('before the page is parsed, a link that is not outbound is left alone', () => {
  const window = openPage(orderPage, { search: landingSearch })
  for (const link of window.document.querySelectorAll('a:not([data-outbound])')) {
    const before = link.getAttribute('href')
    expect(hrefOnEvent(window, link, 'click')).toBe(before)
  }
})

describe('taps on the quiz, before its JavaScript', () => {
  /** The page as the build writes it, in brief: question 1's template before #root, the intro in it. */
  const firstQuestion = earlyQuestionTag(`
    <main>
      <h1 tabindex="-1">Question one?</h1>
      <ul>
        <li><button type="button" value="1">Rarely</button></li>
        <li><button type="button" value="3"><span>Often</span></button></li>
      </ul>
    </main>`)
  const quizBody = `
    <main>
      <h1>The intro</h1>
      <button type="button" data-slot="quiz-start" id="start">START NOW<svg></svg></button>
      <button type="button" id="other">Something else</button>
    </main>`

  function quiz(kept: Record<string, string> = {}) {
    const window = openPage(quizBody, { holdClicks: true, kept, beforeRoot: firstQuestion })
    const { document } = window
    const $ = (selector: string) => {
      const element = document.querySelector<HTMLElement>(selector)
      if (!element) throw new Error(`no ${selector}`)
      return element
    }
    return {
      window,
      start: $('#start'),
      status: $('[role="status"]'),
      click: (element: Element) =>
        element.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true })),
      option: (name: string) =>
        [...document.querySelectorAll('div[data-early-question] button')].find(
          (button) => button.textContent === name,
        ) as HTMLElement,
      /** Whether the early question shows in #root's place. */
      early: () => document.documentElement.hasAttribute('data-early-start'),
      /** The answers shown as chosen. */
      pressed: () =>
        [...document.querySelectorAll('[aria-pressed="true"]')].map((b) => b.textContent),
    }
  }

  test('a number key answers as a tap on that option does; before START, it does nothing', () => {
    const { window, start, click, pressed } = quiz()
    const press = (key: string) =>
      window.dispatchEvent(new window.KeyboardEvent('keydown', { key, cancelable: true }))
    press('2')
    click(start)
    window.clock.tick(doubleTapMs)
    press('2')
    expect(pressed()).toEqual(['Often'])
    expect(window.heldTaps?.handOver()).toEqual([
      { type: 'quiz.start' },
      { type: 'answer.select', value: 3 },
    ])
  })

  test('another button is left alone', () => {
    const { window, click, early } = quiz()
    click(window.document.querySelector('#other') as Element)
    expect(window.heldTaps?.handOver()).toEqual([])
    expect(early()).toBe(false)
  })

  test('a broken image is no reason to give up', () => {
    const { window, start, status, click, option } = quiz()
    click(start)
    window.clock.tick(doubleTapMs)
    click(option('Rarely'))
    const image = window.document.createElement('img')
    window.document.body.append(image)
    image.dispatchEvent(new window.Event('error'))
    expect(status.textContent).toBe(quizLoading.busy)
  })

  test('a tab that kept a quiz hides the intro before it paints for the shape of where it resumes; one that kept none, or another key, does not', () => {
    const resuming = (window: JsdomWindow) =>
      window.document.documentElement.getAttribute('data-resuming')
    // At a question (the next one), or, every answer given (a reload in the last one's beat), on
    // the results; text that is no quiz's, at a question until the JavaScript finds so.
    expect(resuming(quiz({ quiz: keptQuiz([3, 1, 2]) }).window)).toBe('')
    // The question it resumes at, whose lines its outline draws.
    const at = quiz({ quiz: keptQuiz([3, 1, 2]) }).window.document.documentElement
    expect(at.getAttribute('data-resuming-at')).toBe('4')
    expect(resuming(quiz({ quiz: keptQuiz([3, 1, 2, 3, 1, 2, 3, 3]) }).window)).toBe('results')
    expect(resuming(quiz({ quiz: '{"version":"x"}' }).window)).toBe('')
    expect(resuming(quiz().window)).toBe(null)
    expect(resuming(quiz({ other: '1' }).window)).toBe(null)
    expect(resuming(openPage(quizBody, { kept: { quiz: '{}' } })), 'not on a sales page').toBe(null)
  })
})
