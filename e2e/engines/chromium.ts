/**
 * Chromium (Blink) behind the engine page, through Playwright's own page. One page per browser,
 * as in the other engines: tests take turns in it, and each leaves it for a blank one. A context
 * and page of their own per test cost a new renderer process each time, the biggest part of a
 * short test on 2 cores.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, type Disposable, type Page } from '@playwright/test'
import { chromiumArgs, findChromium } from '../../testing/chromium'
import {
  type EngineBrowser,
  type EnginePage,
  type LaunchOptions,
  largeTextSizes,
} from './engine-page'
import { devToolsPageParts, harnessedPage } from './harness-script'
import { laneHeader } from './video-host'

/**
 * A profile whose font settings are the visitor's (chrome://settings/fonts writes the same
 * `webkit.webprefs` preferences into the profile's Preferences file).
 */
async function profile(largeText: boolean) {
  const dir = await mkdtemp(join(tmpdir(), 'engines-chromium-'))
  if (largeText) {
    const webprefs = {
      default_font_size: largeTextSizes.standard,
      default_fixed_font_size: largeTextSizes.monospace,
    }
    await mkdir(join(dir, 'Default'))
    await writeFile(join(dir, 'Default', 'Preferences'), JSON.stringify({ webkit: { webprefs } }))
  }
  return dir
}

/**
 * Reduced motion and JavaScript off are Playwright's emulations; the default font size is the
 * profile's own setting. With it, the page has Chromium's own scrollbars, which take their width
 * from the page's as on the desktop that setting belongs to (Playwright hides them in headless).
 */
export async function launchChromium(options: LaunchOptions): Promise<EngineBrowser> {
  const userDataDir = await profile(options.largeText)
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: findChromium(),
    args: chromiumArgs,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    javaScriptEnabled: options.javaScript,
    // Chromium runs on two workers: the test hosts stage each one's network apart.
    extraHTTPHeaders: { [laneHeader]: process.env.TEST_PARALLEL_INDEX ?? '0' },
    ...(options.largeText && { ignoreDefaultArgs: ['--hide-scrollbars'] }),
  })
  const tab = { page: context.pages()[0] ?? (await context.newPage()) }
  let open = false
  return {
    async newPage() {
      if (open) throw new Error('Chromium has one page: close it first')
      open = true
      return chromiumPage(tab, context, options, () => {
        open = false
      })
    },
    async close() {
      await context.close()
      await rm(userDataDir, { recursive: true, force: true })
    },
  }
}

function chromiumPage(
  tab: { page: Page },
  context: BrowserContext,
  options: LaunchOptions,
  onClose: () => void,
): EnginePage {
  let initScript: Disposable | undefined
  let page = tab.page
  return harnessedPage('chromium', options, {
    setViewport: (viewport) => page.setViewportSize(viewport),
    async navigate(url, script) {
      await initScript?.dispose()
      initScript = script ? await page.addInitScript(script) : undefined
      await page.goto(url, { waitUntil: 'load' })
    },
    ...devToolsPageParts(tab),
    async back() {
      await page.goBack({ waitUntil: 'load' })
    },
    async newTab() {
      await initScript?.dispose()
      initScript = undefined
      const viewport = page.viewportSize()
      const next = await context.newPage()
      if (viewport) await next.setViewportSize(viewport)
      await page.close()
      page = next
      tab.page = next
    },
    async click(target) {
      const handle = await page.evaluateHandle((wanted) => window.__e2e.find(wanted), target)
      try {
        // Forced: a click on an answer the quiz does not take yet (aria-disabled) is a test too.
        await handle.click({ force: true })
      } finally {
        await handle.dispose()
      }
    },
    async press(key, how = 'press') {
      await page.keyboard[how](key)
    },
    /** Leaves the page for a blank one, so the next test starts clean. */
    async close() {
      await initScript?.dispose()
      initScript = undefined
      await page.goto('about:blank')
      onClose()
    },
  })
}
