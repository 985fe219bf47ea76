/**
 * The browser tests' fixtures: the project names its engine (`use: { engine }`), each worker
 * launches that engine's browser once, and each test gets its one page, `site`, blank and at a
 * phone's viewport (the test before left it for about:blank: no page of the site stays). `noScriptSite` and `reducedMotionSite` are pages of a second browser of the
 * engine, launched on first use, that runs no script of the page's own or that has the visitor's
 * system ask for reduced motion.
 */
import { test as base, type TestInfo } from '@playwright/test'
import { builtLinks } from '../../testing/built-site'
import { claimsPort, loopbackPort } from '../../testing/e2e-site'
import { launchChromium } from './chromium'
import type { EngineBrowser, EngineName, EnginePage, LaunchOptions } from './engine-page'
import { launchGecko } from './gecko'
import { siteHostControl } from './site-host'
import { videoHostControl } from './video-host'
import { launchWebKit } from './webkit'

const launchers: Record<EngineName, (options: LaunchOptions) => Promise<EngineBrowser>> = {
  chromium: launchChromium,
  gecko: launchGecko,
  webkit: launchWebKit,
}

/** The widths every page is looked at: the narrowest reflow, a phone, a tablet, a desktop. */
export const widths = {
  narrow: { width: 320, height: 740 },
  phone: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const

/** A small phone, a common phone and a desktop, each as tall as its first screen. */
export const firstScreens = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const

/**
 * The browser once it has opened a page of the site and closed it: an engine's first page pays
 * for starting its page process and reading the site's fonts and styles, which is not a test's
 * work either. The privacy page, which asks nothing of the video host's stand-in.
 */
async function warmedUp(launching: Promise<EngineBrowser>): Promise<EngineBrowser> {
  const browser = await launching
  const page = await browser.newPage()
  await page.goto('/privacy')
  await page.close()
  return browser
}

type Preferences = Partial<
  Pick<LaunchOptions, 'javaScript' | 'reducedMotion' | 'siteOrigin' | 'largeText'>
>

interface WorkerFixtures {
  engine: EngineName
  /** This engine's browser with the given preferences, launched on first use, one per worker. */
  browserWith: (preferences: Preferences) => Promise<EngineBrowser>
}

interface TestFixtures {
  site: EnginePage
  noScriptSite: EnginePage
  reducedMotionSite: EnginePage
  /** A page of the build with every urgency claim set (testing/e2e-site.ts), in a browser of its own. */
  claimsSite: EnginePage
  /** `claimsSite` in a browser whose own default font size is 200 % (`largeTextSizes`). */
  largeTextClaimsSite: EnginePage
}

/**
 * The browser's page at a phone's viewport, the site and the video host's stand-in serving as
 * built again (e2e/engines/site-host.ts, e2e/engines/video-host.ts). A
 * browser launched for the test (its first use in the worker) adds its launch to the test's time
 * limit: starting an engine is not the test's work, and on a busy machine Firefox's start alone
 * can take most of 30 s.
 */
/** The longest an engine may take to start, as the worker's own fixture allows. */
const launchAllowance = 60_000

const pageWith =
  (preferences: Preferences) =>
  async (
    { engine, browserWith }: WorkerFixtures,
    use: (page: EnginePage) => Promise<void>,
    testInfo: TestInfo,
  ): Promise<void> => {
    const stubPort = loopbackPort((await builtLinks()).videoHost.scriptUrl)
    if (stubPort) await videoHostControl(`http://127.0.0.1:${stubPort}`, engine).reset()
    await siteHostControl(new URL(testInfo.project.use.baseURL ?? '').origin, engine).reset()
    // The launch may itself outlast the test's limit on a busy machine (WebKit's claims browser
    // took over 30 s beside three other engines): the limit waits for it, then counts it exactly.
    const limit = testInfo.timeout
    testInfo.setTimeout(limit + launchAllowance)
    const launching = performance.now()
    const browser = await browserWith(preferences)
    testInfo.setTimeout(limit + (performance.now() - launching))
    const page = await browser.newPage()
    await page.setViewport(widths.phone)
    await use(page)
    await page.close()
  }

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  browserWith: [
    async ({ engine }, use, { project }) => {
      const siteOrigin = new URL(project.use.baseURL ?? '').origin
      const launched = new Map<string, Promise<EngineBrowser>>()
      await use((preferences) => {
        const key = JSON.stringify(preferences)
        const browser =
          launched.get(key) ??
          warmedUp(
            launchers[engine]({
              reducedMotion: false,
              javaScript: true,
              largeText: false,
              siteOrigin,
              ...preferences,
            }),
          )
        launched.set(key, browser)
        return browser
      })
      for (const browser of launched.values()) await (await browser).close()
    },
    { scope: 'worker', timeout: launchAllowance },
  ],
  site: pageWith({}),
  noScriptSite: pageWith({ javaScript: false }),
  reducedMotionSite: pageWith({ reducedMotion: true }),
  claimsSite: pageWith({ siteOrigin: `http://127.0.0.1:${claimsPort}` }),
  largeTextClaimsSite: pageWith({ siteOrigin: `http://127.0.0.1:${claimsPort}`, largeText: true }),
})

export { expect } from '@playwright/test'
