/**
 * The quiz prerendered from `/` and activated, as a visitor in Chromium gets it: `/` opens, a sign
 * of the checklist is ticked (its ways on show, the quiz among them), the pointer rests on "Take
 * the quiz" (the page's Speculation Rules: moderate eagerness) until the prerendered quiz has
 * loaded its scripts (every modulepreload answered), then presses it. Puppeteer drives a Chromium
 * of its own: Chromium refuses to prerender from a tab whose DevTools client attached to its page
 * and not through the tab (`PrerenderingDisabledByDevTools`), as Playwright's does; Puppeteer's,
 * and the session here that reads the prerendered page, attach through the tab. Nothing of the
 * page is changed but one listener for the visit, which times the quiz's hand-over. Every host but
 * loopback is refused (the video player's too); what the prerender asked of another origin shows
 * in its resource timing all the same. Used by e2e/prerender.chromium.spec.ts and `npm run bench`.
 */
import puppeteer, { type CDPSession } from 'puppeteer-core'
import { chromiumArgs, findChromium } from '../testing/chromium'

async function poll<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
    const value = await read().catch(() => undefined)
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`The prerendered quiz: ${what} within 15 s`)
}

/**
 * Run in the prerendered page: once its scripts are loaded, where it stands (React marks #root as
 * its container once it hydrates), and a hook that notes when the visit's quiz takes over
 * the <head> script's held taps (src/effects/held-click.ts).
 */
const readyToTap = `(() => {
  const links = [...document.querySelectorAll('link[rel=modulepreload]')]
  const loaded = (link) => performance.getEntriesByName(link.href).some((entry) => entry.responseEnd > 0)
  if (document.readyState !== 'complete' || links.length === 0 || !links.every(loaded)) return
  const root = document.querySelector('#root')
  const ranBeforeTap = 'heldTaps' in window || (root && Object.keys(root).some((key) => key.startsWith('__reactContainer$')))
  // The <head> script sets window.heldTaps on the visit, and the quiz may take them over in the
  // same task: the handOver is timed as it is set.
  let held
  Object.defineProperty(window, 'heldTaps', {
    configurable: true,
    get: () => held,
    set: (value) => {
      const handOver = value.handOver
      value.handOver = () => ((window.interactiveAt = performance.timeOrigin + performance.now()), handOver())
      held = value
    },
  })
  return {
    startedAt: performance.timeOrigin,
    offOrigin: performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => new URL(url).origin !== location.origin),
    ranBeforeTap,
  }
})()`

/**
 * One visit. `tapToInteractiveMs`: from the tap (just before it is sent) to the quiz's own code, the
 * intro hydrated and the screens after it come, taking over the held taps: from then a START is
 * the quiz machine's. `afterHover`: the prerender began once the pointer was on the link.
 */
export async function prerenderedVisit(origin: string) {
  const browser = await puppeteer.launch({
    executablePath: findChromium(),
    args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  })
  try {
    const page = await browser.newPage()
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    const cdp = await browser.target().createCDPSession()
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{ type: 'tab' }] })
    const tab = targetInfos.find((target) => target.url === page.url())
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: tab?.targetId ?? '',
      flatten: true,
    })
    const session = (id: string) => cdp.connection()?.session(id) as CDPSession
    let prerender: CDPSession | undefined
    session(sessionId).on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
      if (targetInfo.subtype === 'prerender') prerender = session(sessionId)
    })
    await session(sessionId).send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: true,
    })
    await page.locator('#warning-signs input[type=checkbox]').click()
    const hoverAt = Date.now()
    await page.locator('a[href="/quiz"]::-p-text(Take the quiz)').hover()
    const quiz = await poll('no prerender', async () => prerender)
    const before: { startedAt: number; offOrigin: string[]; ranBeforeTap: boolean } = await poll(
      'its scripts not loaded',
      async () =>
        (await quiz.send('Runtime.evaluate', { expression: readyToTap, returnByValue: true }))
          .result.value,
    )
    const tapAt = Date.now()
    await page.mouse.down()
    await page.mouse.up()
    // Asked until the tab's page is the quiz's.
    const [interactiveAt, activationStart] = (await poll('not interactive', () =>
      page.evaluate(
        `window.interactiveAt && [interactiveAt, performance.getEntriesByType('navigation')[0].activationStart]`,
      ),
    )) as [number, number]
    const { startedAt, ...rest } = before
    return {
      activated: activationStart > 0,
      afterHover: startedAt >= hoverAt,
      ...rest,
      tapToActivationMs: Math.round(startedAt + activationStart - tapAt),
      tapToInteractiveMs: Math.round(interactiveAt - tapAt),
    }
  } finally {
    await browser.close()
  }
}
