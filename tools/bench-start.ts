/**
 * `npm run bench:start`: how long a visitor on a slow phone waits after tapping START on /quiz
 * before the quiz's JavaScript has arrived (the tap is held and shown busy at once by
 * src/inline/early-taps.ts, then replayed after hydration). Each run opens /quiz in a fresh context
 * under DevTools' "Slow 3G" and a 4x CPU slowdown, taps START as soon as it shows, and reads in the
 * page's clock the time from the tap to the paint of START busy and to that of the first question.
 * A benchmark, not a test. Options: `--runs N`, `--no-build`, `--port N` (4420).
 */
import type { Browser } from '@playwright/test'
import { PredefinedNetworkConditions } from 'puppeteer-core'
import { launchChromium } from '../build/chromium'
import { serve } from '../build/serve'
import { quizIntro, quizQuestions } from '../src/content/quiz'
import { sitePages } from '../src/pages'
import { benchOptions, median, ms, textTable } from './budgets'

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
const firstQuestion = quizQuestions[0]?.text
if (!firstQuestion) throw new Error('The quiz has no questions')

/** What the page records, in its own clock (ms since navigation start). */
interface Marks {
  /** The tap on START, as the browser stamped it (when the finger came down). */
  tap?: number
  /** Whether the tap was held, so START showed busy (the tap came before hydration). */
  held?: boolean
  /** The browser's Event Timing entry for the click: when its handlers ran and the next paint. */
  clickHandled?: number
  clickPainted?: number
  /** The paint that first shows the first question. */
  question?: number
}

/**
 * Runs in the page before any of its own scripts. The busy feedback is timed by the browser's
 * Event Timing API (as for INP): from the tap to the next paint after the click's handlers, the
 * <head> script's among them. No paint timing exists for the question's appearance, so that time
 * is the usual approximation: a task queued from the next frame's requestAnimationFrame runs once
 * that frame is out. No named functions inside: Playwright sends this function's text, and tsx
 * would wrap them in a helper that exists only in Node.
 */
function recordStart(questionText: string) {
  const marks: Marks = {}
  Object.assign(window, { __startBench: marks })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.name !== 'click' || marks.clickPainted !== undefined) continue
      marks.clickHandled = entry.processingEnd
      marks.clickPainted = entry.startTime + entry.duration
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  document.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || marks.tap !== undefined) return
      marks.tap = event.timeStamp
      const button = event.target instanceof Element ? event.target.closest('button') : null
      // After this click's dispatch, the <head> script's listener included.
      setTimeout(() => {
        marks.held = button?.getAttribute('aria-busy') === 'true'
      }, 0)
      new MutationObserver((_, observer) => {
        const headings = [...document.querySelectorAll('h1, h2')]
        if (!headings.some((heading) => heading.textContent?.trim() === questionText)) return
        observer.disconnect()
        requestAnimationFrame(() =>
          setTimeout(() => {
            marks.question = performance.now()
          }, 0),
        )
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    },
    true,
  )
}

/** What each run measures, in ms: from the tap to each of these, and the tap itself. */
const figures = [
  // To the click's handlers having run: mostly the browser delivering the click.
  'the click handled (input delay)',
  'START shown busy',
  'the first question',
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
    await page.addInitScript(recordStart, firstQuestion)

    await page.goto(`${siteOrigin}${quizUrl}`, { waitUntil: 'commit' })
    await page.getByRole('button', { name: quizIntro.start, exact: true }).tap()
    await page.waitForFunction(
      () => (window as unknown as { __startBench: Marks }).__startBench.question !== undefined,
      undefined,
      { timeout: 120_000, polling: 100 },
    )
    const marks = await page.evaluate(
      () => (window as unknown as { __startBench: Marks }).__startBench,
    )
    if (elsewhere.length > 0) throw new Error(`The quiz fetched from elsewhere: ${elsewhere}`)
    const { tap, held, clickHandled, clickPainted, question } = marks
    if (tap === undefined || question === undefined) {
      throw new Error(`Incomplete measurement: ${JSON.stringify(marks)}`)
    }
    if (!held) throw new Error('START was not shown busy: the tap came after hydration')
    // No entry means the click painted within 16 ms, the API's finest threshold.
    return {
      'the click handled (input delay)': (clickHandled ?? tap + 16) - tap,
      'START shown busy': (clickPainted ?? tap + 16) - tap,
      'the first question': question - tap,
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
    `\nSTART tapped before hydration on ${quizUrl}: DevTools "Slow 3G" (${latency} ms RTT, ${download / 1000} kB/s), CPU ${cpuSlowdown}x slower, ${runs} runs\n`,
  )
  console.log(textTable(['from the tap to', 'median', 'min', 'max'], rows))
}

await main()
