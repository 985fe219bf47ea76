/**
 * The inline <head> script (src/inline/early-taps.ts) exactly as the build bundles and writes it,
 * run by jsdom in a page of its own, as a browser runs it: first in <head>, before the rest of the
 * page is parsed. Taps come while the document is still loading, as they do on a slow phone.
 * Which parameters a link gets, and that a link with none to get is left as written, is
 * tests/campaign.test.ts's: the script forwards through the same `withCampaignParams`. On the quiz,
 * a START shows question 1 from the page's HTML and its answer shows chosen, both held as the
 * quiz's events for its entry, and a tab that kept a quiz has its intro hidden until the entry
 * resumes it. The machine taking those taps over, in the built page, is
 * e2e/early-question.spec.ts's; taps while the HTML is still read, and a quiz whose entry or
 * imports fail to load, e2e/early.chromium.spec.ts's, as is an order link tapped there and
 * followed with the campaign.
 */
import { createRequire } from 'node:module'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  bundleEarlyTaps,
  earlyQuestionTag,
  earlyTapsTag,
  heldStatusTag,
} from '../build/inline-scripts'
import type { QuizEvent } from '../machines/quiz/quiz.events'
import { quizQuestionCopy } from '../src/content/quiz'
import { forwardedParams, landingSearch } from '../testing/campaign-cases'

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
  { search = '', holdClicks = false, kept = {} as Record<string, string>, beforeRoot = '' } = {},
) {
  const status = holdClicks ? heldStatusTag(copy) : ''
  const html = `<!doctype html><html><head><title>CellWise Health quiz</title>${earlyTapsTag(script, { holdClicks })}</head><body>${status}${beforeRoot}<div id="root">${body}</div></body></html>`
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
    const taken: QuizEvent[] = []
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
      /** What the visitor sees: the early question in #root's place, or #root. */
      shown: () => ({
        early: document.documentElement.hasAttribute('data-early-start'),
        heading: document.querySelector('h1')?.textContent,
        focused: document.activeElement?.textContent,
        title: document.title,
        pressed: [...document.querySelectorAll('[aria-pressed="true"]')].map((b) => b.textContent),
      }),
      taken,
      listen: () => window.heldTaps?.listen((event) => taken.push(event)),
    }
  }

  test('START shows question 1 at once, with its title, focused; the intro’s own handlers never see it', () => {
    const { window, start, click, shown, taken, listen } = quiz()
    let seenByIntro = 0
    window.document.getElementById('root')?.addEventListener('click', () => seenByIntro++)
    click(start)
    click(start)
    expect(shown()).toEqual({
      early: true,
      heading: 'Question one?',
      focused: 'Question one?',
      title: quizQuestionCopy.pageTitle(1),
      pressed: [],
    })
    expect(seenByIntro).toBe(0)
    listen()
    expect(taken, 'one tap, one start').toEqual([{ type: 'quiz.start' }])
  })

  test('the first answer shows chosen and is held with its value; more taps are not', () => {
    const { start, status, click, option, shown, taken, listen } = quiz()
    click(start)
    click(option('Often').querySelector('span') as Element)
    click(option('Rarely'))
    expect(shown().pressed).toEqual(['Often'])
    expect(status.textContent).toBe(copy.busy)
    listen()
    expect(taken).toEqual([{ type: 'quiz.start' }, { type: 'answer.select', value: 3 }])
  })

  test('a number key answers as a tap on that option does; before START, it does nothing', () => {
    const { window, start, click, shown, taken, listen } = quiz()
    const press = (key: string) =>
      window.dispatchEvent(new window.KeyboardEvent('keydown', { key, cancelable: true }))
    press('2')
    click(start)
    press('2')
    listen()
    expect(shown().pressed).toEqual(['Often'])
    expect(taken).toEqual([{ type: 'quiz.start' }, { type: 'answer.select', value: 3 }])
  })

  test('taps after the entry listens reach it as they come; the page’s title is its own again', () => {
    const { start, click, option, shown, taken, listen } = quiz()
    click(start)
    listen()
    expect(shown().title).toBe('CellWise Health quiz')
    click(option('Rarely'))
    expect(taken).toEqual([{ type: 'quiz.start' }, { type: 'answer.select', value: 1 }])
  })

  test('handing over puts #root back in place, forgets the copy, and holds nothing more', () => {
    const { window, start, status, click, option, shown, taken, listen } = quiz()
    click(start)
    click(option('Rarely'))
    listen()
    window.heldTaps?.handOver()
    expect(shown()).toMatchObject({ early: false, heading: 'The intro', pressed: [] })
    expect(window.document.querySelector('[data-early-question]')).toBeNull()
    expect(status.textContent).toBe('')
    click(start)
    window.dispatchEvent(new window.KeyboardEvent('keydown', { key: '1' }))
    expect(taken).toHaveLength(2)
  })

  test('with no tap, the entry gets nothing; another button is left alone', () => {
    const { window, click, shown, taken, listen } = quiz()
    click(window.document.querySelector('#other') as Element)
    listen()
    expect(taken).toEqual([])
    expect(shown().early).toBe(false)
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

    test('a START after the failure says so at once and shows no question that could not go on', () => {
      const { window, start, status, click, shown, taken, listen } = quiz()
      failToLoad(window)
      expect(status.textContent).toBe('')
      click(start)
      expect(shown().early).toBe(false)
      expect(status.textContent).toBe(copy.failed)
      listen()
      expect(taken, 'nothing for the entry to take').toEqual([])
    })

    test('an answer waiting when it fails says so', () => {
      const { window, start, status, click, option } = quiz()
      click(start)
      click(option('Rarely'))
      failToLoad(window)
      expect(status.textContent).toBe(copy.failed)
    })

    test('an intro hidden for a quiz the tab kept shows again', () => {
      const { window } = quiz({ quiz: '{}' })
      failToLoad(window)
      expect(window.document.documentElement.hasAttribute('data-resuming')).toBe(false)
    })

    test('a broken image is no reason to give up', () => {
      const { window, start, status, click, option } = quiz()
      click(start)
      click(option('Rarely'))
      const image = window.document.createElement('img')
      window.document.body.append(image)
      image.dispatchEvent(new window.Event('error'))
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

  test('a page that does not hold taps leaves its buttons alone', () => {
    const window = openPage(quizBody, { beforeRoot: firstQuestion })
    const start = window.document.querySelector('#start')
    start?.dispatchEvent(new window.MouseEvent('click', { bubbles: true }))
    expect(window.document.documentElement.hasAttribute('data-early-start')).toBe(false)
    expect(window.heldTaps).toBeUndefined()
  })
})

describe('as the build writes it', () => {
  test('the script is one text on every page, with or without holding clicks: one CSP hash', () => {
    const text = (tag: string) => /<script[^>]*>([\s\S]*)<\/script>/.exec(tag)?.[1]
    expect(text(earlyTapsTag(script))).toBe(script)
    expect(text(earlyTapsTag(script, { holdClicks: true }))).toBe(script)
  })
})
