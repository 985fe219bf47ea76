/**
 * The harness's script in the page, run in every document before the site's own (an init script
 * in Chromium and Gecko; WebKit's proxy puts it first in <head>), after Testing Library's DOM
 * build. Bundled for the page by harness-script.ts. It gives the test:
 *
 * - `problems`: console errors and warnings, uncaught errors and rejections, CSP violations and
 *   elements that failed to load, from the first script on;
 * - `clock`: @sinonjs/fake-timers in place of the page's timers, animation frames and `Date`
 *   (the countdown reads `Date.now()`). Held, it is plain fake time the test steps; running, a
 *   pump on the real timers moves it on in real time;
 * - `find`: the one element a target names, through Testing Library's role queries;
 * - `painted`: two real frames, whatever the fake clock does; if the page paints none for 10 s
 *   (a hidden page gets no frames), it fails saying so rather than hang to the test's limit;
 * - `lines`, `outside` and `rows`: where text is laid out, for the checks of text cut off,
 *   spilling out of its box or wrapping; `barsShown` and `cover`: the bars that stay on screen.
 */
import FakeTimers from '@sinonjs/fake-timers'
import type { Target } from './engine-page'

type TestingLibrary = typeof import('@testing-library/dom')

interface Harness {
  problems: string[]
  clock: {
    hold(): void
    run(): void
    /** Moves held time on by `ms`, running what falls due, in order. */
    tick(ms: number): void
    /** Moves held time on to the next timer or frame that is due, and runs that one only. */
    next(): void
    /** Sets the clock's time (ms since epoch) without running a timer: a visitor's clock now. */
    at(ms: number): void
  }
  find(target: Target): Element
  painted(): Promise<void>
  /** Each text with words in it under `root` that a reader sees, and its lines' boxes as laid out. */
  lines(root: Node): { text: Text; lines: DOMRect[] }[]
  /** Whether a line of text reaches more than 1 px out of `box`. */
  outside(line: DOMRect, box: DOMRect): boolean
  /** How many rows `lines` take: tops within 5 px of each other are one row. */
  rows(lines: readonly DOMRect[]): number
  /** Those of `candidates` that show and stay on the screen (sticky or fixed). */
  barsShown(candidates: Iterable<Element>): Element[]
  /** How much of the screen's height `bars` cover, added up. */
  cover(bars: readonly Element[]): number
}

declare global {
  interface Window {
    __e2e: Harness
    TestingLibraryDom: TestingLibrary
  }
}

/** The running clock's pump: fake time moves on by one frame per real frame's worth. */
const pumpMs = 16

export function install({ clockHeld }: { clockHeld: boolean }) {
  const problems: string[] = []
  const text = (value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value)
  for (const level of ['error', 'warn'] as const) {
    const original = console[level]
    console[level] = function (this: Console, ...args: unknown[]) {
      problems.push(`console.${level}: ${args.map(text).join(' ')}`)
      return original.apply(this, args)
    }
  }
  // Bubbling to window: uncaught errors only. Capturing: also elements that failed to load.
  addEventListener('error', (event) => {
    problems.push(`uncaught: ${event.message} (${event.filename || 'no file'})`)
  })
  addEventListener(
    'error',
    ({ target }) => {
      if (target instanceof HTMLScriptElement || target instanceof HTMLImageElement) {
        problems.push(`failed to load: ${target.src}`)
      } else if (target instanceof HTMLLinkElement) problems.push(`failed to load: ${target.href}`)
    },
    true,
  )
  addEventListener('unhandledrejection', (event) => {
    problems.push(`unhandled rejection: ${text(event.reason)}`)
  })
  document.addEventListener('securitypolicyviolation', (event) => {
    problems.push(`CSP ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`)
  })

  const realFrame = requestAnimationFrame.bind(window)
  const realTimeout = setTimeout.bind(window)
  const realClearTimeout = clearTimeout.bind(window)
  const clock = FakeTimers.withGlobal(window).install({
    now: Date.now(),
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'Date',
    ],
  })
  const hold = () => clock.setTickMode({ mode: 'manual' })
  const run = () => clock.setTickMode({ mode: 'interval', delta: pumpMs })
  if (clockHeld) hold()
  else run()

  const queries = () => window.TestingLibraryDom
  // Its own message (which roles there are) without a print of the whole document.
  queries().configure({ getElementError: (message) => new Error(message?.slice(0, 4000)) })
  const find = (target: Target): Element => {
    if ('css' in target) {
      const found = [...document.querySelectorAll(target.css)].filter(
        (element) => element.getClientRects().length > 0,
      )
      if (found.length !== 1)
        throw new Error(`${found.length} visible elements match ${target.css}`)
      return found[0] as Element
    }
    const within = target.within ? document.querySelector(target.within) : document.body
    if (!within) throw new Error(`Nothing matches ${target.within}`)
    return queries().getByRole(within as HTMLElement, target.role as never, { name: target.name })
  }
  window.__e2e = {
    problems,
    clock: {
      hold,
      run,
      tick: (ms) => void clock.tick(ms),
      next: () => void clock.next(),
      at: (ms) => clock.setSystemTime(ms),
    },
    find,
    lines(root) {
      const found: { text: Text; lines: DOMRect[] }[] = []
      const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      // Words only a screen reader gets (a 1 px box that hides its overflow, as `sr-only`) lay out
      // no line anyone sees.
      const unseen = (text: Node) => {
        for (let at = text.parentElement; at; at = at.parentElement) {
          const box = at.getBoundingClientRect()
          if (box.width <= 1 && box.height <= 1 && getComputedStyle(at).overflow === 'hidden')
            return true
          if (at === root) return false
        }
        return false
      }
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!text.textContent?.trim() || unseen(text)) continue
        const range = document.createRange()
        range.selectNodeContents(text)
        const lines = [...range.getClientRects()].filter((line) => line.width > 0)
        found.push({ text: text as Text, lines })
      }
      return found
    },
    outside: (line, box) =>
      line.left < box.left - 1 ||
      line.right > box.right + 1 ||
      line.top < box.top - 1 ||
      line.bottom > box.bottom + 1,
    rows(lines) {
      const tops: number[] = []
      for (const { top } of lines)
        if (!tops.some((seen) => Math.abs(seen - top) < 5)) tops.push(top)
      return tops.length
    },
    barsShown: (candidates) =>
      [...candidates].filter(
        (bar) =>
          bar.checkVisibility({ visibilityProperty: true }) &&
          ['sticky', 'fixed'].includes(getComputedStyle(bar).position),
      ),
    cover: (bars) =>
      bars
        .map((bar) => bar.getBoundingClientRect())
        .reduce(
          (sum, box) => sum + Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)),
          0,
        ),
    painted: () =>
      new Promise((resolve, reject) => {
        const stalled = realTimeout(() => {
          const state = `${document.visibilityState}, focus ${document.hasFocus()}`
          reject(new Error(`No frame painted in 10 s (the page is ${state})`))
        }, 10_000)
        realFrame(() =>
          realFrame(() => {
            realClearTimeout(stalled)
            resolve()
          }),
        )
      }),
  }
}
