/**
 * `npm run bench:start`: how long a visitor on a slow phone waits for the first question after
 * tapping START on /quiz before the quiz's JavaScript has run (the <head> script shows it from the
 * page's HTML, src/inline/early-taps.ts), and for the quiz's JavaScript to take over. Each run
 * opens /quiz in a fresh context under DevTools' "Slow 3G" and a 4x CPU slowdown, taps START as
 * soon as it shows, and reads in the page's clock the time from the tap to the paint of the first
 * question and to the machine taking the tap over. A benchmark, not a test. Options: `--runs N`,
 * `--no-build`, `--port N` (4420).
 */
import type { Browser } from '@playwright/test'
import { PredefinedNetworkConditions } from 'puppeteer-core'
import { quizQuestions } from '../src/content/quiz'
import { quizIntro } from '../src/content/quiz-intro'
import { earlyStartAttribute } from '../src/effects/held-click'
import { sitePages } from '../src/pages'
import { benchOptions, median, ms, textTable } from '../testing/budgets'
import { launchChromium } from '../testing/chromium'
import { serve } from './serve'

/** DevTools' own "Slow 3G" preset (puppeteer-core ships DevTools' figures): 2 s RTT, 50 kB/s. */
const { latency, download, upload } = ((slow3g) => {
  const { latency, download, upload } = slow3g
  if (latency === undefined || download === undefined || upload === undefined) {
    throw new Error(`puppeteer-core's "Slow 3G" lacks a figure: ${JSON.stringify(slow3g)}`)
  }
  return { latency, download, upload }
})(PredefinedNetworkConditions['Slow 3G'])
const cpuSlowdown = 4

const quizUrl = sitePages.find((page) => page.kind === 'quiz')?.url ?? '/quiz'
const [first] = quizQuestions
if (!first) throw new Error('The quiz has no questions')
const firstQuestion = first.text

/** What the page records, in its own clock (ms since navigation start). */
interface Marks {
  /** The tap on START, as the browser stamped it (when the finger came down). */
  tap?: number
  /** Whether the <head> script took the tap (it came before the quiz's JavaScript ran). */
  early?: boolean
  /** The browser's Event Timing entry for the click: when its handlers had run. */
  clickHandled?: number
  /** The paint that first shows the first question. */
  question?: number
  /** The paint after the quiz's JavaScript took the tap over from the <head> script. */
  takenOver?: number
}

/**
 * Runs in the page before any of its own scripts. The input delay is timed by the browser's
 * Event Timing API (as for INP). No paint timing exists for the question's appearance, so that
 * time is the usual approximation: a task queued from the next frame's requestAnimationFrame runs
 * once that frame is out; the same for the <head> script handing the page over (its attribute on
 * <html> goes). No named functions inside: Playwright sends this function's text, and tsx would
 * wrap them in a helper that exists only in Node.
 */
function recordStart({ questionText, early }: { questionText: string; early: string }) {
  const marks: Marks = {}
  Object.assign(window, { __startBench: marks })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.name !== 'click' || marks.clickHandled !== undefined) continue
      marks.clickHandled = entry.processingEnd
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  document.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || marks.tap !== undefined) return
      marks.tap = event.timeStamp
      // After this click's dispatch, the <head> script's listener included.
      setTimeout(() => {
        marks.early = document.documentElement.hasAttribute(early)
      }, 0)
      // The <head> script's listener, after this one, shows the question: a mutation.
      let shown = false
      new MutationObserver((_, observer) => {
        if (!shown) {
          shown = [...document.querySelectorAll('h1, h2')].some(
            (heading) =>
              heading.textContent?.trim() === questionText &&
              (heading as HTMLElement).offsetParent !== null,
          )
          if (shown) {
            requestAnimationFrame(() =>
              setTimeout(() => {
                marks.question = performance.now()
              }, 0),
            )
          }
        }
        if (shown && !document.documentElement.hasAttribute(early)) {
          observer.disconnect()
          requestAnimationFrame(() =>
            setTimeout(() => {
              marks.takenOver = performance.now()
            }, 0),
          )
        }
      }).observe(document.documentElement, {
        attributes: true,
        childList: true,
        subtree: true,
        characterData: true,
      })
    },
    true,
  )
}

/** What each run measures, in ms: from the tap to each of these, and the tap itself. */
const figures = [
  // To the click's handlers having run: mostly the browser delivering the click.
  'the click handled (input delay)',
  'the first question',
  'the quiz’s JavaScript taking over',
  '(the tap, from navigation)',
] as const
type Run = Record<(typeof figures)[number], number>

async function measure(browser: Browser, siteOrigin: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const elsewhere: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(siteOrigin)) elsewhere.push(request.url())
    })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: download,
      uploadThroughput: upload,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.addInitScript(recordStart, {
      questionText: firstQuestion,
      early: earlyStartAttribute,
    })

    await page.goto(`${siteOrigin}${quizUrl}`, { waitUntil: 'commit' })
    await page.getByRole('button', { name: quizIntro.start, exact: true }).tap()
    // A run that never completes is reported below, with what it did record.
    await page
      .waitForFunction(
        () => (window as unknown as { __startBench: Marks }).__startBench.takenOver !== undefined,
        undefined,
        { timeout: 120_000, polling: 100 },
      )
      .catch(() => {})
    const marks = await page.evaluate(
      () => (window as unknown as { __startBench: Marks }).__startBench,
    )
    if (elsewhere.length > 0) throw new Error(`The quiz fetched from elsewhere: ${elsewhere}`)
    const { tap, early, clickHandled, question, takenOver } = marks
    if (tap === undefined || question === undefined || takenOver === undefined) {
      throw new Error(`Incomplete measurement: ${JSON.stringify(marks)}`)
    }
    if (!early)
      throw new Error('The <head> script did not take START: the tap came after hydration')
    // No entry means the click was handled within 16 ms, the API's finest threshold.
    return {
      'the click handled (input delay)': (clickHandled ?? tap + 16) - tap,
      'the first question': question - tap,
      'the quiz’s JavaScript taking over': takenOver - tap,
      '(the tap, from navigation)': tap,
    }
  } finally {
    await context.close()
  }
}

async function main() {
  const { runs, port } = benchOptions(4420)
  const server = await serve(port)
  const siteOrigin = `http://127.0.0.1:${port}`
  const browser = await launchChromium()
  const results: Run[] = []
  try {
    // Not counted: a first run warms the browser and the server up.
    await measure(browser, siteOrigin)
    for (let run = 1; run <= runs; run++) {
      const result = await measure(browser, siteOrigin)
      results.push(result)
      const figured = figures.map((label) => `${label} ${ms(result[label])}`)
      console.log(`run ${run}/${runs}: ${figured.join(', ')}`)
    }
  } finally {
    await browser.close()
    server.close()
  }

  const rows = figures.map((label) => {
    const values = results.map((result) => result[label])
    return [label, ...[median(values), Math.min(...values), Math.max(...values)].map(ms)]
  })
  console.log(
    `\nSTART tapped before the quiz's JavaScript ran on ${quizUrl}: DevTools "Slow 3G" (${latency} ms RTT, ${download / 1000} kB/s), CPU ${cpuSlowdown}x slower, ${runs} runs\n`,
  )
  console.log(textTable(['from the tap to', 'median', 'min', 'max'], rows))
}

await main()
