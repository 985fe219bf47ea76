/**
 * The inline <head> script (src/inline/early-taps.ts) exactly as the build bundles and writes it,
 * run by jsdom in a page of its own, as a browser runs it: first in <head>, before the rest of the
 * page is parsed. Taps come while the document is still loading, as they do on a slow phone.
 * Which parameters a link gets, and that a link with none to get is left as written, is
 * tests/campaign.test.ts's: the script forwards through the same `withCampaignParams`. On the quiz,
 * a tab that kept a quiz has its intro hidden until the entry resumes it. A START
 * tapped before the JavaScript (taken at once, still busy while the entry loads, the first
 * question after it, no hydration mismatch) and a quiz whose entry or imports fail to load are
 * e2e/early.chromium.spec.ts's, in the built page; the order links of a loaded page, with the
 * campaign, e2e/sales.spec.ts's.
 */
import { createRequire } from 'node:module'
import { beforeAll, describe, expect, test } from 'vitest'
import { bundleEarlyTaps, earlyTapsTag, heldStatusTag } from '../build/inline-scripts'
import { forwardedParams, landingSearch } from './support/campaign-cases'

/** The part of jsdom's API this test uses (jsdom ships no types of its own). */
type JsdomWindow = Window & typeof globalThis
interface Jsdom {
  window: JsdomWindow
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    html: string,
    options: {
      url: string
      runScripts: 'dangerously'
      beforeParse?: (window: JsdomWindow) => void
    },
  ) => Jsdom
}

const store = 'https://store.example/products/kit?variant=1'
/** The status region's copy; quotes and a tag, which the page must carry escaped. */
const copy = { busy: 'Getting your quiz ready…', failed: 'It did not load, "reload" <now>.' }

let script = ''
beforeAll(async () => {
  script = await bundleEarlyTaps()
})

/**
 * A page as the build writes it, opened at `search` in a tab whose session storage holds `kept`;
 * jsdom has parsed it but not yet finished.
 */
function openPage(
  body: string,
  { search = '', holdClicks = false, kept = {} as Record<string, string> } = {},
) {
  const status = holdClicks ? heldStatusTag(copy) : ''
  const html = `<!doctype html><html><head>${earlyTapsTag(script, { holdClicks })}</head><body>${status}<div id="root">${body}</div></body></html>`
  const { window } = new JSDOM(html, {
    url: `https://site.example/${search}`,
    runScripts: 'dangerously',
    beforeParse: (tab) => {
      for (const [key, value] of Object.entries(kept)) tab.sessionStorage.setItem(key, value)
    },
  })
  // Parsed ('interactive' since jsdom 31, 'loading' before); DOMContentLoaded comes on a later task.
  expect(window.document.readyState).not.toBe('complete')
  return window
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

describe('outbound links, before the page is parsed', () => {
  test.each(ways)('%s carries the landing URL’s campaign', (_, type) => {
    const window = openPage(orderPage, { search: landingSearch })
    const order = window.document.querySelector('a span')
    if (!order) throw new Error('no order link')
    expect(hrefOnEvent(window, order, type)).toBe(
      `https://store.example/products/kit?${new URLSearchParams(forwardedParams(store))}`,
    )
  })

  test('a link that is not outbound is left alone', () => {
    const window = openPage(orderPage, { search: landingSearch })
    for (const link of window.document.querySelectorAll('a:not([data-outbound])')) {
      const before = link.getAttribute('href')
      expect(hrefOnEvent(window, link, 'click')).toBe(before)
    }
  })
})

describe('held clicks on the quiz, before its JavaScript', () => {
  const quizBody = `
    <main>
      <button type="button" id="start">START NOW<svg></svg></button>
      <button type="button" id="score"><span>Get My Score</span></button>
    </main>`

  function quiz(kept: Record<string, string> = {}) {
    const window = openPage(quizBody, { holdClicks: true, kept })
    const $ = (selector: string) => {
      const element = window.document.querySelector<HTMLElement>(selector)
      if (!element) throw new Error(`no ${selector}`)
      return element
    }
    return {
      window,
      start: $('#start'),
      score: $('#score'),
      status: $('[role="status"]'),
      click: (element: Element) =>
        element.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true })),
    }
  }

  const busy = (button: Element) => ({
    pressed: button.hasAttribute('data-held'),
    ariaBusy: button.getAttribute('aria-busy'),
  })
  const isBusy = { pressed: true, ariaBusy: 'true' }
  const isIdle = { pressed: false, ariaBusy: null }

  test('the last button tapped is the one held; the one before looks as it did', () => {
    const { window, start, score, click } = quiz()
    click(start)
    click(score.querySelector('span') as Element)
    expect(busy(start)).toEqual(isIdle)
    expect(busy(score)).toEqual(isBusy)
    click(window.document.querySelector('main') as Element)
    expect(window.heldClicks?.release()).toBe(score)
  })

  test('the entry takes the button, still busy; nothing more is held; settling ends the busy state', () => {
    const { window, start, score, click } = quiz()
    click(start)
    expect(window.heldClicks?.release()).toBe(start)
    expect(busy(start)).toEqual(isBusy)
    click(score)
    expect(busy(score)).toEqual(isIdle)
    window.heldClicks?.settle()
    expect(busy(start)).toEqual(isIdle)
  })

  test('with no tap, the entry gets nothing to replay', () => {
    const { window } = quiz()
    expect(window.heldClicks?.release()).toBeNull()
  })

  describe('when the quiz’s JavaScript cannot load', () => {
    function failToLoad(window: JsdomWindow) {
      const entry = window.document.createElement('script')
      entry.type = 'module'
      entry.src = '/assets/quiz-1.js'
      window.document.head.append(entry)
      // What the browser sends when the fetch fails: a plain `error`, at the script, not bubbling.
      entry.dispatchEvent(new window.Event('error'))
    }

    test('a tap after the failure says so at once, and spins nothing', () => {
      const { window, start, status, click } = quiz()
      failToLoad(window)
      expect(status.textContent).toBe('')
      click(start)
      expect(busy(start)).toEqual(isIdle)
      expect(status.textContent).toBe(copy.failed)
      expect(window.heldClicks?.release(), 'nothing for the entry to replay').toBeNull()
    })

    test('an intro hidden for a quiz the tab kept shows again', () => {
      const { window } = quiz({ quiz: '{}' })
      failToLoad(window)
      expect(window.document.documentElement.hasAttribute('data-resuming')).toBe(false)
    })

    test('a broken image is no reason to give up', () => {
      const { window, start, status, click } = quiz()
      click(start)
      const image = window.document.createElement('img')
      window.document.body.append(image)
      image.dispatchEvent(new window.Event('error'))
      expect(busy(start)).toEqual(isBusy)
      expect(status.textContent).toBe(copy.busy)
    })
  })

  test('a tab that kept a quiz hides the intro before it paints; one that kept none, or another key, does not', () => {
    const resuming = (window: JsdomWindow) =>
      window.document.documentElement.hasAttribute('data-resuming')
    expect(resuming(quiz({ quiz: '{"version":"x"}' }).window)).toBe(true)
    expect(resuming(quiz().window)).toBe(false)
    expect(resuming(quiz({ other: '1' }).window)).toBe(false)
    expect(resuming(openPage(quizBody, { kept: { quiz: '{}' } })), 'not on a sales page').toBe(
      false,
    )
  })

  test('a page that does not hold clicks leaves its buttons alone', () => {
    const window = openPage(quizBody)
    const start = window.document.querySelector('#start')
    if (!start) throw new Error('no START')
    start.dispatchEvent(new window.MouseEvent('click', { bubbles: true }))
    expect(busy(start)).toEqual(isIdle)
    expect(window.heldClicks).toBeUndefined()
  })
})

describe('as the build writes it', () => {
  test('the script is one text on every page, with or without holding clicks: one CSP hash', () => {
    const text = (tag: string) => /<script[^>]*>([\s\S]*)<\/script>/.exec(tag)?.[1]
    expect(text(earlyTapsTag(script))).toBe(script)
    expect(text(earlyTapsTag(script, { holdClicks: true }))).toBe(script)
  })
})
