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
import FakeTimers from '@sinonjs/fake-timers'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  bundleEarlyTaps,
  earlyQuestionTag,
  earlyTapsTag,
  heldStatusTag,
} from '../build/inline-scripts'
import { doubleTapMs, patienceMs } from '../machines/early-taps/early-taps.machine'
import {
  describeEarlyTapsPath,
  earlyAnswer,
  earlyTapsPaths,
  earlyTapsState,
  stepName,
} from '../machines/early-taps/early-taps.model'
import type { QuizEvent } from '../machines/quiz/quiz.events'
import { resumableQuiz } from '../machines/quiz/quiz.persistence'
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

/** The page's clock, its timers moved by hand. */
type InstalledClock = ReturnType<typeof FakeTimers.install>

const store = 'https://store.example/products/kit?variant=1'
/** The status region's copy; quotes and a tag, which the page must carry escaped. */
const copy = {
  busy: 'Getting your quiz ready…',
  resuming: 'Back to "your" quiz…',
  late: 'Slow <today>.',
  reload: 'Reload & keep it',
  failed: 'It did not load, "reload" <now>.',
}

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
): JsdomWindow & { clock: InstalledClock } {
  let clock: InstalledClock | undefined
  const status = holdClicks ? heldStatusTag(copy) : ''
  const html = `<!doctype html><html><head><title>CellWise Health quiz</title>${earlyTapsTag(script, { holdClicks })}</head><body>${status}${beforeRoot}<div id="root">${body}</div></body></html>`
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
        disabled: [
          ...document.querySelectorAll('div[data-early-question] button[aria-disabled="true"]'),
        ].map((b) => b.textContent),
      }),
    }
  }

  /** What the script sends when a script fails to load: a plain `error`, at the script. */
  function failToLoad(window: JsdomWindow) {
    const entry = window.document.createElement('script')
    entry.type = 'module'
    entry.src = '/assets/quiz-1.js'
    window.document.head.append(entry)
    entry.dispatchEvent(new window.Event('error'))
  }

  /**
   * Each generated path of the script's chart (machines/early-taps), played on the page: what the
   * visitor sees in each state, its delays on the page's clock, and at the hand-over the taps
   * held, each once; a reload once late keeps them in the tab, as a quiz that resumes with them. A
   * path that begins with a kept quiz opens a tab that kept one: its intro hidden until the entry
   * shows its screen, or the JavaScript fails.
   */
  describe('every generated path of machines/early-taps', () => {
    test.each(earlyTapsPaths().map((path) => [describeEarlyTapsPath(path), path] as const))(
      '%s',
      (_, path) => {
        const resuming = path.steps.some(({ event }) => event.type === 'quiz.kept')
        const keptBefore = '{"version":"x"}'
        const page = quiz(resuming ? { quiz: keptBefore } : {})
        const { window, start, status, click, option, shown } = page
        let seenByIntro = 0
        window.document.getElementById('root')?.addEventListener('click', () => seenByIntro++)
        let taken: QuizEvent[] | undefined
        let startHeld = false
        let answerHeld = false
        let failed = false
        for (const { event, state } of path.steps) {
          const step = stepName(event.type)
          // The body parsed: a kept quiz's status speaks.
          if (step === 'quiz.kept')
            window.document.dispatchEvent(new window.Event('DOMContentLoaded'))
          if (step === 'start.tapped') {
            // A double tap: one START at most.
            click(start)
            click(start)
          }
          if (step === 'answer.tapped') {
            click(option('Rarely').querySelector('span') ?? option('Rarely'))
            click(option('Often'))
          }
          if (step === 'doubleTap') window.clock.tick(doubleTapMs)
          if (step === 'patience') window.clock.tick(patienceMs)
          if (step === 'reload.tapped') click(status.querySelector('button') as Element)
          if (step === 'script.failed') failToLoad(window)
          if (step === 'taps.taken') taken = window.heldTaps?.handOver()
          const at = earlyTapsState(state)
          startHeld ||= at.startsWith('started')
          answerHeld ||= at === 'answered'
          failed ||= step === 'script.failed'
          const early = startHeld && at !== 'handedOver'
          const optionsTake = at === 'started.ready' || at === 'started.late'
          expect(shown(), at).toMatchObject({
            early,
            heading: early ? 'Question one?' : 'The intro',
            title: early ? quizQuestionCopy.pageTitle(1) : 'CellWise Health quiz',
            pressed: early && answerHeld ? ['Rarely'] : [],
            disabled: early && !optionsTake ? ['Rarely', 'Often'] : [],
          })
          if (at === 'started.settling') expect(shown().focused).toBe('Question one?')
          const said = {
            answered: copy.busy,
            resuming: copy.resuming,
            late: `${copy.late} ${copy.reload}`,
            'started.late': `${copy.late} ${copy.reload}`,
            'failed.said': copy.failed,
          }[at as string]
          expect(status.textContent, at).toBe(
            said ?? (at === 'reloading' ? status.textContent : ''),
          )
          expect(window.document.documentElement.hasAttribute('data-resuming'), at).toBe(
            resuming && !failed,
          )
        }
        const held: QuizEvent[] = [
          ...(startHeld ? [{ type: 'quiz.start' } as const] : []),
          ...(answerHeld ? [{ type: 'answer.select', value: earlyAnswer } as const] : []),
        ]
        // The intro's own handlers never see a START the script held.
        if (startHeld) expect(seenByIntro).toBe(0)
        if (earlyTapsState(path.state) === 'reloading') {
          // Reloaded, the quiz resumes with what was tapped: question 1, or question 2 after its answer.
          const kept = window.sessionStorage.getItem('quiz')
          if (resuming) expect(kept).toBe(keptBefore)
          else
            expect(resumableQuiz(kept)).toMatchObject({
              context: { answers: answerHeld ? [earlyAnswer] : [] },
            })
        }
        if (!taken) return
        expect(taken, 'the taps held, each once').toEqual(held)
        expect(window.document.querySelector('[data-early-question]')).toBeNull()
        // Handed over: nothing more is held or shown, and no delay is left to fire.
        click(start)
        window.dispatchEvent(new window.KeyboardEvent('keydown', { key: '1' }))
        window.clock.tick(patienceMs)
        expect(shown().early).toBe(false)
        expect(status.textContent).toBe('')
        expect(taken).toEqual(held)
      },
    )
  })

  test('a number key answers as a tap on that option does; before START, it does nothing', () => {
    const { window, start, click, shown } = quiz()
    const press = (key: string) =>
      window.dispatchEvent(new window.KeyboardEvent('keydown', { key, cancelable: true }))
    press('2')
    click(start)
    window.clock.tick(doubleTapMs)
    press('2')
    expect(shown().pressed).toEqual(['Often'])
    expect(window.heldTaps?.handOver()).toEqual([
      { type: 'quiz.start' },
      { type: 'answer.select', value: 3 },
    ])
  })

  test('another button is left alone', () => {
    const { window, click, shown } = quiz()
    click(window.document.querySelector('#other') as Element)
    expect(window.heldTaps?.handOver()).toEqual([])
    expect(shown().early).toBe(false)
  })

  test('a broken image is no reason to give up', () => {
    const { window, start, status, click, option } = quiz()
    click(start)
    window.clock.tick(doubleTapMs)
    click(option('Rarely'))
    const image = window.document.createElement('img')
    window.document.body.append(image)
    image.dispatchEvent(new window.Event('error'))
    expect(status.textContent).toBe(copy.busy)
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
})
